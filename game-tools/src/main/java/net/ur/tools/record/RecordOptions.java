package net.ur.tools.record;

import net.ur.rules.RuleSet;
import net.ur.rules.sets.RuleSets;
import picocli.CommandLine.Option;

/** The {@code --rules R} option of the record commands: the rules of a file with no header of its own. */
public final class RecordOptions {

    @Option(names = "--rules", paramLabel = "R", description = "the rule set of a file that does not name one")
    public String rules;

    /**
     * The rule set named by {@code --rules}.
     *
     * @return the rule set, or null when none was named
     * @throws IllegalArgumentException the name is not one of {@link RuleSets#ALL_NAMES}
     */
    public RuleSet ruleSet() {
        if (rules == null) {
            return null;
        }
        if (!RuleSets.ALL_NAMES.contains(rules)) {
            throw new IllegalArgumentException("--rules must be one of " + String.join(", ", RuleSets.ALL_NAMES)
                    + ", not " + rules);
        }
        return RuleSets.byName(rules);
    }
}
