package net.ur.net.chain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.SplittableRandom;

import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.ai.Agent;
import net.ur.ai.Agents;
import net.ur.rules.record.RecordJson;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Two chains, one per side, played to the end in memory: the rules judge, the heads agree. */
class ChainTest {

    private static final Identity LIGHT = Identity.generate();
    private static final Identity DARK = Identity.generate();

    /** Every rule set; Murray with two pieces a side (with seven its games run to thousands of entries). */
    static java.util.List<String> rules() {
        return RuleSets.ALL_NAMES.stream().map(n -> n.equals("murray") ? "murray-2p" : n).toList();
    }

    /** Both sides' chains and secrets; each side authors on its own chain and the other takes the entry. */
    static final class Table {
        final MatchSetup setup;
        final EnumMap<Player, Chain> chains = new EnumMap<>(Player.class);
        final EnumMap<Player, String> secrets = new EnumMap<>(Player.class);
        final SplittableRandom random;

        Table(String rules, long seed) {
            setup = MatchSetup.first("ABC123", rules, LIGHT.publicKey(), "L", DARK.publicKey(), "D", "00ff");
            chains.put(Player.LIGHT, new Chain(setup));
            chains.put(Player.DARK, new Chain(setup));
            random = new SplittableRandom(seed);
        }

        Identity id(Player p) {
            return p == Player.LIGHT ? LIGHT : DARK;
        }

        Entry author(Player p, Action a, String move) {
            Chain c = chains.get(p);
            String secret = "";
            String commit = "";
            if (a.reveals() || a == Action.COMMIT) {
                if (a.reveals()) {
                    secret = secrets.get(p);
                }
                String next = SharedDice.newSecret(random);
                secrets.put(p, next);
                commit = SharedDice.commitment(next);
            }
            return Entry.sign(id(p), c.gameId(), c.size() + 1, c.head(), a, secret, commit, move);
        }

        void play(Player p, Action a, String move) throws Refusal {
            Entry e = author(p, a, move);
            chains.get(p).append(e, false);
            chains.get(p.other()).append(e, true);
        }
    }

    static void playOut(Table t, Agent agent) throws Refusal {
        for (int guard = 0; guard < 20_000; guard++) {
            Chain c = t.chains.get(Player.LIGHT);
            if (c.isOver()) {
                return;
            }
            Player p = c.author();
            switch (c.awaiting()) {
                case COMMIT -> t.play(p, Action.COMMIT, "");
                case THROW -> t.play(p, Action.THROW, "");
                case REVEAL -> t.play(p, Action.REVEAL, "");
                case PASS -> t.play(p, Action.PASS, "");
                case DECISION -> {
                    var d = agent.chooseRollDecision(c.game().rules(), c.game().state(), t.random);
                    t.play(p, d.throwAgain() ? Action.BROAD : Action.KEEP, "");
                }
                case MOVE -> {
                    Move m = agent.chooseMove(c.game().rules(), c.game().state(), t.random);
                    t.play(p, Action.MOVE, Chain.moveText(m));
                }
                case OVER -> {
                    return;
                }
            }
        }
        throw new AssertionError("the game did not end");
    }

    @ParameterizedTest
    @MethodSource("rules")
    void bothSidesPlayAWholeGameAndAgree(String rules) throws Exception {
        Table t = new Table(rules, 7);
        playOut(t, Agents.byName("novice"));
        Chain light = t.chains.get(Player.LIGHT);
        Chain dark = t.chains.get(Player.DARK);
        assertTrue(light.isOver(), light.awaitingText());
        assertEquals(light.head(), dark.head());
        assertEquals(light.size(), dark.size());
        assertEquals(light.winner(), dark.winner());
        assertNotNull(light.record());
        String json = RecordJson.write(light.record());
        assertEquals(light.record().headHash(), RecordJson.read(json, null).headHash());
        if (light.setup().babylonian()) {
            assertTrue(light.opening().isDecided());
        }
    }

    @Test
    void refusalsSayWhyAndChangeNothing() throws Exception {
        Table t = new Table("finkel", 3);
        t.play(Player.LIGHT, Action.COMMIT, "");
        t.play(Player.DARK, Action.COMMIT, "");
        Chain dark = t.chains.get(Player.DARK);
        String head = dark.head();
        // Out of turn: dark throws while light must.
        Entry e = t.author(Player.DARK, Action.THROW, "");
        Refusal r = assertThrows(Refusal.class, () -> dark.append(e, true));
        assertTrue(r.getMessage().startsWith("the secret") || r.getMessage().startsWith("out of turn"), r.getMessage());
        assertEquals(head, dark.head());
        // A reveal that does not match the commitment.
        Chain light = t.chains.get(Player.LIGHT);
        Entry bad = Entry.sign(LIGHT, light.gameId(), 3, light.head(), Action.THROW, "11".repeat(32),
                SharedDice.commitment("22".repeat(32)), "");
        r = assertThrows(Refusal.class, () -> dark.append(bad, true));
        assertTrue(r.getMessage().contains("does not match its commitment"), r.getMessage());
        assertEquals(2, dark.size());
        // A bad signature.
        Entry good = t.author(Player.LIGHT, Action.THROW, "");
        String sig = good.signature();
        Entry forged = new Entry(good.gameId(), good.seq(), good.author(), good.prev(), good.action(), good.secret(),
                good.commit(), good.move(), (sig.charAt(0) == '0' ? "1" : "0") + sig.substring(1));
        r = assertThrows(Refusal.class, () -> dark.append(forged, true));
        assertTrue(r.getMessage().startsWith("bad signature"), r.getMessage());
        light.append(good, false);
        dark.append(good, true);
        // Replayed.
        r = assertThrows(Refusal.class, () -> dark.append(good, true));
        assertTrue(r.getMessage().startsWith("replayed entry"), r.getMessage());
    }
}
