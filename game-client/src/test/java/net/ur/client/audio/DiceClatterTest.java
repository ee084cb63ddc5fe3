package net.ur.client.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The dice's knocks: louder and brighter for harder contacts, and never a pile-up. */
class DiceClatterTest {

    @Test
    void harderContactsAreLouderAndHigher() {
        assertEquals(0f, DiceClatter.volume(0f));
        assertEquals(0f, DiceClatter.volume(DiceClatter.SOFTEST));
        assertEquals(0f, DiceClatter.volume(Float.NaN));
        float soft = DiceClatter.volume(0.0005f);
        float hard = DiceClatter.volume(0.01f);
        assertTrue(soft > 0f && soft < 0.35f, "a soft touch is faint: " + soft);
        assertTrue(hard > 0.7f && hard <= 1f, "a hard knock is loud: " + hard);
        assertEquals(1f, DiceClatter.volume(1f), 1e-6f);
        float previous = 0f;
        for (float impulse = 0.0003f; impulse < 0.05f; impulse *= 1.3f) {
            float v = DiceClatter.volume(impulse);
            assertTrue(v >= previous, "volume grows with the impulse at " + impulse);
            previous = v;
        }
        assertTrue(DiceClatter.pitch(hard, 0f) > DiceClatter.pitch(soft, 0f));
        assertTrue(DiceClatter.pitch(0f, -1f) > 0.84f && DiceClatter.pitch(1f, 1f) < 1.16f);
    }

    @Test
    void knocksCloseTogetherAreThinnedUnlessMuchLouder() {
        DiceClatter c = new DiceClatter();
        assertTrue(c.accept(0f, 0.5f));
        assertFalse(c.accept(0.01f, 0.5f), "a knock as loud as the last within the gap is dropped");
        assertTrue(c.accept(0.02f, 0.9f), "a much louder knock is heard at once");
        assertTrue(c.accept(0.06f, 0.2f), "after the gap a soft knock is heard");
        assertFalse(c.accept(1f, 0f), "a silent contact is never a knock");
    }

    @Test
    void aBurstOfContactsIsCapped() {
        DiceClatter c = new DiceClatter();
        int heard = 0;
        // Two hundred hard contacts within a quarter of a second, each louder than the last.
        float v = 0.001f;
        for (int i = 0; i < 200; i++) {
            v = Math.min(1f, v * 1.7f);
            if (c.accept(i * 0.00125f, v)) {
                heard++;
            }
        }
        assertTrue(heard <= DiceClatter.MAX_BURST, "at most " + DiceClatter.MAX_BURST + " knocks in a burst, heard " + heard);
        assertTrue(c.accept(1f, 0.5f), "the clatter is heard again once the burst is over");
    }
}
