package net.ur.ai.rating;

import java.util.List;

/**
 * Glickman's Glicko-2 rating system ("Example of the Glicko-2 system", 2013): a rating on the
 * familiar scale (1500 for a new player), its deviation (how uncertain it is) and its volatility,
 * and the update by the results of one rating period. Immutable; the system constant tau is given.
 *
 * @param rating the rating, e.g. 1500
 * @param deviation the rating deviation, above 0 (350 for a new player)
 * @param volatility the volatility, above 0 (0.06 for a new player)
 */
public record Glicko2(double rating, double deviation, double volatility) {

    /** Glicko-2's scale factor between the Glicko scale and its own. */
    public static final double SCALE = 173.7178;
    /** The usual system constant tau (how much the volatility may change), in Glickman's 0.3..1.2. */
    public static final double TAU = 0.5;
    /** A new player's rating. */
    public static final Glicko2 NEW = new Glicko2(1500, 350, 0.06);
    private static final double EPSILON = 1e-6;

    /** One game of a rating period: the opponent's rating and deviation and the score (1 win, 0 loss, 0.5 draw). */
    public record Game(double opponentRating, double opponentDeviation, double score) {
        /** Validates the game. */
        public Game {
            if (!(opponentDeviation > 0) || !(score >= 0 && score <= 1) || !Double.isFinite(opponentRating)) {
                throw new IllegalArgumentException("a game needs a finite opponent rating, a deviation above 0 and a score"
                        + " 0..1, got " + opponentRating + ", " + opponentDeviation + " and " + score);
            }
        }
    }

    /** Validates the fields. */
    public Glicko2 {
        if (!Double.isFinite(rating) || !(deviation > 0) || !(volatility > 0)) {
            throw new IllegalArgumentException("a rating must be finite, its deviation and volatility above 0, got "
                    + rating + ", " + deviation + " and " + volatility);
        }
    }

    /**
     * The rating after a rating period, with {@link #TAU}.
     *
     * @param games the period's games, not null (none: only the deviation grows)
     * @return the new rating
     */
    public Glicko2 update(List<Game> games) {
        return update(games, TAU);
    }

    /**
     * The rating after a rating period (Glickman's steps 2 to 8).
     *
     * @param games the period's games, not null (none: only the deviation grows)
     * @param tau the system constant, above 0
     * @return the new rating
     */
    public Glicko2 update(List<Game> games, double tau) {
        if (games == null || !(tau > 0)) {
            throw new IllegalArgumentException("update needs a list of games and tau above 0");
        }
        double mu = (rating - 1500) / SCALE;
        double phi = deviation / SCALE;
        if (games.isEmpty()) {
            return new Glicko2(rating, Math.sqrt(phi * phi + volatility * volatility) * SCALE, volatility);
        }
        double vInverse = 0;
        double sum = 0;
        for (Game g : games) {
            double muJ = (g.opponentRating() - 1500) / SCALE;
            double gJ = g(g.opponentDeviation() / SCALE);
            double e = expected(mu, muJ, gJ);
            vInverse += gJ * gJ * e * (1 - e);
            sum += gJ * (g.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double sigma = newVolatility(phi, v, delta, tau);
        double phiStar = Math.sqrt(phi * phi + sigma * sigma);
        double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double muNew = mu + phiNew * phiNew * sum;
        return new Glicko2(muNew * SCALE + 1500, phiNew * SCALE, sigma);
    }

    /**
     * The expected score of this player against another.
     *
     * @param opponent the other's rating, not null
     * @return 0..1
     */
    public double expectedScore(Glicko2 opponent) {
        return expected((rating - 1500) / SCALE, (opponent.rating() - 1500) / SCALE, g(opponent.deviation() / SCALE));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double expected(double mu, double muJ, double gJ) {
        return 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    }

    /** Step 5: the new volatility by the Illinois algorithm. */
    private double newVolatility(double phi, double v, double delta, double tau) {
        double a = Math.log(volatility * volatility);
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi * phi + v + ex;
            return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double lo = a;
        double hi;
        if (delta * delta > phi * phi + v) {
            hi = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            hi = a - k * tau;
        }
        double fLo = f.applyAsDouble(lo);
        double fHi = f.applyAsDouble(hi);
        while (Math.abs(hi - lo) > EPSILON) {
            double c = lo + (lo - hi) * fLo / (fHi - fLo);
            double fC = f.applyAsDouble(c);
            if (fC * fHi <= 0) {
                lo = hi;
                fLo = fHi;
            } else {
                fLo /= 2;
            }
            hi = c;
            fHi = fC;
        }
        return Math.exp(lo / 2);
    }
}
