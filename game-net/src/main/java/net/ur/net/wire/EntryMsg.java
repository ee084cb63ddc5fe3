package net.ur.net.wire;

import java.io.IOException;

import net.ur.net.chain.Action;
import net.ur.net.chain.Entry;
import net.ur.net.chain.Identity;

/** One {@link Entry} on the wire: its hex fields as bytes, its action as a byte. */
public final class EntryMsg extends WireMessage {

    private String gameId = "";
    private int seq;
    private String author = "";
    private String prev = "";
    private int action;
    private String secret = "";
    private String commit = "";
    private String move = "";
    private String signature = "";

    /** For the serializer. */
    public EntryMsg() {
    }

    /**
     * @param e the entry, not null
     */
    public EntryMsg(Entry e) {
        gameId = e.gameId();
        seq = e.seq();
        author = e.author();
        prev = e.prev();
        action = e.action().ordinal();
        secret = e.secret();
        commit = e.commit();
        move = e.move();
        signature = e.signature();
    }

    /**
     * The entry, if its fields make one.
     *
     * @return the entry
     * @throws IllegalArgumentException saying which field is malformed
     */
    public Entry entry() {
        if (action >= Action.values().length) {
            throw new IllegalArgumentException("unknown action " + action);
        }
        return new Entry(gameId, seq, author, prev, Action.values()[action], secret, commit, move, signature);
    }

    /** The entry's number as sent, for a refusal that names it. */
    public int seq() {
        return seq;
    }

    @Override
    void write(WireOut out) {
        out.hex(gameId);
        out.i32(seq);
        out.hex(author);
        out.hex(prev);
        out.u8(action);
        out.hex(secret);
        out.hex(commit);
        out.str(move);
        out.hex(signature);
    }

    @Override
    void read(WireIn in) throws IOException {
        gameId = in.hex(32, "game id");
        seq = in.i32("entry number");
        author = in.hex(Identity.KEY_BYTES, "author");
        prev = in.hex(32, "previous hash");
        action = in.u8("action");
        secret = in.hex(Entry.SECRET_BYTES, "secret");
        commit = in.hex(32, "commitment");
        move = in.str(Entry.MAX_MOVE, "move");
        signature = in.hex(Identity.SIGNATURE_BYTES, "signature");
    }
}
