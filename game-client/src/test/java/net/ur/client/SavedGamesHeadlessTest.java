package net.ur.client;

import net.ur.client.settings.GameOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Label;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.MainMenuScreen;
import net.ur.client.ui.SavedGamesScreen;
import net.ur.client.ui.Screens;
import net.ur.rules.GameState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved games with the keyboard alone: a game is kept from the pause panel, listed on the saved
 * games screen beside a broken file (shown as such, never removed), exported as RGN, and loaded
 * to go on where it was; a finished game loads to its end, and the game in progress it replaces
 * is kept first.
 */
class SavedGamesHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    private static void select(AppDriver driver, Screens screens, String prefix) {
        List<String> texts = driver.call(() -> screens.current().getButtons().stream().map(Button::getText).toList());
        int index = -1;
        for (int i = 0; i < texts.size() && index < 0; i++) {
            if (texts.get(i).startsWith(prefix)) {
                index = i;
            }
        }
        assertTrue(index >= 0, "no button " + prefix + " in " + texts);
        int from = driver.call(() -> screens.current().getButtons().indexOf(screens.current().getSelected()));
        for (int i = from; i != index; i += index > from ? 1 : -1) {
            driver.tap(index > from ? KeyInput.KEY_DOWN : KeyInput.KEY_UP);
        }
        assertTrue(driver.call(() -> screens.current().getSelected().getText()).startsWith(prefix));
    }

    private static String labels(AppDriver driver, Screens screens) {
        return driver.call(() -> {
            StringBuilder b = new StringBuilder();
            screens.current().getRoot().depthFirstTraversal(s -> {
                if (s instanceof Label l && !(s instanceof Button)) {
                    b.append(l.getText()).append('\n');
                }
            });
            return b.toString();
        });
    }

    private long keptFiles() throws Exception {
        try (Stream<Path> s = Files.list(home.resolve("data/saves"))) {
            return s.count();
        }
    }

    @Test
    void keptListedExportedAndLoaded() throws Exception {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", PlaySetup.HUMAN, "random", 21));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            net.ur.client.testing.PersonAtTable.playMoves(driver, app, 3);
            Screens screens = app.getStateManager().getState(Screens.class);
            driver.tap(KeyInput.KEY_ESCAPE);
            GameState atKeep = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession().state());
            select(driver, screens, "Keep a copy");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(labels(driver, screens).contains("Kept as "), "the pause panel says where: " + labels(driver, screens));
            assertEquals(1, keptFiles());
            select(driver, screens, "Save and leave");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            assertTrue(driver.call(screens::current) instanceof MainMenuScreen);

            Path broken = home.resolve("data/saves/2020-01-01-000000-finkel.json");
            Files.writeString(broken, "{\"format\": \"ur-save\", \"version\": 1, \"rec");
            Files.setLastModifiedTime(broken, java.nio.file.attribute.FileTime.fromMillis(1_577_836_800_000L));
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(screens::current) instanceof SavedGamesScreen, "Enter opened the saved games");
            SavedGamesScreen list = (SavedGamesScreen) driver.call(screens::current);
            List<String> rows = driver.call(() -> list.getButtons().stream().map(Button::getText).toList());
            assertEquals(8, rows.size(), "two games, Review, Export, Delete, Delete all, Luck of the dice, Back: " + rows);
            assertTrue(rows.get(0).contains("Finkel") && rows.get(0).contains("unfinished") && rows.get(0).matches(".* \\d+ moves?, .*"),
                    "the kept game, newest first, with its rules, moves and state: " + rows.get(0));
            assertTrue(rows.get(1).startsWith("2020-01-01-000000-finkel.json: cannot be read"), rows.get(1));

            select(driver, screens, "2020-01-01");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(list::message).startsWith("This file cannot be read"), driver.call(list::message));
            select(driver, screens, "Review");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(list::message).contains("cannot be reviewed"), "Review acts on the marked row: "
                    + driver.call(list::message));
            assertTrue(driver.call(screens::current) == list, "the list is still shown");
            assertTrue(Files.exists(broken), "the broken file is left where it was");

            select(driver, screens, "Back");
            for (int i = 0; i < 20; i++) {
                driver.tap(KeyInput.KEY_UP);
            }
            assertTrue(driver.call(() -> list.getSelected().getText()).contains("Finkel"), "Up stops at the first game");
            driver.tap(KeyInput.KEY_RIGHT);
            assertEquals("Review", driver.call(() -> list.getSelected().getText()), "Right on a row goes to its buttons");
            assertTrue(driver.call(() -> list.chosen().readable()), "the first game stays marked");
            driver.tap(KeyInput.KEY_RIGHT);
            driver.tap(KeyInput.KEY_RETURN);
            String said = driver.call(list::message);
            assertTrue(said.startsWith("Written as RGN to "), said);
            Path rgn = Path.of(said.substring("Written as RGN to ".length(), said.length() - 1));
            assertTrue(Files.readString(rgn).contains("[Rules "), "the RGN file is there: " + rgn);
            assertTrue(rgn.startsWith(home.resolve("data/exports")), "in the player's data folder: " + rgn);

            for (int i = 0; i < 20; i++) {
                driver.tap(KeyInput.KEY_UP);
            }
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            PlaySessionState game = driver.call(() -> app.getStateManager().getState(PlaySessionState.class));
            assertNotNull(game, "Enter on the unfinished game's row took it up again");
            GameState loaded = driver.call(() -> game.getSession().state());
            assertEquals(atKeep.pieces(), loaded.pieces(), "it goes on where it was kept");
            assertEquals(atKeep.turn(), loaded.turn());
            assertEquals(1 + 1, keptFiles(), "loading the same game as the one in progress keeps no extra copy");

            // A finished Babylonian game, kept earlier, opens its review; the game in progress stays as it is.
            driver.frames(200);
            SavedGames saves = new SavedGames(home.resolve("data"));
            saves.keep(new PlaySetup("babylonian", "human", "random", 4), PauseAndEndHeadlessTest.finishedGame("babylonian", 4),
                    java.time.LocalDateTime.now().plusMinutes(1));
            driver.run(() -> game.pause());
            driver.frames(2);
            select(driver, screens, "Save and leave");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(2);
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            SavedGamesScreen again = (SavedGamesScreen) driver.call(screens::current);
            assertTrue(driver.call(() -> again.getSelected().getText()).contains("Babylonian"), "the newest first");
            assertTrue(driver.call(() -> again.getSelected().getText()).contains("finished"));
            driver.tap(KeyInput.KEY_RIGHT);
            driver.tap(KeyInput.KEY_RIGHT);
            assertEquals("Export as RGN", driver.call(() -> again.getSelected().getText()));
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(again::message).startsWith("The babylonian rules cannot be written as RGN"),
                    driver.call(again::message));
            long before = keptFiles();
            byte[] inProgress = Files.readAllBytes(saves.currentFile());
            for (int i = 0; i < 20; i++) {
                driver.tap(KeyInput.KEY_UP);
            }
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(3);
            net.ur.client.replay.ReplayState replay = driver.call(() -> app.getStateManager().getState(
                    net.ur.client.replay.ReplayState.class));
            assertNotNull(replay, "Enter on a finished game's row opened its review");
            assertEquals("babylonian", driver.call(() -> replay.record().rules().name()));
            assertEquals(before, keptFiles(), "nothing was kept or moved");
            org.junit.jupiter.api.Assertions.assertArrayEquals(inProgress, Files.readAllBytes(saves.currentFile()),
                    "the game in progress is as it was");
        }
    }

    @Test
    void aLongListIsTurnedPageByPage() throws Exception {
        SavedGames saves = new SavedGames(home.resolve("data"));
        for (int i = 0; i < 9; i++) {
            saves.keep(new PlaySetup("finkel", "human", "random", i), PauseAndEndHeadlessTest.finishedGame("finkel", i),
                    java.time.LocalDateTime.of(2026, 3, 1 + i, 12, 0));
        }
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            Screens screens = app.getStateManager().getState(Screens.class);
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            List<String> rows = driver.call(() -> screens.current().getButtons().stream().map(Button::getText).toList());
            assertEquals(7 + 7, rows.size(), "a page of 7, Review, Export, Delete, Delete all, Luck of the dice, Older, Back: "
                    + rows);
            assertTrue(rows.get(0).startsWith("9 Mar 2026"), "the newest first: " + rows.get(0));
            assertTrue(labels(driver, screens).contains("Games 1 to 7 of 9"));
            select(driver, screens, "Older");
            driver.tap(KeyInput.KEY_RETURN);
            rows = driver.call(() -> screens.current().getButtons().stream().map(Button::getText).toList());
            assertEquals(List.of("Review", "Export as RGN", "Delete", "Delete all", "Luck of the dice", "Newer", "Back"),
                    rows.subList(2, rows.size()), rows.toString());
            assertTrue(rows.get(0).startsWith("2 Mar 2026") && rows.get(1).startsWith("1 Mar 2026"), rows.toString());
            select(driver, screens, "Newer");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(() -> screens.current().getButtons().get(0).getText()).startsWith("9 Mar 2026"));
        }
    }

    /** A game of Finkel's rules played by a seed up to its last move (its roll thrown), and that move. */
    private record BeforeTheEnd(net.ur.rules.record.Game game, net.ur.rules.Move last) {
    }

    private static BeforeTheEnd beforeTheEnd(long seed) {
        net.ur.rules.record.Game g = net.ur.rules.record.Game.start("finkel");
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        net.ur.rules.record.Game before = g;
        while (!g.state().isOver()) {
            before = g;
            g = net.ur.client.testing.SeededGames.step(g, random, net.ur.client.testing.SeededGames::anyMove);
        }
        return new BeforeTheEnd(before, g.record().entries().get(g.record().entries().size() - 1).move());
    }

    private List<Path> files(String folder) throws Exception {
        Path dir = home.resolve("data").resolve(folder);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    @Test
    void aGameThatEndsGoesIntoTheHistoryByItselfAndKeepingItListsItOnce() throws Exception {
        BeforeTheEnd end = beforeTheEnd(5);
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            Screens screens = app.getStateManager().getState(Screens.class);
            driver.run(() -> {
                screens.hideAll();
                app.getStateManager().attach(new PlaySessionState(net.ur.client.game.PlaySession.continued(
                        new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 3), end.game()), app::returnToMenu));
            });
            driver.frames(3);
            driver.waitUntil(() -> net.ur.client.testing.TableNow.facts(app) != null && !net.ur.client.testing.TableNow.busy(app));
            net.ur.client.testing.PersonAtTable.request(driver, end.last().player(),
                    new net.ur.client.es.game.Request.MakeMove(end.last()));
            driver.waitUntil(() -> screens.current() instanceof net.ur.client.hud.EndPanel);
            driver.frames(3);
            List<Path> history = files("history");
            assertEquals(1, history.size(), "the finished game went into the history by itself: " + history);
            assertEquals(List.of(), files("saves"), "nothing was kept by the player");
            SavedGames saves = new SavedGames(home.resolve("data"));
            assertEquals(null, saves.loadCurrent(), "it is no longer the game in progress");

            // The way: Review at the end, then Esc to the menu; Saved games lists the game.
            select(driver, screens, "Review");
            driver.tap(KeyInput.KEY_RETURN);
            driver.frames(5);
            assertNotNull(driver.call(() -> app.getStateManager().getState(net.ur.client.replay.ReplayState.class)));
            driver.run(app::returnToMenu);
            driver.frames(3);
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            SavedGamesScreen list = (SavedGamesScreen) driver.call(screens::current);
            List<String> rows = driver.call(() -> list.getButtons().stream().map(Button::getText).toList());
            String winner = end.last().player() == net.ur.rules.Player.LIGHT ? "Light" : "Dark";
            assertTrue(rows.get(0).contains("Finkel") && rows.get(0).contains("Light v Dark")
                    && rows.get(0).contains("finished: " + winner + " won") && !rows.get(0).contains("kept"),
                    "its date, rules, players and result: " + rows);
            assertEquals("Review", rows.get(1), "one game listed: " + rows);
        }
        // Keep this game at the end: the game moves from the history among the kept games, listed once.
        UrApp second = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(second, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            Screens screens = second.getStateManager().getState(Screens.class);
            BeforeTheEnd other = beforeTheEnd(6);
            driver.run(() -> {
                screens.hideAll();
                second.getStateManager().attach(new PlaySessionState(net.ur.client.game.PlaySession.continued(
                        new PlaySetup("finkel", PlaySetup.HUMAN, PlaySetup.HUMAN, 4), other.game()), second::returnToMenu));
            });
            driver.frames(3);
            driver.waitUntil(() -> net.ur.client.testing.TableNow.facts(second) != null
                    && !net.ur.client.testing.TableNow.busy(second));
            net.ur.client.testing.PersonAtTable.request(driver, other.last().player(),
                    new net.ur.client.es.game.Request.MakeMove(other.last()));
            driver.waitUntil(() -> screens.current() instanceof net.ur.client.hud.EndPanel);
            driver.frames(3);
            assertEquals(2, files("history").size());
            select(driver, screens, "Keep this game");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(labels(driver, screens).contains("Kept as "), labels(driver, screens));
            assertEquals(1, files("history").size(), "it left the history");
            assertEquals(1, files("saves").size(), "for the kept games");
            List<SavedGames.Kept> all = new SavedGames(home.resolve("data")).list();
            assertEquals(2, all.size(), "each game listed once: " + all);
            assertEquals(1, all.stream().filter(SavedGames.Kept::keptByPlayer).count());
        }
    }

    @Test
    void theRowThePointerIsOverIsMarkedAndDeletingAsksOnce() throws Exception {
        SavedGames saves = new SavedGames(home.resolve("data"));
        for (int i = 0; i < 3; i++) {
            saves.keep(new PlaySetup("finkel", "human", "random", i), PauseAndEndHeadlessTest.finishedGame("finkel", i),
                    java.time.LocalDateTime.of(2026, 3, 1 + i, 12, 0));
        }
        Path broken = saves.keptFolder().resolve("2020-01-01-000000-finkel.json");
        Files.writeString(broken, "{\"format\": \"ur-save\"");
        Files.setLastModifiedTime(broken, java.nio.file.attribute.FileTime.fromMillis(1_577_836_800_000L));
        UrApp app = new UrApp(GameOptions.DEFAULT);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            Screens screens = app.getStateManager().getState(Screens.class);
            select(driver, screens, "Saved games");
            driver.tap(KeyInput.KEY_RETURN);
            SavedGamesScreen list = (SavedGamesScreen) driver.call(screens::current);
            List<Button> buttons = driver.call(list::getButtons);
            assertTrue(driver.call(() -> list.chosen().file().getFileName().toString()).startsWith("2026-03-03"),
                    "the first row is marked at first");

            // The pointer moves over the second row: it is the marked one; then over Review: still marked.
            Button secondRow = buttons.get(1);
            Button review = buttons.stream().filter(b -> b.getText().equals("Review")).findFirst().orElseThrow();
            pointAt(driver, app, secondRow, 100);
            assertTrue(driver.call(() -> list.chosen().file().getFileName().toString()).startsWith("2026-03-02"));
            pointAt(driver, app, review, 200);
            assertEquals(review, driver.call(list::getSelected), "the pointer selects what it is over");
            assertTrue(driver.call(() -> list.chosen().file().getFileName().toString()).startsWith("2026-03-02"),
                    "the row stays marked while the pointer is on the buttons");
            assertEquals(1, driver.call(() -> buttons.stream().filter(b -> shown(b).equals(net.ur.client.ui.UrStyle.GOLD))
                    .count()), "one line lit: the one Enter presses");
            assertTrue(driver.call(() -> background(secondRow)).a > driver.call(() -> background(buttons.get(0))).a,
                    "the marked row's ground stands out");

            // Delete asks once; No (selected first) deletes nothing.
            pointAt(driver, app, buttons.stream().filter(b -> b.getText().equals("Delete")).findFirst().orElseThrow(), 300);
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(list::question).startsWith("Delete this game for good? 2 Mar 2026"), driver.call(list::question));
            assertEquals("No, keep", driver.call(() -> list.getSelected().getText()));
            driver.tap(KeyInput.KEY_RETURN);
            assertEquals(null, driver.call(list::question));
            assertEquals(4, saves.list().size(), "nothing deleted");
            assertTrue(driver.call(() -> list.getSelected().getText()).startsWith("2 Mar 2026"), "back on the row");

            // Esc takes a question away and stays on the list.
            driver.tap(KeyInput.KEY_RIGHT);
            select(driver, screens, "Delete");
            driver.tap(KeyInput.KEY_RETURN);
            driver.tap(KeyInput.KEY_ESCAPE);
            assertEquals(list, driver.call(screens::current), "Esc answered no, the list stays");
            assertEquals(4, saves.list().size());

            // Yes deletes the marked game alone.
            driver.tap(KeyInput.KEY_RIGHT);
            select(driver, screens, "Delete");
            driver.tap(KeyInput.KEY_RETURN);
            driver.tap(KeyInput.KEY_RIGHT);
            assertEquals("Yes, delete", driver.call(() -> list.getSelected().getText()));
            driver.tap(KeyInput.KEY_RETURN);
            List<SavedGames.Kept> left = saves.list();
            assertEquals(3, left.size());
            assertTrue(left.stream().noneMatch(k -> k.file().getFileName().toString().startsWith("2026-03-02")), left.toString());
            assertEquals("The game was deleted.", driver.call(list::message));

            // Delete all asks once, deletes every game that can be read and leaves the broken file.
            select(driver, screens, "Delete all");
            driver.tap(KeyInput.KEY_RETURN);
            assertTrue(driver.call(list::question).startsWith("Delete all 2 games for good"), driver.call(list::question));
            driver.tap(KeyInput.KEY_RIGHT);
            driver.tap(KeyInput.KEY_RETURN);
            assertEquals("2 games were deleted.", driver.call(list::message));
            assertEquals(1, saves.list().size());
            assertTrue(Files.exists(broken), "the file that cannot be read is left as it is");
        }
    }

    /** The pointer moves (from where it was) and comes over a button, as Lemur tells a button of it. */
    static void pointAt(AppDriver driver, UrApp app, Button b, float x) {
        driver.run(() -> {
            app.getInputManager().getCursorPosition().set(x, 300);
            b.getControl(com.simsilica.lemur.event.MouseEventControl.class)
                    .mouseEntered(new com.jme3.input.event.MouseMotionEvent((int) x, 300, 0, 0, 0, 0), b, null);
        });
        driver.frames(1);
    }

    /** The colour a button's text is drawn in now. */
    static com.jme3.math.ColorRGBA shown(Button b) {
        return ((com.simsilica.lemur.component.TextComponent) b.getControl(com.simsilica.lemur.core.GuiControl.class)
                .getComponent(Label.LAYER_TEXT)).getColor();
    }

    private static com.jme3.math.ColorRGBA background(Button b) {
        return ((com.simsilica.lemur.component.QuadBackgroundComponent) b.getBackground()).getColor();
    }
}
