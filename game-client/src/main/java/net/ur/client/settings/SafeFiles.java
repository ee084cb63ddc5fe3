package net.ur.client.settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Writes files so that a crash never leaves half a file: the new text goes to a temporary file
 * beside the target, is flushed to disk, and replaces the target in one rename. And puts a file
 * that cannot be read aside, under a dated name, instead of deleting it.
 */
public final class SafeFiles {

    private SafeFiles() {
    }

    /**
     * Replaces a file's content atomically.
     *
     * @param target the file; its folder is made if missing
     * @param text the new content
     * @throws IOException if it cannot be written; the old file is then untouched
     */
    public static void writeAtomically(Path target, String text) throws IOException {
        Files.createDirectories(target.toAbsolutePath().getParent());
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        try (var ch = java.nio.channels.FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(java.nio.ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
            ch.force(true);
        }
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Renames a file that could not be read to {@code NAME.broken-DATE}, keeping it for the player.
     *
     * @param file the file
     * @return where it now is
     * @throws IOException if it cannot be renamed
     */
    public static Path setAside(Path file) throws IOException {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path aside = file.resolveSibling(file.getFileName() + ".broken-" + stamp);
        int n = 1;
        while (Files.exists(aside)) {
            aside = file.resolveSibling(file.getFileName() + ".broken-" + stamp + "-" + n++);
        }
        return Files.move(file, aside);
    }
}
