package net.ur.net.peer;

/** Hears a {@link Match}'s events, on the match's strand: it must return quickly. */
@FunctionalInterface
public interface MatchListener {

    /**
     * @param event what happened, not null
     */
    void on(MatchEvent event);
}
