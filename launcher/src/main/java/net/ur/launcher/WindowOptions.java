package net.ur.launcher;

import java.util.Locale;

import net.ur.client.settings.GameOptions;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * The window's options, shared by the commands that open one: {@code --width}, {@code --height},
 * {@code --fullscreen}, {@code --no-vsync}, {@code --quality}. An option not given keeps the value
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

    /** A quality's name, in any case; a wrong one says which names there are. */
    static final class QualityName implements ITypeConverter<GameOptions.Quality> {
        @Override
        public GameOptions.Quality convert(String value) {
            return GameOptions.Quality.parse(value.toLowerCase(Locale.ROOT));
        }
    }
}
