package net.ur.net.wire;

import java.io.IOException;

/** An offer (or the answer to one: the same message) to play the next game of the match. */
public final class RematchMsg extends WireMessage {

    /** The finished game. */
    public String gameId = "";
    /** The number of the game offered. */
    public int gameNumber;

    @Override
    void write(WireOut out) {
        out.hex(gameId);
        out.i32(gameNumber);
    }

    @Override
    void read(WireIn in) throws IOException {
        gameId = in.hex(32, "game id");
        gameNumber = in.i32("game number");
    }
}
