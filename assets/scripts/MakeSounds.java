import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Synthesizes every sound of the game from nothing (no recordings, nothing downloaded) and writes
 * them as mono OGG Vorbis under assets/Sounds: the knocks and rattle of the dice, the pieces
 * lifted and placed, a capture, a rosette, the coins of the pool, a turn with no move, a win, a
 * loss, the menu's hover and click, a lyre motif for the menu, and two ambience loops (the night
 * outside, the lamp's flame).
 *
 * The sounds are modal (an impulse or a noise through damped resonators: wood, bone, metal),
 * plucked strings (Karplus-Strong, for the lyre) and filtered noise (wind, flame). Every sound is
 * made from its own seeded random numbers, so a run makes the same samples each time.
 *
 * Run from the repository root:  java assets/scripts/MakeSounds.java [name ...]
 * (no name: every sound; a name such as "knock" or "Ambience/night" makes only the files whose
 * path contains it). Needs Debian's sox to encode Vorbis: apt-get install -y sox libsox-fmt-all
 */
public class MakeSounds {

    /** The sample rate of the effects and the music. */
    static final int FX = 44100;
    /** The sample rate of the ambience loops (nothing in them needs more than 11 kHz). */
    static final int AMB = 22050;

    static final Path OUT = Path.of("assets/Sounds");

    public static void main(String[] args) throws Exception {
        Map<String, Supplier<Clip>> all = catalogue();
        List<String> made = new ArrayList<>();
        long bytes = 0;
        for (Map.Entry<String, Supplier<Clip>> e : all.entrySet()) {
            if (args.length > 0 && Arrays.stream(args).noneMatch(a -> e.getKey().contains(a))) {
                continue;
            }
            Clip clip = e.getValue().get();
            Path file = OUT.resolve(e.getKey() + ".ogg");
            encode(clip, file);
            long size = Files.size(file);
            bytes += size;
            made.add(e.getKey());
            System.out.printf("%-24s %6.2f s %6d Hz %7d bytes%n", e.getKey(), clip.seconds(), clip.rate, size);
        }
        System.out.printf("made %d sounds, %d bytes, in %s%n", made.size(), bytes, OUT);
    }

    /** Every sound, by its path under Sounds without the extension. */
    static Map<String, Supplier<Clip>> catalogue() {
        Map<String, Supplier<Clip>> m = new LinkedHashMap<>();
        for (int i = 1; i <= 6; i++) {
            int v = i;
            m.put("Dice/knock-" + v, () -> dieKnock(v));
        }
        for (int i = 1; i <= 3; i++) {
            int v = i;
            m.put("Dice/throw-" + v, () -> diceThrow(v));
        }
        for (int i = 1; i <= 4; i++) {
            int v = i;
            m.put("Pieces/lift-" + v, () -> pieceLift(v));
            m.put("Pieces/place-" + v, () -> piecePlace(v));
        }
        for (int i = 1; i <= 2; i++) {
            int v = i;
            m.put("Pieces/capture-" + v, () -> capture(v));
        }
        m.put("Pieces/rosette", MakeSounds::rosette);
        for (int i = 1; i <= 3; i++) {
            int v = i;
            m.put("Coins/in-" + v, () -> coinIn(v));
            m.put("Coins/out-" + v, () -> coinOut(v));
        }
        m.put("Coins/in-many", MakeSounds::coinsInMany);
        m.put("Coins/out-many", MakeSounds::coinsOutMany);
        m.put("Game/no-move", MakeSounds::noMove);
        m.put("Game/win", MakeSounds::win);
        m.put("Game/loss", MakeSounds::loss);
        m.put("Interface/hover", MakeSounds::hover);
        m.put("Interface/click", MakeSounds::click);
        m.put("Music/menu-motif", MakeSounds::menuMotif);
        m.put("Ambience/night", MakeSounds::night);
        m.put("Ambience/flame", MakeSounds::flame);
        return m;
    }

    // ------------------------------------------------------------------------------------------
    // The sounds
    // ------------------------------------------------------------------------------------------

    /**
     * A die (a small tetrahedron of bone or clay) striking the wooden board or another die: a hard
     * click, the die's own short high modes and, on wood, the board's lower ones.
     */
    static Clip dieKnock(int variant) {
        Random r = rng("knock", variant);
        Clip c = new Clip(FX, 0.22);
        boolean onDie = variant >= 5;
        double contact = onDie ? 0.00012 : 0.00018 + 0.0001 * r.nextDouble();
        double[] hit = pulse(FX, contact);
        double die = 2300 + 1100 * r.nextDouble();
        c.modes(hit, 0, jitter(r, die, 1, 1.47, 2.09, 2.74, 3.6), taus(r, 0.011, 0.008, 0.006, 0.004, 0.003),
                gains(1.0, 0.7, 0.5, 0.35, 0.2));
        if (onDie) {
            double other = die * (1.12 + 0.2 * r.nextDouble());
            c.modes(hit, 0, jitter(r, other, 1, 1.47, 2.09, 2.74), taus(r, 0.009, 0.006, 0.005, 0.003),
                    gains(0.9, 0.6, 0.4, 0.3));
        } else {
            double board = 170 + 90 * r.nextDouble();
            c.modes(hit, 0, jitter(r, board, 1, 1.62, 2.45, 3.3, 4.6, 6.1, 8.0),
                    taus(r, 0.055, 0.045, 0.032, 0.024, 0.017, 0.012, 0.008),
                    gains(0.55, 0.5, 0.45, 0.35, 0.3, 0.22, 0.15));
        }
        c.add(highpass(FX, pulse(FX, contact * 0.5), 3000), 0, 0.25);
        if (variant == 2 || variant == 4) {
            // A small second bounce.
            Clip echo = new Clip(FX, 0.2);
            echo.modes(hit, 0, jitter(r, die * 1.03, 1, 1.47, 2.09), taus(r, 0.008, 0.006, 0.004), gains(1, 0.6, 0.4));
            c.add(echo.x, c.at(0.012 + 0.012 * r.nextDouble()), 0.25);
        }
        return c.fadeOut(0.03).normalize(-3);
    }

    /** The dice shaken in a cupped hand and let go: muffled clacks in two or three strokes. */
    static Clip diceThrow(int variant) {
        Random r = rng("throw", variant);
        double length = 0.55 + 0.12 * r.nextDouble();
        Clip c = new Clip(FX, length + 0.15);
        int strokes = 2 + (variant % 2);
        double strokeLength = length / strokes;
        double[] rustle = noise(r, c.x.length);
        rustle = bandpass(FX, rustle, 1600, 0.7);
        double[] env = new double[c.x.length];
        for (int s = 0; s < strokes; s++) {
            double start = s * strokeLength;
            int clacks = 4 + r.nextInt(5);
            for (int k = 0; k < clacks; k++) {
                // The clacks bunch where the hand turns, at the end of each stroke.
                double t = start + strokeLength * (0.35 + 0.65 * Math.sqrt(r.nextDouble()));
                double f = 2500 + 1500 * r.nextDouble();
                Clip clack = new Clip(FX, 0.06);
                clack.modes(pulse(FX, 0.00015), 0, jitter(r, f, 1, 1.47, 2.09, 2.74), taus(r, 0.007, 0.005, 0.004, 0.003),
                        gains(1, 0.6, 0.4, 0.3));
                c.add(clack.x, c.at(t), 0.3 + 0.7 * r.nextDouble());
            }
            for (int i = c.at(start); i < Math.min(env.length, c.at(start + strokeLength)); i++) {
                double u = (i - c.at(start)) / (double) c.at(strokeLength);
                env[i] = Math.sin(Math.PI * u);
            }
        }
        for (int i = 0; i < rustle.length; i++) {
            rustle[i] *= env[i];
        }
        c.add(rustle, 0, 0.05);
        c.x = lowpass(FX, c.x, 3200, 0.7);
        return c.fadeOut(0.05).normalize(-8);
    }

    /** A piece lifted off the board: a light tick and a short wooden scrape. */
    static Clip pieceLift(int variant) {
        Random r = rng("lift", variant);
        Clip c = new Clip(FX, 0.25);
        double tick = 1500 + 800 * r.nextDouble();
        c.modes(pulse(FX, 0.0004), 0, jitter(r, tick, 1, 1.6, 2.5), taus(r, 0.012, 0.008, 0.005), gains(1, 0.5, 0.3));
        double scrapeLength = 0.03 + 0.04 * r.nextDouble();
        double[] scrape = envelope(noise(r, c.at(scrapeLength + 0.04)), FX, 0.004, scrapeLength, 0.03);
        double[] rubbed = new double[scrape.length + c.at(0.05)];
        Clip board = new Clip(FX, rubbed.length / (double) FX);
        board.modes(scrape, 0, jitter(r, 190 + 60 * r.nextDouble(), 1, 1.62, 2.45, 3.3, 4.6, 6.1),
                taus(r, 0.04, 0.03, 0.025, 0.02, 0.015, 0.01), gains(0.2, 0.25, 0.3, 0.3, 0.25, 0.2));
        c.add(bandpass(FX, scrape, 1800 + 900 * r.nextDouble(), 0.9), c.at(0.006), 0.5);
        c.add(board.x, c.at(0.006), 0.08);
        return c.fadeOut(0.03).normalize(-14);
    }

    /** A piece set down on the hollow wooden board: a firm clack, sometimes with a small bounce. */
    static Clip piecePlace(int variant) {
        Random r = rng("place", variant);
        Clip c = new Clip(FX, 0.4);
        double start = 0;
        if (variant == 4) {
            // Slid into place: a short scrape before the clack.
            double[] slide = envelope(noise(r, c.at(0.06)), FX, 0.01, 0.03, 0.02);
            c.add(bandpass(FX, slide, 1500, 0.8), 0, 0.08);
            start = 0.045;
        }
        strikeBoard(c, r, start, 1.0, 0.0004);
        if (variant == 2 || variant == 3) {
            strikeBoard(c, r, start + 0.014 + 0.012 * r.nextDouble(), 0.2, 0.0005);
        }
        return c.fadeOut(0.05).normalize(-4);
    }

    /** A capture: a hard strike on the piece, which is knocked off the square and tumbles away. */
    static Clip capture(int variant) {
        Random r = rng("capture", variant);
        Clip c = new Clip(FX, 1.0);
        strikeBoard(c, r, 0, 1.0, 0.00025);
        // Piece on piece: two sets of piece modes at once.
        double f = 1500 + 500 * r.nextDouble();
        c.modes(pulse(FX, 0.0002), 0, jitter(r, f * 1.21, 1, 1.6, 2.5, 3.4), taus(r, 0.02, 0.012, 0.008, 0.005),
                gains(0.8, 0.5, 0.35, 0.2));
        double t = 0.1 + 0.03 * r.nextDouble();
        double a = 0.45;
        for (int k = 0; k < 3; k++) {
            strikeBoard(c, r, t, a, 0.0005);
            t += 0.09 + 0.05 * r.nextDouble() - 0.02 * k;
            a *= 0.6;
        }
        double[] slide = envelope(noise(r, c.at(0.3)), FX, 0.03, 0.1, 0.15);
        c.add(bandpass(FX, slide, 1200, 0.7), c.at(0.12), 0.06);
        // The captured piece drops onto the table beside the board: a duller, lower thud.
        Clip thud = new Clip(FX, 0.5);
        thud.modes(pulse(FX, 0.0012), 0, jitter(r, 105, 1, 1.55, 2.3, 3.4, 4.9), taus(r, 0.07, 0.05, 0.035, 0.02, 0.012),
                gains(1, 0.7, 0.5, 0.3, 0.2));
        c.add(thud.fadeOut(0.1).x, c.at(t + 0.03), 0.45);
        return c.fadeOut(0.1).normalize(-3);
    }

    /** Landing on a rosette: three lyre strings plucked in a quick rising spread. */
    static Clip rosette() {
        Clip c = new Clip(FX, 2.2);
        Random r = rng("rosette", 1);
        double[] notes = {note("E4"), note("B4"), note("E5")};
        for (int i = 0; i < notes.length; i++) {
            pluck(c, r, 0.005 + 0.055 * i, notes[i], 0.7 + 0.1 * i, 1.6, 0.55, 0.18);
        }
        c.x = lyreBody(c.x);
        c.x = reverb(c.x, FX, 0.78, 0.22);
        return c.fadeOut(0.3).normalize(-8);
    }

    /** One coin dropped onto the pool: a clink on the pile, a bounce and a wobble as it settles. */
    static Clip coinIn(int variant) {
        Random r = rng("coin-in", variant);
        Clip c = new Clip(FX, 0.9);
        dropCoin(c, r, 0, 1.0);
        return c.fadeOut(0.15).normalize(-6);
    }

    /** One coin taken out of the pool: it slides off the pile and clinks against another. */
    static Clip coinOut(int variant) {
        Random r = rng("coin-out", variant);
        Clip c = new Clip(FX, 0.7);
        takeCoin(c, r, 0, 1.0);
        return c.fadeOut(0.15).normalize(-7);
    }

    /** Several coins counted into the pool, one after another. */
    static Clip coinsInMany() {
        Random r = rng("coins-in", 1);
        Clip c = new Clip(FX, 1.6);
        double t = 0;
        for (int k = 0; k < 5; k++) {
            dropCoin(c, r, t, 0.6 + 0.4 * r.nextDouble());
            t += 0.11 + 0.07 * r.nextDouble();
        }
        return c.fadeOut(0.2).normalize(-5);
    }

    /** Several coins gathered out of the pool: a scoop across the pile and a few clinks. */
    static Clip coinsOutMany() {
        Random r = rng("coins-out", 1);
        Clip c = new Clip(FX, 1.3);
        double[] scoop = envelope(noise(r, c.at(0.4)), FX, 0.05, 0.2, 0.15);
        scoop = highpass(FX, scoop, 2000);
        c.modes(scoop, 0, coinModes(r, 2500), taus(r, 0.05, 0.04, 0.03, 0.02, 0.02, 0.015), gains(0.3, 0.3, 0.25, 0.2, 0.15, 0.1));
        c.add(scoop, 0, 0.05);
        double t = 0.12;
        for (int k = 0; k < 4; k++) {
            clink(c, r, t, 0.5 + 0.5 * r.nextDouble(), 0.4);
            t += 0.07 + 0.08 * r.nextDouble();
        }
        return c.fadeOut(0.2).normalize(-6);
    }

    /** A turn with no move: two soft, low strings falling a fourth, and a muffled tap. */
    static Clip noMove() {
        Random r = rng("no-move", 1);
        Clip c = new Clip(FX, 1.8);
        pluck(c, r, 0.0, note("A3"), 0.8, 0.9, 0.3, 0.2);
        pluck(c, r, 0.3, note("E3"), 0.9, 1.1, 0.25, 0.2);
        c.x = lyreBody(c.x);
        Clip tap = new Clip(FX, 0.2);
        tap.modes(pulse(FX, 0.001), 0, jitter(r, 160, 1, 1.6, 2.4), taus(r, 0.04, 0.03, 0.02), gains(1, 0.6, 0.3));
        c.add(tap.x, c.at(0.3), 0.25);
        c.x = reverb(c.x, FX, 0.7, 0.18);
        return c.fadeOut(0.3).normalize(-10);
    }

    /** A win: a rising phrase on the lyre that ends on a strummed chord. */
    static Clip win() {
        Random r = rng("win", 1);
        Clip c = new Clip(FX, 4.2);
        String[] phrase = {"D4", "F#4", "A4", "D5", "B4", "D5"};
        double[] at = {0.0, 0.12, 0.24, 0.40, 0.62, 0.78};
        for (int i = 0; i < phrase.length; i++) {
            pluck(c, r, at[i], note(phrase[i]), 0.75, 1.4, 0.6, 0.17);
        }
        String[] chord = {"D4", "A4", "D5", "F#5"};
        for (int i = 0; i < chord.length; i++) {
            pluck(c, r, 1.05 + 0.018 * i, note(chord[i]), 0.8, 2.8, 0.55, 0.2);
        }
        pluck(c, r, 1.05, note("D3"), 0.6, 3.0, 0.4, 0.22);
        c.x = lyreBody(c.x);
        c.x = reverb(c.x, FX, 0.82, 0.25);
        return c.fadeOut(0.5).normalize(-4);
    }

    /** A loss: a slow falling phrase on the lyre, ending low. */
    static Clip loss() {
        Random r = rng("loss", 1);
        Clip c = new Clip(FX, 4.2);
        String[] phrase = {"A4", "G4", "F4", "E4", "D4"};
        for (int i = 0; i < phrase.length; i++) {
            pluck(c, r, 0.36 * i, note(phrase[i]), 0.7, 1.3, 0.35, 0.2);
        }
        pluck(c, r, 1.44, note("D3"), 0.8, 2.6, 0.3, 0.22);
        pluck(c, r, 1.46, note("A3"), 0.45, 2.4, 0.3, 0.22);
        c.x = lyreBody(c.x);
        c.x = reverb(c.x, FX, 0.8, 0.25);
        return c.fadeOut(0.5).normalize(-6);
    }

    /** The menu's hover: a tiny, soft reed tick. */
    static Clip hover() {
        Random r = rng("hover", 1);
        Clip c = new Clip(FX, 0.06);
        c.modes(pulse(FX, 0.0002), 0, jitter(r, 2400, 1, 1.62, 0.5), taus(r, 0.006, 0.004, 0.008), gains(1, 0.5, 0.4));
        return c.fadeOut(0.02).normalize(-18);
    }

    /** The menu's click: a small wooden block tapped. */
    static Clip click() {
        Random r = rng("click", 1);
        Clip c = new Clip(FX, 0.15);
        c.modes(pulse(FX, 0.0003), 0, jitter(r, 880, 1, 1.93, 3.3, 4.7), taus(r, 0.03, 0.02, 0.012, 0.008),
                gains(1, 0.6, 0.4, 0.25));
        return c.fadeOut(0.04).normalize(-10);
    }

    /**
     * The menu's motif: a calm melody in the Dorian mode on D over a soft drone, about sixteen
     * seconds, played on the lyre.
     */
    static Clip menuMotif() {
        Random r = rng("menu", 1);
        double beat = 0.45;
        String[] melody = {
            "A4", "-", "C5", "D5", "C5", "A4", "G4", "-",
            "F4", "G4", "A4", "-", "D4", "-", "-", "-",
            "A4", "C5", "D5", "F5", "E5", "D5", "C5", "A4",
            "G4", "A4", "F4", "E4", "D4", "-", "-", "-"};
        Clip c = new Clip(FX, melody.length * beat + 3.5);
        for (int i = 0; i < melody.length; i++) {
            if (!melody[i].equals("-")) {
                double accent = i % 4 == 0 ? 0.75 : 0.6;
                pluck(c, r, i * beat + 0.01 * r.nextDouble(), note(melody[i]), accent, 1.5, 0.5, 0.15 + 0.05 * r.nextDouble());
            }
        }
        for (int bar = 0; bar < melody.length / 4; bar++) {
            String low = bar % 2 == 0 ? "D3" : "A2";
            pluck(c, r, bar * 4 * beat, note(low), 0.45, 2.5, 0.3, 0.25);
        }
        pluck(c, r, 28 * beat + 0.02, note("A3"), 0.4, 3.0, 0.3, 0.2);
        c.x = lyreBody(c.x);
        c.x = reverb(c.x, FX, 0.84, 0.28);
        return c.fadeOut(1.0).normalize(-10);
    }

    /**
     * The night outside the window, one minute that loops: wind rising and falling through the
     * window, field crickets at a few distances, and a tree cricket's faint trill.
     */
    static Clip night() {
        Random r = rng("night", 1);
        double loop = 60;
        double fade = 3;
        int n = (int) ((loop + fade) * AMB);
        double period = loop;
        // Wind: pink-brown noise through a slowly wandering band; gusts rise and fall.
        double[] brown = brown(r, n);
        double[] pink = pink(r, n);
        double[] wind = new double[n];
        double[] whistle = new double[n];
        Svf band = new Svf();
        Svf whistleBand = new Svf();
        for (int i = 0; i < n; i++) {
            double t = i / (double) AMB;
            double wander = 0.5 + 0.25 * Math.sin(2 * Math.PI * t * 2 / period + 0.3) + 0.15 * Math.sin(2 * Math.PI * t * 5 / period + 1.1)
                    + 0.1 * Math.sin(2 * Math.PI * t * 11 / period + 2.0);
            double gust = 0.35 + 0.65 * Math.pow(0.5 + 0.5 * (0.6 * Math.sin(2 * Math.PI * t * 3 / period)
                    + 0.4 * Math.sin(2 * Math.PI * t * 7 / period + 0.7)), 2);
            double in = 0.7 * brown[i] + 0.3 * pink[i];
            wind[i] = band.bandpass(in, 220 + 420 * wander, 1.1, AMB) * gust;
            whistle[i] = whistleBand.bandpass(pink[i], 700 + 300 * wander, 9, AMB) * Math.pow(gust, 4);
        }
        double[] mix = new double[n];
        add(mix, normalizedRms(lowpass(AMB, wind, 2500, 0.7)), 0, 1.0);
        add(mix, normalizedRms(whistle), 0, 0.12);
        double[] rumble = lowpass(AMB, brown(r, n), 120, 0.7);
        add(mix, normalizedRms(rumble), 0, 0.35);
        // Field crickets: chirps of three or four syllables, singing for a while, then resting.
        double[] crickets = new double[n];
        double[][] singers = {{4450, 1.0, 0.52}, {4780, 0.55, 0.61}, {4150, 0.35, 0.47}, {5050, 0.22, 0.7}};
        for (double[] s : singers) {
            double t = r.nextDouble() * 2;
            while (t < loop + fade) {
                double song = 4 + 10 * r.nextDouble();
                double end = t + song;
                while (t < end && t < loop + fade) {
                    int syllables = 3 + r.nextInt(2);
                    for (int k = 0; k < syllables; k++) {
                        syllable(crickets, AMB, t + k * 0.034, s[0] * (1 + 0.004 * r.nextGaussian()), 0.016, s[1] * (0.8 + 0.2 * r.nextDouble()));
                    }
                    t += s[2] * (0.95 + 0.1 * r.nextDouble());
                }
                t += 2 + 5 * r.nextDouble();
            }
        }
        crickets = lowpass(AMB, crickets, 6500, 0.7);
        crickets = reverb(crickets, AMB, 0.75, 0.35);
        add(mix, normalizedRms(crickets), 0, 0.22);
        // A tree cricket far off: a steady pulsed trill that comes and goes.
        double[] trill = new double[n];
        for (double t = 0; t < loop + fade; t += 1 / 17.0) {
            double t0 = t;
            double swell = Math.pow(0.5 + 0.5 * Math.sin(2 * Math.PI * t0 * 2 / period - 1.2), 3);
            if (swell > 0.02) {
                syllable(trill, AMB, t0, 2900, 0.03, swell);
            }
        }
        add(mix, normalizedRms(trill), 0, 0.05);
        Clip c = new Clip(AMB, loop);
        c.x = seamless(mix, (int) (loop * AMB), (int) (fade * AMB));
        return c.normalizeRms(-33);
    }

    /**
     * The oil lamp's flame, half a minute that loops: a soft fluttering breath with a little hiss
     * and, now and then, a tiny crackle or sputter.
     */
    static Clip flame() {
        Random r = rng("flame", 1);
        double loop = 30;
        double fade = 2;
        int n = (int) ((loop + fade) * AMB);
        double[] flicker = lowpass(AMB, noise(r, n), 7, 0.7);
        flicker = normalizedRms(flicker);
        double[] slow = normalizedRms(lowpass(AMB, noise(r, n), 0.6, 0.7));
        // The flame's breath sits in the low middle, a soft rumble under it, a faint hiss above.
        double[] breath = normalizedRms(bandpass(AMB, pink(r, n), 380, 0.6));
        double[] rumble = normalizedRms(lowpass(AMB, brown(r, n), 160, 0.7));
        double[] hiss = normalizedRms(highpass(AMB, noise(r, n), 2800));
        double[] mix = new double[n];
        for (int i = 0; i < n; i++) {
            double level = Math.max(0.2, 1 + 0.35 * flicker[i] + 0.2 * slow[i]);
            mix[i] = (breath[i] + 0.5 * rumble[i] + 0.12 * hiss[i]) * level;
        }
        double[] pops = new double[n];
        double t = 0.5 * r.nextDouble();
        while (t < loop + fade) {
            int count = r.nextDouble() < 0.12 ? 3 + r.nextInt(4) : 1;
            double u = t;
            for (int k = 0; k < count; k++) {
                crackle(pops, r, u, (0.2 + 0.8 * r.nextDouble()) * (count > 1 ? 0.6 : 1));
                u += 0.015 + 0.04 * r.nextDouble();
            }
            t += -Math.log(1 - r.nextDouble()) / 0.7;
        }
        add(mix, pops, 0, 2.5);
        Clip c = new Clip(AMB, loop);
        c.x = seamless(mix, (int) (loop * AMB), (int) (fade * AMB));
        return c.normalizeRms(-36);
    }

    // ------------------------------------------------------------------------------------------
    // Building blocks
    // ------------------------------------------------------------------------------------------

    /** A strike on the hollow board: its low modes and the piece's higher ones. */
    static void strikeBoard(Clip c, Random r, double t, double amp, double contact) {
        Clip s = new Clip(FX, 0.6);
        double[] hit = pulse(FX, contact);
        double board = 150 + 60 * r.nextDouble();
        s.modes(hit, 0, jitter(r, board, 1, 1.52, 2.3, 3.1, 4.4, 6.0, 8.3),
                taus(r, 0.09, 0.07, 0.05, 0.035, 0.025, 0.018, 0.012), gains(0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2));
        double piece = 1300 + 600 * r.nextDouble();
        s.modes(hit, 0, jitter(r, piece, 1, 1.6, 2.5, 3.4), taus(r, 0.02, 0.012, 0.008, 0.005), gains(0.7, 0.45, 0.3, 0.2));
        c.add(s.fadeOut(0.15).x, c.at(t), amp);
    }

    /** The modes of a small thin disc of metal, from its lowest. */
    static double[] coinModes(Random r, double f0) {
        return jitter(r, f0, 1, 1.73, 2.33, 3.91, 4.11, 5.93);
    }

    /** One coin striking another on the pile: both ring briefly, damped by the pile. */
    static void clink(Clip c, Random r, double t, double amp, double damping) {
        Clip s = new Clip(FX, 1.5);
        double[] hit = pulse(FX, 0.00008);
        double f = 2100 + 900 * r.nextDouble();
        s.modes(hit, 0, coinModes(r, f), taus(r, 0.35 * damping, 0.25 * damping, 0.2 * damping, 0.12 * damping, 0.1 * damping,
                0.06 * damping), gains(1, 0.8, 0.6, 0.5, 0.4, 0.3));
        double g = f * (1.15 + 0.3 * r.nextDouble());
        s.modes(hit, 0, coinModes(r, g), taus(r, 0.1, 0.08, 0.06, 0.04, 0.03, 0.02), gains(0.5, 0.4, 0.3, 0.3, 0.2, 0.2));
        c.add(s.fadeOut(0.4).x, c.at(t), amp);
    }

    /** A coin dropped onto the pile: the strike, a bounce, then a wobble that quickens and dies. */
    static void dropCoin(Clip c, Random r, double t, double amp) {
        clink(c, r, t, amp, 0.7);
        double bounce = t + 0.05 + 0.03 * r.nextDouble();
        clink(c, r, bounce, amp * 0.35, 0.5);
        double gap = 0.045;
        double u = bounce + 0.06;
        double a = amp * 0.25;
        for (int k = 0; k < 7; k++) {
            clink(c, r, u, a, 0.25);
            u += gap;
            gap *= 0.72;
            a *= 0.75;
        }
    }

    /** A coin slid off the pile and lifted: a metal scrape, then one light clink. */
    static void takeCoin(Clip c, Random r, double t, double amp) {
        double length = 0.08 + 0.06 * r.nextDouble();
        double[] scrape = highpass(FX, envelope(noise(r, c.at(length + 0.05)), FX, 0.01, length, 0.04), 2500);
        Clip s = new Clip(FX, length + 0.4);
        s.modes(scrape, 0, coinModes(r, 2300 + 500 * r.nextDouble()), taus(r, 0.08, 0.06, 0.05, 0.03, 0.03, 0.02),
                gains(0.4, 0.4, 0.3, 0.3, 0.2, 0.2));
        c.add(s.fadeOut(0.1).x, c.at(t), amp * 0.5);
        c.add(scrape, c.at(t), amp * 0.03);
        clink(c, r, t + length + 0.02, amp * 0.7, 0.8);
    }

    /** One cricket syllable: a sine burst under a smooth envelope. */
    static void syllable(double[] out, int rate, double t, double f, double length, double amp) {
        int start = (int) (t * rate);
        int len = (int) (length * rate);
        for (int i = 0; i < len && start + i < out.length; i++) {
            double u = i / (double) len;
            double env = Math.sin(Math.PI * u);
            out[start + i] += amp * env * env * Math.sin(2 * Math.PI * f * (1 - 0.02 * u) * i / rate);
        }
    }

    /** One tiny crackle of the flame. */
    static void crackle(double[] out, Random r, double t, double amp) {
        Clip s = new Clip(AMB, 0.03);
        double f = 1500 + 3500 * r.nextDouble();
        s.modes(pulse(AMB, 0.0001), 0, jitter(r, f, 1, 1.7, 2.3), taus(r, 0.004, 0.003, 0.002), gains(1, 0.6, 0.4));
        add(out, s.x, (int) (t * AMB), amp);
    }

    /**
     * A plucked string (Karplus-Strong with a tuned fractional delay), added to the clip.
     *
     * @param t60 seconds for the note to fall by 60 dB
     * @param brightness 0..1, how bright the pluck is
     * @param position where along the string it is plucked, 0..0.5
     */
    static void pluck(Clip c, Random r, double t, double freq, double amp, double t60, double brightness, double position) {
        int rate = c.rate;
        double period = rate / freq - 0.5; // the averaging filter delays by half a sample
        int delay = (int) Math.floor(period);
        double frac = period - delay;
        if (frac < 0.1) {
            delay -= 1;
            frac += 1;
        }
        double apC = (1 - frac) / (1 + frac);
        double loss = Math.pow(10, -3.0 / (t60 * freq));
        double[] line = new double[delay];
        double[] excite = lowpass(rate, noise(r, delay), 500 + 7000 * brightness, 0.7);
        int pick = Math.max(1, (int) (position * delay));
        for (int i = 0; i < delay; i++) {
            line[i] = excite[i] - (i >= pick ? excite[i - pick] : 0);
        }
        double peak = 1e-9;
        for (double v : line) {
            peak = Math.max(peak, Math.abs(v));
        }
        int length = (int) (Math.min(t60 * 1.3, 6) * rate);
        int start = c.at(t);
        int idx = 0;
        double prev = 0;
        double apIn = 0;
        double apOut = 0;
        for (int n = 0; n < length && start + n < c.x.length; n++) {
            double cur = line[idx];
            double avg = 0.5 * (cur + prev) * loss;
            prev = cur;
            double y = apC * avg + apIn - apC * apOut;
            apIn = avg;
            apOut = y;
            line[idx] = y;
            idx = (idx + 1) % delay;
            double attack = Math.min(1, n / (0.002 * rate));
            c.x[start + n] += amp * attack * cur / peak;
        }
    }

    /** The lyre's sound box: a warm resonance around 250 and 550 Hz, and no harsh top. */
    static double[] lyreBody(double[] x) {
        double[] low = bandpass(FX, x, 250, 1.5);
        double[] mid = bandpass(FX, x, 560, 1.8);
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = x[i] + 0.5 * low[i] + 0.3 * mid[i];
        }
        return lowpass(FX, out, 5200, 0.7);
    }

    /** A half-sine pulse as long as a contact: shorter is harder and brighter. */
    static double[] pulse(int rate, double seconds) {
        int n = Math.max(1, (int) Math.round(seconds * rate));
        double[] p = new double[n];
        for (int i = 0; i < n; i++) {
            p[i] = Math.sin(Math.PI * (i + 0.5) / n);
        }
        return p;
    }

    static double[] noise(Random r, int n) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = 2 * r.nextDouble() - 1;
        }
        return x;
    }

    /** Pink noise (Paul Kellet's economy filter). */
    static double[] pink(Random r, int n) {
        double[] x = new double[n];
        double b0 = 0;
        double b1 = 0;
        double b2 = 0;
        for (int i = 0; i < n; i++) {
            double w = 2 * r.nextDouble() - 1;
            b0 = 0.99765 * b0 + w * 0.0990460;
            b1 = 0.96300 * b1 + w * 0.2965164;
            b2 = 0.57000 * b2 + w * 1.0526913;
            x[i] = b0 + b1 + b2 + w * 0.1848;
        }
        return x;
    }

    /** Brown noise: white noise integrated with a slow leak. */
    static double[] brown(Random r, int n) {
        double[] x = new double[n];
        double s = 0;
        for (int i = 0; i < n; i++) {
            s = 0.998 * s + 0.05 * (2 * r.nextDouble() - 1);
            x[i] = s;
        }
        return x;
    }

    /** Shapes a signal with a linear attack, a hold and an exponential-looking release (seconds). */
    static double[] envelope(double[] x, int rate, double attack, double hold, double release) {
        int a = (int) (attack * rate);
        int h = (int) (hold * rate);
        int rl = Math.max(1, (int) (release * rate));
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            double e;
            if (i < a) {
                e = i / (double) a;
            } else if (i < a + h) {
                e = 1;
            } else {
                double u = (i - a - h) / (double) rl;
                e = u >= 1 ? 0 : (1 - u) * (1 - u);
            }
            out[i] = x[i] * e;
        }
        return out;
    }

    static double[] jitter(Random r, double f0, double... ratios) {
        double[] f = new double[ratios.length];
        for (int i = 0; i < ratios.length; i++) {
            f[i] = f0 * ratios[i] * (1 + 0.02 * (r.nextDouble() - 0.5) * (i == 0 ? 0 : 1));
        }
        return f;
    }

    static double[] taus(Random r, double... t) {
        double[] out = new double[t.length];
        for (int i = 0; i < t.length; i++) {
            out[i] = t[i] * (0.85 + 0.3 * r.nextDouble());
        }
        return out;
    }

    static double[] gains(double... g) {
        return g;
    }

    static void add(double[] out, double[] x, int at, double gain) {
        for (int i = 0; i < x.length && at + i < out.length; i++) {
            if (at + i >= 0) {
                out[at + i] += gain * x[i];
            }
        }
    }

    static double[] normalizedRms(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v * v;
        }
        double rms = Math.sqrt(s / Math.max(1, x.length));
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = rms > 0 ? x[i] / rms : 0;
        }
        return out;
    }

    /**
     * A loop of {@code length} samples from a longer signal whose last {@code fade} samples are
     * blended into its start (equal power), so the end runs on into the beginning without a seam.
     */
    static double[] seamless(double[] x, int length, int fade) {
        double[] out = Arrays.copyOf(x, length);
        for (int i = 0; i < fade; i++) {
            double u = i / (double) fade;
            out[i] = x[i] * Math.sqrt(u) + x[length + i] * Math.sqrt(1 - u);
        }
        return out;
    }

    static double note(String name) {
        String[] letters = {"C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"};
        String pitch = name.substring(0, name.length() - 1);
        int octave = name.charAt(name.length() - 1) - '0';
        int semitone = Arrays.asList(letters).indexOf(pitch);
        if (semitone < 0) {
            throw new IllegalArgumentException("not a note: " + name);
        }
        int midi = 12 * (octave + 1) + semitone;
        return 440 * Math.pow(2, (midi - 69) / 12.0);
    }

    static Random rng(String name, int variant) {
        return new Random(name.hashCode() * 31L + variant);
    }

    // ------------------------------------------------------------------------------------------
    // Filters and reverb
    // ------------------------------------------------------------------------------------------

    /** A biquad from Robert Bristow-Johnson's cookbook, run over a whole signal. */
    static double[] biquad(double[] x, double b0, double b1, double b2, double a0, double a1, double a2) {
        double[] y = new double[x.length];
        double x1 = 0;
        double x2 = 0;
        double y1 = 0;
        double y2 = 0;
        for (int i = 0; i < x.length; i++) {
            double v = (b0 * x[i] + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
            x2 = x1;
            x1 = x[i];
            y2 = y1;
            y1 = v;
            y[i] = v;
        }
        return y;
    }

    static double[] lowpass(int rate, double[] x, double f, double q) {
        double w = 2 * Math.PI * Math.min(f, rate * 0.45) / rate;
        double alpha = Math.sin(w) / (2 * q);
        double cos = Math.cos(w);
        return biquad(x, (1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
    }

    static double[] highpass(int rate, double[] x, double f) {
        double w = 2 * Math.PI * Math.min(f, rate * 0.45) / rate;
        double alpha = Math.sin(w) / (2 * 0.707);
        double cos = Math.cos(w);
        return biquad(x, (1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
    }

    /** A band-pass with 0 dB at its centre. */
    static double[] bandpass(int rate, double[] x, double f, double q) {
        double w = 2 * Math.PI * Math.min(f, rate * 0.45) / rate;
        double alpha = Math.sin(w) / (2 * q);
        double cos = Math.cos(w);
        return biquad(x, alpha, 0, -alpha, 1 + alpha, -2 * cos, 1 - alpha);
    }

    /** A state-variable filter whose centre may move every sample (topology-preserving form). */
    static final class Svf {
        private double ic1;
        private double ic2;

        double bandpass(double in, double f, double q, int rate) {
            double g = Math.tan(Math.PI * Math.min(f, rate * 0.45) / rate);
            double k = 1 / q;
            double a1 = 1 / (1 + g * (g + k));
            double a2 = g * a1;
            double a3 = g * a2;
            double v3 = in - ic2;
            double v1 = a1 * ic1 + a2 * v3;
            double v2 = ic2 + a2 * ic1 + a3 * v3;
            ic1 = 2 * v1 - ic1;
            ic2 = 2 * v2 - ic2;
            return v1 * k;
        }
    }

    /** A small mono reverb (Schroeder-Moorer: eight damped combs, four all-passes), mixed in. */
    static double[] reverb(double[] x, int rate, double room, double wet) {
        int[] combs = {1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617};
        int[] passes = {556, 441, 341, 225};
        double scale = rate / 44100.0;
        double damp = 0.3;
        double[] acc = new double[x.length];
        for (int d : combs) {
            int len = Math.max(1, (int) (d * scale));
            double[] buf = new double[len];
            int idx = 0;
            double store = 0;
            for (int i = 0; i < x.length; i++) {
                double out = buf[idx];
                store = out * (1 - damp) + store * damp;
                buf[idx] = x[i] * 0.015 + store * room;
                idx = (idx + 1) % len;
                acc[i] += out;
            }
        }
        for (int d : passes) {
            int len = Math.max(1, (int) (d * scale));
            double[] buf = new double[len];
            int idx = 0;
            for (int i = 0; i < acc.length; i++) {
                double b = buf[idx];
                double out = -acc[i] + b;
                buf[idx] = acc[i] + b * 0.5;
                idx = (idx + 1) % len;
                acc[i] = out;
            }
        }
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = x[i] * (1 - wet) + acc[i] * wet * 3;
        }
        return y;
    }

    // ------------------------------------------------------------------------------------------
    // A clip, and writing it
    // ------------------------------------------------------------------------------------------

    /** Mono samples at a rate, with the operations the sounds above are made of. */
    static final class Clip {
        final int rate;
        double[] x;

        Clip(int rate, double seconds) {
            this.rate = rate;
            this.x = new double[(int) Math.ceil(seconds * rate)];
        }

        int at(double seconds) {
            return (int) Math.round(seconds * rate);
        }

        double seconds() {
            return x.length / (double) rate;
        }

        void add(double[] s, int at, double gain) {
            MakeSounds.add(x, s, at, gain);
        }

        /**
         * Adds an excitation rung through damped two-pole resonators, one per mode: an impulse
         * gives each mode a decaying sine of amplitude {@code gain}.
         */
        void modes(double[] excitation, int at, double[] freqs, double[] taus, double[] gains) {
            for (int m = 0; m < freqs.length; m++) {
                if (freqs[m] >= rate * 0.45) {
                    continue;
                }
                double w = 2 * Math.PI * freqs[m] / rate;
                double r = Math.exp(-1 / (taus[m] * rate));
                double a1 = 2 * r * Math.cos(w);
                double a2 = -r * r;
                double b0 = Math.sin(w) * gains[m];
                double y1 = 0;
                double y2 = 0;
                for (int i = at; i < x.length; i++) {
                    int k = i - at;
                    double in = k < excitation.length ? excitation[k] : 0;
                    double y = b0 * in + a1 * y1 + a2 * y2;
                    y2 = y1;
                    y1 = y;
                    x[i] += y;
                }
            }
        }

        Clip fadeOut(double seconds) {
            int n = Math.min(x.length, at(seconds));
            for (int i = 0; i < n; i++) {
                double u = i / (double) n;
                x[x.length - 1 - i] *= u * u;
            }
            return this;
        }

        /** Takes out any offset below hearing, then scales the clip to the given peak. */
        Clip normalize(double peakDb) {
            x = highpass(rate, x, 25);
            double peak = 1e-12;
            for (double v : x) {
                peak = Math.max(peak, Math.abs(v));
            }
            double g = Math.pow(10, peakDb / 20) / peak;
            for (int i = 0; i < x.length; i++) {
                x[i] *= g;
            }
            return this;
        }

        Clip normalizeRms(double rmsDb) {
            double s = 0;
            for (double v : x) {
                s += v * v;
            }
            double rms = Math.sqrt(s / x.length);
            double g = Math.pow(10, rmsDb / 20) / rms;
            double peak = 0;
            for (int i = 0; i < x.length; i++) {
                x[i] *= g;
                peak = Math.max(peak, Math.abs(x[i]));
            }
            if (peak > 0.9) {
                throw new IllegalStateException("a quiet loop should not peak at " + peak);
            }
            return this;
        }
    }

    /** Writes the clip as 16-bit WAV into a temporary file and encodes it to Vorbis with sox. */
    static void encode(Clip clip, Path file) throws IOException, InterruptedException {
        Files.createDirectories(file.getParent());
        Path wav = Files.createTempFile("ur-sound", ".wav");
        try {
            Files.write(wav, wav(clip));
            int quality = clip.rate == AMB ? 2 : 4;
            Process p;
            try {
                p = new ProcessBuilder("sox", "-V1", wav.toString(), "-C", String.valueOf(quality), file.toString())
                        .inheritIO().start();
            } catch (IOException e) {
                throw new IOException("sox is needed to encode Vorbis: apt-get install -y sox libsox-fmt-all", e);
            }
            if (p.waitFor() != 0) {
                throw new IOException("sox failed on " + file);
            }
        } finally {
            Files.deleteIfExists(wav);
        }
    }

    static byte[] wav(Clip clip) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        int data = clip.x.length * 2;
        out.writeBytes("RIFF");
        out.writeInt(Integer.reverseBytes(36 + data));
        out.writeBytes("WAVEfmt ");
        out.writeInt(Integer.reverseBytes(16));
        out.writeShort(Short.reverseBytes((short) 1));
        out.writeShort(Short.reverseBytes((short) 1));
        out.writeInt(Integer.reverseBytes(clip.rate));
        out.writeInt(Integer.reverseBytes(clip.rate * 2));
        out.writeShort(Short.reverseBytes((short) 2));
        out.writeShort(Short.reverseBytes((short) 16));
        out.writeBytes("data");
        out.writeInt(Integer.reverseBytes(data));
        Random dither = new Random(1);
        for (double v : clip.x) {
            double s = v * 32767 + (dither.nextDouble() - dither.nextDouble());
            int q = (int) Math.max(-32768, Math.min(32767, Math.round(s)));
            out.writeShort(Short.reverseBytes((short) q));
        }
        out.flush();
        return bytes.toByteArray();
    }
}
