package net.ur.ai.solve;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.CRC32;

import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;

/**
 * A solved classic rule set: for every position with light to roll (dark to roll is its mirror), the
 * probability that the player to roll wins, as a 16-bit fraction of 65535, indexed by
 * {@link PositionIndex} (no keys stored). Reads and writes table files:
 * <pre>
 *   "UR-SOLVED-TABLE" (writeUTF), format version (int), rule set name (writeUTF), pieces (int),
 *   route length (int), positions (long), CRC32 of the value bytes (long), then every value
 *   as 2 bytes big-endian (0..65535 for 0..1), layer (0,0), (0,1), ... in index order. Version 2 uses
 *   the joint index (every index a possible position); version 1 files (one rank per side) are refused.
 * </pre>
 */
public final class SolvedTable {

    /** The file's magic text. */
    public static final String MAGIC = "UR-SOLVED-TABLE";
    /** The file format version. */
    public static final int VERSION = 2;
    private static final double SCALE = 65535.0;

    private final ClassicSettings settings;
    private final Backup backup;
    private final char[][] layers;
    private final double lastSweepChange;

    SolvedTable(ClassicSettings settings, char[][] layers) {
        this(settings, layers, Double.NaN);
    }

    SolvedTable(ClassicSettings settings, char[][] layers, double lastSweepChange) {
        this.settings = settings;
        this.backup = new Backup(settings);
        this.layers = layers;
        this.lastSweepChange = lastSweepChange;
    }

    /** The most a stored value can be off by its rounding to 16 bits alone: half of 1/65535. */
    public static final double ROUNDING = 0.5 / SCALE;

    /**
     * @return the largest change of a value in the last sweep of any layer group of the solve that made this
     *         table (how far from converged the values were before rounding), NaN for a table read from a file
     */
    public double lastSweepChange() {
        return lastSweepChange;
    }

    static char quantise(double v) {
        return (char) Math.round(Math.min(1, Math.max(0, v)) * SCALE);
    }

    /** @return the rules this table solves */
    public ClassicSettings settings() {
        return settings;
    }

    /** @return the number of indexes (positions with light to roll, impossible ones included) */
    public long positions() {
        return backup.index.size;
    }

    /**
     * @return the number of positions with light to roll (a position and its mirror count once); every
     *         index is a possible position
     */
    public long validPositions() {
        return positions();
    }

    /** @return the bytes of the values in memory (and of the values in the file) */
    public long valueBytes() {
        return 2 * positions();
    }

    double get(long lm, int a, long dm, int b) {
        PositionIndex ix = backup.index;
        return layers[a * ix.pieces + b][ix.rank(lm, a, dm, b)] / SCALE;
    }

    /**
     * The value of a {@link net.ur.ai.fast.FastClassic} code of these settings.
     *
     * @param code a code of a state awaiting a roll or finished
     * @return the probability that the player to roll wins (for a finished game: 1 for the winner's turn)
     */
    public double valueOfCode(long code) {
        int l = backup.index.length;
        int n = backup.index.pieces;
        long full = (1L << l) - 1;
        long lm = code & full;
        long dm = (code >>> l) & full;
        int a = n - ((int) (code >>> (2 * l)) & 7) - Long.bitCount(lm);
        int b = n - ((int) (code >>> (2 * l + 3)) & 7) - Long.bitCount(dm);
        int turn = (int) (code >>> (2 * l + 6)) & 1;
        if (a == n) {
            return turn == 0 ? 1 : 0;
        }
        if (b == n) {
            return turn == 1 ? 1 : 0;
        }
        return turn == 0 ? get(lm, a, dm, b) : get(dm, b, lm, a);
    }

    /**
     * The winning chance of the player whose turn it is.
     *
     * @param state a state of these rules: awaiting a roll (the chance before the roll), awaiting a move
     *              (the chance after the best move for the roll), or finished (1 if it is the winner's turn)
     * @return the probability, 0..1
     */
    public double evaluate(GameState state) {
        if (state.phase() == Phase.AWAITING_MOVE) {
            RuleSet rules = new ClassicRuleSet(settings);
            double best = 0;
            for (Move m : rules.legalMoves(state)) {
                best = Math.max(best, valueAfter(state.turn(), rules.applyMove(state, m)));
            }
            return best;
        }
        if (state.isOver()) {
            return state.winner() == state.turn() ? 1 : 0;
        }
        return valueOfCode(backup.fast.encode(state));
    }

    /**
     * The light player's winning chance in a state awaiting a roll or finished.
     *
     * @param state the state
     * @return the probability, 0..1
     */
    public double lightWins(GameState state) {
        if (state.isOver()) {
            return state.winner() == Player.LIGHT ? 1 : 0;
        }
        double v = evaluate(state);
        return state.turn() == Player.LIGHT ? v : 1 - v;
    }

    /**
     * A player's winning chance in the state after their move.
     *
     * @param mover the player who moved
     * @param after the state after the move (awaiting a roll, or finished)
     * @return the mover's chance
     */
    public double valueAfter(Player mover, GameState after) {
        if (after.isOver()) {
            return after.winner() == mover ? 1 : 0;
        }
        double v = valueOfCode(backup.fast.encode(after));
        return after.turn() == mover ? v : 1 - v;
    }

    /**
     * A chance as a whole percentage, with one decimal near certainty (99.6%, 0.4%, not 100% or 0%).
     *
     * @param p a probability, 0..1
     * @return e.g. {@code 52%}
     */
    public static String percent(double p) {
        double pc = p * 100;
        if ((pc > 99 && pc < 100) || (pc > 0 && pc < 1)) {
            return String.format(java.util.Locale.ROOT, "%.1f%%", pc);
        }
        return String.format(java.util.Locale.ROOT, "%.0f%%", pc);
    }

    /** @return light's winning chance from the start, light to roll */
    public double startLightWin() {
        return valueOfCode(backup.fast.start());
    }

    /**
     * Checks the Bellman equation at every position.
     *
     * @return the largest difference between a stored value and the value computed from its successors
     */
    public double maxBellmanResidual() {
        PositionIndex ix = backup.index;
        int n = ix.pieces;
        double max = 0;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                char[] layer = layers[a * n + b];
                int la = a;
                int lb = b;
                double m = java.util.stream.IntStream.range(0, (layer.length + 4095) / 4096).parallel().mapToDouble(k -> {
                    long[] pos = new long[2];
                    int[] buf = new int[n + 1];
                    double worst = 0;
                    for (int i = k * 4096; i < Math.min(layer.length, (k + 1) * 4096); i++) {
                        ix.unrank(la, lb, i, pos);
                        double want = backup.backup(pos[0], la, pos[1], lb, this::get, buf);
                        worst = Math.max(worst, Math.abs(want - layer[i] / SCALE));
                    }
                    return worst;
                }).max().orElse(0);
                max = Math.max(max, m);
            }
        }
        return max;
    }

    /**
     * Writes the table file.
     *
     * @param file the file
     * @throws IOException if it cannot be written
     */
    public void write(Path file) throws IOException {
        CRC32 crc = new CRC32();
        byte[] bytes = new byte[1 << 16];
        for (char[] layer : layers) {
            for (int i = 0; i < layer.length; i += bytes.length / 2) {
                int len = fill(layer, i, bytes);
                crc.update(bytes, 0, len);
            }
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".part");
        try (OutputStream os = Files.newOutputStream(tmp);
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(os, 1 << 20))) {
            out.writeUTF(MAGIC);
            out.writeInt(VERSION);
            out.writeUTF(settings.name());
            out.writeInt(settings.pieces());
            out.writeInt(backup.index.length);
            out.writeLong(positions());
            out.writeLong(crc.getValue());
            for (char[] layer : layers) {
                for (int i = 0; i < layer.length; i += bytes.length / 2) {
                    out.write(bytes, 0, fill(layer, i, bytes));
                }
            }
        }
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static int fill(char[] layer, int from, byte[] bytes) {
        int n = Math.min(bytes.length / 2, layer.length - from);
        for (int j = 0; j < n; j++) {
            char c = layer[from + j];
            bytes[2 * j] = (byte) (c >>> 8);
            bytes[2 * j + 1] = (byte) c;
        }
        return 2 * n;
    }

    /**
     * Reads a table file, checking its header, length and checksum.
     *
     * @param file the file
     * @return the table
     * @throws TableException with a clear message if the file is missing, not a table, truncated or corrupt
     */
    public static SolvedTable read(Path file) throws TableException {
        try (InputStream is = Files.newInputStream(file);
                DataInputStream in = new DataInputStream(new BufferedInputStream(is, 1 << 20))) {
            String magic;
            try {
                magic = in.readUTF();
            } catch (IOException e) {
                throw new TableException(file + ": not a solved table (no header)");
            }
            if (!MAGIC.equals(magic)) {
                throw new TableException(file + ": not a solved table (header starts \"" + magic + "\")");
            }
            int version = in.readInt();
            if (version != VERSION) {
                throw new TableException(file + ": table format version " + version + ", this program reads "
                        + VERSION + "; remake it");
            }
            String name = in.readUTF();
            int pieces = in.readInt();
            int length = in.readInt();
            long positions = in.readLong();
            long crcWanted = in.readLong();
            ClassicSettings settings;
            try {
                settings = RuleSets.classicSettings(name).withPieces(pieces);
            } catch (IllegalArgumentException e) {
                throw new TableException(file + ": corrupt header: unknown rules " + name + " / " + pieces
                        + " pieces");
            }
            PositionIndex ix = new PositionIndex(settings);
            if (ix.length != length || ix.size != positions) {
                throw new TableException(file + ": corrupt header: " + positions + " positions on a route of "
                        + length + ", but " + name + " with " + pieces + " pieces has " + ix.size + " on "
                        + ix.length);
            }
            int n = ix.pieces;
            char[][] layers = new char[n * n][];
            CRC32 crc = new CRC32();
            byte[] bytes = new byte[1 << 16];
            long read = 0;
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    char[] layer = new char[ix.count(a, b)];
                    for (int i = 0; i < layer.length; i += bytes.length / 2) {
                        int len = 2 * Math.min(bytes.length / 2, layer.length - i);
                        int got = in.readNBytes(bytes, 0, len);
                        if (got < len) {
                            throw new TableException(file + ": truncated: " + (2 * positions) + " bytes of values "
                                    + "expected, the file ends after " + (read + got));
                        }
                        read += len;
                        crc.update(bytes, 0, len);
                        for (int j = 0; j < len / 2; j++) {
                            layer[i + j] = (char) (((bytes[2 * j] & 0xFF) << 8) | (bytes[2 * j + 1] & 0xFF));
                        }
                    }
                    layers[a * n + b] = layer;
                }
            }
            if (in.read() != -1) {
                throw new TableException(file + ": corrupt: bytes after the last value");
            }
            if (crc.getValue() != crcWanted) {
                throw new TableException(file + ": corrupt: checksum " + Long.toHexString(crc.getValue())
                        + " does not match the header's " + Long.toHexString(crcWanted));
            }
            return new SolvedTable(settings, layers);
        } catch (NoSuchFileException e) {
            throw new TableException(file + ": no such table file");
        } catch (EOFException e) {
            throw new TableException(file + ": truncated header");
        } catch (IOException e) {
            throw new TableException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** A table file that cannot be used; the message says why. */
    public static final class TableException extends Exception {
        private static final long serialVersionUID = 1L;

        /**
         * @param message what is wrong
         */
        public TableException(String message) {
            super(message);
        }
    }
}
