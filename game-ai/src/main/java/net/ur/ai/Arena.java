package net.ur.ai;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

import net.ur.ai.eval.Chance;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;

/**
 * Plays matches between two agents and sums them up: agent A takes the light side in the even
 * games and dark in the odd ones; every game's dice and the agents' random choices come from that
 * game's own seed (derived from the match seed and the game's number), so the results do not
 * depend on the number of threads or on their timing (unless an agent's choice depends on time).
 */
public final class Arena {

    /**
     * One game's outcome, from agent A's point of view.
     *
     * @param game the game's number, from 0
     * @param aSide the side agent A played
     * @param aWon whether agent A won
     * @param drawn whether the game was drawn (the Ravensburg limits; then neither won)
     * @param rolls the number of rolls (turns, including passes and extra rolls)
     * @param moves the number of moves made
     * @param aCounters the counters A won (negative: lost) over the game, counting its stake in the
     *     starting pool as its own; 0 without counters
     * @param bCounters the same for B
     * @param aNanos A's thinking time per choice, in nanoseconds
     * @param bNanos B's thinking time per choice
     */
    public record GameResult(int game, Player aSide, boolean aWon, boolean drawn, int rolls, int moves, int aCounters,
            int bCounters, long[] aNanos, long[] bNanos) {
    }

    /**
     * A match's summary.
     *
     * @param rules the rule set's name
     * @param agentA agent A's name
     * @param agentB agent B's name
     * @param games the games played
     * @param seed the match seed
     * @param aWins games agent A won
     * @param draws games drawn
     * @param aLightWins games A won as light
     * @param bLightWins games B won as light
     * @param counters whether the rule set has counters
     * @param aMeanCounters counters A won per game on average
     * @param bMeanCounters counters B won per game on average
     * @param aCountersCi95 95% confidence interval of A's mean counters
     * @param meanRolls the mean number of rolls per game
     * @param meanMoves the mean number of moves per game
     * @param aMillis A's time per choice: mean, median, 99th percentile, maximum (ms)
     * @param bMillis the same for B
     * @param aChoices the number of choices A made
     * @param bChoices the number of choices B made
     */
    public record Result(String rules, String agentA, String agentB, int games, long seed, int aWins, int draws,
            int aLightWins, int bLightWins, boolean counters, double aMeanCounters, double bMeanCounters,
            double[] aCountersCi95, double meanRolls, double meanMoves, double[] aMillis, double[] bMillis,
            long aChoices, long bChoices) {

        /**
         * Returns the games agent B won.
         *
         * @return games - aWins - draws
         */
        public int bWins() {
            return games - aWins - draws;
        }
    }

    private Arena() {
    }

    /**
     * Plays a match.
     *
     * @param rules the rule set, not null
     * @param agentA makes agent A (called once per thread), not null
     * @param agentB makes agent B (called once per thread), not null
     * @param games the number of games, at least 1
     * @param seed the match seed
     * @param threads the number of threads, at least 1
     * @param progress told the number of finished games after each game (from any thread), not null
     * @return the summary
     */
    public static Result play(RuleSet rules, Supplier<Agent> agentA, Supplier<Agent> agentB, int games, long seed,
            int threads, IntConsumer progress) {
        if (rules == null || agentA == null || agentB == null || progress == null) {
            throw new IllegalArgumentException("rules, agents and progress must not be null");
        }
        if (games < 1 || threads < 1) {
            throw new IllegalArgumentException("games and threads must be at least 1, got " + games + " and " + threads);
        }
        GameResult[] results = new GameResult[games];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        String[] names = new String[2];
        Runnable worker = () -> {
            Agent a = agentA.get();
            Agent b = agentB.get();
            synchronized (names) {
                names[0] = a.name();
                names[1] = b.name();
            }
            int i;
            while ((i = next.getAndIncrement()) < games) {
                results[i] = playGame(rules, a, b, i, seed);
                progress.accept(done.incrementAndGet());
            }
        };
        if (threads == 1) {
            worker.run();
        } else {
            List<Thread> pool = new ArrayList<>();
            RuntimeException[] failure = new RuntimeException[1];
            for (int t = 0; t < threads; t++) {
                Thread th = new Thread(worker, "arena-" + t);
                th.setUncaughtExceptionHandler((x, e) -> {
                    synchronized (failure) {
                        failure[0] = e instanceof RuntimeException r ? r : new IllegalStateException(e);
                    }
                    next.set(games);
                });
                pool.add(th);
                th.start();
            }
            for (Thread th : pool) {
                try {
                    th.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("the arena was interrupted", e);
                }
            }
            if (failure[0] != null) {
                throw failure[0];
            }
        }
        return summarise(rules.name(), rules.initialState().counters() instanceof Counters.Piles, names[0], names[1], seed,
                results);
    }

    /**
     * Plays one game of a match.
     *
     * @param rules the rule set, not null
     * @param a agent A, not null
     * @param b agent B, not null
     * @param game the game's number (A is light in even games)
     * @param seed the match seed
     * @return the outcome
     */
    public static GameResult playGame(RuleSet rules, Agent a, Agent b, int game, long seed) {
        SplittableRandom g = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + game);
        SplittableRandom dice = g.split();
        SplittableRandom randomA = g.split();
        SplittableRandom randomB = g.split();
        Player aSide = game % 2 == 0 ? Player.LIGHT : Player.DARK;
        GameState s = rules.initialState();
        GameState first = s;
        int rolls = 0;
        int moves = 0;
        long[] aNanos = new long[64];
        long[] bNanos = new long[64];
        int na = 0;
        int nb = 0;
        while (!s.isOver()) {
            boolean isA = s.turn() == aSide;
            Agent agent = isA ? a : b;
            SplittableRandom r = isA ? randomA : randomB;
            if (s.phase() == Phase.AWAITING_ROLL) {
                s = rules.applyRoll(s, rules.roll(dice));
                rolls++;
                continue;
            }
            long t0 = System.nanoTime();
            if (s.phase() == Phase.AWAITING_ROLL_DECISION) {
                RollDecision d = agent.chooseRollDecision(rules, s, r);
                if (d.throwAgain()) {
                    d = new RollDecision(true, Chance.throwSecond(rules, dice));
                }
                long t = System.nanoTime() - t0;
                s = rules.applyRollDecision(s, d);
                if (isA) {
                    aNanos = add(aNanos, na++, t);
                } else {
                    bNanos = add(bNanos, nb++, t);
                }
                continue;
            }
            Move m = agent.chooseMove(rules, s, r);
            long t = System.nanoTime() - t0;
            if (isA) {
                aNanos = add(aNanos, na++, t);
            } else {
                bNanos = add(bNanos, nb++, t);
            }
            s = rules.applyMove(s, m);
            moves++;
        }
        return new GameResult(game, aSide, s.winner() == aSide, s.isDraw(), rolls, moves, won(first, s, aSide),
                won(first, s, aSide.other()), Arrays.copyOf(aNanos, na), Arrays.copyOf(bNanos, nb));
    }

    private static long[] add(long[] a, int i, long v) {
        long[] out = i < a.length ? a : Arrays.copyOf(a, a.length * 2);
        out[i] = v;
        return out;
    }

    /**
     * The counters a player won over a game: what it holds at the end less what it held before
     * paying its stake into the pool (half the pool it started with).
     */
    private static int won(GameState first, GameState last, Player p) {
        if (!(first.counters() instanceof Counters.Piles c0) || !(last.counters() instanceof Counters.Piles c1)) {
            return 0;
        }
        return c1.of(p) - c0.of(p) - c0.pool() / 2;
    }

    /**
     * Sums up a match.
     *
     * @param rules the rule set's name
     * @param counters whether the rule set has counters
     * @param agentA agent A's name
     * @param agentB agent B's name
     * @param seed the match seed
     * @param results every game's outcome, in game order
     * @return the summary
     */
    static Result summarise(String rules, boolean counters, String agentA, String agentB, long seed, GameResult[] results) {
        int n = results.length;
        int aWins = 0;
        int draws = 0;
        int aLight = 0;
        int bLight = 0;
        long rolls = 0;
        long moves = 0;
        double aC = 0;
        double aC2 = 0;
        double bC = 0;
        int na = 0;
        int nb = 0;
        for (GameResult g : results) {
            na += g.aNanos().length;
            nb += g.bNanos().length;
        }
        long[] at = new long[na];
        long[] bt = new long[nb];
        na = 0;
        nb = 0;
        for (GameResult g : results) {
            if (g.aWon()) {
                aWins++;
                if (g.aSide() == Player.LIGHT) {
                    aLight++;
                }
            } else if (g.drawn()) {
                draws++;
            } else if (g.aSide() == Player.DARK) {
                bLight++;
            }
            rolls += g.rolls();
            moves += g.moves();
            aC += g.aCounters();
            aC2 += (double) g.aCounters() * g.aCounters();
            bC += g.bCounters();
            System.arraycopy(g.aNanos(), 0, at, na, g.aNanos().length);
            na += g.aNanos().length;
            System.arraycopy(g.bNanos(), 0, bt, nb, g.bNanos().length);
            nb += g.bNanos().length;
        }
        double meanA = aC / n;
        double sd = n > 1 ? Math.sqrt(Math.max(0, (aC2 - n * meanA * meanA) / (n - 1))) : 0;
        double half = 1.96 * sd / Math.sqrt(n);
        return new Result(rules, agentA, agentB, n, seed, aWins, draws, aLight, bLight, counters, meanA, bC / n,
                new double[] {meanA - half, meanA + half}, (double) rolls / n, (double) moves / n, millis(at),
                millis(bt), at.length, bt.length);
    }

    private static double[] millis(long[] nanos) {
        if (nanos.length == 0) {
            return new double[] {0, 0, 0, 0};
        }
        long[] s = nanos.clone();
        Arrays.sort(s);
        double sum = 0;
        for (long v : s) {
            sum += v;
        }
        return new double[] {sum / s.length / 1e6, s[s.length / 2] / 1e6, s[(int) Math.min(s.length - 1,
                Math.floor(s.length * 0.99))] / 1e6, s[s.length - 1] / 1e6};
    }

    /**
     * The Wilson score interval of a proportion at 95% confidence.
     *
     * @param successes successes, 0..trials
     * @param trials trials, at least 1
     * @return {low, high}, within 0..1
     */
    public static double[] wilson(int successes, int trials) {
        if (trials < 1 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException("need 0 <= successes <= trials and trials >= 1, got " + successes
                    + " of " + trials);
        }
        double z = 1.959963984540054;
        double p = (double) successes / trials;
        double z2 = z * z;
        double denom = 1 + z2 / trials;
        double centre = (p + z2 / (2 * trials)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / trials + z2 / (4.0 * trials * trials)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
