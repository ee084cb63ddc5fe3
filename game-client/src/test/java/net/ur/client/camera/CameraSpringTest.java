package net.ur.client.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import org.junit.jupiter.api.Test;

/** The play camera's easing: a critically damped spring that arrives, does not overshoot and settles. */
class CameraSpringTest {

    /** Runs the spring from rest at 0 toward (0.3, 0, 0) in steps of dt; returns seconds to settle, or -1. */
    private static float settle(float dt, float[] maxX, Vector3f where) {
        Vector3f x = new Vector3f();
        Vector3f v = new Vector3f();
        Vector3f goal = new Vector3f(0.3f, 0f, 0f);
        for (int i = 1; i <= (int) (10 / dt); i++) {
            boolean settled = PlayCameraState.spring(x, v, goal, dt);
            maxX[0] = Math.max(maxX[0], x.x);
            if (where != null && Math.abs(i * dt - 0.5f) < dt / 2) {
                where.set(x);
            }
            if (settled) {
                return i * dt;
            }
        }
        return -1;
    }

    @Test
    void aMoveSettlesInUnderTwoSecondsWithoutOvershoot() {
        float[] max = {0};
        float t = settle(1 / 60f, max, null);
        assertTrue(t > 0.5f && t < 2f, "settles in " + t + " s");
        assertTrue(max[0] <= 0.3f + 1e-6f, "never past the goal: " + max[0]);
    }

    @Test
    void thePathIsTheSameAtAnyFrameRate() {
        Vector3f at60 = new Vector3f();
        Vector3f at20 = new Vector3f();
        settle(1 / 60f, new float[1], at60);
        settle(1 / 20f, new float[1], at20);
        assertEquals(at60.x, at20.x, 1e-4f, "half a second in, at 60 and at 20 frames a second");
        assertTrue(at60.x > 0.15f && at60.x < 0.3f, "most of the way after half a second: " + at60.x);
    }

    @Test
    void aPointAlreadyThereAndStillIsSettledAndStays() {
        Vector3f x = new Vector3f(1, 2, 3);
        Vector3f v = new Vector3f();
        assertTrue(PlayCameraState.spring(x, v, new Vector3f(1, 2, 3), 1 / 60f));
        assertEquals(new Vector3f(1, 2, 3), x);
        Vector3f fast = new Vector3f(1, 0, 0);
        assertFalse(PlayCameraState.spring(new Vector3f(1, 2, 3), fast, new Vector3f(1, 2, 3), 1 / 60f),
                "at the goal but moving fast is not settled");
    }
}
