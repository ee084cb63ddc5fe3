package net.ur.client.replay;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import jme3utilities.Validate;
import net.ur.client.perfect.PerfectTables;
import net.ur.client.perfect.ReviewJudge;
import net.ur.rules.record.GameRecord;
import net.ur.ai.review.Review;
import net.ur.ai.review.Reviewer;

/**
 * A game's review worked out on a thread of its own, so that the frames go on while an estimate
 * takes its seconds, judged by {@link ReviewJudge}. Its progress is read by the render thread.
 */
public final class ReviewJob implements AutoCloseable {

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ur-review");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });
    private final AtomicInteger done = new AtomicInteger();
    /** Whether the judge is found (a table being read is waited for). */
    private volatile boolean judged;
    private final int total;
    private final CompletableFuture<Review> review;

    /**
     * Starts the review.
     *
     * @param record the game; not null
     * @param tables perfect play's tables, or null when there are none in this run
     */
    public ReviewJob(GameRecord record, PerfectTables tables) {
        Validate.nonNull(record, "record");
        total = Math.max(1, record.entries().size());
        review = CompletableFuture.supplyAsync(() -> {
            var judge = ReviewJudge.of(record.rules(), tables);
            judged = true;
            return Reviewer.review(record, judge, (at, of) -> done.set(at));
        }, worker);
    }

    /** What the job is doing, in words: reading perfect play's table (it is waited for), then reviewing. */
    public String stage() {
        return judged ? "Reviewing the game" : "Reading perfect play's table";
    }

    /** How far the review has come, 0..1. */
    public double progress() {
        return review.isDone() ? 1 : Math.min(1, done.get() / (double) total);
    }

    /** Whether the review is ready (or failed). */
    public boolean isDone() {
        return review.isDone();
    }

    /**
     * The review, once it is done.
     *
     * @return the review, or null while it is being worked out
     * @throws java.util.concurrent.CompletionException if it failed
     */
    public Review result() {
        return review.isDone() ? review.join() : null;
    }

    /** Drops the review: its thread is a low-priority daemon that ends with the review in hand, and takes no other. */
    @Override
    public void close() {
        review.cancel(true);
        worker.shutdownNow();
    }
}
