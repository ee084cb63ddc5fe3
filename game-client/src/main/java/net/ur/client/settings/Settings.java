package net.ur.client.settings;


/**
 * The player's settings, kept between runs: the window, graphics quality, volumes, animation,
 * the camera and the players' names. Every field is checked; {@link #DEFAULTS} are what a new
 * player gets.
 *
 * @param width window width, {@link #MIN_WIDTH}..{@link #MAX_SIDE}
 * @param height window height, {@link #MIN_HEIGHT}..{@link #MAX_SIDE}
 * @param fullscreen whether the game takes the whole screen
 * @param vsync whether frames wait for the display's refresh
 * @param quality graphics quality, not null
 * @param masterVolume 0..1
 * @param effectsVolume 0..1
 * @param ambientVolume 0..1
 * @param animationSpeed 0.5..2, 1 is normal
 * @param reducedMotion whether the camera stays still and pieces slide without hops
 * @param cameraFollow whether the camera eases toward the action
 * @param lightName the light player's name, 1..24 characters
 * @param darkName the dark player's name, 1..24 characters
 * @param renderScale the share of the window's width and height the 3D scene is drawn at
 *     ({@link #MIN_SCALE}..1), or 0 for the quality's own ({@link #renderScaleFor})
 * @param lessonsLearnt the lessons the player has played to their end ({@code classic},
 *     {@code babylonian}, {@code ravensburg}); not null
 * @param playRules the rule set the game setup screen offers first: the one last chosen there,
 *     Finkel's classic race for a new player; a rule set's name
 * @param language the language the player chose in Settings, one of
 *     {@link #LANGUAGES}, or {@link #SYSTEM_LANGUAGE} (the system's) until one is chosen
 */
public record Settings(int width, int height, boolean fullscreen, boolean vsync, GameOptions.Quality quality,
        float masterVolume, float effectsVolume, float ambientVolume, float animationSpeed, boolean reducedMotion,
        boolean cameraFollow, String lightName, String darkName, float renderScale,
        java.util.Set<String> lessonsLearnt, String playRules, String language) {

    /** The narrowest window. */
    public static final int MIN_WIDTH = 640;
    /** The lowest window. */
    public static final int MIN_HEIGHT = 480;
    /**
     * The widest or highest window the settings hold (the largest texture OpenGL drivers make);
     * the window opened is smaller still when the display is ({@link net.ur.client.UrApp}).
     */
    public static final int MAX_SIDE = 16384;
    /** The longest name a player can have. */
    public static final int NAME_LENGTH = 24;

    /** The render scale that lets the quality choose ({@link #renderScaleFor}). */
    public static final float AUTO_SCALE = 0f;
    /** The smallest render scale allowed: below this the picture is too coarse to read. */
    public static final float MIN_SCALE = 0.5f;

    /**
     * The render scale LOW draws the room at while the view moves, unless the player chooses
     * another; when the view holds still the room is kept at full size
     * ({@link net.ur.client.world.SceneCache}).
     */
    public static final float LOW_SCALE = 0.6f;

    /**
     * The auto render scale at LOW where the room cannot be kept as a picture (a driver that
     * refuses the copies, or {@code -Dur.scenecache=false}) and every frame is drawn in full.
     */
    public static final float LOW_UNKEPT_SCALE = 0.75f;

    /** The language of a player who has not chosen one: the system's ({@link net.ur.client.words.Words#fromEnvironment}). */
    public static final String SYSTEM_LANGUAGE = "";

    /**
     * The languages the game speaks, by their ISO 639-1 codes, English (the fallback) first
     * ({@link net.ur.client.words.Words} speaks them).
     */
    public static final java.util.List<String> LANGUAGES = java.util.List.of("en", "de", "fr", "it", "nl", "es");

    /** The settings of a new player. */
    public static final Settings DEFAULTS = new Settings(1280, 720, false, true, GameOptions.Quality.AUTO,
            0.8f, 1f, 0.6f, 1f, false, true, "Light", "Dark", AUTO_SCALE, java.util.Set.of(),
            "finkel", SYSTEM_LANGUAGE);

    /** Validates every field. */
    public Settings {
        if (width < MIN_WIDTH || height < MIN_HEIGHT || width > MAX_SIDE || height > MAX_SIDE) {
            throw new IllegalArgumentException("window size " + width + "x" + height + " must be " + MIN_WIDTH + "x"
                    + MIN_HEIGHT + " to " + MAX_SIDE + "x" + MAX_SIDE);
        }
        if (quality == null) {
            throw new IllegalArgumentException("quality must be auto, low, medium or high");
        }
        volume("masterVolume", masterVolume);
        volume("effectsVolume", effectsVolume);
        volume("ambientVolume", ambientVolume);
        if (!(animationSpeed >= 0.5f && animationSpeed <= 2f)) {
            throw new IllegalArgumentException("animationSpeed must be 0.5..2, not " + animationSpeed);
        }
        name("lightName", lightName);
        name("darkName", darkName);
        if (renderScale != AUTO_SCALE) {
            if (!(renderScale >= MIN_SCALE && renderScale <= 1f)) {
                throw new IllegalArgumentException("renderScale must be 0 (auto) or " + MIN_SCALE + "..1, not " + renderScale);
            }
        }
        if (lessonsLearnt == null) {
            throw new IllegalArgumentException("lessonsLearnt must not be null");
        }
        lessonsLearnt = java.util.Collections.unmodifiableSet(new java.util.TreeSet<>(lessonsLearnt));
        if (playRules == null || !net.ur.rules.sets.RuleSets.ALL_NAMES.contains(playRules)) {
            throw new IllegalArgumentException("playRules must be one of " + net.ur.rules.sets.RuleSets.ALL_NAMES + ", not "
                    + (playRules == null ? "missing" : "'" + playRules + "'"));
        }
        if (language == null || !language.equals(SYSTEM_LANGUAGE) && !LANGUAGES.contains(language)) {
            throw new IllegalArgumentException("language must be one of " + LANGUAGES
                    + " or empty (the system's), not " + (language == null ? "missing" : "'" + language + "'"));
        }
    }

    /**
     * A copy with another language.
     *
     * @param code one of {@link #LANGUAGES}, or {@link #SYSTEM_LANGUAGE}
     * @return the copy
     */
    public Settings withLanguage(String code) {
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, cameraFollow, lightName, darkName, renderScale, lessonsLearnt, playRules, code);
    }

    /**
     * A copy with another rule set offered first on the game setup screen.
     *
     * @param rules a rule set's name
     * @return the copy
     */
    public Settings withPlayRules(String rules) {
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, cameraFollow, lightName, darkName, renderScale, lessonsLearnt, rules, language);
    }

    /**
     * A copy with one more lesson learnt.
     *
     * @param lesson the lesson's name; not null, not blank
     * @return the copy (this one when it was learnt already)
     */
    public Settings withLessonLearnt(String lesson) {
        if (lesson == null || lesson.isBlank()) {
            throw new IllegalArgumentException("a lesson's name must not be blank");
        }
        if (lessonsLearnt.contains(lesson)) {
            return this;
        }
        java.util.Set<String> learnt = new java.util.TreeSet<>(lessonsLearnt);
        learnt.add(lesson);
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, cameraFollow, lightName, darkName, renderScale, learnt, playRules, language);
    }

    /**
     * The render scale these settings give at a quality: the player's choice, or for auto
     * {@link #LOW_SCALE} at LOW (a software renderer is bound by the pixels it shades; at LOW it is
     * the scale of the kept room while the view moves, see {@link net.ur.client.world.SceneCache})
     * and 1 at MEDIUM; always 1 at HIGH, whose filters work on the whole window.
     *
     * @param q the quality the room is drawn at, LOW, MEDIUM or HIGH
     * @return the scale, {@link #MIN_SCALE}..1
     */
    public float renderScaleFor(GameOptions.Quality q) {
        if (q == null || q == GameOptions.Quality.AUTO) {
            throw new IllegalArgumentException("a render scale needs a definite quality, not " + q);
        }
        if (q == GameOptions.Quality.HIGH) {
            return 1f;
        }
        if (renderScale != AUTO_SCALE) {
            return renderScale;
        }
        return q == GameOptions.Quality.LOW ? LOW_SCALE : 1f;
    }

    /** A copy with another render scale (0 for auto). */
    public Settings withRenderScale(float scale) {
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, cameraFollow, lightName, darkName, scale, lessonsLearnt, playRules, language);
    }

    private static void volume(String field, float v) {
        if (!(v >= 0f && v <= 1f)) {
            throw new IllegalArgumentException(field + " must be 0..1, not " + v);
        }
    }

    private static void name(String field, String v) {
        if (v == null || v.isBlank() || v.length() > NAME_LENGTH) {
            throw new IllegalArgumentException(field + " must be 1 to 24 characters, not " + (v == null ? "missing" : "'" + v + "'"));
        }
    }

    /** The window options these settings ask for. */
    public GameOptions windowOptions() {
        return new GameOptions(width, height, fullscreen, vsync, quality);
    }

    /** A copy with another quality. */
    public Settings withQuality(GameOptions.Quality q) {
        return new Settings(width, height, fullscreen, vsync, q, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, cameraFollow, lightName, darkName, renderScale, lessonsLearnt, playRules, language);
    }

    /** A copy with another animation speed. */
    public Settings withAnimationSpeed(float s) {
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                s, reducedMotion, cameraFollow, lightName, darkName, renderScale, lessonsLearnt, playRules, language);
    }

    /** A copy with reduced motion on or off. */
    public Settings withReducedMotion(boolean r) {
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, r, cameraFollow, lightName, darkName, renderScale, lessonsLearnt, playRules, language);
    }

    /** A copy with camera follow on or off. */
    public Settings withCameraFollow(boolean c) {
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, c, lightName, darkName, renderScale, lessonsLearnt, playRules, language);
    }

    /** A copy with other volumes. */
    public Settings withVolumes(float master, float effects, float ambient) {
        return new Settings(width, height, fullscreen, vsync, quality, master, effects, ambient,
                animationSpeed, reducedMotion, cameraFollow, lightName, darkName, renderScale, lessonsLearnt, playRules, language);
    }

    /**
     * A copy with other names for the players.
     *
     * @param light the light player's name, 1..24 characters, not blank
     * @param dark the dark player's name, 1..24 characters, not blank
     * @return the copy
     */
    public Settings withNames(String light, String dark) {
        return new Settings(width, height, fullscreen, vsync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, cameraFollow, light, dark, renderScale, lessonsLearnt, playRules, language);
    }

    /** A copy with another window. */
    public Settings withWindow(int w, int h, boolean full, boolean sync) {
        return new Settings(w, h, full, sync, quality, masterVolume, effectsVolume, ambientVolume,
                animationSpeed, reducedMotion, cameraFollow, lightName, darkName, renderScale, lessonsLearnt, playRules, language);
    }
}
