package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.OpeningThrows;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;

/**
 * The game at the table as the HUD shows it, on the table's entity beside {@link TableTurn}: the
 * rules' state, how a game given up ended, the last throw, the opening throw, and the words of the
 * last action, all made by the one formatter ({@code words.TurnWords}) when the state changed. The
 * table system writes it with every change of the game; the HUD and the icon display react to it
 * instead of asking the session.
 *
 * @param state the rules' state; not null
 * @param moves the legal moves of the side to act, in the rules' order; empty unless a move is awaited
 * @param counters whether the game is played for counters (the Babylonian game)
 * @param towers whether men stack in towers (the Ravensburg game)
 * @param conceded the side that gave the game up, or null
 * @param concededHow how it was given up, in words ("Light resigned"), or null
 * @param lastThrow the last throw, or null before the first
 * @param opening the opening throw: its throws so far while it is thrown (not yet decided), then the
 *     one that decided who begins; null when the game has none
 * @param message what just happened, in a line (empty when nothing has)
 * @param decisionLine what the roll decision awaited means, in a line (empty when none is awaited)
 * @param canKeepRoll whether the roll in hand may be kept (a decision awaited and the roll has a move)
 * @param pendingSmall the small astragal's value awaiting the decision, or 0
 * @param convertedSmall what the broad astragal's yes would make of it, or 0
 * @param throwLine the last throw with its dice, in a line for the text panel (empty before the first)
 * @param version how many times the facts have changed since the table was laid
 */
public record TableFacts(GameState state, java.util.List<Move> moves, boolean counters, boolean towers, Player conceded, String concededHow,
        ThrowShown lastThrow, OpeningThrows opening, String message, String decisionLine, boolean canKeepRoll,
        int pendingSmall, int convertedSmall, String throwLine, int version) implements EntityComponent {

    /**
     * A throw as the HUD shows it.
     *
     * @param who who threw; not null
     * @param roll the roll the dice made (the broad astragal's, after a roll decision); not null
     * @param small the small astragal's value (Babylonian), else the roll's value
     * @param broad the broad astragal's answer: true yes, false no, null when it was not thrown
     * @param score what the throw scores: the roll's value, or the small astragal's converted on a yes, 0 on a no
     */
    public record ThrowShown(Player who, Roll roll, int small, Boolean broad, int score) {
        /** Validates the throw. */
        public ThrowShown {
            Validate.nonNull(who, "who");
            Validate.nonNull(roll, "roll");
        }
    }

    /** Validates the component. */
    public TableFacts {
        Validate.nonNull(state, "state");
        moves = java.util.List.copyOf(moves);
        Validate.nonNull(message, "message");
        Validate.nonNull(decisionLine, "decision line");
        Validate.nonNull(throwLine, "throw line");
        Validate.nonNegative(version, "version");
    }

    /** Whether the game is over: ended by the rules, or given up. */
    public boolean isOver() {
        return conceded != null || state.isOver();
    }

    /** The winner: the other side of one that gave up, else the rules' winner; null while playing or for a draw. */
    public Player winner() {
        if (conceded != null) {
            return conceded.other();
        }
        return state.isOver() && !state.isDraw() ? state.winner() : null;
    }
}
