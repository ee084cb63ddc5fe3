package net.ur.client.ui;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.client.words.Words;
import net.ur.rules.Player;

/**
 * The settings screen: the players' names, edited in place, then each setting as a line that
 * steps through its values when clicked or when Enter or Right is pressed on it, and back with
 * Left; a value is shown as the file holds it, also between the offered steps; every change is saved at
 * once to the player's settings file. The window's size, fullscreen and vertical sync change at once
 * (a new window, see {@link Navigator#applyWindow}), and so does the render scale (the 3D scene drawn
 * smaller and stretched, see {@link net.ur.client.world.RenderScaleState}); graphics quality takes
 * effect at the next start, and the screen says so. The language changes at once: this screen is
 * built again in it, and every other screen when it is next shown.
 */
public class SettingsScreen extends ScreenState {

    /**
     * One setting: its name, the values it steps through (ascending), how to read and write it,
     * and how its value reads on screen. A value the file holds between the steps (a hand-edited
     * volume of 0.5) is shown as it is, and a step goes to the nearest offered value that way.
     */
    private record Choice(String key, double[] steps, ToDoubleFunction<Settings> read, DoubleFunction<String> label,
            java.util.function.BiFunction<Settings, Double, Settings> write) {

        /** The setting's name in the language in use. */
        String name() {
            return Words.get("settings." + key);
        }

        /** The index of a value among the steps, or -1 when it is between them. */
        int indexOf(double v) {
            for (int i = 0; i < steps.length; i++) {
                if (Math.abs(steps[i] - v) < 1e-4) {
                    return i;
                }
            }
            return -1;
        }

        /** The value after {@code v} (delta +1) or before it (-1), coming round at the ends. */
        double step(double v, int delta) {
            int i = indexOf(v);
            if (i >= 0) {
                return steps[Math.floorMod(i + delta, steps.length)];
            }
            if (delta > 0) {
                for (double s : steps) {
                    if (s > v) {
                        return s;
                    }
                }
                return steps[0];
            }
            for (int j = steps.length - 1; j >= 0; j--) {
                if (steps[j] < v) {
                    return steps[j];
                }
            }
            return steps[steps.length - 1];
        }
    }

    /** A window size as one number that orders sizes by width, then height. */
    private static double window(int width, int height) {
        return width * 100_000.0 + height;
    }

    private static final double[] WINDOWS = {window(1024, 768), window(1280, 720), window(1600, 900), window(1920, 1080)};
    private static final double[] OFF_ON = {0, 1};
    /** The languages, by their place in {@link Words#LANGUAGES}. */
    private static final double[] LANGUAGES = java.util.stream.IntStream.range(0, Words.LANGUAGES.size()).asDoubleStream().toArray();
    private static final double[] SPEEDS = {0.5, 1, 1.5, 2};
    private static final List<String> SPEED_NAMES = List.of("speed.slow", "speed.normal", "speed.quick", "speed.fast");
    private static final double[] VOLUMES = {0, 0.2, 0.4, 0.6, 0.8, 1};
    /** The render scales offered; 0 is auto (see Settings#renderScaleFor). */
    private static final double[] SCALES = {Settings.AUTO_SCALE, 0.5, 0.6, 0.75, 0.85, 1};

    /** A share as a whole percentage, e.g. 0.5 as {@code 50%}. */
    private static String percent(double v) {
        return Words.get("value.percent", Math.round(v * 100));
    }

    private static String offOn(double v) {
        return Words.get(v == 0 ? "value.off" : "value.on");
    }

    static final List<Choice> CHOICES = List.of(
            new Choice("language", LANGUAGES, s -> Words.LANGUAGES.indexOf(Words.language()),
                    v -> v < 0 ? Words.get("language.name") : Words.in(Words.LANGUAGES.get((int) v), "language.name"),
                    (s, v) -> s.withLanguage(Words.LANGUAGES.get((int) Math.round(v)))),
            new Choice("quality", new double[] {0, 1, 2, 3}, s -> s.quality().ordinal(),
                    v -> Words.get("quality." + GameOptions.Quality.values()[(int) v].name().toLowerCase(Locale.ROOT)),
                    (s, v) -> s.withQuality(GameOptions.Quality.values()[(int) Math.round(v)])),
            new Choice("renderScale", SCALES, Settings::renderScale, v -> v == Settings.AUTO_SCALE ? Words.get("value.auto") : percent(v),
                    (s, v) -> s.withRenderScale(v.floatValue())),
            new Choice("window", WINDOWS, s -> window(s.width(), s.height()),
                    v -> Words.get("value.window", String.valueOf((long) (v / 100_000)), String.valueOf((long) (v % 100_000))),
                    (s, v) -> s.withWindow((int) (v / 100_000), (int) (v % 100_000), s.fullscreen(), s.vsync())),
            new Choice("fullscreen", OFF_ON, s -> s.fullscreen() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withWindow(s.width(), s.height(), v == 1, s.vsync())),
            new Choice("vsync", OFF_ON, s -> s.vsync() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withWindow(s.width(), s.height(), s.fullscreen(), v == 1)),
            new Choice("speed", SPEEDS, Settings::animationSpeed,
                    v -> {
                        for (int i = 0; i < SPEEDS.length; i++) {
                            if (Math.abs(SPEEDS[i] - v) < 1e-4) {
                                return Words.get(SPEED_NAMES.get(i));
                            }
                        }
                        return Words.get("speed.times", v);
                    },
                    (s, v) -> s.withAnimationSpeed(v.floatValue())),
            new Choice("reducedMotion", OFF_ON, s -> s.reducedMotion() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withReducedMotion(v == 1)),
            new Choice("cameraFollow", OFF_ON, s -> s.cameraFollow() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withCameraFollow(v == 1)),
            new Choice("masterVolume", VOLUMES, Settings::masterVolume, v -> v == 0 ? Words.get("value.off") : percent(v),
                    (s, v) -> s.withVolumes(v.floatValue(), s.effectsVolume(), s.ambientVolume())),
            new Choice("effectsVolume", VOLUMES, Settings::effectsVolume, v -> v == 0 ? Words.get("value.off") : percent(v),
                    (s, v) -> s.withVolumes(s.masterVolume(), v.floatValue(), s.ambientVolume())),
            new Choice("ambientVolume", VOLUMES, Settings::ambientVolume, v -> v == 0 ? Words.get("value.off") : percent(v),
                    (s, v) -> s.withVolumes(s.masterVolume(), s.effectsVolume(), v.floatValue())));

    /** The settings of the window, which change it at once. */
    private static final List<String> WINDOW_CHOICES = List.of("window", "fullscreen", "vsync");

    private final java.util.Map<Choice, Button> buttons = new java.util.HashMap<>();

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label(Words.get("settings.title"), UrStyle.SUBTITLE, UrStyle.NAME));
        Settings now = current();
        addTextField(panel, Words.get("settings.lightName"), now.lightName(), NAME_LENGTH, name -> rename(Player.LIGHT, name));
        addTextField(panel, Words.get("settings.darkName"), now.darkName(), NAME_LENGTH, name -> rename(Player.DARK, name));
        for (Choice c : CHOICES) {
            Button b = addValueLine(panel, c.key(), UrStyle.BODY.getId(), delta -> step(c, delta));
            buttons.put(c, b);
        }
        Label note = panel.addChild(new Label(Words.get("settings.note"), UrStyle.BODY, UrStyle.NAME));
        note.setMaxWidth(560);
        note.setFontSize(20f);
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 12, 0));
        addButton(panel, "back", Words.get("common.back"), UrStyle.MENU_BUTTON.getId(), () -> screens().back());
        refresh();
        return panel;
    }

    /** The longest name a player can have. */
    static final int NAME_LENGTH = Settings.NAME_LENGTH;

    /** Keeps a player's new name, if it is one (not blank); says whether it was kept. */
    private boolean rename(Player player, String name) {
        SettingsState state = getState(SettingsState.class);
        String n = name.strip();
        if (state == null || n.isEmpty() || n.length() > NAME_LENGTH) {
            return false;
        }
        Settings s = state.get();
        state.set(player == Player.LIGHT ? s.withNames(n, s.darkName()) : s.withNames(s.lightName(), n));
        return true;
    }

    private Settings current() {
        SettingsState s = getState(SettingsState.class);
        return s == null ? Settings.DEFAULTS : s.get();
    }

    /** Gives a setting its next value (+1) or the one before (-1), and saves it. */
    private void step(Choice c, int delta) {
        SettingsState state = getState(SettingsState.class);
        if (state == null) {
            return;
        }
        Settings changed = c.write().apply(state.get(), c.step(c.read().applyAsDouble(state.get()), delta));
        state.set(changed);
        if (c.key().equals("language")) {
            // The whole interface speaks the new language at once: this screen now, the others when next shown.
            Words.use(changed.language());
            rebuild();
            return;
        }
        if (WINDOW_CHOICES.contains(c.key()) && getApplication() instanceof Navigator app) {
            app.applyWindow(changed.width(), changed.height(), changed.fullscreen(), changed.vsync());
        }
        refresh();
    }

    private void refresh() {
        Settings s = current();
        for (Choice c : CHOICES) {
            buttons.get(c).setText(Words.get("settings.line", c.name(), c.label().apply(c.read().applyAsDouble(s))));
        }
    }

    /**
     * The label a setting shows now, for tests.
     *
     * @param name the setting's name, in English or in the language in use, e.g. {@code Animation speed}
     * @return its value's label
     */
    public String valueOf(String name) {
        for (Choice c : CHOICES) {
            if (c.name().equalsIgnoreCase(name) || Words.in("en", "settings." + c.key()).equalsIgnoreCase(name)) {
                return c.label().apply(c.read().applyAsDouble(current()));
            }
        }
        throw new IllegalArgumentException("no setting named " + name);
    }
}
