package net.ur.client.replay;

import java.util.List;

import jme3utilities.Validate;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.ThrowRequest;
import net.ur.rules.GameState;
import net.ur.rules.RuleSet;
import net.ur.rules.dice.Roll;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;

/**
 * What a replay asks the table for, entry by entry of a game record: the throw arranged on the
 * recorded faces, in the Babylonian game the roll decision (keep, or the broad astragal arranged on
 * its recorded face), then the recorded move. A roll stored without its faces (RGN keeps only the
 * value) is thrown on faces that make it. Pure: no table, no jME.
 */
public final class ReplayScript {

    private ReplayScript() {
    }

    /**
     * The next action of an entry in a state of its turn.
     *
     * @param rules the game's rules; not null
     * @param entry the record entry being replayed; not null
     * @param now the table's state, awaiting the entry's throw, its roll decision or its move; not null
     * @return the action to ask for
     * @throws IllegalStateException if the state awaits nothing the entry holds (the game is over, or
     *     awaits a move the entry does not have)
     */
    public static Request.Action next(RuleSet rules, RecordEntry entry, GameState now) {
        Validate.nonNull(rules, "rules");
        Validate.nonNull(entry, "entry");
        Validate.nonNull(now, "now");
        return switch (now.phase()) {
            case AWAITING_ROLL -> new Request.Throw(ThrowRequest.arranged(faces(rules, entry.roll())));
            case AWAITING_ROLL_DECISION -> {
                if (entry.decision() == null) {
                    throw new IllegalStateException("the record's entry has no roll decision for the table's");
                }
                yield entry.decision().throwAgain()
                        ? new Request.ThrowBroad(ThrowRequest.arranged(List.of(entry.decision().secondThrow().value())))
                        : new Request.Keep();
            }
            case AWAITING_MOVE -> {
                if (entry.move() == null) {
                    throw new IllegalStateException("the table awaits a move where the record passes");
                }
                yield new Request.MakeMove(entry.move());
            }
            case GAME_OVER -> throw new IllegalStateException("the game is over before the record's end");
        };
    }

    /**
     * The faces the dice are to rest on for a roll, as the dice system reads them: the roll's own
     * faces when it has them, else faces that make its value (the first dice marked, the rest not;
     * a Ravensburg 0 as the 6 that misses the turn).
     *
     * @param rules the game's rules; not null
     * @param roll the turn's first roll (the small astragal's in the Babylonian game); not null
     * @return one face per die
     */
    public static List<Integer> faces(RuleSet rules, Roll roll) {
        Validate.nonNull(rules, "rules");
        Validate.nonNull(roll, "roll");
        return rules.dice().facesOf(roll);
    }

    /**
     * The record of a game's first entries: the same actions on a new chain, as a game continued
     * from that point records them.
     *
     * @param record the whole game; not null
     * @param entries how many of its entries, 0..its size
     * @return the record of those entries
     */
    public static GameRecord prefix(GameRecord record, int entries) {
        Validate.nonNull(record, "record");
        Validate.inRange(entries, "entries", 0, record.entries().size());
        GameRecord r = GameRecord.start(record.rules());
        for (RecordEntry e : record.entries().subList(0, entries)) {
            r = r.append(e.roll(), e.decision(), e.move());
        }
        return r;
    }
}
