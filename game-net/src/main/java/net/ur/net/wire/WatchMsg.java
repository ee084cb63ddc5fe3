package net.ur.net.wire;

import java.io.IOException;

import net.ur.net.chain.Identity;
import net.ur.net.chain.MatchSetup;

/**
 * A spectator's greeting to the relay (protocol, version, the match code, its name), and the relay's
 * answer to it: the setup of the match's current game, sent again when the next game starts, and how many
 * watch. Empty rules: the match waits for its second player.
 */
public final class WatchMsg extends WireMessage {

    public int protocol;
    public String version = "";
    public String code = "";
    public String name = "";
    public String rules = "";
    public String firstKey = "";
    public String firstName = "";
    public String secondKey = "";
    public String secondName = "";
    public String nonces = "";
    public int gameNumber;
    public int lightCounters;
    public int darkCounters;
    public int watchers;

    /** The setup it carries, or null while the match waits for its second player. */
    public MatchSetup setup() {
        return rules.isEmpty() ? null : new MatchSetup(code, rules, firstKey, firstName, secondKey, secondName, nonces,
                gameNumber, lightCounters, darkCounters);
    }

    /** Sets the setup's fields. */
    public WatchMsg with(MatchSetup s) {
        rules = s.rules();
        firstKey = s.firstKey();
        firstName = s.firstName();
        secondKey = s.secondKey();
        secondName = s.secondName();
        nonces = s.nonces();
        gameNumber = s.gameNumber();
        lightCounters = s.lightCounters();
        darkCounters = s.darkCounters();
        return this;
    }

    @Override
    void write(WireOut out) {
        out.i32(protocol);
        out.str(version);
        out.str(code);
        out.str(name);
        out.str(rules);
        out.hex(firstKey);
        out.str(firstName);
        out.hex(secondKey);
        out.str(secondName);
        out.hex(nonces);
        out.i32(gameNumber);
        out.i32(lightCounters);
        out.i32(darkCounters);
        out.i32(watchers);
    }

    @Override
    void read(WireIn in) throws IOException {
        protocol = in.i32("protocol");
        version = in.str(HelloMsg.MAX_VERSION, "version");
        code = in.str(HelloMsg.MAX_CODE, "match code");
        name = in.str(HelloMsg.MAX_NAME, "name");
        rules = in.str(HelloMsg.MAX_RULES, "rules");
        firstKey = in.hex(Identity.KEY_BYTES, "first player's key");
        firstName = in.str(HelloMsg.MAX_NAME, "first player's name");
        secondKey = in.hex(Identity.KEY_BYTES, "second player's key");
        secondName = in.str(HelloMsg.MAX_NAME, "second player's name");
        nonces = in.hex(2 * HelloMsg.NONCE_BYTES, "nonces");
        gameNumber = in.i32("game number");
        lightCounters = in.i32("light's counters");
        darkCounters = in.i32("dark's counters");
        watchers = in.i32("watchers");
        if (gameNumber < 0 || watchers < 0) {
            throw new IOException("a game number and a count of watchers cannot be negative");
        }
    }
}
