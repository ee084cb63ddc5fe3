package net.ur.client.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.ur.client.GameOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The settings file: written and read back, defaults for what is missing, a broken file kept. */
class SettingsStoreTest {

    @TempDir
    Path dir;

    @Test
    void settingsAreWrittenAndReadBack() throws IOException {
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        Settings s = Settings.DEFAULTS.withQuality(GameOptions.Quality.HIGH).withAnimationSpeed(1.5f)
                .withReducedMotion(true).withVolumes(0.2f, 0.4f, 0f).withWindow(1600, 900, true, false)
                .withRenderScale(0.6f);
        store.save(s);
        assertEquals(s, new SettingsStore(dir.resolve("settings.json")).load());
    }

    @Test
    void aRenderScaleOutOfRangeInTheFileIsABrokenFile() throws IOException {
        Files.writeString(dir.resolve("settings.json"), "{\"version\": 1, \"renderScale\": 0.1}");
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        assertEquals(Settings.DEFAULTS, store.load());
        assertNotNull(store.problem());
        assertTrue(store.problem().contains("renderScale"), store.problem());
    }

    @Test
    void noFileGivesTheDefaults() {
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        assertEquals(Settings.DEFAULTS, store.load());
        assertNull(store.problem());
    }

    @Test
    void missingFieldsTakeTheirDefaults() throws IOException {
        Files.writeString(dir.resolve("settings.json"), "{\"version\": 1, \"animationSpeed\": 2.0}");
        Settings s = new SettingsStore(dir.resolve("settings.json")).load();
        assertEquals(2f, s.animationSpeed());
        assertEquals(Settings.DEFAULTS.quality(), s.quality());
    }

    @Test
    void aBrokenFileIsReportedKeptAsideAndReplacedByDefaults() throws IOException {
        Path file = dir.resolve("settings.json");
        Files.writeString(file, "{\"width\": \"wide\", ");
        SettingsStore store = new SettingsStore(file);
        assertEquals(Settings.DEFAULTS, store.load());
        assertNotNull(store.problem());
        assertTrue(store.problem().startsWith("The settings file could not be read"), store.problem());
        List<Path> aside;
        try (Stream<Path> files = Files.list(dir)) {
            aside = files.filter(p -> p.getFileName().toString().startsWith("settings.json.broken-")).toList();
        }
        assertEquals(1, aside.size(), "the broken file is kept beside");
        assertEquals("{\"width\": \"wide\", ", Files.readString(aside.get(0)), "with its content untouched");
        assertTrue(!Files.exists(file), "the broken file no longer stands in the way");
        assertEquals(Settings.DEFAULTS, store.load());
        assertNull(store.problem(), "the problem is reported once");
    }

    @Test
    void valuesOutOfRangeAreRefusedWithTheReason() throws IOException {
        assertEquals("animationSpeed must be 0.5..2, not 3.0",
                assertThrows(IllegalArgumentException.class, () -> Settings.DEFAULTS.withAnimationSpeed(3f)).getMessage());
        Files.writeString(dir.resolve("settings.json"), "{\"masterVolume\": 7}");
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        assertEquals(Settings.DEFAULTS, store.load());
        assertTrue(store.problem().contains("masterVolume must be 0..1, not 7.0"), store.problem());
    }
}
