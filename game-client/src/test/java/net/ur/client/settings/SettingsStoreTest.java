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
    void aRenderScaleOutOfRangeInTheFileIsBroughtWithinIt() throws IOException {
        Files.writeString(dir.resolve("settings.json"), "{\"version\": 1, \"renderScale\": 0.1}");
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        assertEquals(Settings.DEFAULTS.withRenderScale(0.5f), store.load());
        assertTrue(store.problem().contains("renderScale 0.1 out of 0.5..1, set to 0.5"), store.problem());
    }

    @Test
    void lessonsLearntAreKeptAndAFileFromBeforeLessonsHasLearntNone() throws IOException {
        Path file = dir.resolve("settings.json");
        // A file as the game wrote it before there were lessons: every field but lessonsLearnt.
        Files.writeString(file, "{\"width\": 1600, \"height\": 900, \"fullscreen\": false, \"vsync\": true,"
                + " \"quality\": \"low\", \"masterVolume\": 0.8, \"effectsVolume\": 1.0, \"ambientVolume\": 0.6,"
                + " \"animationSpeed\": 1.0, \"reducedMotion\": false, \"cameraFollow\": true, \"lightName\": \"Ann\","
                + " \"darkName\": \"Dark\", \"renderScale\": 0.0, \"version\": 1}");
        SettingsStore store = new SettingsStore(file);
        Settings old = store.load();
        assertNull(store.problem(), "an old file is read as it is");
        assertEquals("Ann", old.lightName());
        assertTrue(old.lessonsLearnt().isEmpty());
        Settings learnt = old.withLessonLearnt("classic").withLessonLearnt("ravensburg").withLessonLearnt("classic");
        assertEquals(java.util.List.of("classic", "ravensburg"), java.util.List.copyOf(learnt.lessonsLearnt()));
        store.save(learnt);
        assertEquals(learnt, new SettingsStore(file).load());
        assertTrue(Files.readString(file).contains("\"lessonsLearnt\""), Files.readString(file));
        Files.writeString(file, "{\"version\": 1, \"lessonsLearnt\": [\"babylonian\", 7]}");
        SettingsStore odd = new SettingsStore(file);
        assertEquals(java.util.Set.of("babylonian"), odd.load().lessonsLearnt());
        assertTrue(odd.problem().contains("lessonsLearnt holds 7, which is no lesson's name, left out"), odd.problem());
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
    void valuesOutOfRangeAreBroughtWithinItSaidOnceAndTheFileKeptAside() throws IOException {
        assertEquals("animationSpeed must be 0.5..2, not 3.0",
                assertThrows(IllegalArgumentException.class, () -> Settings.DEFAULTS.withAnimationSpeed(3f)).getMessage());
        Path file = dir.resolve("settings.json");
        String original = "{\"masterVolume\": 7, \"width\": 99999, \"height\": 99999, \"lightName\": \"Gilgamesh, king of Uruk, two-thirds god\"}";
        Files.writeString(file, original);
        SettingsStore store = new SettingsStore(file);
        Settings s = store.load();
        assertEquals(1f, s.masterVolume());
        assertEquals(Settings.MAX_SIDE, s.width());
        assertEquals(Settings.MAX_SIDE, s.height());
        assertEquals("Gilgamesh, king of Uruk,", s.lightName());
        assertEquals(Settings.DEFAULTS.effectsVolume(), s.effectsVolume(), "the other values are as the file has them");
        assertTrue(store.problem().startsWith("Some settings were out of range (width 99999 out of 640..16384, set to 16384; "
                + "height 99999 out of 480..16384, set to 16384; masterVolume 7 out of 0..1, set to 1; lightName is longer than"
                + " 24 characters, cut to 'Gilgamesh, king of Uruk,'); the file as it was is kept as settings.json.broken-"),
                store.problem());
        assertEquals(List.of(original), aside().stream().map(p -> {
            try {
                return Files.readString(p);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).toList(), "the file as it was is kept beside");
        assertEquals(s, new SettingsStore(file).load(), "the file now holds the values brought within range");
        assertEquals(store.problem(), new SettingsStore(file).takeProblem(), "the problem waits to be said");
        assertNull(new SettingsStore(file).takeProblem(), "once");
    }

    private List<Path> aside() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith("settings.json.broken-")).toList();
        }
    }

    @Test
    void theReasonAFileCannotBeReadIsSaidInWords() throws IOException {
        Path file = dir.resolve("settings.json");
        Files.write(file, new byte[] {'{', (byte) 0xff, (byte) 0xfe, 0, '}'});
        SettingsStore store = new SettingsStore(file);
        assertEquals(Settings.DEFAULTS, store.load());
        assertTrue(store.problem().startsWith("The settings file could not be read (not valid UTF-8 text); it was kept as "
                + "settings.json.broken-"), store.problem());

        Files.writeString(file, "volume = 7\n");
        assertEquals(Settings.DEFAULTS, store.load());
        assertTrue(store.problem().startsWith("The settings file could not be read (not JSON: malformed at line 1 column 9 path $)"), store.problem());

        Files.writeString(file, "[1, 2]");
        store.load();
        assertTrue(store.problem().startsWith("The settings file could not be read (not a JSON object but [1,2])"), store.problem());

        Files.writeString(file, "{\"masterVolume\": \"loud\"}");
        store.load();
        assertTrue(store.problem().startsWith("The settings file could not be read (masterVolume is not a number but \"loud\")"),
                store.problem());
        assertEquals(4, aside().size(), "each file kept beside");
    }
}
