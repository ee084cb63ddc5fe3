package net.ur.net.peer;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;

import net.ur.ai.Agent;
import net.ur.rules.Move;
import net.ur.rules.dice.RollDecision;

/**
 * A computer player at one side of a {@link Match}: when the match says it is its turn, its agent
 * chooses on a worker thread (after {@code think}, to pace a benchmark like people) and the choice
 * goes back to the match, which judges it like any other. Offers rematches while it has games to play.
 */
public final class Bot implements MatchListener {

    private static final ExecutorService THINKING = Executors.newFixedThreadPool(
            Math.max(2, Runtime.getRuntime().availableProcessors()), r -> {
                Thread t = new Thread(r, "ur-net-bot");
                t.setDaemon(true);
                return t;
            });

    private final Match match;
    private final Agent agent;
    private final RandomGenerator random;
    private final Duration think;
    private int gamesLeft;

    /**
     * Seats a computer player and listens to the match.
     *
     * @param match its match, not null
     * @param agent the computer player (one per bot: agents keep caches), not null
     * @param random its randomness for choices (not the dice), not null
     * @param think how long it waits before each action (zero for none)
     * @param games how many games of the match it plays (a rematch is offered while more remain)
     */
    public Bot(Match match, Agent agent, RandomGenerator random, Duration think, int games) {
        this.match = match;
        this.agent = agent;
        this.random = random;
        this.think = think;
        this.gamesLeft = games;
        match.listen(this);
    }

    @Override
    public void on(MatchEvent event) {
        if (event instanceof MatchEvent.YourTurn t) {
            Runnable act = () -> {
                try {
                    play(t);
                } catch (RuntimeException e) {
                    match.note("the computer player failed: " + e);
                }
            };
            if (think.isZero()) {
                THINKING.execute(act);
            } else {
                Strand.CLOCK.schedule(() -> THINKING.execute(act), think.toMillis(), TimeUnit.MILLISECONDS);
            }
        } else if (event instanceof MatchEvent.GameOver) {
            gamesLeft--;
            if (gamesLeft > 0) {
                match.offerRematch();
            }
        }
    }

    /** Whether it still has games to play. */
    public boolean wantsMore() {
        return gamesLeft > 0;
    }

    private synchronized void play(MatchEvent.YourTurn t) {
        switch (t.what()) {
            case THROW -> match.throwDice();
            case DECISION -> {
                RollDecision d = agent.chooseRollDecision(t.game().rules(), t.game().state(), random);
                if (d.throwAgain()) {
                    match.throwBroad();
                } else {
                    match.keep();
                }
            }
            case MOVE -> {
                Move m = agent.chooseMove(t.game().rules(), t.game().state(), random);
                match.move(m);
            }
            default -> {
            }
        }
    }
}
