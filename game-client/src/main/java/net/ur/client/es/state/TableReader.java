package net.ur.client.es.state;

import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntitySet;
import jme3utilities.Validate;

/**
 * What an actor at the table (the person's hands, a hint, a lesson, a replay, a remote peer, the
 * computer players) reads of it, all from the entities: the table's published {@link TableFacts},
 * {@link TableSetup} and {@link TableGame} (and its {@link CounterPiles}), whether it is busy ({@link TableBusy}, read live so
 * that an actor sees what the systems before it wrote in the same frame) and whether the game is
 * {@link Paused}, and whether a network game's other player is gone ({@link PeerStatus}). Before the table system has laid the table's entity (and after it has taken it
 * away) there are no facts: {@link #facts()} is null and nothing may be done.
 */
public final class TableReader {

    private final EntityData ed;
    private final EntitySet table;
    private final EntitySet pauses;
    private final EntitySet peers;

    /**
     * Follows the table's entity and the pause.
     *
     * @param ed the entity store; not null
     */
    public TableReader(EntityData ed) {
        Validate.nonNull(ed, "ed");
        this.ed = ed;
        table = ed.getEntities(TableFacts.class, TableSetup.class, TableGame.class);
        pauses = ed.getEntities(Paused.class);
        peers = ed.getEntities(PeerStatus.class);
    }

    /**
     * The table's entity: the newest when two are on the store, which happens for a frame while a
     * table is laid again (the previous table's entity lingers until its systems end), so that the
     * table now laid is the one read.
     */
    private Entity tableEntity() {
        table.applyChanges();
        Entity newest = null;
        for (Entity e : table) {
            if (newest == null || e.getId().getId() > newest.getId().getId()) {
                newest = e;
            }
        }
        return newest;
    }

    /** The game as the table published it last, or null while no table is laid. */
    public TableFacts facts() {
        Entity e = tableEntity();
        return e == null ? null : e.get(TableFacts.class);
    }

    /** What the table is laid for (players, rules, layout), or null while no table is laid. */
    public TableSetup setup() {
        Entity e = tableEntity();
        return e == null ? null : e.get(TableSetup.class);
    }

    /** The rules' game and its match, or null while no table is laid. */
    public TableGame game() {
        Entity e = tableEntity();
        return e == null ? null : e.get(TableGame.class);
    }

    /**
     * The counters on the table (the Babylonian game's, the pool paid to the winner of a game given
     * up), or null in a game without counters or while no table is laid.
     */
    public CounterPiles counters() {
        Entity e = tableEntity();
        return e == null ? null : ed.getComponent(e.getId(), CounterPiles.class);
    }

    /** Whether anything on the table keeps it busy now (no new action is taken meanwhile). */
    public boolean busy() {
        return TableBusy.now(ed);
    }

    /** Whether the game is paused (its pause panel, or a screen opened from it, is shown). */
    public boolean paused() {
        pauses.applyChanges();
        return !pauses.isEmpty();
    }

    /**
     * Whether a person at this table is to act now: the table laid, the game going on, nothing
     * moving, not paused, and a person plays the side whose turn it is.
     */
    public boolean personToAct() {
        Entity e = tableEntity();
        if (e == null) {
            return false;
        }
        TableFacts f = e.get(TableFacts.class);
        return !f.isOver() && !busy() && !paused() && e.get(TableSetup.class).players().isHuman(f.state().turn());
    }

    /**
     * Whether the other player of a network game is gone now ({@link PeerStatus} says the connection is
     * down): every roll there needs both sides' secrets, so no throw can be made until it is back.
     * False at a table with no other player over the network.
     */
    public boolean otherPlayerGone() {
        peers.applyChanges();
        for (Entity e : peers) {
            if (!e.get(PeerStatus.class).connected()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the other player of a network game has left once the game was over, with no next game
     * offered ({@link PeerStatus#left()}): nobody is there to play another game with. False at a table
     * with no other player over the network.
     */
    public boolean otherPlayerLeft() {
        peers.applyChanges();
        for (Entity e : peers) {
            if (e.get(PeerStatus.class).left()) {
                return true;
            }
        }
        return false;
    }

    /** Stops following the entities. */
    public void release() {
        table.release();
        pauses.release();
        peers.release();
    }
}
