package net.ur.ai.review;

import net.ur.rules.Player;
import net.ur.rules.dice.Roll;

/**
 * One roll of a game (a record entry) as the review judges it: the winning chance before and after the
 * dice, what the dice gave the roller against the average roll, and where the chance stood after the
 * choice. Chances here are light's (for a graph) unless named the mover's.
 *
 * @param n the record entry, 1-based
 * @param side who rolled
 * @param roll the roll (the small astragal's in the Babylonian game)
 * @param broad the broad astragal's throw after a decision to throw it, or null
 * @param lightBefore light's winning chance before the roll: the average over every roll of the chance after it
 * @param lightAfterRoll light's chance after the roll (and the broad throw), with the best play to come
 * @param lightAfter light's chance after the choice: the next entry's starting point as the judge values it
 * @param luck what the dice gave the roller, in the roller's winning chance: the chance after this roll
 *     less the average roll's (and likewise for the broad astragal)
 * @param drift the next roll's {@code lightBefore} less this {@code lightAfter}: 0 for a solved table up
 *     to its rounding, the estimate's own inconsistency otherwise (0 after the last entry of a finished game)
 * @param lightMarginBefore light's expected margin of counters at the end, before the roll; NaN without counters
 * @param lightMarginAfter the same after the choice; NaN without counters
 */
public record Turn(int n, Player side, Roll roll, Roll broad, double lightBefore, double lightAfterRoll,
        double lightAfter, double luck, double drift, double lightMarginBefore, double lightMarginAfter) {
}
