package net.ur.rules.rating;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ratings of players from the results of a round robin (the computer levels in the arena): every
 * player starts as {@link Glicko2#NEW}, and each is rated by all its games as one rating period
 * against the others' ratings, again and again until the ratings stand still; the scale is then
 * shifted so that the players' mean rating is 1500 (only differences are measured).
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
        for (int round = 0; round < 200; round++) {
            Map<String, Glicko2> next = new LinkedHashMap<>();
            double change = 0;
            for (String player : r.keySet()) {
                List<Glicko2.Game> games = new ArrayList<>();
                for (Pairing p : pairings) {
                    if (p.a().equals(player)) {
                        add(games, r.get(p.b()), p.aWins(), p.bWins(), p.draws());
                    } else if (p.b().equals(player)) {
                        add(games, r.get(p.a()), p.bWins(), p.aWins(), p.draws());
                    }
                }
                Glicko2 g = Glicko2.NEW.update(games);
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

    private static void add(List<Glicko2.Game> games, Glicko2 opponent, int wins, int losses, int draws) {
        for (int i = 0; i < wins; i++) {
            games.add(new Glicko2.Game(opponent.rating(), opponent.deviation(), 1));
        }
        for (int i = 0; i < losses; i++) {
            games.add(new Glicko2.Game(opponent.rating(), opponent.deviation(), 0));
        }
        for (int i = 0; i < draws; i++) {
            games.add(new Glicko2.Game(opponent.rating(), opponent.deviation(), 0.5));
        }
    }
}
