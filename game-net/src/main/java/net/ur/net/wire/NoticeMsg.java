package net.ur.net.wire;

import java.io.IOException;

/** A word from the other side or the relay that is not an entry: a refusal, a wait, a forfeit. */
public final class NoticeMsg extends WireMessage {

    /** What a notice says. */
    public enum Kind {
        /** An entry was refused ({@link #seq}, the reason in {@link #text}); it changed nothing. */
        REFUSED,
        /** The greeting was refused (version, code, rules, match taken): the connection closes. */
        REJECTED,
        /** The relay holds the code and waits for the other player. */
        WAITING,
        /** The sender ends the game by forfeit: the receiver did not reveal in time ({@link #gameId}). */
        FORFEIT,
        /** The relay lost the other side's connection: the game waits for it. */
        GONE,
        /** The other side leaves the match (no rematch). */
        LEFT,
        /** Something for the player to read (the other player is back, the relay refused the other's entry). */
        INFO
    }

    /** Longest text, in bytes of UTF-8. */
    public static final int MAX_TEXT = 1200;

    public Kind kind = Kind.REFUSED;
    public String gameId = "";
    public int seq;
    public String text = "";

    /** For the serializer. */
    public NoticeMsg() {
    }

    /**
     * @param kind what it says
     * @param gameId the game it concerns, or empty
     * @param seq the entry it concerns, or 0
     * @param text the words, cut to fit
     */
    public NoticeMsg(Kind kind, String gameId, int seq, String text) {
        this.kind = kind;
        this.gameId = gameId == null ? "" : gameId;
        this.seq = seq;
        this.text = text.length() > MAX_TEXT / 4 ? text.substring(0, MAX_TEXT / 4 - 3) + "..." : text;
    }

    @Override
    void write(WireOut out) {
        out.u8(kind.ordinal());
        out.hex(gameId);
        out.i32(seq);
        out.str(text);
    }

    @Override
    void read(WireIn in) throws IOException {
        int k = in.u8("notice kind");
        if (k >= Kind.values().length) {
            throw new IOException("unknown notice kind " + k);
        }
        kind = Kind.values()[k];
        gameId = in.hex(32, "game id");
        seq = in.i32("entry number");
        text = in.str(MAX_TEXT, "notice");
    }
}
