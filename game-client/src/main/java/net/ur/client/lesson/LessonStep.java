package net.ur.client.lesson;

import java.util.List;
import java.util.Set;
import net.ur.rules.Player;

/**
 * One step of a lesson: one action at the table by the person (light) or by the lesson's
 * opponent (dark), with the dice arranged for a throw, the move expected, what to point at, the
 * line that says why, and what a wrong but legal move leads to.
 *
 * @param number the step's number in its lesson, from 1 (as the errors name it)
 * @param side who acts: {@link Player#LIGHT} is the person, {@link Player#DARK} the lesson's opponent; not null
 * @param action what is done; not null
 * @param faces the faces the dice rest on for a throw (one per die, as the table reads them), else empty; not null
 * @param move the move expected for {@link Action#MOVE}, else null
 * @param say the line shown while the step waits, or empty to keep the line before; not null
 * @param cues what the table points at while the step waits; not null
 * @param adapt on a wrong but legal move: true to go on from there when the rest of the lesson
 *     still plays from the new position, false to explain and set the position back
 * @param why the line said after a wrong but legal move; not null, may be empty
 */
public record LessonStep(int number, Player side, Action action, List<Integer> faces, MoveSpec move, String say,
        Set<Cue> cues, boolean adapt, String why) {

    /** What a step does. */
    public enum Action {
        /** Throw the dice (the turn's first throw). */
        THROW,
        /** Keep the small astragal's roll (the Babylonian roll decision). */
        KEEP,
        /** Throw the broad astragal (the Babylonian roll decision). */
        BROAD,
        /** Make a move. */
        MOVE
    }

    /** What the table points at while a step waits for the person. */
    public enum Cue {
        /** An arrow at the dice to throw. */
        DICE,
        /** The piece to move pulses. */
        PIECE,
        /** The house to reach is marked. */
        HOUSE
    }

    /**
     * A move as a lesson names it.
     *
     * @param from a square such as {@code A4}, or {@code start} for a waiting piece; not null
     * @param to a square, or {@code home} for bearing off; not null
     * @param bird the Babylonian bird's kind id ({@code swallow}, ...) where it matters, else null
     * @param leave for a Ravensburg carrier: true to leave its captives, false to carry them, null for either
     */
    public record MoveSpec(String from, String to, String bird, Boolean leave) {

        /** Validates the names. */
        public MoveSpec {
            if (from == null || to == null) {
                throw new IllegalArgumentException("a move needs \"from\" and \"to\"");
            }
        }

        @Override
        public String toString() {
            return (bird == null ? "" : bird + " ") + from + " to " + to
                    + (leave == null ? "" : leave ? " leaving its captives" : " carrying its captives");
        }
    }

    /** Validates the step. */
    public LessonStep {
        if (side == null || action == null || faces == null || say == null || cues == null || why == null) {
            throw new IllegalArgumentException("a step needs a side, an action, faces, a line, cues and a reason");
        }
        if ((action == Action.MOVE) != (move != null)) {
            throw new IllegalArgumentException("step " + number + ": a move step needs its move, and only it");
        }
        faces = List.copyOf(faces);
        cues = cues.isEmpty() ? Set.of() : java.util.EnumSet.copyOf(cues);
    }

    /** Whether the person takes this step (else the lesson's opponent does). */
    public boolean isPersons() {
        return side == Player.LIGHT;
    }

    /** The step in words, for errors and the log: {@code step 7 (you: move A4 to B1)}. */
    public String label() {
        String what = switch (action) {
            case THROW -> "throw " + faces;
            case KEEP -> "keep";
            case BROAD -> "throw the broad astragal " + faces;
            case MOVE -> "move " + move;
        };
        return "step " + number + " (" + (isPersons() ? "you" : "opponent") + ": " + what + ")";
    }
}
