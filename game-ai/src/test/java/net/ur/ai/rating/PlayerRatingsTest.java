package net.ur.ai.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The player's ratings: moved by games against the levels per family, kept safely in a file. */
class PlayerRatingsTest {

    @Test
    void gamesMoveTheFamilysRatingOnly(@TempDir Path dir) throws Exception {
        PlayerRatings r = PlayerRatings.read(dir.resolve(PlayerRatings.FILE));
        assertNull(r.problem());
        assertEquals(Glicko2.NEW, r.rating("classic"));
        r = r.record("finkel", "expert", true, "2026-12-06T21:00").record("aseb", "novice", false, "2026-12-06T21:30");
        Glicko2 classic = r.rating("classic");
        assertTrue(classic.deviation() < 350, classic.toString());
        assertEquals(Glicko2.NEW, r.rating("babylonian"));
        assertEquals(2, r.games().size());
        assertTrue(r.games().get(0).change() > 0 && r.games().get(1).change() < 0, r.games().toString());
        // beating a stronger level moves the rating more than beating a weaker one
        double upExpert = PlayerRatings.none().record("finkel", "expert", true, "t").games().get(0).change();
        double upNovice = PlayerRatings.none().record("finkel", "novice", true, "t").games().get(0).change();
        assertTrue(upExpert > upNovice, upExpert + " vs " + upNovice);
        Path file = dir.resolve(PlayerRatings.FILE);
        r.write(file);
        PlayerRatings back = PlayerRatings.read(file);
        assertEquals(classic, back.rating("classic"));
        assertEquals(r.games(), back.games());
        assertEquals(List.of(PlayerRatings.FILE), Files.list(dir).map(p -> p.getFileName().toString()).toList(),
                "no temporary file left");
    }

    @Test
    void aDamagedFileIsPutAsideAndTheRatingsStartAgain(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(PlayerRatings.FILE);
        Files.writeString(file, "{\"version\":1,\"families\":{\"classic\":{\"rating\":1500,\"deviation\":-3,");
        PlayerRatings r = PlayerRatings.read(file);
        assertTrue(r.problem().startsWith("the ratings file was damaged ("), r.problem());
        assertTrue(r.problem().endsWith("and the ratings start again"), r.problem());
        assertEquals(Glicko2.NEW, r.rating("classic"));
        List<Path> left = Files.list(dir).toList();
        assertEquals(1, left.size());
        assertTrue(left.get(0).getFileName().toString().startsWith("ratings.json.broken-"), left.toString());
        assertTrue(Files.readString(left.get(0)).startsWith("{\"version\":1"), "the damaged file is kept as it was");
    }

    @Test
    void unknownRulesAndLevelsAreRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> PlayerRatings.family("chess"));
        assertEquals("no family for the rule set 'chess'", e.getMessage());
        var l = assertThrows(IllegalArgumentException.class,
                () -> PlayerRatings.none().record("finkel", "grandmaster", true, "t"));
        assertTrue(l.getMessage().startsWith("no fixed rating for 'grandmaster'"), l.getMessage());
    }
}
