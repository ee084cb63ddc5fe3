package net.ur.client.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import net.ur.rules.Player;

/**
 * One step of a lesson: one action at the table by the person (light) or by the lesson's
 * opponent (dark), with the dice arranged for a throw, the move expected, what to point at, the
 * line that says why, and what a wrong but legal move leads to. A {@link Action#JUMP} step is the
 * lesson's own: it goes ahead to a later position, reached by the actions it lists, played by the
 * rules out of sight.
 *
 * @param number the step's number in its lesson, from 1 (as the errors name it)
 * @param side who acts: {@link Player#LIGHT} is the person, {@link Player#DARK} the lesson's opponent; not
 *     null, except for a jump, which has none
 * @param action what is done; not null
 * @param faces the faces the dice rest on for a throw (one per die, as the table reads them), else empty; not null
 * @param move the move expected for {@link Action#MOVE}, else null
 * @param say the line shown while the step waits, or empty to keep the line before; not null
 * @param cues what the table points at while the step waits; not null
 * @param adapt on a wrong but legal move: true to go on from there when the rest of the lesson
 *     still plays from the new position, false to explain and set the position back
 * @param why the line said after a wrong but legal move; not null, may be empty
 * @param jump for {@link Action#JUMP}, the actions played to reach the later position (steps
 *     themselves, not jumps), else empty; not null
 */
public record LessonStep(int number, Player side, Action action, List<Integer> faces, MoveSpec move, String say,
        Set<Cue> cues, boolean adapt, String why, List<LessonStep> jump) {

    /** What a step does. */
    public enum Action {
        /** Throw the dice (the turn's first throw). */
        THROW,
        /** Keep the small astragal's roll (the Babylonian roll decision). */
        KEEP,
        /** Throw the broad astragal (the Babylonian roll decision). */
        BROAD,
        /** Make a move. */
        MOVE,
        /** Go ahead to a later position ("later in the game"), its actions played out of sight. */
        JUMP
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

    /**
     * A step that acts, without a jump.
     *
     * @see LessonStep the parameters
     */
    public LessonStep(int number, Player side, Action action, List<Integer> faces, MoveSpec move, String say,
            Set<Cue> cues, boolean adapt, String why) {
        this(number, side, action, faces, move, say, cues, adapt, why, List.of());
    }

    /** Validates the step. */
    public LessonStep {
        if (action == null || faces == null || say == null || cues == null || why == null || jump == null) {
            throw new IllegalArgumentException("a step needs an action, faces, a line, cues, a reason and its jump");
        }
        if ((side == null) != (action == Action.JUMP)) {
            throw new IllegalArgumentException("step " + number + ": a step is taken by a side, a jump by none");
        }
        if ((action == Action.MOVE) != (move != null)) {
            throw new IllegalArgumentException("step " + number + ": a move step needs its move, and only it");
        }
        if ((action == Action.JUMP) == jump.isEmpty()) {
            throw new IllegalArgumentException("step " + number + ": a jump needs the actions it plays, and only it");
        }
        if (jump.stream().anyMatch(s -> s.action() == Action.JUMP)) {
            throw new IllegalArgumentException("step " + number + ": a jump plays actions, not other jumps");
        }
        faces = List.copyOf(faces);
        cues = cues.isEmpty() ? Set.of() : EnumSet.copyOf(cues);
        jump = List.copyOf(jump);
    }

    /** Whether the person takes this step (else the lesson's opponent does, or the lesson jumps ahead). */
    public boolean isPersons() {
        return side == Player.LIGHT && action != Action.JUMP;
    }

    /** The step in words, for errors and the log: {@code step 7 (you: move A4 to B1)}. */
    public String label() {
        String what = switch (action) {
            case THROW -> "throw " + faces;
            case KEEP -> "keep";
            case BROAD -> "throw the broad astragal " + faces;
            case MOVE -> "move " + move;
            case JUMP -> "jump ahead " + jump.size() + " actions";
        };
        return "step " + number + " (" + (action == Action.JUMP ? "lesson" : isPersons() ? "you" : "opponent") + ": " + what + ")";
    }
}
