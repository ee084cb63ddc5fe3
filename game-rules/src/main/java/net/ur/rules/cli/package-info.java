/**
 * The rules module's command line (record check, record show, bench rules); the only package that prints.
 */
package net.ur.rules.cli;
