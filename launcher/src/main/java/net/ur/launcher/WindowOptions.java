package net.ur.launcher;

import java.util.Locale;

import net.ur.client.settings.GameOptions;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * The window's options, shared by the commands that open one: {@code --width}, {@code --height},
 * {@code --fullscreen}, {@code --no-vsync}, {@code --quality}, and the language, {@code --lang}. An option not given keeps the value
 * it is laid over (the player's settings, or {@link GameOptions#DEFAULT}).
 */
final class WindowOptions {

    @Option(names = "--width", paramLabel = "W", description = "window width in pixels (default 1280, at least 640)")
    Integer width;

    @Option(names = "--height", paramLabel = "H", description = "window height in pixels (default 720, at least 480)")
    Integer height;

    @Option(names = "--fullscreen", description = "take the whole screen")
    boolean fullscreen;

    @Option(names = "--no-vsync", description = "do not wait for the display's refresh")
    boolean noVsync;

    @Option(names = "--quality", paramLabel = "Q", converter = QualityName.class,
            description = "graphics quality: auto (default: low on a software renderer), low, medium or high")
    GameOptions.Quality quality;

    @Option(names = "--lang", paramLabel = "CODE", converter = LanguageCode.class,
            description = "the game's language for this run: en, de, fr, it, nl or es (default: the one chosen in Settings, else the system's)")
    String lang;

    /**
     * The options given, over the values of those not given.
     *
     * @param d the values of the options not given (not null)
     * @return the window's options
     * @throws IllegalArgumentException the size is too small
     */
    GameOptions over(GameOptions d) {
        return new GameOptions(width == null ? d.width() : width, height == null ? d.height() : height,
                fullscreen || d.fullscreen(), !noVsync && d.vsync(), quality == null ? d.quality() : quality);
    }

    /** A language's code, in any case; a wrong one says which codes there are. */
    static final class LanguageCode implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            String code = value.toLowerCase(Locale.ROOT);
            if (!net.ur.client.words.Words.speaks(code)) {
                throw new IllegalArgumentException(net.ur.client.words.Words.problem(value));
            }
            return code;
        }
    }

    /** A quality's name, in any case; a wrong one says which names there are. */
    static final class QualityName implements ITypeConverter<GameOptions.Quality> {
        @Override
        public GameOptions.Quality convert(String value) {
            return GameOptions.Quality.parse(value.toLowerCase(Locale.ROOT));
        }
    }
}
