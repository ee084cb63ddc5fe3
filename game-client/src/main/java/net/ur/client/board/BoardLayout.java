package net.ur.client.board;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import jme3utilities.Validate;
import net.ur.rules.Counters;
import net.ur.rules.Player;
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Square;

/**
 * Where the rules' places are on the table: the centre of every square of a board, the slots where
 * each player's waiting and finished pieces stand beside it, and the tray the dice are thrown into.
 * The board lies centred on the table with its long axis left to right; light's lane (A) is
 * nearest the player, dark's (C) farthest; row 1 is at the left.
 */
public final class BoardLayout {

    /**
     * Height of the table's top above the floor, in metres: the board and everything played lies
     * on it, and the room builds its table to it.
     */
    public static final float TABLE_TOP = 0.75f;

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
        Validate.nonNull(shape, "shape");
        this.shape = shape;
        this.surface = BoardLayout.TABLE_TOP + BOARD_HEIGHT;
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
        return new Vector3f(px, BoardLayout.TABLE_TOP, side * (2.3f + 0.85f * line) * SQUARE);
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
        return new Vector3f(px, BoardLayout.TABLE_TOP, side * (2.3f + 0.85f * line) * SQUARE);
    }

    /** The centre of the dice tray: on the table, to the right of the board, on the player's side. */
    public Vector3f trayCentre() {
        return new Vector3f(x(shape.rows()) + 2.4f * SQUARE, BoardLayout.TABLE_TOP, 0.6f * SQUARE);
    }

    /**
     * Where the clay lamp stands in a game: on the table behind the dice tray, on the far side, so
     * that the room's light is in the opening view of every game.
     */
    public Vector3f lampPlace() {
        Vector3f tray = trayCentre();
        return new Vector3f(tray.x + 0.01f, TABLE_TOP, tray.z - trayHalfExtents().z - 0.065f);
    }

    /** Height above the table of the top of the lamp's flame and glow, for framing. */
    static final float LAMP_TOP = 0.075f;

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

    /** How far the board's frame reaches beyond its outer squares' centres, in squares. */
    private static final float FRAME_REACH = 0.75f;

    /**
     * The board's outline, for framing it in the camera: the corners of its top and, on the near
     * side, of its foot on the table (the front face shows below the squares).
     *
     * @return new points
     */
    public java.util.List<Vector3f> boardOutline() {
        float minX = Float.MAX_VALUE;
        float maxX = -Float.MAX_VALUE;
        float minZ = Float.MAX_VALUE;
        float maxZ = -Float.MAX_VALUE;
        for (Square sq : shape.squares()) {
            Vector3f c = centre(sq);
            minX = Math.min(minX, c.x);
            maxX = Math.max(maxX, c.x);
            minZ = Math.min(minZ, c.z);
            maxZ = Math.max(maxZ, c.z);
        }
        float r = FRAME_REACH * SQUARE;
        java.util.List<Vector3f> out = new java.util.ArrayList<>();
        for (float x : new float[] {minX - r, maxX + r}) {
            out.add(new Vector3f(x, surface, minZ - r));
            out.add(new Vector3f(x, surface, maxZ + r));
            out.add(new Vector3f(x, BoardLayout.TABLE_TOP, maxZ + r));
        }
        return out;
    }

    /**
     * Everything of a game that the resting view must show, for framing it in the camera: the
     * board's outline, the waiting and finished rows of both players (up to the tops of the
     * pieces), the dice tray and, in the Babylonian game, the coin piles and the pool's bowl.
     *
     * @param piecesPerSide pieces each player has, at least 1
     * @param pieceTop height of a piece standing on the table, in metres, at least 0
     * @param counters whether the game has counters (the piles and the bowl)
     * @return new points
     */
    public java.util.List<Vector3f> viewPoints(int piecesPerSide, float pieceTop, boolean counters) {
        Validate.positive(piecesPerSide, "pieces per side");
        Validate.nonNegative(pieceTop, "piece top");
        java.util.List<Vector3f> out = boardOutline();
        float pr = 0.02f;
        for (Player p : Player.values()) {
            for (int i = 0; i < piecesPerSide; i++) {
                for (Vector3f slot : new Vector3f[] {waitingSlot(p, i), finishedSlot(p, i)}) {
                    out.add(slot.add(-pr, 0, pr));
                    out.add(slot.add(pr, 0, pr));
                    out.add(slot.add(0, pieceTop, -pr));
                }
            }
        }
        Vector3f tray = trayCentre();
        Vector3f half = trayHalfExtents();
        out.add(tray.add(half.x, 0, half.z));
        out.add(tray.add(half.x, 0, -half.z));
        out.add(tray.add(-half.x, 0, half.z));
        Vector3f lamp = lampPlace();
        out.add(lamp.add(0, LAMP_TOP, 0));
        out.add(lamp.add(0.06f, 0, 0));
        if (counters) {
            Vector3f bowl = bowlPlace();
            float br = BOWL_RADIUS;
            out.add(bowl.add(-br, BOWL_HEIGHT, 0));
            out.add(bowl.add(br, BOWL_HEIGHT, 0));
            out.add(bowl.add(0, BOWL_HEIGHT, -br));
            out.add(bowl.add(0, 0, br));
            for (Counters.Pile pile : new Counters.Pile[] {Counters.Pile.LIGHT, Counters.Pile.DARK}) {
                for (int i : new int[] {0, 3 * COINS_PER_STACK, 4 * COINS_PER_STACK, 7 * COINS_PER_STACK}) {
                    out.add(coinPlace(pile, i).add(0, 5 * COIN_THICKNESS, 0));
                }
            }
        }
        return out;
    }

    /** Coins in a full stack of counters: a player's pile reads as stacks of five. */
    public static final int COINS_PER_STACK = 5;
    /** Thickness of a coin (Models/Counters/coin.glb). */
    public static final float COIN_THICKNESS = 0.0018f;
    /** Scale of the pool's bowl (Models/Counters/bowl.glb, 0.158 m across): smaller, to leave the table clear. */
    public static final float BOWL_SCALE = 0.8f;
    /** Half the bowl's width, in metres. */
    public static final float BOWL_RADIUS = 0.158f / 2 * BOWL_SCALE;
    /** Height of the bowl's rim above the table, in metres. */
    public static final float BOWL_HEIGHT = 0.04f * BOWL_SCALE;
    /** Height of the bowl's inside floor above its foot. */
    public static final float BOWL_FLOOR = 0.0095f * BOWL_SCALE;
    private static final float STACK_PITCH = 0.0215f;
    private static final int STACKS_PER_PILE = 8;
    private static final int STACKS_IN_BOWL = 7;

    /** The row along which the counters lie: beside the board's narrow part, between the waiting and finished pieces. */
    private float pileRow() {
        return 5.5f + Math.max(0, shape.rows() - 8) / 4f;
    }

    /** Where the pool's bowl stands: on the table beyond the board, on the far (dark) side. */
    public Vector3f bowlPlace() {
        return new Vector3f(x(pileRow()), BoardLayout.TABLE_TOP, -0.175f);
    }

    /**
     * Where a counter lies: in its owner's stacks of five beside the board's narrow part (two rows of
     * four stacks, the stacks growing taller past forty coins), or in the pool's bowl (a stack in
     * the middle and six around it).
     *
     * @param holder the pile; not null
     * @param index the coin's place in its pile, from 0 (the bottom of the first stack)
     * @return the centre of the coin's bottom face
     */
    public Vector3f coinPlace(Counters.Pile holder, int index) {
        Validate.nonNegative(index, "index");
        int stack = index / COINS_PER_STACK;
        int inStack = index % COINS_PER_STACK;
        // A hand-made pile: each coin a little off the stack's axis, the same every time (from the pile's name).
        int h = (holder.id().hashCode() * 31 + index) * 0x9E3779B1;
        float jx = ((h >>> 8) & 0xff) / 255f - 0.5f;
        float jz = ((h >>> 16) & 0xff) / 255f - 0.5f;
        float wobble = 0.0012f;
        Vector3f p;
        switch (holder) {
            case POOL -> {
                int s = stack % STACKS_IN_BOWL;
                int level = inStack + (stack / STACKS_IN_BOWL) * COINS_PER_STACK;
                Vector3f c = bowlPlace();
                float r = s == 0 ? 0 : 0.0195f;
                float a = (s - 1) * FastMath.TWO_PI / 6f + 0.3f;
                p = new Vector3f(c.x + r * FastMath.cos(a), c.y + BOWL_FLOOR + level * COIN_THICKNESS, c.z + r * FastMath.sin(a));
            }
            case LIGHT, DARK -> {
                float side = holder == Counters.Pile.LIGHT ? 1 : -1;
                int s = stack % STACKS_PER_PILE;
                int level = inStack + (stack / STACKS_PER_PILE) * COINS_PER_STACK;
                int col = s % 4;
                int row = s / 4;
                p = new Vector3f(x(pileRow()) + (col - 1.5f) * STACK_PITCH, BoardLayout.TABLE_TOP + level * COIN_THICKNESS,
                        side * (0.058f + row * STACK_PITCH));
            }
            default -> throw new IllegalArgumentException("a coin's holder is light, dark or pool, not " + holder);
        }
        p.x += jx * wobble;
        p.z += jz * wobble;
        return p;
    }

    /**
     * How a counter lies: flat, turned about the vertical by an angle of its own.
     *
     * @param holder its pile; not null
     * @param index its place in the pile
     * @return a new rotation
     */
    public static com.jme3.math.Quaternion coinTurn(Counters.Pile holder, int index) {
        int h = (holder.id().hashCode() * 17 + index * 7919) * 0x85EBCA6B;
        return new com.jme3.math.Quaternion().fromAngles(0, ((h >>> 8) & 0xffff) / 65535f * FastMath.TWO_PI, 0);
    }
}
