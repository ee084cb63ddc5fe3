package net.ur.client.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.app.Application;
import com.jme3.input.KeyInput;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.rules.GameState;
import net.ur.rules.Phase;
import net.ur.rules.Player;

/**
 * A person playing light at the table with the keys alone, for tests: Space throws (or throws the
 * broad astragal when the roll cannot be kept), K keeps a roll that can be kept, Enter makes the
 * first move. The other side is a computer that plays by itself.
 */
public final class PersonAtTable {

    private PersonAtTable() {
    }

    /**
     * Plays light's turns until light has made a number of moves, or the game is over.
     *
     * @param driver the running game's driver
     * @param app the game, with a person playing light
     * @param moves how many of light's moves to make
     */
    public static void playMoves(AppDriver driver, Application app, int moves) {
        PlaySession session = driver.call(() -> app.getStateManager().getState(PlaySessionState.class).getSession());
        int target = driver.call(() -> TableNow.moves(app, Player.LIGHT)) + moves;
        for (int step = 0; step < 10 * moves + 20; step++) {
            driver.waitUntil(() -> session.state().isOver()
                    || (session.state().turn() == Player.LIGHT && !TableNow.busy(app)));
            if (driver.call(() -> session.state().isOver() || TableNow.moves(app, Player.LIGHT) >= target)) {
                return;
            }
            GameState before = driver.call(session::state);
            Phase phase = before.phase();
            if (phase == Phase.AWAITING_ROLL_DECISION && driver.call(() -> TableNow.canKeepRoll(driver.app()))) {
                driver.tap(KeyInput.KEY_K);
            } else if (phase == Phase.AWAITING_MOVE) {
                driver.tap(KeyInput.KEY_RETURN);
            } else {
                driver.tap(KeyInput.KEY_SPACE);
            }
            driver.waitUntil(() -> session.state() != before && !TableNow.busy(app));
        }
        assertTrue(driver.call(() -> session.state().isOver() || TableNow.moves(app, Player.LIGHT) >= target),
                "light made its moves with the keys");
    }

    /**
     * Throws a Babylonian game's opening to its end: the person's throw request for each throw of a
     * side a person plays (the computers throw theirs), until a round has decided who begins and the
     * table is still.
     * Nothing happens in a game without an opening.
     *
     * @param driver the running game's driver
     * @param session the game at the table
     */
    public static void throwOpening(AppDriver driver, PlaySession session) {
        for (int step = 0; step < 400 && driver.call(session::inOpening); step++) {
            GameState before = driver.call(session::state);
            boolean person = driver.call(() -> TableNow.inOpening(driver.app()) && !TableNow.busy(driver.app())
                    && session.setup().isHuman(session.state().turn()));
            if (person) {
                // The person's throw as their hands write it (a window's test has no queued keys).
                driver.run(() -> {
                    com.simsilica.es.EntityData ed = driver.app().getStateManager()
                            .getState(net.ur.client.es.EntityDataState.class).getEntityData();
                    ed.setComponent(ed.createEntity(), new net.ur.client.es.game.Request(session.state().turn(),
                            new net.ur.client.es.game.Request.Throw(new net.ur.client.es.game.ThrowRequest(1f)), "person"));
                });
            }
            for (int i = 0; i < 40 && driver.call(() -> session.state() == before); i++) {
                driver.frames(5);
            }
        }
        driver.waitUntil(() -> !TableNow.inOpening(driver.app()) && !TableNow.busy(driver.app()));
    }

    /**
     * Writes a person's request at the table, as their hands would: the table system judges it in
     * its next update.
     *
     * @param driver the running game's driver
     * @param side the side that acts
     * @param action what it does
     */
    public static void request(AppDriver driver, Player side, net.ur.client.es.game.Request.Action action) {
        driver.run(() -> {
            com.simsilica.es.EntityData ed = driver.app().getStateManager()
                    .getState(net.ur.client.es.EntityDataState.class).getEntityData();
            ed.setComponent(ed.createEntity(), new net.ur.client.es.game.Request(side, action, "person"));
        });
    }
}
