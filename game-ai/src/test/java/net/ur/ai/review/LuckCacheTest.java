package net.ur.ai.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.ai.PositionEstimate;
import net.ur.rules.record.GameRecord;
import net.ur.rules.sets.RuleSets;

/**
 * The luck remembered between runs of the luck screen: by a file's content and the judge, written and read
 * back exactly, pruned to the games still asked for; and the luck over many games built from it equals the
 * one built from the reviews.
 */
class LuckCacheTest {

    @TempDir
    Path dir;

    private static Review review(String rules, long seed, int depth) {
        RuleSet r = RuleSets.byName(rules);
        GameRecord record = ReviewTest.randomGame(r, seed);
        return Reviewer.review(record, Judges.estimate(r, depth), null);
    }

    @Test
    void aReviewsLuckIsRememberedByContentAndJudgeAndReadBackExactly() throws Exception {
        Review a = review("finkel-2p", 3, 1);
        Review b = review("finkel-2p", 4, 1);
        String ha = LuckCache.hash("game a".getBytes(StandardCharsets.UTF_8));
        String hb = LuckCache.hash("game b".getBytes(StandardCharsets.UTF_8));
        assertEquals(64, ha.length());
        assertNotEquals(ha, hb);
        assertEquals(ha, LuckCache.hash("game a".getBytes(StandardCharsets.UTF_8)), "the same content, the same key");

        Path file = dir.resolve("sub/luck-cache.json");
        LuckCache cache = LuckCache.read(file);
        assertEquals(0, cache.size(), "no file: an empty cache");
        assertTrue(cache.get(ha, a.judge()).isEmpty());
        cache.put(ha, a);
        cache.put(hb, b);
        cache.write(file);

        LuckCache again = LuckCache.read(file);
        assertEquals(2, again.size());
        LuckCache.Luck la = again.get(ha, a.judge()).orElseThrow();
        assertEquals(a.luck(Player.LIGHT), la.of(Player.LIGHT), 0.0, "exactly, not rounded");
        assertEquals(a.luck(Player.DARK), la.of(Player.DARK), 0.0);
        assertEquals(1, again.hits());
        assertTrue(again.get(ha, "perfect play (the solved table of Finkel (2 pieces), 2 pieces)").isEmpty(),
                "another judge (a table made since): reviewed again");

        // Written again after only game a was asked for: game b (no longer saved) drops out.
        again.write(file);
        LuckCache pruned = LuckCache.read(file);
        assertEquals(1, pruned.size());
        assertTrue(pruned.get(hb, b.judge()).isEmpty());
        assertTrue(pruned.get(ha, a.judge()).isPresent());
    }

    @Test
    void aDamagedOrForeignFileIsAnEmptyCache() throws Exception {
        for (String text : List.of("{not json", "[]", "{\"format\":\"ur-save\",\"games\":{}}",
                "{\"format\":\"ur-luck-cache\",\"version\":99,\"games\":{}}",
                "{\"format\":\"ur-luck-cache\",\"version\":1,\"games\":{\"x\":{\"judge\":\"j\",\"light\":\"NaN\",\"dark\":0}}}")) {
            Path f = Files.writeString(dir.resolve("c.json"), text);
            assertEquals(0, LuckCache.read(f).size(), text);
        }
        assertThrows(IllegalArgumentException.class, () -> LuckCache.read(null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LuckCache.empty().get(null, "j"));
        assertEquals("hash and judge must not be null", e.getMessage());
    }

    @Test
    void theReportFromRememberedLuckIsTheReportFromTheReviews() {
        for (String rules : List.of("finkel-2p", "babylonian")) {
            int depth = rules.equals("babylonian") ? 1 : PositionEstimate.defaultDepth(RuleSets.byName(rules));
            Review a = review(rules, 5, depth);
            Review b = review(rules, 6, depth);
            LuckReport fromReviews = LuckReport.empty().add(a, Player.LIGHT, "ann").add(a, Player.DARK, "bob")
                    .add(b, Player.LIGHT, "bob").add(b, Player.DARK, "ann");
            LuckCache cache = LuckCache.empty();
            LuckCache.Luck la = cache.put("a", a);
            LuckCache.Luck lb = cache.put("b", b);
            LuckReport fromCache = LuckReport.empty().add(a.record(), la.light(), Player.LIGHT, "ann")
                    .add(a.record(), la.dark(), Player.DARK, "bob").add(b.record(), lb.light(), Player.LIGHT, "bob")
                    .add(b.record(), lb.dark(), Player.DARK, "ann");
            assertEquals(2, fromReviews.lines().size());
            for (int i = 0; i < 2; i++) {
                LuckReport.Line x = fromReviews.lines().get(i);
                LuckReport.Line y = fromCache.lines().get(i);
                assertEquals(x.who(), y.who());
                assertEquals(x.games(), y.games());
                assertEquals(x.luck(), y.luck(), 0.0, rules);
                for (int v = 0; v <= x.rolls().dice().maxValue(); v++) {
                    assertEquals(x.rolls().count(v), y.rolls().count(v), rules + " rolls of " + v);
                }
                assertEquals(x.broad() == null, y.broad() == null);
                if (x.broad() != null) {
                    assertEquals(x.broad().rolls(), y.broad().rolls(), rules + " broad astragal");
                    assertTrue(x.broad().rolls() > 0 || rules.equals("finkel-2p"), "the broad astragal was thrown");
                }
            }
            // Each side's rolls counted from the record are the review's own tallies, value by value.
            for (Player p : Player.values()) {
                DiceTally fromRecord = LuckReport.rolls(a.record(), p);
                for (int v = 0; v <= fromRecord.dice().maxValue(); v++) {
                    assertEquals(a.dice(p).count(v), fromRecord.count(v), rules + " " + p + " rolls of " + v);
                }
                DiceTally broad = LuckReport.broadThrows(a.record(), p);
                assertEquals(a.decisionDice(p).isPresent(), broad != null);
                if (broad != null) {
                    for (int v = 0; v <= broad.dice().maxValue(); v++) {
                        assertEquals(a.decisionDice(p).orElseThrow().count(v), broad.count(v), rules + " broad " + v);
                    }
                }
            }
        }
    }
}
