package net.ur.client.audio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Button;
import net.ur.client.UrApp;
import net.ur.client.es.game.TableEvent;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsState;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.TableNow;
import net.ur.client.ui.MainMenuScreen;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Piece;
import net.ur.rules.PieceKind;
import net.ur.rules.Player;
import net.ur.rules.board.Square;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sound state in the running game, headless: each event of the table and the menus asks for
 * its sound (heard through a recording sink, not a speaker), the ambience plays in the menu and in
 * games, and a change of volume reaches the sink at once. Without an audio renderer the game is
 * silent and runs on.
 */
class SoundStateHeadlessTest {

    @TempDir
    Path home;

    @BeforeEach
    void useTemporaryHome() {
        System.setProperty("ur.home", home.toString());
    }

    private static SoundState soundOf(UrApp app) {
        SoundState sound = app.getStateManager().getState(SoundState.class);
        assertNotNull(sound, "the game has a sound state");
        return sound;
    }

    @Test
    void aHeadlessGameIsSilentAndRunsOn() {
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", "random", "random", 3));
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(300);
            assertSame(SoundSink.SILENT, driver.call(() -> soundOf(app).getSink()), "no audio renderer, no sound");
            // Asking for sounds does nothing and breaks nothing.
            driver.run(() -> {
                soundOf(app).coinsIntoPool(3, new Vector3f(0, 1, 0));
                soundOf(app).play(Sound.ROSETTE, null, 1f);
            });
            driver.frames(2);
        }
    }

    @Test
    void aComputerGameSoundsItsThrowsKnocksMovesAndEnd() {
        RecordingSink rec = new RecordingSink();
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", "random", "random", 1));
        soundOf(app).setSink(rec);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            for (int frame = 0; frame < 200_000 && !driver.call(() -> session.state().isOver() && !TableNow.busy(app)); frame += 60) {
                driver.frames(60);
            }
            driver.frames(2);
            assertTrue(driver.call(() -> session.state().isOver()), "the game ended");
            int moves = driver.call(() -> TableNow.moves(app, Player.LIGHT) + TableNow.moves(app, Player.DARK));
            String heard = summary(rec);
            assertTrue(rec.loops.containsAll(List.of(Sound.NIGHT, Sound.FLAME)), "the night and the flame play: " + rec.loops);
            assertTrue(rec.count(Sound.DICE_THROW) > 10, "the dice are heard thrown: " + heard);
            assertTrue(rec.count(Sound.DICE_KNOCK) > rec.count(Sound.DICE_THROW), "thrown dice knock on the table: " + heard);
            for (RecordingSink.Played knock : rec.of(Sound.DICE_KNOCK)) {
                assertNotNull(knock.where(), "a knock is heard where the die struck");
                assertTrue(knock.volume() > 0f && knock.volume() <= 1f, "a knock's volume is from its impulse: " + knock);
                assertTrue(knock.pitch() > 0.8f && knock.pitch() < 1.2f, "a knock's pitch: " + knock);
            }
            assertEquals(moves, rec.count(Sound.PIECE_LIFT), "every move lifts a piece: " + heard);
            assertEquals(moves, rec.count(Sound.PIECE_PLACE), "every move sets a piece down: " + heard);
            for (RecordingSink.Played place : rec.of(Sound.PIECE_PLACE)) {
                assertNotNull(place.where(), "a piece is heard where it lands");
            }
            assertTrue(rec.count(Sound.CAPTURE) > 0 && rec.count(Sound.ROSETTE) > 0, "captures and rosettes are heard: " + heard);
            assertTrue(rec.count(Sound.NO_MOVE) > 0, "turns without a move are heard: " + heard);
            assertEquals(1, rec.count(Sound.WIN) + rec.count(Sound.LOSS), "the end is heard once: " + heard);
            assertEquals(1, rec.count(Sound.WIN), "a game between computers ends on the win: " + heard);
            assertEquals(0, rec.count(Sound.MENU_MOTIF), "no menu, no motif: " + heard);
            // The same variant never twice running.
            List<RecordingSink.Played> places = rec.of(Sound.PIECE_PLACE);
            for (int i = 1; i < places.size(); i++) {
                assertTrue(places.get(i).variant() != places.get(i - 1).variant(), "placements vary");
            }
        }
    }

    @Test
    void theBabylonianCountersAreHeardGoingIntoAndOutOfThePool() {
        RecordingSink rec = new RecordingSink();
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("babylonian", "random", "random", 2));
        soundOf(app).setSink(rec);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
            int[] moved = new int[2];
            driver.run(() -> app.getStateManager().attach(new net.ur.client.testing.EventTally(event -> {
                if (event instanceof TableEvent.PiecePlaced placed) {
                    int change = net.ur.rules.babylonian.BabylonianRuleSet.counterChange(placed.move());
                    if (change > 0) {
                        moved[0]++;
                    } else if (change < 0) {
                        moved[1]++;
                    }
                }
            })));
            for (int frame = 0; frame < 200_000 && moved[0] + moved[1] < 6
                    && !driver.call(() -> session.state().isOver()); frame += 60) {
                driver.frames(60);
            }
            // The coins are heard as they land, after the piece: let the last slide end.
            for (int frame = 0; frame < 600 && driver.call(() -> TableNow.busy(app)); frame++) {
                driver.frames(1);
            }
            String heard = summary(rec);
            assertTrue(!driver.call(() -> session.state().isOver()), "the game is still on (the pool's end would add its own coins)");
            assertTrue(moved[0] + moved[1] > 0, "counters changed hands in the game");
            assertEquals(moved[0], rec.count(Sound.COIN_OUT) + rec.count(Sound.COINS_OUT),
                    "every collection from the pool is heard: " + heard);
            assertEquals(moved[1], rec.count(Sound.COIN_IN) + rec.count(Sound.COINS_IN),
                    "every payment into the pool is heard: " + heard);
        }
    }

    @Test
    void theMenuPlaysTheAmbienceAndMotifItsButtonsSoundAndVolumesApplyAtOnce() {
        RecordingSink rec = new RecordingSink();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        soundOf(app).setSink(rec);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(3);
            assertEquals(1, rec.count(Sound.MENU_MOTIF), "the motif plays when the menu shows: " + summary(rec));
            assertTrue(rec.loops.containsAll(List.of(Sound.NIGHT, Sound.FLAME)), "the night and the flame play: " + rec.loops);
            // The defaults: master 0.8, effects 1, ambience 0.6.
            assertArrayEquals(new float[] {0.8f, 0.8f * 0.6f}, rec.lastGains(), 1e-6f);

            SettingsState settings = app.getStateManager().getState(SettingsState.class);
            driver.run(() -> settings.set(settings.get().withVolumes(0.5f, 0.4f, 0.2f)));
            driver.frames(1);
            assertArrayEquals(new float[] {0.5f * 0.4f, 0.5f * 0.2f}, rec.lastGains(), 1e-6f, "the new volumes are applied at once");
            int changes = rec.gains.size();
            driver.frames(5);
            assertEquals(changes, rec.gains.size(), "unchanged volumes are not applied again");

            MainMenuScreen menu = app.getStateManager().getState(MainMenuScreen.class);
            Button settingsButton = driver.call(() -> menu.getButtons().stream()
                    .filter(b -> b.getText().equals("Settings")).findFirst().orElseThrow());
            driver.run(() -> settingsButton.getCommands(Button.ButtonAction.HighlightOn).forEach(c -> c.execute(settingsButton)));
            assertEquals(1, rec.count(Sound.UI_HOVER), "the pointer over a button is heard");
            driver.run(settingsButton::click);
            assertEquals(1, rec.count(Sound.UI_CLICK), "a click is heard");
            for (RecordingSink.Played p : rec.of(Sound.UI_CLICK)) {
                assertEquals(null, p.where(), "the menu's sounds have no place");
            }

            driver.run(() -> app.startGame(new PlaySetup("finkel", "human", "random", 5)));
            driver.frames(2);
            assertTrue(rec.stopped.contains(Sound.MENU_MOTIF), "the motif stops when a game starts");
            long loopsBefore = rec.loops.size();
            driver.frames(2);
            assertEquals(loopsBefore, rec.loops.size(), "the loops are started once, not every frame");
        }
    }

    @Test
    void theAmbienceAndTheMotifWaitForTheFirstFrame() {
        RecordingSink rec = new RecordingSink();
        UrApp app = new UrApp(GameOptions.DEFAULT);
        soundOf(app).setSink(rec);
        // Updated after the sound state in the first frame, before anything is drawn.
        int[] heardBeforeDrawing = {-1, -1};
        app.getStateManager().attach(new com.jme3.app.state.BaseAppState() {
            @Override
            public void update(float tpf) {
                if (heardBeforeDrawing[0] < 0) {
                    heardBeforeDrawing[0] = rec.loops.size();
                    heardBeforeDrawing[1] = (int) rec.count(Sound.MENU_MOTIF);
                }
            }

            @Override
            protected void initialize(com.jme3.app.Application a) {
            }

            @Override
            protected void cleanup(com.jme3.app.Application a) {
            }

            @Override
            protected void onEnable() {
            }

            @Override
            protected void onDisable() {
            }
        });
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(3);
            assertArrayEquals(new int[] {0, 0}, heardBeforeDrawing, "no loop and no motif is read before the first frame");
            assertEquals(1, rec.count(Sound.MENU_MOTIF), "the motif plays after it: " + summary(rec));
            assertTrue(rec.loops.containsAll(List.of(Sound.NIGHT, Sound.FLAME)), "the night and the flame after it: " + rec.loops);
        }
    }

    @Test
    void eachEventOfTheTableAndThePoolHasItsSound() {
        RecordingSink rec = new RecordingSink();
        UrApp app = new UrApp(GameOptions.DEFAULT, new PlaySetup("finkel", "human", "random", 7));
        SoundState sound = soundOf(app);
        sound.setSink(rec);
        try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
            driver.frames(2);
            net.ur.rules.RuleSet finkel = net.ur.rules.sets.RuleSets.byName("finkel");
            Piece light = new Piece(Player.LIGHT, 0, PieceKind.PLAIN);
            Piece dark = new Piece(Player.DARK, 0, PieceKind.PLAIN);
            Move plain = new Move(Player.LIGHT, light, new Location.Waiting(), new Location.OnBoard(new Square(1, 1), 1),
                    List.of(), false, false, MoveNotes.NONE);
            Move captureOnRosette = new Move(Player.LIGHT, light, new Location.OnBoard(new Square(1, 1), 1),
                    new Location.OnBoard(new Square(1, 4), 4), List.of(dark), true, true, MoveNotes.NONE);
            Vector3f at = new Vector3f(0.1f, 0.8f, -0.05f);
            driver.run(() -> {
                sound.hear(new TableEvent.DiceThrown(Player.LIGHT, 1f));
                sound.hear(new TableEvent.DiceKnock(new Vector3f(0, 0.8f, 0), 0.00001f));
                sound.hear(new TableEvent.DiceKnock(new Vector3f(0, 0.8f, 0), 0.01f));
                sound.hear(new TableEvent.DiceSettled(Player.LIGHT, null, false));
                sound.hear(new TableEvent.PieceLifted(plain, at));
                sound.hear(new TableEvent.PiecePlaced(plain, at, finkel));
            });
            assertEquals(1, rec.count(Sound.DICE_THROW));
            assertEquals(1, rec.count(Sound.DICE_KNOCK), "a touch too soft to hear is not a knock: " + summary(rec));
            assertEquals(0, rec.count(Sound.NO_MOVE), "a roll that can be played is not a lost turn");
            assertEquals(at, rec.of(Sound.PIECE_LIFT).get(0).where(), "the piece is heard where it is");
            assertEquals(at, rec.of(Sound.PIECE_PLACE).get(0).where());
            assertEquals(0, rec.count(Sound.CAPTURE) + rec.count(Sound.ROSETTE), "a plain move is only placed");

            driver.run(() -> {
                sound.hear(new TableEvent.PiecePlaced(captureOnRosette, at, finkel));
                sound.hear(new TableEvent.DiceSettled(Player.DARK, null, true));
            });
            assertEquals(1, rec.count(Sound.CAPTURE), "a capture is heard");
            assertEquals(1, rec.count(Sound.ROSETTE), "a rosette is heard");
            assertEquals(1, rec.count(Sound.NO_MOVE), "a turn that passes is heard");

            driver.run(() -> sound.hear(new TableEvent.GameOver(Player.DARK, false, true)));
            assertEquals(1, rec.count(Sound.LOSS), "the person at the table lost: " + summary(rec));
            driver.run(() -> sound.hear(new TableEvent.GameOver(Player.LIGHT, true, true)));
            assertEquals(1, rec.count(Sound.WIN), "the person at the table won");

            driver.run(() -> {
                sound.coinsIntoPool(1, at);
                sound.coinsIntoPool(4, at);
                sound.coinsOutOfPool(1, null);
                sound.coinsOutOfPool(6, null);
            });
            assertEquals(List.of(1L, 1L, 1L, 1L), List.of(rec.count(Sound.COIN_IN), rec.count(Sound.COINS_IN),
                    rec.count(Sound.COIN_OUT), rec.count(Sound.COINS_OUT)), "coins in and out of the pool: " + summary(rec));
            assertEquals(at, rec.of(Sound.COIN_IN).get(0).where(), "the coins are heard where the pool is");
            IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> sound.coinsIntoPool(0, at));
            assertEquals("count must be positive.", none.getMessage());
            IllegalArgumentException loop = assertThrows(IllegalArgumentException.class, () -> sound.play(Sound.NIGHT, null, 1f));
            assertTrue(loop.getMessage().contains("loops"), loop.getMessage());
        }
    }

    private static String summary(RecordingSink rec) {
        StringBuilder b = new StringBuilder();
        for (Sound s : Sound.values()) {
            long n = rec.count(s);
            if (n > 0) {
                b.append(s).append('=').append(n).append(' ');
            }
        }
        return b.toString().trim();
    }
}
