package net.ur.client.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import net.ur.client.UrApp;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Coin;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.es.state.CounterPiles;
import net.ur.client.es.state.Outcome;
import net.ur.client.es.state.TableTurn;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.SeededGames;
import net.ur.rules.Player;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import net.ur.rules.ravensburg.RavensburgSetup;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.rgn.Rgn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The replay at the table, headless: it plays a record's entries onto the table through requests
 * (arranged throws, decisions, moves) to the record's end for each rule family; a step forward then
 * back returns the table's entities to what they were; jumps lay the table at the stop asked.
 */
class ReplayHeadlessTest {

    /** A finished game of some rules, played by seeded dice and random moves. */
    static Game seeded(String rules, long seed) {
        Game g = rules.equals("ravensburg")
                ? Game.start(new RavensburgRuleSet(new RavensburgSetup(List.of(4, 4, 2, 5), Player.DARK)))
                : new PlaySession(new PlaySetup(rules, "random", "random", seed)).game(); // a Babylonian game with its opening
        SplittableRandom random = new SplittableRandom(seed);
        while (!g.state().isOver()) {
            g = SeededGames.step(g, random, SeededGames::anyMove);
        }
        return g;
    }

    /** Opens a record's replay in a headless app and waits until its table is laid. */
    private static ReplayState open(AppDriver driver, UrApp app, String rules, GameRecord record) {
        driver.frames(2);
        driver.run(() -> app.review(new PlaySetup(rules, PlaySetup.HUMAN, "expert", 1), record));
        driver.waitUntil(() -> replay(app) != null && replay(app).isStill());
        return replay(app);
    }

    private static ReplayState replay(UrApp app) {
        return app.getStateManager().getState(ReplayState.class);
    }

    /**
     * What the table shows, as text to compare: every piece's place, turn and model, the dice's places
     * (with the dice when asked: then every place exactly, else to a hundredth of a millimetre), the
     * coins, and the game's published turn, counters and outcome.
     */
    private static List<String> table(AppDriver driver, EntityData ed, boolean dice) {
        return driver.call(() -> {
            List<String> out = new ArrayList<>();
            EntitySet pieces = ed.getEntities(PieceId.class, Position.class, ModelType.class);
            for (Entity e : pieces) {
                out.add("piece " + e.get(PieceId.class).piece() + " at " + (dice ? e.get(Position.class) : near(e.get(Position.class)))
                        + " " + e.get(ModelType.class));
            }
            pieces.release();
            if (dice) {
                EntitySet d = ed.getEntities(DieId.class, Position.class);
                for (Entity e : d) {
                    out.add("die " + e.get(DieId.class) + " at " + e.get(Position.class));
                }
                d.release();
            }
            EntitySet coins = ed.getEntities(Coin.class, Position.class);
            for (Entity e : coins) {
                out.add("coin " + e.get(Coin.class) + " at " + (dice ? e.get(Position.class) : near(e.get(Position.class))));
            }
            coins.release();
            EntitySet turn = ed.getEntities(TableTurn.class);
            for (Entity e : turn) {
                TableTurn t = e.get(TableTurn.class);
                out.add("turn " + t.turn() + " " + t.phase() + " " + t.rollInHand());
                out.add("counters " + ed.getComponent(e.getId(), CounterPiles.class));
                out.add("outcome " + ed.getComponent(e.getId(), Outcome.class));
            }
            turn.release();
            java.util.Collections.sort(out);
            return out;
        });
    }

    /** A place to a hundredth of a millimetre: a move's animation ends where the layout puts it, up to float rounding. */
    private static String near(Position p) {
        return String.format(java.util.Locale.ROOT, "(%.5f, %.5f, %.5f) turned (%.4f, %.4f, %.4f, %.4f)", p.location().x,
                p.location().y, p.location().z, p.rotation().getX(), p.rotation().getY(), p.rotation().getZ(), p.rotation().getW());
    }

    @Test
    void forwardThenBackReturnsTheTablesEntitiesToTheSameState() {
        GameRecord record = seeded("finkel", 5).record();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            ReplayState replay = open(driver, app, "finkel", record);
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            // From a stop jumped to: a step forward, then back.
            driver.run(() -> replay.jump(12));
            driver.waitUntil(replay::isStill);
            List<String> before = table(driver, ed, true);
            assertTrue(before.stream().anyMatch(l -> l.startsWith("piece")), "the table has its pieces");
            driver.run(replay::forward);
            driver.waitUntil(() -> replay.isStill() && replay.position() == 13);
            List<String> after = table(driver, ed, true);
            assertFalse(after.equals(before), "the step forward changed the table");
            driver.run(replay::back);
            driver.waitUntil(() -> replay.isStill() && replay.position() == 12);
            assertEquals(before, table(driver, ed, true), "forward then back: the same entities");
            // From the start: three steps forward, three back.
            driver.run(() -> replay.jump(0));
            driver.waitUntil(replay::isStill);
            List<String> start = table(driver, ed, true);
            for (int i = 1; i <= 3; i++) {
                int want = i;
                driver.run(replay::forward);
                driver.waitUntil(() -> replay.isStill() && replay.position() == want);
            }
            for (int i = 2; i >= 0; i--) {
                int want = i;
                driver.run(replay::back);
                driver.waitUntil(() -> replay.isStill() && replay.position() == want);
            }
            assertEquals(start, table(driver, ed, true), "three forward, three back: the start's entities");
            assertEquals(record.states().get(0), driver.call(() -> replay.table().getSession().state()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"finkel-3p", "blitz-3p", "babylonian", "ravensburg"})
    void aReplayPlaysTheRecordToItsEndOnTheTable(String rules) {
        GameRecord record = seeded(rules, 11).record();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT)).timeout(600)) {
            ReplayState replay = open(driver, app, rules, record);
            EntityData ed = driver.call(() -> app.getStateManager().getState(EntityDataState.class).getEntityData());
            driver.run(() -> {
                replay.speed(ReplayState.PAUSES.length - 1);
                replay.autoplay();
            });
            driver.waitUntil(() -> replay.isStill() && replay.position() == record.entries().size());
            assertEquals("", driver.call(replay::status), "the replay went through without a problem");
            PlaySession session = driver.call(() -> replay.table().getSession());
            assertEquals(record.state(), driver.call(session::state), rules + ": the table's game is the record's at its end");
            assertEquals(record.entries().size(), driver.call(() -> session.game().record().entries().size()));
            List<String> played = table(driver, ed, false);
            // The same end laid at once, without animation: the pieces, coins and published state agree.
            driver.run(() -> replay.jump(record.entries().size()));
            driver.waitUntil(replay::isStill);
            assertEquals(table(driver, ed, false), played, rules + ": the end played out is the end laid out");
            assertTrue(driver.call(() -> app.getStateManager().getState(PlaySessionState.class).isReplay()));
        }
    }

    @Test
    void anRgnFileWithoutTheDiceFacesIsReplayedOnFacesThatMakeItsThrows() throws Exception {
        GameRecord played = seeded("finkel-2p", 3).record();
        GameRecord read = Rgn.read(Rgn.write(played, java.util.Map.of()), null).record();
        assertTrue(read.entries().stream().allMatch(e -> e.roll().faces().isEmpty()), "RGN keeps no faces");
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT)).timeout(300)) {
            ReplayState replay = open(driver, app, "finkel", read);
            driver.run(() -> {
                replay.speed(ReplayState.PAUSES.length - 1);
                replay.autoplay();
            });
            driver.waitUntil(() -> replay.isStill() && replay.position() == read.entries().size());
            assertEquals("", driver.call(replay::status));
            assertEquals(read.state(), driver.call(() -> replay.table().getSession().state()));
        }
    }

    @Test
    void theReviewComesOffTheRenderThreadAndTheGhostShowsABetterMove() {
        GameRecord record = seeded("finkel-2p", 9).record();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT)).timeout(300)) {
            ReplayState replay = open(driver, app, "finkel-2p", record);
            driver.waitUntil(() -> replay.review() != null);
            var review = driver.call(replay::review);
            var worse = review.choices().stream().filter(c -> c.real() && c.bestMove() != null
                    && c.grade() != net.ur.ai.review.Grade.BEST).findFirst();
            assertTrue(worse.isPresent(), "random moves make a choice that is not the best");
            int stop = worse.get().n();
            driver.run(() -> replay.jump(stop));
            driver.waitUntil(replay::isStill);
            driver.frames(2);
            assertEquals(1, driver.call(() -> replay.ghosts().size()), "the best move's ghost stands at the stop");
            assertTrue(driver.call(() -> net.ur.client.words.ReplayWords.replayStop(record, review, stop, p -> p.displayName())).stream()
                    .anyMatch(l -> l.contains("the best: " + net.ur.client.words.TurnLogWords.moveClause(record.rules(),
                            worse.get().bestMove(), p -> p.displayName(), p -> false))), "the panel names the best move");
            int best = review.choices().stream().filter(c -> c.real() && c.bestMove() != null
                    && c.grade() == net.ur.ai.review.Grade.BEST).findFirst().orElseThrow().n();
            boolean worseAtSameStop = review.choices().stream().anyMatch(c -> c.n() == best && c.grade() != net.ur.ai.review.Grade.BEST);
            driver.run(() -> replay.jump(best));
            driver.waitUntil(replay::isStill);
            driver.frames(2);
            if (!worseAtSameStop) {
                assertEquals(0, driver.call(() -> replay.ghosts().size()), "no ghost where the best move was made");
            }
        }
    }

    /**
     * The review says the game in the board's words (houses, not the record's squares), draws each
     * side's throws against fair dice as a picture instead of a row of numbers, and lists the key
     * moments as buttons that go there.
     */
    @Test
    void theReviewSpeaksTheBoardsWordsDrawsTheLuckAndListsTheKeyMoments() {
        GameRecord record = seeded("finkel-2p", 9).record();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT)).timeout(300)) {
            ReplayState replay = open(driver, app, "finkel-2p", record);
            driver.waitUntil(() -> replay.review() != null);
            var review = driver.call(replay::review);
            java.util.regex.Pattern notation = java.util.regex.Pattern.compile("\\b[A-C]\\d+\\b|->|\\bstart\\b");
            for (int stop = 1; stop <= record.entries().size(); stop++) {
                for (String line : net.ur.client.words.ReplayWords.replayStop(record, review, stop, p -> p.displayName())) {
                    assertFalse(notation.matcher(line).find(), "no record notation at throw " + stop + ": " + line);
                }
            }
            int entered = 1 + record.entries().stream().takeWhile(e -> e.move() == null).toList().size();
            assertTrue(net.ur.client.words.ReplayWords.replayStop(record, review, entered, p -> p.displayName()).get(0)
                    .contains("entered a piece at house "), "the first move in houses");
            driver.frames(2);
            List<net.ur.client.ui.DiceLuckPanel> luck = driver.call(() -> replay.panel().luckPictures());
            assertEquals(2, luck.size(), "a picture of each side's throws");
            assertEquals(List.of(0, 1, 2, 3, 4), luck.get(0).values(), "a bar for each value four binary dice make");
            var buttons = driver.call(() -> replay.panel().momentButtons());
            var moments = review.keyMoments(5);
            assertEquals(moments.size(), buttons.size(), "a button for each key moment");
            assertTrue(buttons.size() >= 2, "the game has key moments to list");
            assertTrue(driver.call(() -> buttons.get(1).getText()).startsWith("Throw " + moments.get(1).n() + ": "));
            driver.run(() -> buttons.get(1).click());
            driver.waitUntil(replay::isStill);
            assertEquals(moments.get(1).n(), driver.call(replay::position), "the moment's button goes there");
        }
    }

    @Test
    void takingOverStartsANewGameWhoseRecordBeginsWithTheReplayedEntries() {
        GameRecord record = seeded("finkel", 21).record();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            ReplayState replay = open(driver, app, "finkel", record);
            driver.run(() -> replay.jump(20));
            driver.waitUntil(replay::isStill);
            driver.run(() -> replay.takeOver(true));
            driver.waitUntil(() -> {
                PlaySessionState s = app.getStateManager().getState(PlaySessionState.class);
                return s != null && !s.isReplay() && s.isInitialized();
            });
            assertEquals(null, replay(app), "the replay has ended");
            PlaySessionState game = driver.call(() -> app.getStateManager().getState(PlaySessionState.class));
            GameRecord now = driver.call(() -> game.getSession().game().record());
            assertTrue(now.entries().size() >= 20);
            for (int i = 0; i < 20; i++) {
                assertEquals(record.entries().get(i).move(), now.entries().get(i).move(), "entry " + (i + 1));
                assertEquals(record.entries().get(i).roll(), now.entries().get(i).roll(), "entry " + (i + 1));
            }
            PlaySetup setup = driver.call(() -> game.getSession().setup());
            assertTrue(setup.isHuman(Player.LIGHT) && !setup.isHuman(Player.DARK), "the person plays light as before: " + setup);
            assertEquals("expert", setup.dark());
        }
    }

    @Test
    void aGameUnderAFilesOwnRulesIsReplayedButNotPlayedOn() throws Exception {
        net.ur.rules.RuleSet own = net.ur.rules.sets.RgnRules.fromHeader(java.util.Map.of("Rules", "Finkel", "Pieces", "2",
                "SafeRosettes", "false", "CapturesGrantExtraRolls", "true"));
        net.ur.rules.record.Game g = net.ur.rules.record.Game.start(own);
        java.util.SplittableRandom r = new java.util.SplittableRandom(6);
        while (!g.state().isOver()) {
            g = g.state().phase() == net.ur.rules.Phase.AWAITING_ROLL ? g.roll(r) : g.move(g.legalMoves().get(0));
        }
        GameRecord record = Rgn.read(Rgn.write(g.record(), java.util.Map.of()), null).record();
        assertFalse(ReplayState.namedRules(record.rules()));
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT)).timeout(300)) {
            ReplayState replay = open(driver, app, "finkel", record);
            driver.run(() -> replay.jump(6));
            driver.waitUntil(replay::isStill);
            assertEquals(record.states().get(6), driver.call(() -> replay.table().getSession().state()),
                    "the table plays the file's own rules");
            driver.run(() -> replay.takeOver(false));
            driver.frames(2);
            assertTrue(driver.call(replay::status).startsWith("These are the file's own rules (Custom), not one of the"
                    + " game's rule sets"), driver.call(replay::status));
            assertEquals(replay, replay(app), "the replay goes on");
        }
    }

    @Test
    void theEndPanelsReviewOpensTheFinishedGamesReplay() {
        GameRecord record = seeded("finkel-3p", 4).record();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            PlaySetup setup = new PlaySetup("finkel-3p", PlaySetup.HUMAN, "novice", 4);
            driver.run(() -> app.continueGame(new net.ur.client.settings.SavedGames.Saved(setup, record, null)));
            net.ur.client.ui.Screens screens = app.getStateManager().getState(net.ur.client.ui.Screens.class);
            driver.waitUntil(() -> screens.current() instanceof net.ur.client.hud.EndPanel);
            while (!"Review".equals(driver.call(() -> screens.current().getSelected().getText()))) {
                driver.tap(com.jme3.input.KeyInput.KEY_RIGHT);
            }
            driver.tap(com.jme3.input.KeyInput.KEY_RETURN);
            driver.waitUntil(() -> replay(app) != null && replay(app).isStill());
            assertEquals(record.entries().size(), (int) driver.call(() -> replay(app).length()));
            assertEquals(record.states(), driver.call(() -> replay(app).record().states()), "the game's own record");
            assertEquals(null, driver.call(screens::current), "the end panel has gone");
            driver.tap(com.jme3.input.KeyInput.KEY_ESCAPE);
            driver.frames(3);
            assertEquals(null, replay(app), "Esc leaves the replay");
            assertTrue(driver.call(screens::current) instanceof net.ur.client.ui.MainMenuScreen, "for the main menu");
        }
    }

    @Test
    void takeOverSetups() {
        PlaySetup computers = new PlaySetup("finkel", "expert", "novice", 1);
        assertEquals(new PlaySetup("finkel", PlaySetup.HUMAN, "novice", 2), ReplayState.takeOverSetup(computers, Player.LIGHT, true, 2));
        assertEquals(new PlaySetup("finkel", "expert", PlaySetup.HUMAN, 2), ReplayState.takeOverSetup(computers, Player.DARK, true, 2));
        PlaySetup friends = new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 1);
        assertEquals(new PlaySetup("finkel", "master", PlaySetup.HUMAN, 2), ReplayState.takeOverSetup(friends, Player.DARK, true, 2));
        assertEquals(new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 2), ReplayState.takeOverSetup(computers, Player.DARK, false, 2));
        assertNotNull(ReplayScript.prefix(seeded("finkel-2p", 1).record(), 0));
    }
}
