package net.ur.client.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * The rules pages speak of the board as their picture numbers it (houses, not the record's squares),
 * and the Ravensburg page says nothing of rosettes, which its rules do not use.
 */
class RulesPagesTest {

    @Test
    void thePagesSpeakInHousesAndOnlyOfRosettesTheRulesUse() {
        Pattern notation = Pattern.compile("\\b[A-C]\\d+\\b");
        for (RulesScreen.Page p : RulesScreen.PAGES) {
            assertFalse(notation.matcher(p.text()).find(), p.rules() + ": no square names the picture does not show");
            if (p.rules().equals(RulesScreen.CONTROLS)) {
                continue;
            }
            RuleSet rules = RuleSets.byName(p.rules());
            String key = RulesScreen.keyLine(rules);
            assertTrue(key.contains("house by house"), key);
            assertTrue(key.contains("rosette") == rules.rosettesMatter(), p.rules() + ": " + key);
            if (!rules.rosettesMatter()) {
                assertFalse(p.text().toLowerCase(java.util.Locale.ROOT).contains("rosette"), p.rules() + ": " + p.text());
            }
        }
    }
}
