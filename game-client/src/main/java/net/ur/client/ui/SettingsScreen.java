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
import java.util.function.Function;
import net.ur.client.GameOptions;
import net.ur.client.UrApp;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.rules.Player;

/**
 * The settings screen: the players' names, edited in place, then each setting as a button that
 * steps through its values when clicked or when Enter is pressed on it; every change is saved at
 * once to the player's settings file. The window's size, fullscreen and vertical sync change at once
 * (a new window, see {@link UrApp#applyWindow}), and so does the render scale (the 3D scene drawn
 * smaller and stretched, see {@link net.ur.client.world.RenderScaleState}); graphics quality takes
 * effect at the next start, and the screen says so.
 */
public class SettingsScreen extends ScreenState {

    /** One setting: its name, its values' labels, and how to read and write it. */
    private record Choice(String name, List<String> labels, Function<Settings, Integer> read,
            java.util.function.BiFunction<Settings, Integer, Settings> write) {
    }

    private static final List<float[]> WINDOWS = List.of(new float[] {1280, 720}, new float[] {1600, 900},
            new float[] {1920, 1080}, new float[] {1024, 768});
    private static final float[] SPEEDS = {0.5f, 1f, 1.5f, 2f};
    private static final float[] VOLUMES = {0f, 0.2f, 0.4f, 0.6f, 0.8f, 1f};
    /** The render scales offered; 0 is auto (see Settings#renderScaleFor). */
    private static final float[] SCALES = {Settings.AUTO_SCALE, 1f, 0.85f, 0.75f, 0.6f, 0.5f};

    private static int nearest(float[] values, float v) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (Math.abs(values[i] - v) < Math.abs(values[best] - v)) {
                best = i;
            }
        }
        return best;
    }

    private static List<String> percent() {
        return List.of("off", "20%", "40%", "60%", "80%", "100%");
    }

    static final List<Choice> CHOICES = List.of(
            new Choice("Graphics quality", List.of("auto", "low", "medium", "high"),
                    s -> s.quality().ordinal(), (s, i) -> s.withQuality(GameOptions.Quality.values()[i])),
            new Choice("Render scale", List.of("auto", "100%", "85%", "75%", "60%", "50%"),
                    s -> nearest(SCALES, s.renderScale()), (s, i) -> s.withRenderScale(SCALES[i])),
            new Choice("Window", List.of("1280 x 720", "1600 x 900", "1920 x 1080", "1024 x 768"),
                    s -> {
                        for (int i = 0; i < WINDOWS.size(); i++) {
                            if (WINDOWS.get(i)[0] == s.width() && WINDOWS.get(i)[1] == s.height()) {
                                return i;
                            }
                        }
                        return 0;
                    },
                    (s, i) -> s.withWindow((int) WINDOWS.get(i)[0], (int) WINDOWS.get(i)[1], s.fullscreen(), s.vsync())),
            new Choice("Fullscreen", List.of("off", "on"), s -> s.fullscreen() ? 1 : 0,
                    (s, i) -> s.withWindow(s.width(), s.height(), i == 1, s.vsync())),
            new Choice("Vertical sync", List.of("off", "on"), s -> s.vsync() ? 1 : 0,
                    (s, i) -> s.withWindow(s.width(), s.height(), s.fullscreen(), i == 1)),
            new Choice("Animation speed", List.of("slow", "normal", "quick", "fast"), s -> nearest(SPEEDS, s.animationSpeed()),
                    (s, i) -> s.withAnimationSpeed(SPEEDS[i])),
            new Choice("Reduced motion", List.of("off", "on"), s -> s.reducedMotion() ? 1 : 0,
                    (s, i) -> s.withReducedMotion(i == 1)),
            new Choice("Camera follows the action", List.of("off", "on"), s -> s.cameraFollow() ? 1 : 0,
                    (s, i) -> s.withCameraFollow(i == 1)),
            new Choice("Master volume", percent(), s -> nearest(VOLUMES, s.masterVolume()),
                    (s, i) -> s.withVolumes(VOLUMES[i], s.effectsVolume(), s.ambientVolume())),
            new Choice("Effects volume", percent(), s -> nearest(VOLUMES, s.effectsVolume()),
                    (s, i) -> s.withVolumes(s.masterVolume(), VOLUMES[i], s.ambientVolume())),
            new Choice("Ambience volume", percent(), s -> nearest(VOLUMES, s.ambientVolume()),
                    (s, i) -> s.withVolumes(s.masterVolume(), s.effectsVolume(), VOLUMES[i])));

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
            Button b = addButton(panel, "", UrStyle.BODY.getId(), () -> step(c));
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
    static final int NAME_LENGTH = 24;

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

    private void step(Choice c) {
        SettingsState state = getState(SettingsState.class);
        if (state == null) {
            return;
        }
        int next = (c.read().apply(state.get()) + 1) % c.labels().size();
        Settings changed = c.write().apply(state.get(), next);
        state.set(changed);
        if (WINDOW_CHOICES.contains(c.name()) && getApplication() instanceof UrApp app) {
            app.applyWindow(changed.width(), changed.height(), changed.fullscreen(), changed.vsync());
        }
        refresh();
    }

    private void refresh() {
        Settings s = current();
        for (Choice c : CHOICES) {
            buttons.get(c).setText(c.name() + ": " + c.labels().get(c.read().apply(s)));
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
                return c.labels().get(c.read().apply(current()));
            }
        }
        throw new IllegalArgumentException("no setting named " + name);
    }
}
