package net.ur.client.play;

import com.jme3.math.Vector3f;
import net.ur.client.world.RoomState;
import net.ur.rules.BoardShape;
import net.ur.rules.Player;
import net.ur.rules.Square;

/**
 * Where the rules' places are on the table: the centre of every square of a board, the slots where
 * each player's waiting and finished pieces stand beside it, and the tray the dice are thrown into.
 * The board lies centred on the table with its long axis left to right; light's lane (A) is
 * nearest the player, dark's (C) farthest; row 1 is at the left.
 */
public final class BoardLayout {

    /** Distance between the centres of neighbouring squares, in metres (the boards' real size). */
    public static final float SQUARE = 0.045f;
    /** Height of the board above the table top. */
    public static final float BOARD_HEIGHT = 0.0215f;

    private final BoardShape shape;
    private final float surface;

    /**
     * @param shape the board, not null
     */
    public BoardLayout(BoardShape shape) {
        if (shape == null) {
            throw new IllegalArgumentException("shape must not be null");
        }
        this.shape = shape;
        this.surface = RoomState.TABLE_TOP + BOARD_HEIGHT;
    }

    /** The board. */
    public BoardShape shape() {
        return shape;
    }

    /** Height of the board's top surface above the floor. */
    public float surface() {
        return surface;
    }

    private float x(float row) {
        return (row - (shape.rows() + 1) / 2f) * SQUARE;
    }

    private static float z(float column) {
        return (1 - column) * SQUARE;
    }

    /**
     * The centre of a square's top surface; works for off-board points of a route too.
     *
     * @param square the square, not null
     * @return a new vector
     */
    public Vector3f centre(Square square) {
        return new Vector3f(x(square.row()), surface, z(square.column()));
    }

    /**
     * Where a waiting piece stands: in two staggered lines beside the owner's end of the board.
     *
     * @param player the owner, not null
     * @param index the piece's place among the owner's waiting pieces, from 0
     * @return a point on the table
     */
    public Vector3f waitingSlot(Player player, int index) {
        float side = player == Player.LIGHT ? 1 : -1;
        float line = index % 2;
        float px = x(4.1f) - (index / 2) * 0.95f * SQUARE - line * 0.47f * SQUARE;
        return new Vector3f(px, RoomState.TABLE_TOP, side * (2.3f + 0.85f * line) * SQUARE);
    }

    /**
     * Where a finished piece stands: in two staggered lines beside the far end of the board.
     *
     * @param player the owner, not null
     * @param index the piece's place among the owner's finished pieces, from 0
     * @return a point on the table
     */
    public Vector3f finishedSlot(Player player, int index) {
        float side = player == Player.LIGHT ? 1 : -1;
        float line = index % 2;
        float px = x(shape.rows() + 0.1f) - (index / 2) * 0.95f * SQUARE - line * 0.47f * SQUARE;
        return new Vector3f(px, RoomState.TABLE_TOP, side * (2.3f + 0.85f * line) * SQUARE);
    }

    /** The centre of the dice tray: on the table, to the right of the board, on the player's side. */
    public Vector3f trayCentre() {
        return new Vector3f(x(shape.rows()) + 2.4f * SQUARE, RoomState.TABLE_TOP, 0.6f * SQUARE);
    }

    /** Half the width and depth of the dice tray. */
    public Vector3f trayHalfExtents() {
        return new Vector3f(1.5f * SQUARE, 0, 2.2f * SQUARE);
    }

    /** The middle of the board's top. */
    public Vector3f boardCentre() {
        return new Vector3f(0, surface, 0);
    }

    /** Half the board's length along x. */
    public float halfLength() {
        return shape.rows() * SQUARE / 2f;
    }
}
