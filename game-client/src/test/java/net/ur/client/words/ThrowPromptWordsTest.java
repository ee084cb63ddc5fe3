package net.ur.client.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.ur.client.es.state.LastAction;
import net.ur.client.es.state.TableFacts;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The prompt to throw and the hint before a throw name what each family throws: dice, the astragals, the die. */
class ThrowPromptWordsTest {

    @ParameterizedTest
    @CsvSource({"finkel, the dice, them", "babylonian, the astragals, them", "ravensburg, the die, it"})
    void thePromptToThrowNamesWhatIsThrown(String rules, String what, String pronoun) {
        Game g = Game.start(rules);
        assertEquals(Phase.AWAITING_ROLL, g.state().phase());
        TableFacts facts = TurnWords.facts(g, null, LastAction.NONE, null, 0);
        String who = g.state().turn().displayName();
        assertEquals(who + ": throw " + what + " (click " + pronoun + ", or Space)",
                TurnWords.status(facts, Player::displayName, true, false, false, false));
        assertEquals("Hint: throw first (Space or click " + what + "); then H shows the best move",
                HintWords.hintThrowFirst(g.rules()));
    }
}
