package net.ur.client.testing;

import com.jme3.system.Timer;

/**
 * A timer for tests: every frame lasts exactly the same simulated time, whatever the real time,
 * so animations and physics advance the same way on every run and machine.
 */
public final class FixedStepTimer extends Timer {

    private static final long RESOLUTION = 1_000_000_000L;
    private final float step;
    private long ticks;

    /**
     * @param step seconds per frame, above 0
     */
    public FixedStepTimer(float step) {
        if (!(step > 0)) {
            throw new IllegalArgumentException("step must be above 0 seconds, not " + step);
        }
        this.step = step;
    }

    @Override
    public long getTime() {
        return ticks;
    }

    @Override
    public long getResolution() {
        return RESOLUTION;
    }

    @Override
    public float getFrameRate() {
        return 1f / step;
    }

    @Override
    public float getTimePerFrame() {
        return step;
    }

    @Override
    public void update() {
        ticks += Math.round(step * RESOLUTION);
    }

    @Override
    public void reset() {
        ticks = 0;
    }
}
