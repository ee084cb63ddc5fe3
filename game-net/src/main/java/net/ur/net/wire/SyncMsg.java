package net.ur.net.wire;

import java.io.IOException;

/**
 * How far the sender's chain of a game goes: its length and head. Sent on every (re)connection; the
 * side that holds more entries sends the others the ones they lack, which they check one by one.
 */
public final class SyncMsg extends WireMessage {

    public String gameId = "";
    public int size;
    public String head = "";

    @Override
    void write(WireOut out) {
        out.hex(gameId);
        out.i32(size);
        out.hex(head);
    }

    @Override
    void read(WireIn in) throws IOException {
        gameId = in.hex(32, "game id");
        size = in.i32("chain length");
        head = in.hex(32, "head");
        if (size < 0) {
            throw new IOException("a chain length cannot be negative");
        }
    }
}
