package net.ur.client.audio;

/**
 * Turns the dice's physics contacts into knocks: how loud and how high a knock is from its
 * impulse (a hard knock is loud and a little brighter, a touch is faint), and which contacts are
 * heard at all, so that a tumble of many contacts in a few frames does not pile up into noise.
 * A knock is dropped when it follows the last one within {@link #MIN_GAP} seconds unless it is
 * clearly louder, or when {@link #MAX_BURST} knocks were heard in the last {@link #BURST_WINDOW}
 * seconds.
 */
final class DiceClatter {

    /** Contacts softer than this (newton-seconds) are not heard. */
    static final float SOFTEST = 0.0002f;
    /** Contacts this hard or harder are heard at full volume. */
    static final float HARDEST = 0.02f;
    /** The shortest time between two knocks, unless the second is much louder. */
    static final float MIN_GAP = 0.03f;
    /** How much louder a knock must be to be heard within the gap. */
    static final float LOUDER = 1.6f;
    /** At most this many knocks... */
    static final int MAX_BURST = 6;
    /** ...within this many seconds. */
    static final float BURST_WINDOW = 0.25f;

    private final float[] recent = new float[MAX_BURST];
    private int next;
    private float lastTime = Float.NEGATIVE_INFINITY;
    private float lastVolume;

    DiceClatter() {
        java.util.Arrays.fill(recent, Float.NEGATIVE_INFINITY);
    }

    /**
     * The volume of a contact's knock, 0..1, from its impulse on a logarithmic scale.
     *
     * @param impulse newton-seconds, at least 0
     * @return 0 for a contact too soft to hear
     */
    static float volume(float impulse) {
        if (!(impulse > SOFTEST)) {
            return 0f;
        }
        double u = Math.log(impulse / SOFTEST) / Math.log(HARDEST / SOFTEST);
        return (float) Math.min(1, 0.08 + 0.92 * Math.pow(Math.min(1, u), 1.2));
    }

    /**
     * The pitch of a knock of the given volume: harder knocks ring a little higher.
     *
     * @param volume 0..1
     * @param wobble -1..1, a little randomness so that knocks differ
     * @return 0.85..1.15
     */
    static float pitch(float volume, float wobble) {
        return 0.9f + 0.16f * volume + 0.05f * wobble;
    }

    /**
     * Decides whether a contact is heard now.
     *
     * @param now game seconds, never decreasing
     * @param volume the contact's volume from {@link #volume}
     * @return whether to play its knock
     */
    boolean accept(float now, float volume) {
        if (volume <= 0f) {
            return false;
        }
        if (now - lastTime < MIN_GAP && volume < lastVolume * LOUDER) {
            return false;
        }
        float oldest = recent[next];
        if (now - oldest < BURST_WINDOW) {
            return false;
        }
        recent[next] = now;
        next = (next + 1) % MAX_BURST;
        lastTime = now;
        lastVolume = volume;
        return true;
    }
}
