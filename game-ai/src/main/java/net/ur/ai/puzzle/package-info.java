/**
 * Puzzles: positions of real games where one move is clearly best, mined from self-play games,
 * judged exactly by a solved table (classic rule sets) and rated by which computer levels find the
 * move; their files (one small text resource per rule set) and the check of every shipped puzzle.
 */
package net.ur.ai.puzzle;
