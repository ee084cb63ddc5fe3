package net.ur.launcher;

import java.util.Locale;

import net.ur.client.UrApp;
import net.ur.client.replay.ReplayState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsStore;
import net.ur.rules.RuleSet;
import net.ur.tools.Cli;
import net.ur.tools.ReviewCommand;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
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
            return UrCommand.FAILED;
        }
        GameOptions options = checked(() -> window.over(SettingsStore.forPlayer().load().windowOptions()));
        PlaySetup setup = setup(game);
        String note = note(game);
        if (!note.isEmpty()) {
            err.println(file + ": " + note);
        }
        UrApp app = new UrApp(options).speaking(window.lang);
        ReplayState replay = new ReplayState(setup, game.record(), app::returnToMenu).withNote(note);
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
     * What the replay should say of the file's rules: that an RGN file naming none is read as Finkel's
     * game, or that rules of the file's own are replayed as they are but cannot be played on.
     */
    static String note(LoadedGame game) {
        if (!ReplayState.namedRules(game.record().rules())) {
            return "the file's own rules (" + game.record().rules().displayName() + ", not one of the game's"
                    + " rule sets) are replayed as the file gives them; playing on from them is not offered";
        }
        return game.note();
    }

    /**
     * Who played, as far as the file says: a save's players, else a person each side (the names, if
     * the file gives them, are shown instead). For rules of the file's own (an RGN header that matches
     * none of ours) the setup names Finkel's, the record keeping its own rules; the replay says so
     * ({@link #note}) and offers no playing on.
     */
    static PlaySetup setup(LoadedGame game) {
        String rules = game.record().rules().name().toLowerCase(Locale.ROOT);
        if (!ReplayState.namedRules(game.record().rules())) {
            rules = "finkel";
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
