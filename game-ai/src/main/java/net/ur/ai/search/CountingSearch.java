package net.ur.ai.search;

/**
 * What every expectiminimax search here counts, for the agents' {@link ExpectimaxAgent.SearchInfo} and
 * {@code ur bench ai}, and the deadline it keeps. The counts are plain fields the searches bump on their
 * hot paths (a subclass reads and writes them as its own).
 */
public abstract class CountingSearch {

    /** States visited since {@link #resetNodes}: chance, decision and move states, finished games, leaves. */
    public long nodes;
    /** Positions judged statically since {@link #resetNodes}, from an evaluation cache or computed. */
    public long leaves;
    /** Static evaluations computed since {@link #resetNodes}. */
    public long evaluations;
    /** Chance nodes answered by the transposition table since {@link #resetNodes}. */
    public long tableAnswers;
    /** The {@link System#nanoTime()} after which the search throws {@link SearchTimeout}. */
    public long deadline = Long.MAX_VALUE;

    public final long nodes() {
        return nodes;
    }

    /** The positions judged statically; a search without an evaluation cache computes each of them. */
    public long leaves() {
        return leaves;
    }

    public final long evaluations() {
        return evaluations;
    }

    public final long tableAnswers() {
        return tableAnswers;
    }

    /** Sets every count to zero. */
    public final void resetNodes() {
        nodes = 0;
        leaves = 0;
        evaluations = 0;
        tableAnswers = 0;
    }

    /**
     * Sets the time after which the search throws {@link SearchTimeout}.
     *
     * @param nanoTime a {@link System#nanoTime()} value, or Long.MAX_VALUE for none
     */
    public final void deadline(long nanoTime) {
        this.deadline = nanoTime;
    }
}
