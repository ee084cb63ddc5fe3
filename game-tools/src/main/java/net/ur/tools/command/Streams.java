package net.ur.tools.command;

import java.io.PrintStream;

/**
 * Where a command of {@code ./ur} prints: its results to {@code out}, its progress, warnings and
 * errors to {@code err}.
 *
 * @param out results (not null)
 * @param err progress and errors (not null)
 */
public record Streams(PrintStream out, PrintStream err) {

    /** Refuses a missing stream. */
    public Streams {
        if (out == null || err == null) {
            throw new IllegalArgumentException("out and err must not be null");
        }
    }

    /** The process's own streams. */
    public static Streams system() {
        return new Streams(System.out, System.err);
    }
}
