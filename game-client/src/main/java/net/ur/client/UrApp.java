package net.ur.client;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.audio.AudioListenerState;
import com.jme3.system.AppSettings;
import com.simsilica.lemur.GuiGlobals;
import net.ur.client.audio.AudioProbe;
import net.ur.client.audio.SoundState;
import net.ur.client.board.BoardLayout;
import net.ur.client.camera.CameraDriftState;
import net.ur.client.es.EntityDataState;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.SettingsState;
import net.ur.client.settings.SettingsStore;
import net.ur.client.ui.CreditsScreen;
import net.ur.client.ui.GameSetupScreen;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.Navigator;
import net.ur.client.ui.RulesScreen;
import net.ur.client.ui.Screens;
import net.ur.client.ui.SettingsScreen;
import net.ur.client.ui.UrStyle;
import net.ur.client.view.BoardBuilder;
import net.ur.client.world.RoomState;
import net.ur.rules.sets.RuleSets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game application. Its constructor composes one app state per concern (the room, the camera,
 * the entity data, the screens); {@link #simpleInitApp} only wires the globals: Lemur, the style
 * and the input mappings.
 */
public class UrApp extends SimpleApplication implements Navigator {

    private static final Logger LOG = LoggerFactory.getLogger(UrApp.class);

    /** The window's title. */
    public static final String TITLE = "Ur \u2014 The Royal Game";

    /** The exit status of a game that finds no display to open its window on. */
    public static final int NO_DISPLAY = 3;

    private final GameOptions options;
    private final PlaySetup firstGame;
    /** A game's replay to open at once instead of the main menu ({@code ./ur review FILE}), or null. */
    private net.ur.client.replay.ReplayState firstReplay;
    /** The lesson to start at once instead of the main menu, or null. */
    private String firstLesson;
    /** The primary monitor's size as found before the window was made; 0 when unknown (headless). */
    private int displayWidth;
    private int displayHeight;

    /**
     * Creates the game with the given window options.
     *
     * @param options window and quality options; not null
     */
    public UrApp(GameOptions options) {
        this(options, null);
    }

    /**
     * Creates the game, going straight into a game instead of the main menu.
     *
     * @param options window and quality options; not null
     * @param firstGame the game to start at once, or null for the main menu
     */
    public UrApp(GameOptions options, PlaySetup firstGame) {
        super(initialStates(options));
        jme3utilities.Validate.nonNull(options, "options");
        if (System.getProperty(net.ur.client.physics.Physics.NATIVES_PROPERTY) != null) {
            net.ur.client.physics.Physics.ensureLoaded();
        }
        this.options = options;
        this.firstGame = firstGame;
        setShowSettings(false);
        setPauseOnLostFocus(false);
        setDisplayStatView(false);
        setDisplayFps(false);
        setSettings(windowSettings(options));
        stateManager.attach(new net.ur.client.remote.NetPlayState(this::returnToMenu));
    }

    /**
     * Creates the game, going straight into a lesson instead of the main menu.
     *
     * @param options window and quality options; not null
     * @param lesson the lesson's name ({@code classic}, {@code babylonian}, {@code ravensburg}); not null
     * @return the game, not started
     */
    public static UrApp withLesson(GameOptions options, String lesson) {
        jme3utilities.Validate.nonNull(lesson, "lesson");
        UrApp app = new UrApp(options, null);
        app.firstLesson = lesson;
        return app;
    }

    private static AppState[] initialStates(GameOptions options) {
        List<AppState> states = new ArrayList<>();
        states.add(new AudioListenerState());
        states.add(new SoundState());
        states.add(new EntityDataState());
        states.add(new net.ur.client.perfect.PerfectTablesState(net.ur.client.perfect.PerfectTables.forPlayer()));
        states.add(new SettingsState(SettingsStore.forPlayer(), SavedGames.forPlayer()));
        states.add(new RoomState(GameOptions.Quality.LOW));
        states.add(new net.ur.client.world.RenderScaleState());
        states.add(new net.ur.client.world.SceneCacheState());
        states.add(new CameraDriftState());
        states.add(new Screens());
        states.add(new MainMenuScreen());
        states.add(new GameSetupScreen());
        states.add(new net.ur.client.ui.SavedGamesScreen());
        states.add(new net.ur.client.ui.LuckScreen());
        states.add(new RulesScreen());
        states.add(new SettingsScreen());
        states.add(new CreditsScreen());
        states.add(new net.ur.client.remote.NetworkScreen());
        states.add(new net.ur.client.lesson.LearnScreen());
        net.ur.client.bench.FirstFrameMark mark = net.ur.client.bench.FirstFrameMark.fromEnvironment();
        if (mark != null) {
            states.add(mark);
        }
        return states.toArray(new AppState[0]);
    }

    /**
     * Starts the game. In a window, the display is looked at first ({@link DisplayProbe}): with
     * none, the program says so in one line on the error stream and ends with status
     * {@link #NO_DISPLAY} (the launcher has handed the process to the game; there is nothing else it
     * can do); a window larger than the monitor is made the monitor's size, and the main menu says so.
     */
    @Override
    public void start(com.jme3.system.JmeContext.Type contextType, boolean waitFor) {
        if (contextType == com.jme3.system.JmeContext.Type.Display) {
            DisplayProbe.Result display = DisplayProbe.probe();
            if (display.problem() != null) {
                // Said to the person who ran ./ur, as the launcher says its errors; no stack trace.
                System.err.println("ur: " + display.problem());
                System.exit(NO_DISPLAY);
            }
            displayWidth = display.width();
            displayHeight = display.height();
            int[] fitted = fit(settings.getWidth(), settings.getHeight(), displayWidth, displayHeight);
            if (fitted[0] != settings.getWidth() || fitted[1] != settings.getHeight()) {
                String said = "The window asked for, " + settings.getWidth() + " x " + settings.getHeight()
                        + ", is larger than the screen (" + displayWidth + " x " + displayHeight + "): it was opened at "
                        + fitted[0] + " x " + fitted[1] + ".";
                LOG.warn(said);
                SettingsState state = stateManager.getState(SettingsState.class);
                if (state != null) {
                    state.notice(said);
                }
                settings.setResolution(fitted[0], fitted[1]);
                settings.setWindowSize(fitted[0], fitted[1]);
            }
        }
        super.start(contextType, waitFor);
    }

    /**
     * A window's size within a display's.
     *
     * @param width the width asked for
     * @param height the height asked for
     * @param displayWidth the display's width, or 0 or less when it is not known
     * @param displayHeight the display's height, or 0 or less when it is not known
     * @return the width and height, each no larger than the display's
     */
    public static int[] fit(int width, int height, int displayWidth, int displayHeight) {
        return new int[] {displayWidth > 0 ? Math.min(width, displayWidth) : width,
                displayHeight > 0 ? Math.min(height, displayHeight) : height};
    }

    /** The options this game was started with. */
    public GameOptions getOptions() {
        return options;
    }

    @Override
    public void simpleInitApp() {
        if (inputManager != null && inputManager.hasMapping(INPUT_MAPPING_EXIT)) {
            // Esc belongs to the screens (back, pause), not to an instant exit.
            inputManager.deleteMapping(INPUT_MAPPING_EXIT);
        }
        // One pass per geometry for all the room's lights: far cheaper on a software renderer.
        renderManager.setPreferredLightMode(com.jme3.material.TechniqueDef.LightMode.SinglePass);
        renderManager.setSinglePassLightBatchSize(4);
        net.ur.client.assets.BakedAssets.install(assetManager);
        net.ur.client.words.Words.use(language());
        GuiGlobals.initialize(this);
        com.simsilica.lemur.event.BasePickState pick = stateManager.getState(com.simsilica.lemur.event.BasePickState.class);
        if (pick != null) {
            // Lemur's pointer events are for the screens and the HUD, on the GUI's node: the room
            // and the table are picked by the game itself (PlayInputState). Left among Lemur's
            // roots, the room would be ray-cast at every move of the pointer, and the first cast
            // builds a collision tree of every mesh of the room, in the first frame.
            pick.setIncludeDefaultCollisionRoots(false);
            pick.addCollisionRoot(guiViewPort, com.simsilica.lemur.event.PickState.PICK_LAYER_GUI);
        }
        if (GuiGlobals.getInstance().getFocusNavigationState() != null) {
            // The screens navigate with the keyboard themselves (see Screens), headless too.
            GuiGlobals.getInstance().getFocusNavigationState().setEnabled(false);
        }
        UrStyle.install(assetManager, net.ur.client.render.UiScale.of(cam.getWidth(), cam.getHeight()));
        GameOptions.Quality quality = resolveQuality();
        stateManager.getState(RoomState.class).setQuality(quality);
        LOG.info("Ur started: {}x{}, quality {}", settings.getWidth(), settings.getHeight(), quality);
        if (Boolean.getBoolean("ur.fps")) {
            stateManager.attach(new com.jme3.app.StatsAppState(guiNode, guiFont));
            setDisplayFps(true);
        }
        if (firstGame != null) {
            startGame(firstGame);
        } else if (firstReplay != null) {
            openReplay(firstReplay);
        } else if (firstLesson != null) {
            String why = startLesson(firstLesson);
            if (why != null) {
                stateManager.getState(SettingsState.class).notice("The lesson cannot be played: " + why);
            }
        }
    }

    /**
     * Speaks a language for this run only, whatever the settings say ({@code --lang CODE});
     * called before the application starts. Choosing a language in Settings replaces it.
     *
     * @param code one of {@link net.ur.client.words.Words#LANGUAGES} or
     *     {@link net.ur.client.words.Words#PSEUDO}, or null for the settings' language
     * @return this game
     * @throws IllegalArgumentException for a code the game does not speak
     */
    public UrApp speaking(String code) {
        if (code != null && !net.ur.client.words.Words.speaks(code)) {
            throw new IllegalArgumentException(net.ur.client.words.Words.problem(code));
        }
        languageForThisRun = code;
        return this;
    }

    /** The language given for this run ({@link #speaking}), or null. */
    private String languageForThisRun;

    /** The language the game starts in: the one given for this run, else the settings' (the system's until one is chosen). */
    private String language() {
        if (languageForThisRun != null) {
            return languageForThisRun;
        }
        SettingsState state = stateManager.getState(SettingsState.class);
        String chosen = state == null ? net.ur.client.settings.Settings.SYSTEM_LANGUAGE : state.get().language();
        return chosen.equals(net.ur.client.settings.Settings.SYSTEM_LANGUAGE)
                ? net.ur.client.words.Words.fromEnvironment(System.getenv()) : chosen;
    }

    /**
     * Opens a game's review and replay at once instead of the main menu ({@code ./ur review FILE});
     * called before the application starts.
     *
     * @param replay the replay; not null
     */
    public void reviewAtStart(net.ur.client.replay.ReplayState replay) {
        jme3utilities.Validate.nonNull(replay, "replay");
        firstReplay = replay;
    }

    @Override
    public void review(PlaySetup setup, net.ur.rules.record.GameRecord record) {
        openReplay(new net.ur.client.replay.ReplayState(setup, record, this::returnToMenu));
    }

    /** Leaves the menus or the table for a replay. */
    private void openReplay(net.ur.client.replay.ReplayState replay) {
        stateManager.getState(Screens.class).hideAll();
        endTable();
        stateManager.attach(replay);
        LOG.info("Review of a game of {} with {} entries", replay.record().rules().displayName(), replay.record().entries().size());
    }

    /** Ends the game or the replay at the table, if any. */
    private void endTable() {
        PlaySessionState old = stateManager.getState(PlaySessionState.class);
        if (old != null) {
            stateManager.detach(old);
        }
        net.ur.client.replay.ReplayState replay = stateManager.getState(net.ur.client.replay.ReplayState.class);
        if (replay != null) {
            stateManager.detach(replay);
        }
    }

    /**
     * Leaves the menus and starts a game at the table.
     *
     * @param setup the rule set and players; not null
     */
    @Override
    public void startGame(PlaySetup setup) {
        jme3utilities.Validate.nonNull(setup, "setup");
        Screens screens = stateManager.getState(Screens.class);
        screens.hideAll();
        endTable();
        endLesson();
        PlaySessionState old = stateManager.getState(PlaySessionState.class);
        if (old != null) {
            stateManager.detach(old);
        }
        stateManager.attach(new PlaySessionState(setup, this::returnToMenu));
        LOG.info("Game started: {} with light {} and dark {}", setup.rules(), setup.light(), setup.dark());
    }

    /**
     * Leaves the menus and continues a saved game where it was left.
     *
     * @param saved the saved game; not null
     */
    @Override
    public void continueGame(SavedGames.Saved saved) {
        jme3utilities.Validate.nonNull(saved, "saved");
        if (saved.setup().isNetworkGame()) {
            // A network game is continued by connecting again: the match's own file holds it.
            String problem = stateManager.getState(net.ur.client.remote.NetPlayState.class).resume(saved);
            if (problem != null) {
                LOG.warn(problem);
                stateManager.getState(SettingsState.class).notice(problem);
                stateManager.getState(Screens.class).showMainMenu();
            } else {
                stateManager.getState(Screens.class).hideAll();
                LOG.info("Network game continued: {}", saved.setup().rules());
            }
            return;
        }
        stateManager.getState(Screens.class).hideAll();
        endTable();
        endLesson();
        PlaySessionState old = stateManager.getState(PlaySessionState.class);
        if (old != null) {
            stateManager.detach(old);
        }
        stateManager.attach(new PlaySessionState(net.ur.client.game.PlaySession.continued(saved.setup(),
                saved.game()), this::returnToMenu));
        LOG.info("Game continued: {} after {} entries", saved.setup().rules(), saved.record().entries().size());
    }

    @Override
    public void showNetworkPlay() {
        stateManager.getState(Screens.class).show(net.ur.client.remote.NetworkScreen.class);
    }

    /**
     * Leaves the menus and starts a lesson at the table. The lesson is read and played through by
     * the rules first; one that cannot be is not started, and the reason is returned (and logged).
     *
     * @param lesson the lesson's name
     * @return null when it started, else why not
     */
    @Override
    public String startLesson(String lesson) {
        net.ur.client.lesson.LessonScript script;
        try {
            script = net.ur.client.lesson.LessonScript.load(lesson);
        } catch (net.ur.client.lesson.LessonException e) {
            LOG.error("The lesson cannot be played: {}", e.getMessage());
            return e.getMessage();
        }
        stateManager.getState(Screens.class).hideAll();
        endLesson();
        PlaySessionState old = stateManager.getState(PlaySessionState.class);
        if (old != null) {
            stateManager.detach(old);
        }
        stateManager.attach(new net.ur.client.lesson.LessonState(script));
        LOG.info("Lesson started: {}", lesson);
        return null;
    }

    @Override
    public void showLessons() {
        stateManager.getState(Screens.class).show(net.ur.client.lesson.LearnScreen.class);
    }

    /** Ends a lesson at the table, if one is there (its table with it). */
    private void endLesson() {
        net.ur.client.lesson.LessonState lesson = stateManager.getState(net.ur.client.lesson.LessonState.class);
        if (lesson != null) {
            stateManager.detach(lesson);
        }
    }

    /** Ends the game at the table, if any, and shows the main menu over the room. */
    @Override
    public void returnToMenu() {
        endTable();
        endLesson();
        PlaySessionState game = stateManager.getState(PlaySessionState.class);
        if (game != null) {
            stateManager.detach(game);
        }
        RoomState room = stateManager.getState(RoomState.class);
        room.setBoard(BoardBuilder.build(assetManager, new BoardLayout(RuleSets.boardOfUr())));
        stateManager.getState(Screens.class).showMainMenu();
    }

    /**
     * Changes the window while the game runs: its size, fullscreen and vertical sync. jME makes
     * a new window and OpenGL context with the new settings at the start of the next frame
     * ({@code restart}); the scene, the menus and a game in progress carry on. Does nothing when
     * the window already is so, or when there is no window (headless). A size larger than the
     * display is brought within it.
     *
     * @param width the window width, at least 640
     * @param height the window height, at least 480
     * @param fullscreen whether the game takes the whole screen
     * @param vsync whether frames wait for the display's refresh
     * @return whether the window is being changed
     */
    @Override
    public boolean applyWindow(int width, int height, boolean fullscreen, boolean vsync) {
        if (width < 640 || height < 480) {
            throw new IllegalArgumentException("window size " + width + "x" + height + " is too small: at least 640x480");
        }
        int[] fitted = fit(width, height, displayWidth, displayHeight);
        width = fitted[0];
        height = fitted[1];
        if (settings.getWidth() == width && settings.getHeight() == height && settings.isFullscreen() == fullscreen
                && settings.isVSync() == vsync) {
            return false;
        }
        AppSettings changed = new AppSettings(false);
        changed.copyFrom(settings);
        changed.setResolution(width, height);
        changed.setWindowSize(width, height);
        changed.setFullscreen(fullscreen);
        changed.setVSync(vsync);
        changed.setFrameRate(vsync ? -1 : 240);
        setSettings(changed);
        if (context == null || context.getType() != com.jme3.system.JmeContext.Type.Display) {
            return false;
        }
        LOG.info("Window changed to {}x{}{}{}", width, height, fullscreen ? ", fullscreen" : "", vsync ? ", vsync" : "");
        restart();
        return true;
    }

    /** The quality asked for, or for AUTO: LOW on a software renderer, MEDIUM on a GPU. */
    private GameOptions.Quality resolveQuality() {
        if (options.quality() != GameOptions.Quality.AUTO) {
            return options.quality();
        }
        if (context.getType() != com.jme3.system.JmeContext.Type.Display) {
            return GameOptions.Quality.LOW;
        }
        try {
            String name = org.lwjgl.opengl.GL11.glGetString(org.lwjgl.opengl.GL11.GL_RENDERER);
            boolean software = name != null && (name.contains("llvmpipe") || name.contains("softpipe") || name.contains("Software"));
            LOG.info("Renderer: {}", name);
            return software ? GameOptions.Quality.LOW : GameOptions.Quality.MEDIUM;
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("Could not read the renderer's name ({}); using medium quality", e.toString());
            return GameOptions.Quality.MEDIUM;
        }
    }

    /** The window settings for the given options, with the title and the icons. */
    public static AppSettings windowSettings(GameOptions options) {
        AppSettings s = new AppSettings(true);
        s.setTitle(TITLE);
        s.setResolution(options.width(), options.height());
        s.setFullscreen(options.fullscreen());
        s.setVSync(options.vsync());
        s.setFrameRate(options.vsync() ? -1 : 240);
        s.setSamples(options.quality() == GameOptions.Quality.HIGH ? 4 : 0);
        s.setGammaCorrection(true);
        s.setRenderer(AppSettings.LWJGL_OPENGL32);
        s.setAudioRenderer(AudioProbe.soundDeviceAvailable() ? AppSettings.LWJGL_OPENAL : null);
        s.setIcons(loadIcons());
        return s;
    }

    private static BufferedImage[] loadIcons() {
        List<BufferedImage> icons = new ArrayList<>();
        for (int size : new int[] {128, 64, 32, 16}) {
            String path = "/Interface/Icons/ur-" + size + ".png";
            try (InputStream in = UrApp.class.getResourceAsStream(path)) {
                if (in == null) {
                    LOG.warn("Window icon {} is missing from the assets; the window keeps the default icon", path);
                    continue;
                }
                icons.add(premultiplied(ImageIO.read(in)));
            } catch (IOException e) {
                LOG.warn("Window icon {} could not be read: {}", path, e.getMessage());
            }
        }
        return icons.toArray(new BufferedImage[0]);
    }

    /**
     * An icon as premultiplied ARGB, the kind jME hands to GLFW as it is: any other kind jME draws
     * into one with a Graphics2D, which brings up AWT's graphics environment (its own connection to
     * the X server, its libraries) for four small pictures at every start.
     */
    static BufferedImage premultiplied(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_ARGB_PRE) {
            return image;
        }
        int w = image.getWidth();
        int h = image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
        out.setRGB(0, 0, w, h, image.getRGB(0, 0, w, h, null, 0, w), 0, w);
        return out;
    }
}
