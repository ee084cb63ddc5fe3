package net.ur.rules;

import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What a rule set played as one game of a match for counters offers (the Babylonian game): the
 * rules of the match's next game, the counters each side brought to this one, the stake, and the
 * opening throw that decided who begins. Asked of a rule set by {@link RuleSet#match()}, so that a
 * caller needs no knowledge of the family that plays matches.
 */
public interface MatchPlay {

    /**
     * Returns the rules of a game of the match in which the sides bring these counters, the first
     * player decided by an opening throw made with the random generator.
     *
     * @param lightCounters light's counters before the stake
     * @param darkCounters dark's counters before the stake
     * @param opening the randomness of the opening throw, not null
     * @return the rule set of that game, on the same board
     * @throws IllegalArgumentException if a side cannot pay the stake or the counters do not add up
     */
    RuleSet nextGame(int lightCounters, int darkCounters, RandomGenerator opening);

    /**
     * Returns the opening throw of a game of the match before its first throw, to be thrown at the
     * table one throw at a time ({@link OpeningThrows#add}) and given to {@link #nextGame(int, int, OpeningThrows)}.
     *
     * @return the empty opening, light to throw
     */
    OpeningThrows openingStart();

    /**
     * Returns the rules of a game of the match in which the sides bring these counters, as they
     * stand while its opening is thrown: once the opening has decided who begins, the game's rules
     * (its first player and its opening recorded); before, the board as the game will begin, the
     * side to throw next in the opening to act and no opening recorded, for the table to show until
     * the opening decides (a game is not to be played by those rules).
     *
     * @param lightCounters light's counters before the stake
     * @param darkCounters dark's counters before the stake
     * @param opening the opening so far, one this rule set's {@link #openingStart()} began; not null
     * @return the rule set, on the same board
     * @throws IllegalArgumentException if a side cannot pay the stake, the counters do not add up,
     *     or the opening is not this family's
     */
    RuleSet nextGame(int lightCounters, int darkCounters, OpeningThrows opening);

    /**
     * Returns the counters a side brought to this game, before paying the stake.
     *
     * @param player the side, not null
     * @return the counters
     */
    int countersBrought(Player player);

    /**
     * Returns the counters each side pays into the pool at the start of a game; a side holding
     * fewer cannot play another.
     *
     * @return the stake
     */
    int stake();

    /**
     * Returns the opening throw that decided who begins this game.
     *
     * @return the opening, or empty when none was thrown (a game set up without one)
     */
    Optional<OpeningThrows> opening();
}
