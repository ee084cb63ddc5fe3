package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.rules.Player;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.Game;

/**
 * The rules' game at the table and the match it belongs to, on the table's entity: the record
 * (every roll and move so far) and its state, and for the Babylonian game the match as it stood
 * when this game began. The table system writes it with every change of the game; the end panel
 * reads the record's tallies (each side's moves and captures, counted from the record) and the match line from it, a lesson the game it adapts to.
 *
 * @param game the rules' game (immutable: each action makes a new one); not null
 * @param ledger the match this game belongs to (Babylonian), or null for a game without one
 */
public record TableGame(Game game, MatchLedger ledger) implements EntityComponent {

    /** Validates the component. */
    public TableGame {
        Validate.nonNull(game, "game");
    }

    /**
     * The match after this game: the ledger with this game recorded once the rules have ended it, a
     * new match when a player can no longer pay the stake; the same ledger while the game is
     * unfinished (or was given up, which the rules' record does not know).
     *
     * @return the ledger for the next game, or null for a game without a match
     */
    public MatchLedger ledgerForNextGame() {
        if (ledger == null) {
            return null;
        }
        if (!game.state().isOver()) {
            return ledger;
        }
        MatchLedger after = ledger.afterGame(game.record());
        return after.canPlayAnother() ? after : MatchLedger.start();
    }

    /**
     * The moves a side has made, counted from the record (a game continued or loaded counts from
     * its first move).
     *
     * @param side the side; not null
     * @return the count
     */
    public int moves(Player side) {
        Validate.nonNull(side, "side");
        int n = 0;
        for (RecordEntry e : game.record().entries()) {
            if (e.move() != null && e.player() == side) {
                n++;
            }
        }
        return n;
    }

    /**
     * The pieces a side has captured, counted from the record.
     *
     * @param side the side; not null
     * @return the count
     */
    public int captures(Player side) {
        Validate.nonNull(side, "side");
        int n = 0;
        for (RecordEntry e : game.record().entries()) {
            if (e.move() != null && e.player() == side) {
                n += e.move().captured().size();
            }
        }
        return n;
    }
}
