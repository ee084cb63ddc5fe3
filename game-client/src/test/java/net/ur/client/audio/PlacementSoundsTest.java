package net.ur.client.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.RuleSet;
import net.ur.rules.record.Game;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * The sounds of a piece put down: a rosette is heard where the rules give rosettes a meaning, and
 * never in the Ravensburg game, whose board (the board of Ur) has rosettes its rules ignore.
 */
class PlacementSoundsTest {

    /** The first move of seeded random games of a rule set that lands on a rosette of its board. */
    private static Move rosetteMove(String rules) {
        for (long seed = 1; seed < 50; seed++) {
            Game g = Game.start(rules);
            SplittableRandom random = new SplittableRandom(seed);
            while (!g.state().isOver()) {
                if (g.state().phase() == Phase.AWAITING_MOVE) {
                    for (Move m : g.legalMoves()) {
                        if (m.rosette()) {
                            return m;
                        }
                    }
                }
                g = net.ur.client.testing.SeededGames.step(g, random, net.ur.client.testing.SeededGames::anyMove);
            }
        }
        return null;
    }

    @Test
    void aRosetteSoundsInTheGamesWhereItMeansSomething() {
        for (String name : List.of("finkel", "masters", "babylonian")) {
            RuleSet rules = RuleSets.byName(name);
            Move move = rosetteMove(name);
            assertNotNull(move, name + ": a move onto a rosette was found");
            List<Sound> sounds = SoundState.placementSounds(rules, move);
            assertEquals(Sound.PIECE_PLACE, sounds.get(0), name + ": the piece is heard put down first");
            assertTrue(sounds.contains(Sound.ROSETTE), name + ": " + move + " lands on a rosette and sounds it: " + sounds);
        }
    }

    @Test
    void theRavensburgGameNeverSoundsARosette() {
        RuleSet rules = RuleSets.byName("ravensburg");
        Move move = rosetteMove("ravensburg");
        assertNotNull(move, "the Ravensburg rules mark a move onto one of the board's rosettes");
        assertTrue(rules.board().isRosette(((net.ur.rules.Location.OnBoard) move.to()).square()),
                "its destination is a rosette of the board drawn at the table");
        List<Sound> sounds = SoundState.placementSounds(rules, move);
        assertFalse(sounds.contains(Sound.ROSETTE), "no rosette sound in the Ravensburg game: " + sounds);
        assertEquals(Sound.PIECE_PLACE, sounds.get(0));
        assertEquals(move.isCapture(), sounds.contains(Sound.CAPTURE), "a capture is still heard");
    }
}
