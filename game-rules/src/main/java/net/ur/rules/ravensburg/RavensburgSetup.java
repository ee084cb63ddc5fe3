package net.ur.rules.ravensburg;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

import net.ur.rules.Player;

/**
 * How a Ravensburg game begins: "the players throw the die and the player with the higher score
 * begins". In each round light throws, then dark (faces 1..6, a 6 counts as 6 here); the higher
 * face begins; a tie starts another round. Immutable; {@link #add(int)} returns the setup with one
 * more throw. With no throws recorded, {@code first} is given directly (light by default).
 *
 * @param opening the faces thrown, alternating light and dark from light; nothing after the deciding round
 * @param first the player who begins, not null; the winner of the opening when it is decided
 */
public record RavensburgSetup(List<Integer> opening, Player first) {

    /** Light begins, no opening throw recorded. */
    public static final RavensburgSetup DEFAULT = new RavensburgSetup(List.of(), Player.LIGHT);

    /**
     * Validates the throws and the first player.
     *
     * @throws IllegalArgumentException if a face is not 1..6, a round goes on after it decided, or {@code first}
     *     disagrees with a decided opening
     */
    public RavensburgSetup {
        if (opening == null || first == null) {
            throw new IllegalArgumentException("a Ravensburg setup needs its opening throws (maybe none) and the"
                    + " first player");
        }
        opening = List.copyOf(opening);
        for (int i = 0; i < opening.size(); i++) {
            int f = opening.get(i);
            if (f < 1 || f > SixSidedDie.MISS_FACE) {
                throw new IllegalArgumentException("opening throw " + (i + 1) + ": a die shows 1..6, not " + f);
            }
            if (i % 2 == 1 && i < opening.size() - 1 && opening.get(i) != opening.get(i - 1).intValue()) {
                throw new IllegalArgumentException("opening round " + (i / 2 + 1) + " decided who begins ("
                        + opening.get(i - 1) + " against " + opening.get(i) + "); no throw may follow it");
            }
        }
        Player decided = decided(opening);
        if (decided != null && decided != first) {
            throw new IllegalArgumentException("the opening throw lets " + decided.displayName() + " begin, not "
                    + first.displayName());
        }
        if (decided == null && !opening.isEmpty()) {
            throw new IllegalArgumentException("the opening throw is unfinished: " + thrower(opening).displayName()
                    + " must throw next");
        }
    }

    private static Player decided(List<Integer> opening) {
        int n = opening.size();
        if (n < 2 || n % 2 == 1) {
            return null;
        }
        int light = opening.get(n - 2);
        int dark = opening.get(n - 1);
        return light > dark ? Player.LIGHT : light < dark ? Player.DARK : null;
    }

    private static Player thrower(List<Integer> opening) {
        return opening.size() % 2 == 0 ? Player.LIGHT : Player.DARK;
    }

    /**
     * Plays a whole opening throw with injected randomness.
     *
     * @param random the randomness, not null
     * @return the decided setup
     */
    public static RavensburgSetup decide(RandomGenerator random) {
        if (random == null) {
            throw new IllegalArgumentException("random generator must not be null");
        }
        Opening o = Opening.start();
        while (!o.isDecided()) {
            o = o.add(1 + random.nextInt(SixSidedDie.MISS_FACE));
        }
        return o.setup();
    }

    /**
     * The opening throw under way, for a client that throws face by face.
     *
     * @param faces the faces so far
     */
    public record Opening(List<Integer> faces) {

        /**
         * Copies the faces.
         *
         * @throws IllegalArgumentException if a face is not 1..6 or the throws go on after a decided round
         */
        public Opening {
            if (faces == null) {
                throw new IllegalArgumentException("faces must not be null");
            }
            faces = List.copyOf(faces);
            for (int i = 0; i < faces.size(); i++) {
                if (faces.get(i) < 1 || faces.get(i) > SixSidedDie.MISS_FACE) {
                    throw new IllegalArgumentException("a die shows 1..6, not " + faces.get(i));
                }
                if (i % 2 == 1 && i < faces.size() - 1 && !faces.get(i).equals(faces.get(i - 1))) {
                    throw new IllegalArgumentException("the opening was decided at throw " + (i + 1));
                }
            }
        }

        /**
         * Returns an opening with no throws.
         *
         * @return the opening
         */
        public static Opening start() {
            return new Opening(List.of());
        }

        /**
         * Tells who throws next.
         *
         * @return light or dark
         * @throws IllegalStateException if the opening is decided
         */
        public Player thrower() {
            if (isDecided()) {
                throw new IllegalStateException("the opening is decided: " + decided(faces).displayName()
                        + " begins");
            }
            return RavensburgSetup.thrower(faces);
        }

        /**
         * Adds the next throw.
         *
         * @param face 1..6
         * @return the longer opening
         */
        public Opening add(int face) {
            if (isDecided()) {
                throw new IllegalStateException("the opening is decided: " + decided(faces).displayName()
                        + " begins");
            }
            List<Integer> f = new ArrayList<>(faces);
            f.add(face);
            return new Opening(f);
        }

        /**
         * Tells whether a round has decided who begins.
         *
         * @return true when the last round's faces differ
         */
        public boolean isDecided() {
            return decided(faces) != null;
        }

        /**
         * Returns the setup of the decided opening.
         *
         * @return the setup
         * @throws IllegalStateException if it is not decided yet
         */
        public RavensburgSetup setup() {
            if (!isDecided()) {
                throw new IllegalStateException("the opening is not decided yet");
            }
            return new RavensburgSetup(faces, decided(faces));
        }
    }

    /**
     * Returns the text hashed into a record's chain: {@code first=light;opening=3,5}.
     *
     * @return the text
     */
    public String canonicalText() {
        StringBuilder b = new StringBuilder("first=").append(first.name().toLowerCase(Locale.ROOT))
                .append(";opening=");
        for (int i = 0; i < opening.size(); i++) {
            b.append(i == 0 ? "" : ",").append(opening.get(i));
        }
        return b.toString();
    }
}
