package net.ur.launcher;

import net.ur.client.settings.PlaySetup;
import picocli.CommandLine.Option;

/**
 * The options that choose a game for {@code play} and {@code watch}: {@code --rules}, {@code --light},
 * {@code --dark}, {@code --seed}. Any of them makes {@code play} skip the menu.
 */
final class GameChoice {

    @Option(names = "--rules", paramLabel = "R", description = "the rule set (default finkel)")
    String rules;

    @Option(names = "--light", paramLabel = "WHO", description = "who plays light: human, or a computer player")
    String light;

    @Option(names = "--dark", paramLabel = "WHO", description = "who plays dark: human, or a computer player")
    String dark;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the dice and the computer's choices")
    Long seed;

    /**
     * The game these options choose.
     *
     * @param watch true for {@code watch}: both sides default to the computer ({@code random})
     * @return the setup, or null when {@code play} was given none of the options (then the menu opens)
     * @throws IllegalArgumentException a name is not a rule set or a player
     */
    PlaySetup setup(boolean watch) {
        boolean chosen = watch || rules != null || light != null || dark != null || seed != null;
        if (!chosen) {
            return null;
        }
        String side = watch ? "random" : PlaySetup.HUMAN;
        return new PlaySetup(rules == null ? "finkel" : rules, light == null ? side : light,
                dark == null ? side : dark, seed == null ? System.nanoTime() : seed);
    }
}
