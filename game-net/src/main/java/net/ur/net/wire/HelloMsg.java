package net.ur.net.wire;

import java.io.IOException;

import net.ur.net.chain.Identity;

/**
 * The greeting each side sends first: the protocol and the game's version (different versions refuse
 * each other), the match code, the rules the sender wants (empty: whatever the other side set), its
 * public key, its name, a fresh nonce, whether it is the first of the match (the host, or the first
 * at the relay, who set the rules), and the game it resumes after a dropped connection (empty: none).
 */
public final class HelloMsg extends WireMessage {

    /** Longest game version text. */
    public static final int MAX_VERSION = 40;
    /** Longest match code. */
    public static final int MAX_CODE = 16;
    /** Longest rule set name. */
    public static final int MAX_RULES = 40;
    /** Longest player name, in bytes of UTF-8. */
    public static final int MAX_NAME = 64;
    /** Bytes of a nonce. */
    public static final int NONCE_BYTES = 16;

    public int protocol;
    public String version = "";
    public String code = "";
    public String rules = "";
    public String key = "";
    public String name = "";
    public String nonce = "";
    public boolean first;
    public String resume = "";

    @Override
    void write(WireOut out) {
        out.i32(protocol);
        out.str(version);
        out.str(code);
        out.str(rules);
        out.hex(key);
        out.str(name);
        out.hex(nonce);
        out.bool(first);
        out.hex(resume);
    }

    @Override
    void read(WireIn in) throws IOException {
        protocol = in.i32("protocol");
        version = in.str(MAX_VERSION, "version");
        code = in.str(MAX_CODE, "match code");
        rules = in.str(MAX_RULES, "rules");
        key = in.hex(Identity.KEY_BYTES, "public key");
        name = in.str(MAX_NAME, "name");
        nonce = in.hex(NONCE_BYTES, "nonce");
        first = in.bool("first");
        resume = in.hex(32, "resumed game");
    }

    /** A copy (the relay hands one side's greeting to the other with its own idea of who is first). */
    public HelloMsg copy() {
        HelloMsg h = new HelloMsg();
        h.protocol = protocol;
        h.version = version;
        h.code = code;
        h.rules = rules;
        h.key = key;
        h.name = name;
        h.nonce = nonce;
        h.first = first;
        h.resume = resume;
        return h;
    }
}
