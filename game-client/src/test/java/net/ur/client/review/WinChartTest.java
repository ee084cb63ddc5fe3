package net.ur.client.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.texture.Image;
import net.ur.rules.record.GameRecord;
import net.ur.ai.review.Judges;
import net.ur.ai.review.Review;
import net.ur.ai.review.Reviewer;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/** The winning-chance chart: where its lines fall, the cursor, a review's points, and the panel's image. */
class WinChartTest {

    @Test
    void chancesFallOnTheirRowsAndTheCursorOnItsColumn() {
        WinChart chart = new WinChart(new double[] {0.5, 1.0, 0.0}, null, true);
        int w = 101;
        int h = 51;
        int[] px = chart.draw(w, h, 1);
        assertEquals(WinChart.CHANCE, px[WinChart.row(0.5, h) * w], "the start, at an even chance");
        assertEquals(WinChart.CHANCE, px[(h - 1) * w + 50], "certain win at the top, halfway across");
        assertEquals(WinChart.CHANCE, px[w - 1], "certain loss at the bottom, at the right edge");
        assertEquals(WinChart.CURSOR, px[10 * w + 50], "the cursor's column");
        assertEquals(WinChart.GROUND, px[10 * w + 20], "ground elsewhere below the line");
        assertEquals(WinChart.EVEN, px[WinChart.row(0.5, h) * w + 90], "the even line, where the chance is low");
    }

    @Test
    void aReviewGivesAPointBeforeEachRollAndOneForTheEnd() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        net.ur.rules.record.Game game = net.ur.rules.record.Game.start(RuleSets.byName("finkel-2p"));
        while (!game.state().isOver()) {
            game = game.roll(random);
            java.util.List<net.ur.rules.Move> moves = game.legalMoves();
            if (!moves.isEmpty()) {
                game = game.move(moves.get(random.nextInt(moves.size())));
            }
        }
        GameRecord record = game.record();
        Review review = Reviewer.review(record, Judges.estimate(record.rules(), 0), null);
        WinChart chart = WinChart.of(review);
        assertEquals(record.entries().size() + 1, chart.points());
        assertTrue(!chart.exact() && !chart.hasCounters());
        assertEquals("Light's winning chance (estimated by the computer's search)", WinChartPanel.title(chart));
        Image image = WinChartPanel.image(chart, 0);
        assertEquals(WinChartPanel.WIDTH, image.getWidth());
        assertEquals(WinChartPanel.HEIGHT, image.getHeight());
        int end = WinChart.row(review.end(), WinChartPanel.HEIGHT);
        int at = (end * WinChartPanel.WIDTH + WinChartPanel.WIDTH - 1) * 4;
        assertEquals((byte) (WinChart.CHANCE >>> 24), image.getData(0).get(at), "the result at the right edge");
    }

    @Test
    void theCountersLineIsDrawnWhenThereAreCounters() {
        WinChart chart = new WinChart(new double[] {0.5, 0.5}, new double[] {0, 10}, false);
        int[] px = chart.draw(20, 21, -1);
        assertEquals(WinChart.COUNTERS, px[20 * 20 + 19], "the largest margin at the top");
        assertEquals("Light's winning chance (estimated by the computer's search; blue: how many counters light is ahead)",
                WinChartPanel.title(chart));
    }

    @Test
    void badChartsAreRefused() {
        assertEquals("a chance must be 0..1, not 1.5", assertThrows(IllegalArgumentException.class,
                () -> new WinChart(new double[] {1.5}, null, true)).getMessage());
        assertEquals("the margins must be as many as the chances (2), not 1", assertThrows(
                IllegalArgumentException.class, () -> new WinChart(new double[] {0, 1}, new double[] {0}, false))
                .getMessage());
        assertThrows(IllegalArgumentException.class, () -> new WinChart(new double[] {0.5}, null, true).draw(1, 5, -1));
    }
}
