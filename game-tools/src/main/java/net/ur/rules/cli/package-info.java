/**
 * The command line of {@code ./ur} on picocli ({@link net.ur.rules.cli.Cli}, one
 * {@link net.ur.rules.cli.UrCommand} per command) and the rule tools' commands: record check, show
 * and convert, arena, bench rules and ai, solve, puzzles make and check, rate-levels, profile. The only
 * package of the rules module that prints.
 */
package net.ur.rules.cli;
