package net.ur.ai.solve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The successor lists of one layer group, a chunk of work indexes at a time: each chunk's entries are kept
 * in the heap while a byte budget lasts, and the rest are written to a scratch file that is then mapped
 * read-only (the operating system keeps them in its page cache when it can and streams them from disk in
 * sweep order when it cannot), so the heap a group needs is bounded whatever its size. The file is deleted as
 * soon as it is mapped; the mapping goes when the lists are no longer referenced.
 */
final class SuccessorLists {

    /** The most bytes of one mapping (a mapped buffer is indexed by int); no chunk straddles two. */
    private static final long SEGMENT = 1L << 30;

    /** Per chunk: offsets of each work index's entries (chunk length + 1). */
    final int[][] offsets;
    /** Per chunk: its entries if kept in the heap, else null. */
    final int[][] heap;
    /** Per chunk: its entries if written to the scratch file (after {@link #seal}), else null. */
    final IntBuffer[] mapped;
    private final long[] fileOffset;
    private final int[] fileLength;
    private final AtomicLong heapLeft;
    private final AtomicLong heapBytes = new AtomicLong();
    private final AtomicLong fileBytes = new AtomicLong();
    private final Path dir;
    private Path file;
    private FileChannel channel;
    private long fileEnd;

    /**
     * @param chunks the group's chunks
     * @param heapBudget the bytes of entries that may stay in the heap (0: all go to the file)
     * @param dir the folder for the scratch file, which must exist
     */
    SuccessorLists(int chunks, long heapBudget, Path dir) {
        offsets = new int[chunks][];
        heap = new int[chunks][];
        mapped = new IntBuffer[chunks];
        fileOffset = new long[chunks];
        fileLength = new int[chunks];
        heapLeft = new AtomicLong(heapBudget);
        this.dir = dir;
    }

    /** Stores chunk k: its offsets, and the first size entries of entries. Safe to call from several threads. */
    void put(int k, int[] off, int[] entries, int size) {
        offsets[k] = off;
        long bytes = 4L * size;
        if (heapLeft.addAndGet(-bytes) >= 0) {
            heap[k] = Arrays.copyOf(entries, size);
            heapBytes.addAndGet(bytes);
            return;
        }
        heapLeft.addAndGet(bytes);
        ByteBuffer buf = ByteBuffer.allocate((int) bytes).order(ByteOrder.nativeOrder());
        buf.asIntBuffer().put(entries, 0, size);
        long at = reserve(bytes);
        fileOffset[k] = at;
        fileLength[k] = size;
        try {
            while (buf.hasRemaining()) {
                at += channel.write(buf, at);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write successor lists to " + file + ": " + e.getMessage(), e);
        }
        fileBytes.addAndGet(bytes);
    }

    /** A place in the scratch file for this many bytes, inside one segment; opens the file on first use. */
    private synchronized long reserve(long bytes) {
        if (channel == null) {
            try {
                file = Files.createTempFile(dir, "ur-solve-", ".lists");
                channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot make a scratch file for successor lists in " + dir + ": "
                        + e.getMessage(), e);
            }
        }
        long at = fileEnd;
        if (at / SEGMENT != (at + bytes - 1) / SEGMENT) {
            at = (at / SEGMENT + 1) * SEGMENT;
        }
        fileEnd = at + bytes;
        return at;
    }

    /** Maps what was written to the file and deletes the file; call once, after every chunk is put. */
    void seal() {
        if (channel == null) {
            return;
        }
        try (FileChannel c = channel) {
            int segments = (int) ((fileEnd + SEGMENT - 1) / SEGMENT);
            MappedByteBuffer[] maps = new MappedByteBuffer[segments];
            for (int s = 0; s < segments; s++) {
                long from = s * SEGMENT;
                maps[s] = c.map(FileChannel.MapMode.READ_ONLY, from, Math.min(SEGMENT, fileEnd - from));
            }
            for (int k = 0; k < mapped.length; k++) {
                if (heap[k] == null) {
                    int s = (int) (fileOffset[k] / SEGMENT);
                    mapped[k] = maps[s].slice((int) (fileOffset[k] - s * SEGMENT), 4 * fileLength[k])
                            .order(ByteOrder.nativeOrder()).asIntBuffer();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot map the successor lists in " + file + ": " + e.getMessage(), e);
        } finally {
            channel = null;
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                file.toFile().deleteOnExit();
            }
        }
    }

    /** Closes and deletes the scratch file, if any, when the listing stops before {@link #seal}. */
    synchronized void discard() {
        if (channel == null) {
            return;
        }
        try {
            channel.close();
            Files.deleteIfExists(file);
        } catch (IOException e) {
            file.toFile().deleteOnExit();
        } finally {
            channel = null;
        }
    }

    /** @return the bytes of entries kept in the heap */
    long heapBytes() {
        return heapBytes.get();
    }

    /** @return the bytes of entries written to the scratch file */
    long fileBytes() {
        return fileBytes.get();
    }
}
