package net.ur.rules.record;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Piece;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Square;

/**
 * Draws a state as text for the command line and logs: one line per board column (A, B, C),
 * rows left to right, {@code [ ]} a square, {@code { }} a rosette, L and D the pieces.
 */
public final class AsciiBoard {

    private AsciiBoard() {
    }

    /**
     * Draws the board of a state with both players' waiting and finished counts.
     *
     * @param board the board shape, not null
     * @param state the state, not null
     * @return several lines of text, each ending with a newline
     */
    public static String draw(BoardShape board, GameState state) {
        if (board == null || state == null) {
            throw new IllegalArgumentException("board and state must not be null");
        }
        StringBuilder b = new StringBuilder();
        int rows = board.rows();
        StringBuilder head = new StringBuilder("    ");
        for (int r = 1; r <= rows; r++) {
            head.append(String.format(" %-3d", r));
        }
        b.append(head.toString().stripTrailing()).append('\n');
        for (int c = 0; c < board.columns(); c++) {
            b.append(' ').append((char) ('A' + c)).append(' ');
            for (int r = 1; r <= rows; r++) {
                Square sq = new Square(c, r);
                if (!board.contains(sq)) {
                    b.append("    ");
                    continue;
                }
                boolean rosette = board.isRosette(sq);
                char mark = state.at(sq).map(p -> p.piece().owner().symbol()).orElse(' ');
                b.append(' ').append(rosette ? '{' : '[').append(mark).append(rosette ? '}' : ']');
            }
            int end = b.length();
            while (b.charAt(end - 1) == ' ') {
                end--;
            }
            b.setLength(end);
            b.append('\n');
        }
        for (Player p : Player.values()) {
            b.append(' ').append(p.displayName()).append(": ")
                    .append(state.count(p, Location.Waiting.class)).append(" waiting, ")
                    .append(state.count(p, Location.OnBoard.class)).append(" on the board, ")
                    .append(state.count(p, Location.Finished.class)).append(" home\n");
        }
        return b.toString();
    }

    /**
     * Draws a board with towers (the Ravensburg game): each square shows its top man (lower case when
     * it shows its red side), then one line per tower of two or more men, bottom to top, and each
     * player's waiting, on-board, captive and removed men.
     *
     * @param board the board shape, not null
     * @param state the state, not null
     * @return several lines of text, each ending with a newline
     */
    public static String drawTowers(BoardShape board, GameState state) {
        if (board == null || state == null) {
            throw new IllegalArgumentException("board and state must not be null");
        }
        java.util.Map<Piece, PieceState> below = new java.util.HashMap<>();
        for (PieceState ps : state.pieces()) {
            if (ps.location() instanceof Location.Beneath b) {
                below.put(b.above(), ps);
            }
        }
        StringBuilder b = new StringBuilder();
        int rows = board.rows();
        StringBuilder head = new StringBuilder("    ");
        for (int r = 1; r <= rows; r++) {
            head.append(String.format(" %-3d", r));
        }
        b.append(head.toString().stripTrailing()).append('\n');
        StringBuilder towers = new StringBuilder();
        for (int c = 0; c < board.columns(); c++) {
            b.append(' ').append((char) ('A' + c)).append(' ');
            for (int r = 1; r <= rows; r++) {
                Square sq = new Square(c, r);
                if (!board.contains(sq)) {
                    b.append("    ");
                    continue;
                }
                boolean rosette = board.isRosette(sq);
                PieceState top = state.pieceAt(sq);
                char mark = top == null ? ' ' : symbol(top);
                b.append(' ').append(rosette ? '{' : '[').append(mark).append(rosette ? '}' : ']');
                if (top != null && below.containsKey(top.piece())) {
                    java.util.List<String> men = new java.util.ArrayList<>();
                    for (PieceState cur = top; cur != null; cur = below.get(cur.piece())) {
                        men.add(0, Character.toString(symbol(cur)) + cur.piece().number());
                    }
                    towers.append(' ').append(sq).append(": ").append(String.join(" ", men))
                            .append(" (bottom to top)\n");
                }
            }
            int end = b.length();
            while (b.charAt(end - 1) == ' ') {
                end--;
            }
            b.setLength(end);
            b.append('\n');
        }
        b.append(towers);
        for (Player p : Player.values()) {
            b.append(' ').append(p.displayName()).append(": ")
                    .append(state.count(p, Location.Waiting.class)).append(" waiting, ")
                    .append(state.count(p, Location.OnBoard.class)).append(" on top, ")
                    .append(state.count(p, Location.Beneath.class)).append(" beneath, ")
                    .append(state.count(p, Location.Removed.class)).append(" removed\n");
        }
        return b.toString();
    }

    private static char symbol(PieceState ps) {
        char c = ps.piece().owner().symbol();
        return ps.flipped() ? Character.toLowerCase(c) : c;
    }
}
