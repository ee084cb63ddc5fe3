/**
 * The command line of {@code ./ur} on picocli ({@link net.ur.tools.Cli}, one
 * {@link net.ur.tools.command.UrCommand} per command) and the rule tools' commands: record check, show
 * and convert, arena, bench rules and ai, solve. The only package of the rules module that prints.
 */
package net.ur.tools;
