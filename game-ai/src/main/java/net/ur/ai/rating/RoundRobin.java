package net.ur.ai.rating;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ratings of players from the results of a round robin (the computer levels in the arena), in
 * Glicko-2's model: each player's most likely rating given all its games against the others' ratings
 * and deviations and the prior of a new player (1500, deviation 350), found by Newton steps (the
 * first of which, from 1500, is Glicko-2's update of one rating period), all players in turn until no
 * rating moves by 0.01; its deviation is the curvature's. The scale is then shifted so that the
 * players' mean rating is 1500 (only differences are measured). The prior keeps a player that won
 * or lost every game at a finite rating.
 */
public final class RoundRobin {

    /** The result of one pairing: A's and B's wins (draws count half to each). */
    public record Pairing(String a, String b, int aWins, int bWins, int draws) {
        /** Validates the pairing. */
        public Pairing {
            if (a == null || b == null || a.equals(b) || aWins < 0 || bWins < 0 || draws < 0) {
                throw new IllegalArgumentException("a pairing needs two different players and counts >= 0, got " + a
                        + " and " + b);
            }
        }
    }

    private RoundRobin() {
    }

    /**
     * Rates the players of a round robin.
     *
     * @param pairings the results, not null, at least one
     * @return each player's rating, in the order the players first appear
     */
    public static Map<String, Glicko2> ratings(List<Pairing> pairings) {
        if (pairings == null || pairings.isEmpty()) {
            throw new IllegalArgumentException("a round robin needs at least one pairing");
        }
        Map<String, Glicko2> r = new LinkedHashMap<>();
        for (Pairing p : pairings) {
            r.putIfAbsent(p.a(), Glicko2.NEW);
            r.putIfAbsent(p.b(), Glicko2.NEW);
        }
        double phi0 = Glicko2.NEW.deviation() / Glicko2.SCALE;
        for (int round = 0; round < 500; round++) {
            Map<String, Glicko2> next = new LinkedHashMap<>();
            double change = 0;
            for (String player : r.keySet()) {
                // one Newton step towards the most likely rating given the games and the prior 1500/350
                // (from 1500 it is Glicko-2's own step; repeated, it reaches the fixed point)
                double mu = (r.get(player).rating() - 1500) / Glicko2.SCALE;
                double info = 1 / (phi0 * phi0);
                double slope = -mu / (phi0 * phi0);
                for (Pairing p : pairings) {
                    boolean isA = p.a().equals(player);
                    if (!isA && !p.b().equals(player)) {
                        continue;
                    }
                    Glicko2 o = r.get(isA ? p.b() : p.a());
                    double gJ = 1 / Math.sqrt(1 + 3 * Math.pow(o.deviation() / Glicko2.SCALE, 2) / (Math.PI * Math.PI));
                    double e = 1 / (1 + Math.exp(-gJ * (mu - (o.rating() - 1500) / Glicko2.SCALE)));
                    int n = p.aWins() + p.bWins() + p.draws();
                    double score = (isA ? p.aWins() : p.bWins()) + 0.5 * p.draws();
                    info += n * gJ * gJ * e * (1 - e);
                    slope += gJ * (score - n * e);
                }
                double step = Math.max(-1, Math.min(1, slope / info));
                Glicko2 g = new Glicko2((mu + step) * Glicko2.SCALE + 1500, Glicko2.SCALE / Math.sqrt(info),
                        Glicko2.NEW.volatility());
                change = Math.max(change, Math.abs(g.rating() - r.get(player).rating()));
                next.put(player, g);
            }
            r = next;
            if (change < 0.01) {
                break;
            }
        }
        double mean = r.values().stream().mapToDouble(Glicko2::rating).average().orElse(1500);
        Map<String, Glicko2> out = new LinkedHashMap<>();
        r.forEach((k, g) -> out.put(k, new Glicko2(g.rating() - mean + 1500, g.deviation(), g.volatility())));
        return out;
    }
}
