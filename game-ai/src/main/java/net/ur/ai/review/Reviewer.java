package net.ur.ai.review;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import net.ur.ai.eval.Chance;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceKind;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;

/**
 * Reviews a game record with a {@link Judge}: one ply of expectiminimax on the readable rules over the
 * judge's values of the positions awaiting a roll. At each roll it values every outcome of the dice (the
 * best play after it) to find what the roll gave against the average roll; at each choice it values every
 * option. Values of positions are kept for the review, so each position is judged once.
 */
public final class Reviewer {

    /** Told how far a review has come, entry by entry. */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param done entries reviewed
         * @param total entries in the record
         */
        void at(int done, int total);
    }

    /** A value of a position to a player: its winning chance, or its margin of counters. */
    @FunctionalInterface
    private interface Leaf {
        double of(Player mover, GameState state);
    }

    private final RuleSet rules;
    private final Judge judge;
    private final Map<GameState, Double> wins = new HashMap<>();
    private final Map<GameState, Double> margins = new HashMap<>();
    private final Leaf chance = this::chance;
    private final Leaf margin = this::margin;

    private Reviewer(RuleSet rules, Judge judge) {
        this.rules = rules;
        this.judge = judge;
    }

    /**
     * Reviews a game.
     *
     * @param record the game, finished or not, not null
     * @param judge the judge of its rules, not null
     * @param progress told after each entry, or null
     * @return the review
     */
    public static Review review(GameRecord record, Judge judge, Progress progress) {
        if (record == null || judge == null) {
            throw new IllegalArgumentException("record and judge must not be null");
        }
        return new Reviewer(record.rules(), judge).run(record, progress);
    }

    private Review run(GameRecord record, Progress progress) {
        boolean counters = judge.hasCounters();
        List<RecordEntry> entries = record.entries();
        List<GameState> states = record.states();
        List<Turn> turns = new ArrayList<>();
        List<Choice> choices = new ArrayList<>();
        double[] before = new double[entries.size() + 1];
        double[] marginBefore = new double[entries.size() + 1];
        double[] after = new double[entries.size()];
        for (int i = 0; i < entries.size(); i++) {
            RecordEntry e = entries.get(i);
            GameState s = states.get(i);
            Player m = e.player();
            double avg = average(m, s, chance);
            before[i] = light(m, avg);
            marginBefore[i] = counters ? lightMargin(m, average(m, s, margin)) : Double.NaN;
            GameState rolled = rules.applyRoll(s, e.roll());
            double afterRoll = node(m, rolled, chance);
            double luck = afterRoll - avg;
            boolean decided = false;
            if (rolled.phase() == Phase.AWAITING_ROLL_DECISION) {
                GameState kept = Chance.keep(rules, rolled);
                double keep = kept == null ? Double.NaN : node(m, kept, chance);
                double thrown = thrown(m, rolled, chance);
                boolean throwAgain = e.decision().throwAgain();
                double cKeep = Double.NaN;
                double cThrown = Double.NaN;
                if (counters) {
                    cKeep = kept == null ? Double.NaN : node(m, kept, margin);
                    cThrown = thrown(m, rolled, margin);
                }
                double best = kept == null ? thrown : Math.max(keep, thrown);
                double worst = kept == null ? thrown : Math.min(keep, thrown);
                String bestText = kept != null && keep >= thrown ? "keep" : "throw the broad astragal";
                double cBest = kept == null ? cThrown : Math.max(cKeep, cThrown);
                choices.add(new Choice(i + 1, m, Choice.Kind.DECISION, kept == null ? 1 : 2, avg, best,
                        throwAgain ? thrown : keep, worst, null, bestText,
                        throwAgain ? "throw the broad astragal" : "keep", cBest, throwAgain ? cThrown : cKeep));
                decided = true;
                if (throwAgain) {
                    rolled = rules.applyRollDecision(rolled, e.decision());
                    double afterBroad = node(m, rolled, chance);
                    luck += afterBroad - thrown;
                    afterRoll = afterBroad;
                } else {
                    rolled = kept;
                }
            }
            if (rolled.phase() == Phase.AWAITING_MOVE) {
                choices.add(moveChoice(i + 1, m, rolled, e.move(), avg, counters));
            } else if (!decided) {
                double v = node(m, rolled, chance);
                double c = counters ? node(m, rolled, margin) : Double.NaN;
                choices.add(new Choice(i + 1, m, Choice.Kind.PASS, 1, avg, v, v, v, null, "pass", "pass", c, c));
            }
            after[i] = chance(Player.LIGHT, states.get(i + 1));
            turns.add(new Turn(i + 1, m, e.roll(), e.decision() != null && e.decision().throwAgain()
                    ? e.decision().secondThrow() : null, before[i], light(m, afterRoll), after[i], luck, 0,
                    marginBefore[i], counters ? margin(Player.LIGHT, states.get(i + 1)) : Double.NaN));
            if (progress != null) {
                progress.at(i + 1, entries.size());
            }
        }
        GameState last = record.state();
        double end;
        double marginEnd;
        if (last.isOver()) {
            end = chance(Player.LIGHT, last);
            marginEnd = counters ? margin(Player.LIGHT, last) : Double.NaN;
        } else {
            end = light(last.turn(), average(last.turn(), last, chance));
            marginEnd = counters ? lightMargin(last.turn(), average(last.turn(), last, margin)) : Double.NaN;
        }
        before[entries.size()] = end;
        marginBefore[entries.size()] = marginEnd;
        List<Turn> withDrift = new ArrayList<>(turns.size());
        for (int i = 0; i < turns.size(); i++) {
            Turn t = turns.get(i);
            withDrift.add(new Turn(t.n(), t.side(), t.roll(), t.broad(), t.lightBefore(), t.lightAfterRoll(),
                    t.lightAfter(), t.luck(), before[i + 1] - after[i], t.lightMarginBefore(), t.lightMarginAfter()));
        }
        double start = entries.isEmpty() ? end : before[0];
        double marginStart = entries.isEmpty() ? marginEnd : marginBefore[0];
        return new Review(record, judge.exact(), judge.description(), start, end, marginStart, marginEnd,
                withDrift, choices);
    }

    private Choice moveChoice(int n, Player m, GameState rolled, Move made, double avg, boolean counters) {
        List<Move> moves = rules.legalMoves(rolled);
        double best = Double.NEGATIVE_INFINITY;
        double worst = Double.POSITIVE_INFINITY;
        double cBest = Double.NEGATIVE_INFINITY;
        Move bestMove = null;
        for (Move mv : moves) {
            GameState next = rules.applyMove(rolled, mv);
            double v = chance(m, next);
            if (v > best) {
                best = v;
                bestMove = mv;
            }
            worst = Math.min(worst, v);
            if (counters) {
                cBest = Math.max(cBest, margin(m, next));
            }
        }
        GameState next = rules.applyMove(rolled, made);
        double chosen = chance(m, next);
        return new Choice(n, m, Choice.Kind.MOVE, moves.size(), avg, best, chosen, worst, bestMove,
                moveText(bestMove), moveText(made), counters ? cBest : Double.NaN,
                counters ? margin(m, next) : Double.NaN);
    }

    /**
     * A move in words: {@code B5->B8 x *}, with the bird's name in the Babylonian game
     * ({@code swallow start->A3}).
     *
     * @param move the move, not null
     * @return the text
     */
    public static String moveText(Move move) {
        PieceKind kind = move.piece().kind();
        return (kind.equals(PieceKind.PLAIN) ? "" : kind.id() + " ") + move;
    }

    /** The mover's value of a roll's outcomes, averaged over the dice. */
    private double average(Player m, GameState s, Leaf leaf) {
        double sum = 0;
        for (Chance.Outcome o : Chance.outcomes(rules.dice())) {
            sum += o.probability() * node(m, rules.applyRoll(s, o.roll()), leaf);
        }
        return sum;
    }

    /** The mover's value of a state after a roll with the best play: a choice's best option, or a pass. */
    private double node(Player m, GameState r, Leaf leaf) {
        switch (r.phase()) {
            case AWAITING_MOVE: {
                double best = Double.NEGATIVE_INFINITY;
                for (Move mv : rules.legalMoves(r)) {
                    best = Math.max(best, leaf.of(m, rules.applyMove(r, mv)));
                }
                return best;
            }
            case AWAITING_ROLL_DECISION: {
                GameState kept = Chance.keep(rules, r);
                double thrown = thrown(m, r, leaf);
                return kept == null ? thrown : Math.max(node(m, kept, leaf), thrown);
            }
            default:
                return leaf.of(m, r);
        }
    }

    /** The mover's value of throwing the broad astragal: the average over its outcomes. */
    private double thrown(Player m, GameState r, Leaf leaf) {
        double sum = 0;
        for (Chance.Outcome o : Chance.secondThrow(rules)) {
            sum += o.probability() * node(m, rules.applyRollDecision(r, RollDecision.throwAgain(o.roll())), leaf);
        }
        return sum;
    }

    /** A player's winning chance in a state awaiting a roll or finished. */
    private double chance(Player p, GameState s) {
        if (s.isOver()) {
            return s.isDraw() ? 0.5 : s.winner() == p ? 1.0 : 0.0;
        }
        double w = wins.computeIfAbsent(s, judge::win);
        return s.turn() == p ? w : 1 - w;
    }

    /** A player's expected margin of counters at the end, in a state awaiting a roll or finished. */
    private double margin(Player p, GameState s) {
        if (s.isOver()) {
            return s.counters() instanceof Counters.Piles c ? c.of(p) - c.of(p.other()) : 0;
        }
        double m = margins.computeIfAbsent(s, judge::margin);
        return s.turn() == p ? m : -m;
    }

    private static double light(Player p, double chance) {
        return p == Player.LIGHT ? chance : 1 - chance;
    }

    private static double lightMargin(Player p, double margin) {
        return p == Player.LIGHT ? margin : -margin;
    }
}
