package net.ur.client.words;

import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.RuleSet;

/**
 * The words of a move: the line of its preview (what the hovered or selected move does, with what
 * it collects, pays or carries), the Babylonian birds' names, and the line while a piece has
 * several houses to go to.
 */
public final class MoveWords {

    private MoveWords() {
    }

    /**
     * What the preview of a move says, in a line.
     *
     * @param rules the rules the move is played by (the Ravensburg game's rosettes mean nothing, so
     *     its previews never mention them); not null
     * @param move the move; not null
     * @return the text
     */
    public static String describe(net.ur.rules.RuleSet rules, Move move) {
        boolean rosettesMatter = rules.rosettesMatter();
        StringBuilder b = new StringBuilder();
        String bird = birdName(move);
        if (bird != null) {
            b.append(bird).append(": ");
        }
        if (move.isBearOff()) {
            b.append(bird != null ? "bears off" : "Bears the piece off");
        } else if (move.isEntry()) {
            if (bird != null && move.to() instanceof Location.OnBoard on) {
                b.append("enters at house ").append(on.step() + 1);
            } else {
                b.append("Enters the board");
            }
        } else if (move.notes().backwards()) {
            b.append("Goes back"); // a red Ravensburg man
        } else {
            b.append(bird != null ? "moves on" : "Moves on");
        }
        if (move.isCapture()) {
            b.append(", captures");
        }
        if (move.notes().leavesCaptives()) {
            b.append(", leaves its captives");
        } else if (move.notes().carries() > 0) {
            b.append(", carries ").append(move.notes().carries()).append(" captive")
                    .append(move.notes().carries() == 1 ? "" : "s");
        }
        if (move.notes().delivers() > 0) {
            b.append(": they are removed").append(move.notes().turnsRed() ? ", it turns red" : "");
        }
        if (move.rosette() && rosettesMatter) {
            b.append(move.extraRoll() ? ", lands on a rosette: throw again" : ", lands on a rosette");
        } else if (move.extraRoll()) {
            b.append(": throw again");
        }
        String counters = TurnWords.counterText(move);
        if (!counters.isEmpty()) {
            b.append(", ").append(counters);
        }
        return b.toString();
    }

    public static String birdName(Move move) {
        return move.piece().kind().isPlain() ? null : move.piece().kind().displayName();
    }

    /**
     * What a move's preview adds when its piece has several destinations (the Swallow).
     *
     * @param choices how many houses the piece may land on
     * @return the words, with the spaces that set them apart from the move's line
     */
    public static String previewChoices(int choices) {
        return "   (" + choices + " houses: click one, or right-click for the next)";
    }
}
