package net.ur.rules.babylonian;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import net.ur.rules.OpeningThrows;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;

/**
 * The opening throw that decides who starts a Babylonian game: in each round light, then dark,
 * throws both astragals; a throw scores the small astragal's value, converted if the broad one
 * says yes (1 to 5, 2 to 6, 3 to 7, 4 to 10); the higher score starts, and a tie starts another
 * round. Immutable: {@link #add} returns the opening with one more throw.
 *
 * @param throwsMade every throw in order, alternating light and dark from light; nothing after the decisive one
 */
public record Opening(List<Throw> throwsMade) implements OpeningThrows {

    /**
     * One player's throw of both astragals.
     *
     * @param player who threw, not null
     * @param small the small astragal's roll, 1..4, not null
     * @param broad the broad astragal's roll (1 yes, 0 no), not null
     */
    public record Throw(Player player, Roll small, Roll broad) implements OpeningThrows.Thrown {
        /**
         * Validates the throw.
         *
         * @throws IllegalArgumentException if a value is missing or not a roll of its astragal
         */
        public Throw {
            if (player == null || small == null || broad == null) {
                throw new IllegalArgumentException("an opening throw needs a player, a small and a broad roll");
            }
            SmallAstragal.INSTANCE.validate(small);
            BroadAstragal.INSTANCE.validate(broad);
            small = SmallAstragal.roll(small.value());
            broad = BroadAstragal.roll(broad.value() == 1);
        }

        /**
         * Returns the throw's score.
         *
         * @return the small value, converted if the broad astragal said yes
         */
        public int score() {
            return BroadAstragal.score(small.value(), broad.value() == 1);
        }

        /**
         * Tells whether the broad astragal said yes.
         *
         * @return true for yes
         */
        public boolean yes() {
            return broad.value() == 1;
        }
    }

    /**
     * Validates the order of the throws and copies them.
     *
     * @throws IllegalArgumentException if the throws do not alternate light, dark from light, or go on after a
     *     round has decided who starts
     */
    public Opening {
        if (throwsMade == null) {
            throw new IllegalArgumentException("opening throws must not be null (use an empty list)");
        }
        throwsMade = List.copyOf(throwsMade);
        for (int i = 0; i < throwsMade.size(); i++) {
            Player expected = i % 2 == 0 ? Player.LIGHT : Player.DARK;
            if (throwsMade.get(i).player() != expected) {
                throw new IllegalArgumentException("opening throw " + (i + 1) + " must be " + expected.displayName()
                        + "'s (light throws first in each round), not " + throwsMade.get(i).player().displayName()
                        + "'s");
            }
            if (i % 2 == 1 && i < throwsMade.size() - 1
                    && throwsMade.get(i).score() != throwsMade.get(i - 1).score()) {
                throw new IllegalArgumentException("round " + (i / 2 + 1) + " of the opening already decided who"
                        + " starts (" + throwsMade.get(i - 1).score() + " against " + throwsMade.get(i).score()
                        + "); no more throws follow");
            }
        }
    }

    /**
     * Returns an opening before its first throw.
     *
     * @return the empty opening, light to throw
     */
    public static Opening start() {
        return new Opening(List.of());
    }

    /**
     * Throws until someone starts, with an injected random generator.
     *
     * @param random the randomness, not null
     * @return a decided opening
     */
    public static Opening decide(RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        Opening o = start();
        while (!o.isDecided()) {
            o = o.add(SmallAstragal.INSTANCE.roll(random), BroadAstragal.INSTANCE.roll(random));
        }
        return o;
    }

    /**
     * Returns the opening with the next throw added (by the player {@link #thrower()} names).
     *
     * @param small the small astragal's roll, e.g. {@code SmallAstragal.roll(3)}, not null
     * @param broad the broad astragal's roll, e.g. {@code BroadAstragal.roll(true)}, not null
     * @return the longer opening; this one is unaffected
     * @throws IllegalStateException if the opening is already decided
     * @throws IllegalArgumentException if a roll is not one its astragal can make
     */
    public Opening add(Roll small, Roll broad) {
        if (isDecided()) {
            throw new IllegalStateException("the opening is decided: " + firstPlayer().displayName() + " starts");
        }
        List<Throw> t = new ArrayList<>(throwsMade);
        t.add(new Throw(thrower(), small, broad));
        return new Opening(t);
    }

    /**
     * Returns the player who throws next.
     *
     * @return light or dark
     * @throws IllegalStateException if the opening is decided
     */
    public Player thrower() {
        if (isDecided()) {
            throw new IllegalStateException("the opening is decided: " + firstPlayer().displayName() + " starts");
        }
        return throwsMade.size() % 2 == 0 ? Player.LIGHT : Player.DARK;
    }

    /**
     * Tells whether a round has ended without a tie.
     *
     * @return true once someone starts
     */
    public boolean isDecided() {
        int n = throwsMade.size();
        return n >= 2 && n % 2 == 0 && throwsMade.get(n - 1).score() != throwsMade.get(n - 2).score();
    }

    /**
     * Returns the player with the higher score in the last round.
     *
     * @return the player who starts
     * @throws IllegalStateException if no round has decided it yet
     */
    public Player firstPlayer() {
        if (!isDecided()) {
            throw new IllegalStateException("the opening is not decided yet: " + (throwsMade.size() % 2 == 0
                    ? "light" : "dark") + " throws next");
        }
        int n = throwsMade.size();
        return throwsMade.get(n - 2).score() > throwsMade.get(n - 1).score() ? Player.LIGHT : Player.DARK;
    }

    /**
     * Returns the opening as text, e.g. {@code light:3:no,dark:3:no,light:2:yes,dark:4:no} (records hash it).
     *
     * @return the text, empty for no throws
     */
    public String canonicalText() {
        StringBuilder b = new StringBuilder();
        for (Throw t : throwsMade) {
            b.append(b.length() == 0 ? "" : ",").append(t.player() == Player.LIGHT ? "light" : "dark").append(':')
                    .append(t.small().value()).append(':').append(t.yes() ? "yes" : "no");
        }
        return b.toString();
    }
}
