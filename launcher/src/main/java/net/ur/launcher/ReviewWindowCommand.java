package net.ur.launcher;

import java.util.Locale;
import net.ur.client.UrApp;
import net.ur.client.replay.ReplayState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsStore;
import net.ur.rules.RuleSet;
import net.ur.rules.cli.Cli;
import net.ur.rules.cli.ReviewCommand;
import net.ur.rules.cli.Streams;
import net.ur.rules.sets.RuleSets;
import picocli.CommandLine.Mixin;

/**
 * {@code ./ur review FILE} with the game's window: the game's review and replay at the table. With
 * {@code --print} or {@code --json} the review is printed as the rule tools print it, and the window
 * stays closed; {@code --luck} is the rule tools' too.
 */
final class ReviewWindowCommand extends ReviewCommand {

    @Mixin
    WindowOptions window;

    ReviewWindowCommand(Streams io) {
        super(io);
    }

    @Override
    protected int show(String file, RuleSet rules, boolean asJson, boolean asText) {
        if (asJson || asText) {
            return super.show(file, rules, asJson, asText);
        }
        LoadedGame game = load(file, rules);
        if (game == null) {
            return Cli.FAILED;
        }
        GameOptions options = checked(() -> window.over(SettingsStore.forPlayer().load().windowOptions()));
        PlaySetup setup = setup(game);
        UrApp app = new UrApp(options);
        ReplayState replay = new ReplayState(setup, game.record(), app::returnToMenu);
        if (!game.save()) {
            String light = game.header().get("Light");
            String dark = game.header().get("Dark");
            if (light != null && dark != null && !light.isBlank() && !dark.isBlank()) {
                replay.withNames(light, dark);
            }
        }
        app.reviewAtStart(replay);
        return GameCommand.start(app);
    }

    /**
     * Who played, as far as the file says: a save's players, else a person each side (the names, if
     * the file gives them, are shown instead).
     */
    static PlaySetup setup(LoadedGame game) {
        String rules = game.record().rules().name().toLowerCase(Locale.ROOT);
        try {
            RuleSets.byName(rules);
        } catch (IllegalArgumentException unnamed) {
            rules = "finkel"; // a rule set made from an RGN header: the record keeps its own rules
        }
        if (game.save()) {
            try {
                return new PlaySetup(rules, game.header().getOrDefault("Light", PlaySetup.HUMAN),
                        game.header().getOrDefault("Dark", PlaySetup.HUMAN), 1);
            } catch (IllegalArgumentException unknownPlayer) {
                // a player this version does not know: shown as a person
            }
        }
        return new PlaySetup(rules, PlaySetup.HUMAN, PlaySetup.HUMAN, 1);
    }
}
