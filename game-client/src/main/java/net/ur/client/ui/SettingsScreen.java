package net.ur.client.ui;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.rules.Player;

/**
 * The settings screen: the players' names, edited in place, then each setting as a line that
 * steps through its values when clicked or when Enter or Right is pressed on it, and back with
 * Left; a value is shown as the file holds it, also between the offered steps; every change is saved at
 * once to the player's settings file. The window's size, fullscreen and vertical sync change at once
 * (a new window, see {@link Navigator#applyWindow}), and so does the render scale (the 3D scene drawn
 * smaller and stretched, see {@link net.ur.client.world.RenderScaleState}); graphics quality takes
 * effect at the next start, and the screen says so.
 */
public class SettingsScreen extends ScreenState {

    /**
     * One setting: its name, the values it steps through (ascending), how to read and write it,
     * and how its value reads on screen. A value the file holds between the steps (a hand-edited
     * volume of 0.5) is shown as it is, and a step goes to the nearest offered value that way.
     */
    private record Choice(String name, double[] steps, ToDoubleFunction<Settings> read, DoubleFunction<String> label,
            java.util.function.BiFunction<Settings, Double, Settings> write) {

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
    private static final double[] SPEEDS = {0.5, 1, 1.5, 2};
    private static final List<String> SPEED_NAMES = List.of("slow", "normal", "quick", "fast");
    private static final double[] VOLUMES = {0, 0.2, 0.4, 0.6, 0.8, 1};
    /** The render scales offered; 0 is auto (see Settings#renderScaleFor). */
    private static final double[] SCALES = {Settings.AUTO_SCALE, 0.5, 0.6, 0.75, 0.85, 1};

    /** A share as a whole percentage, e.g. 0.5 as {@code 50%}. */
    private static String percent(double v) {
        return Math.round(v * 100) + "%";
    }

    private static String offOn(double v) {
        return v == 0 ? "off" : "on";
    }

    static final List<Choice> CHOICES = List.of(
            new Choice("Graphics quality", new double[] {0, 1, 2, 3}, s -> s.quality().ordinal(),
                    v -> GameOptions.Quality.values()[(int) v].name().toLowerCase(Locale.ROOT),
                    (s, v) -> s.withQuality(GameOptions.Quality.values()[(int) Math.round(v)])),
            new Choice("Render scale", SCALES, Settings::renderScale, v -> v == Settings.AUTO_SCALE ? "auto" : percent(v),
                    (s, v) -> s.withRenderScale(v.floatValue())),
            new Choice("Window", WINDOWS, s -> window(s.width(), s.height()),
                    v -> (long) (v / 100_000) + " x " + (long) (v % 100_000),
                    (s, v) -> s.withWindow((int) (v / 100_000), (int) (v % 100_000), s.fullscreen(), s.vsync())),
            new Choice("Fullscreen", OFF_ON, s -> s.fullscreen() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withWindow(s.width(), s.height(), v == 1, s.vsync())),
            new Choice("Vertical sync", OFF_ON, s -> s.vsync() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withWindow(s.width(), s.height(), s.fullscreen(), v == 1)),
            new Choice("Animation speed", SPEEDS, Settings::animationSpeed,
                    v -> {
                        for (int i = 0; i < SPEEDS.length; i++) {
                            if (Math.abs(SPEEDS[i] - v) < 1e-4) {
                                return SPEED_NAMES.get(i);
                            }
                        }
                        return String.format(Locale.ROOT, "%.2f times normal", v);
                    },
                    (s, v) -> s.withAnimationSpeed(v.floatValue())),
            new Choice("Reduced motion", OFF_ON, s -> s.reducedMotion() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withReducedMotion(v == 1)),
            new Choice("Camera follows the action", OFF_ON, s -> s.cameraFollow() ? 1 : 0, SettingsScreen::offOn,
                    (s, v) -> s.withCameraFollow(v == 1)),
            new Choice("Master volume", VOLUMES, Settings::masterVolume, v -> v == 0 ? "off" : percent(v),
                    (s, v) -> s.withVolumes(v.floatValue(), s.effectsVolume(), s.ambientVolume())),
            new Choice("Effects volume", VOLUMES, Settings::effectsVolume, v -> v == 0 ? "off" : percent(v),
                    (s, v) -> s.withVolumes(s.masterVolume(), v.floatValue(), s.ambientVolume())),
            new Choice("Ambience volume", VOLUMES, Settings::ambientVolume, v -> v == 0 ? "off" : percent(v),
                    (s, v) -> s.withVolumes(s.masterVolume(), s.effectsVolume(), v.floatValue())));

    /** The settings of the window, which change it at once. */
    private static final List<String> WINDOW_CHOICES = List.of("Window", "Fullscreen", "Vertical sync");

    private final java.util.Map<Choice, Button> buttons = new java.util.HashMap<>();

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label("Settings", UrStyle.SUBTITLE, UrStyle.NAME));
        Settings now = current();
        addTextField(panel, "Light player's name:", now.lightName(), NAME_LENGTH, name -> rename(Player.LIGHT, name));
        addTextField(panel, "Dark player's name:", now.darkName(), NAME_LENGTH, name -> rename(Player.DARK, name));
        for (Choice c : CHOICES) {
            Button b = addValueLine(panel, c.name(), UrStyle.BODY.getId(), delta -> step(c, delta));
            buttons.put(c, b);
        }
        Label note = panel.addChild(new Label("The window and the render scale change at once; graphics quality when the game starts again. "
                + "At low quality the render scale applies while the view moves (auto: 60% in a game, 75% behind the menus); a still view is drawn at full size. Auto above: full size.",
                UrStyle.BODY, UrStyle.NAME));
        note.setMaxWidth(560);
        note.setFontSize(20f);
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, 12, 0));
        addButton(panel, "Back", UrStyle.MENU_BUTTON.getId(), () -> screens().back());
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
        if (WINDOW_CHOICES.contains(c.name()) && getApplication() instanceof Navigator app) {
            app.applyWindow(changed.width(), changed.height(), changed.fullscreen(), changed.vsync());
        }
        refresh();
    }

    private void refresh() {
        Settings s = current();
        for (Choice c : CHOICES) {
            buttons.get(c).setText(c.name() + ": " + c.label().apply(c.read().applyAsDouble(s)));
        }
    }

    /**
     * The label a setting shows now, for tests.
     *
     * @param name the setting's name, e.g. {@code Animation speed}
     * @return its value's label
     */
    public String valueOf(String name) {
        for (Choice c : CHOICES) {
            if (c.name().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return c.label().apply(c.read().applyAsDouble(current()));
            }
        }
        throw new IllegalArgumentException("no setting named " + name);
    }
}
