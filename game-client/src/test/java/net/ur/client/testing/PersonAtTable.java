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
            if (phase == Phase.AWAITING_ROLL_DECISION && driver.call(session::canKeepRoll)) {
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
}
