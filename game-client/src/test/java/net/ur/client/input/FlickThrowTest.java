package net.ur.client.input;

import net.ur.client.board.BoardLayout;
import net.ur.client.physics.DiceTable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector2f;
import java.util.SplittableRandom;
import net.ur.client.es.game.ThrowRequest;
import net.ur.rules.classic.ClassicBoards;
import org.junit.jupiter.api.Test;

/**
 * A flick of the mouse from the dice sets the throw: a short drag is a click (normal strength,
 * straight ahead); a longer one is as strong as it is fast and aimed the way it went, within
 * limits; and the dice thrown with an aim to the right come to rest further right than those
 * aimed to the left.
 */
class FlickThrowTest {

    @Test
    void aShortDragIsAClickAndAFlickSetsStrengthAndAim() {
        assertArrayEquals(new float[] {1f, 0f}, PlayInputState.flickThrow(new Vector2f(5, 6), 0.3f), 1e-6f, "a click");
        float[] fast = PlayInputState.flickThrow(new Vector2f(0, 300), 0.1f);
        assertArrayEquals(new float[] {1.5f, 0f}, fast, 1e-6f, "a fast flick straight up: full strength, straight ahead");
        float[] slow = PlayInputState.flickThrow(new Vector2f(0, 100), 1f);
        assertEquals(0.5f + 100 / 1500f, slow[0], 1e-5f, "a slow drag: a gentle throw");
        float[] right = PlayInputState.flickThrow(new Vector2f(100 * (float) Math.sin(0.3), 100 * (float) Math.cos(0.3)), 0.2f);
        assertEquals(0.3f, right[1], 1e-4f, "aimed 0.3 rad to the right");
        assertEquals(ThrowRequest.MAX_AIM, PlayInputState.flickThrow(new Vector2f(200, 50), 0.2f)[1], 1e-6f, "the aim is limited");
        assertEquals(-ThrowRequest.MAX_AIM, PlayInputState.flickThrow(new Vector2f(-200, -80), 0.2f)[1], 1e-6f,
                "a drag down and left still throws ahead, as far left as allowed");
        assertThrows(IllegalArgumentException.class, () -> new ThrowRequest(1f, 0.7f));
    }

    @Test
    void diceAimedRightRestFurtherRightThanDiceAimedLeft() {
        double right = meanRestingX(ThrowRequest.MAX_AIM);
        double left = meanRestingX(-ThrowRequest.MAX_AIM);
        assertTrue(right > left + 0.005, "aimed right " + right + " against aimed left " + left);
    }

    private static double meanRestingX(float aim) {
        DiceTable table = new DiceTable(new BoardLayout(ClassicBoards.STANDARD));
        SplittableRandom random = new SplittableRandom(99);
        double sum = 0;
        int n = 0;
        for (int t = 0; t < 60; t++) {
            table.throwDice(4, 1.2f, aim, random);
            DiceTable.Status status;
            do {
                status = table.step();
            } while (status == DiceTable.Status.ROLLING);
            for (int i = 0; i < table.count(); i++) {
                sum += table.location(i).x;
                n++;
            }
        }
        table.destroy();
        return sum / n;
    }
}
