package net.ur.ai.search;

/** Thrown inside a search when its time is up; the agent then keeps the last finished depth. */
public final class SearchTimeout extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The one instance (no stack trace: it is control flow, not an error). */
    public static final SearchTimeout INSTANCE = new SearchTimeout();

    private SearchTimeout() {
        super("search time is up", null, false, false);
    }
}
