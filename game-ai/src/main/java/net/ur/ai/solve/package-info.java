/**
 * Perfect play for the classic rule sets: {@link net.ur.ai.solve.Solver} computes, by value iteration,
 * the probability that the player to roll wins from every position; {@link net.ur.ai.solve.SolvedTable}
 * holds it (16-bit, one side to move, combinatorial index) and reads and writes table files;
 * {@link net.ur.ai.solve.PerfectAgent} plays from it; {@link net.ur.ai.solve.SlowSolver} is the
 * simple, independent oracle over the readable model that the tests compare against.
 */
package net.ur.ai.solve;
