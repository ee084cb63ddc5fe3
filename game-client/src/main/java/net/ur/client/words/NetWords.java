package net.ur.client.words;

import net.ur.client.es.state.PeerStatus;

/**
 * The words of a network game, made here as the table's are made by the other formatters of this
 * package: the lines of the menu while the players meet, the HUD's line about the connection, and the
 * notices about the other player and the match (gone, back, refused, a rematch offered). The
 * network's state and the HUD show what this class says.
 */
public final class NetWords {

    /** Between the parts of the connection line. */
    private static final String DOT = " \u00b7 ";

    private NetWords() {
    }

    /** The hosting port's field on the network screen. */
    public static final String PORT_FIELD = said("Host on port:");

    private static String said(String text) {
        return text;
    }

    /**
     * A port typed in the hosting port's field, read.
     *
     * @param text what was typed; not null
     * @return the port, 1024..65535, or null when the text is none
     */
    public static Integer parsePort(String text) {
        String t = text.strip();
        if (!t.matches("[0-9]{1,5}")) {
            return null;
        }
        int p = Integer.parseInt(t);
        return p >= 1024 && p <= 65_535 ? p : null;
    }

    /**
     * What the network screen says when the port to host on is taken.
     *
     * @param port the port asked for
     * @param nextFree the next port that was free, now in the port field, or 0 when none near it was
     * @return the line
     */
    public static String portInUse(int port, int nextFree) {
        return "Port " + port + " is in use by another program. " + (nextFree == 0
                ? "Type another port (1024 to 65535) and host again."
                : "Port " + nextFree + " is free and is now in the port field: host again, and tell the other player that port.");
    }

    /**
     * The HUD's line about the connection: whether it is up, to whom, and how the two met, e.g.
     * "Connected to Jun · direct to 127.0.0.1:24650", "Connected to Jun · hosting on port 24650",
     * "Connected to Jun · through the relay 10.0.0.2:24790"; while it is down, what this side does
     * about it ("Not connected · reconnecting to 127.0.0.1:24650…", "Not connected · waiting for Jun
     * on port 24650"); once the game is over and the other side has left, just that ("Not connected · Jun
     * has left").
     *
     * @param p the other player and the connection; not null
     * @return the line
     */
    public static String connectionLine(PeerStatus p) {
        String at = p.address() + ":" + p.port();
        if (p.connected()) {
            return "Connected to " + p.otherName() + DOT + switch (p.way()) {
                case HOSTING -> "hosting on port " + p.port();
                case JOINED -> "direct to " + at;
                case RELAY -> "through the relay " + at;
            };
        }
        if (p.left()) {
            return "Not connected" + DOT + p.otherName() + " has left";
        }
        return "Not connected" + DOT + switch (p.way()) {
            case HOSTING -> "waiting for " + p.otherName() + " on port " + p.port();
            case JOINED -> (p.everConnected() ? "reconnecting to " : "connecting to ") + at + "\u2026";
            case RELAY -> (p.everConnected() ? "waiting for " + p.otherName() + " at the relay " : "connecting to the relay ")
                    + at + "\u2026";
        };
    }

    /** The menu's line while a host waits for the other player's first greeting. */
    public static String waitingToBeJoined() {
        return "Waiting for the other player to join\u2026";
    }

    /**
     * The menu's line while a joiner connects.
     *
     * @param where the address dialled
     * @return the line
     */
    public static String connecting(String where) {
        return "Connecting to " + where + "\u2026";
    }

    /**
     * The menu's line once the players have met, until the table is laid.
     *
     * @param other the other player's name
     * @return the line
     */
    public static String playingAgainst(String other) {
        return "Playing against " + other + "\u2026";
    }

    /**
     * The line of a host that continued its game until the other comes back.
     *
     * @param other the other player's name
     * @return the line
     */
    public static String waitingForReturn(String other) {
        return TurnWords.waitingForReturn(other);
    }

    /**
     * The notice of a continued game until the other side is back.
     *
     * @param other the other player's name
     * @return the line
     */
    public static String continuedWaiting(String other) {
        return "Waiting for " + other + " to come back: the game goes on when both are here.";
    }

    /**
     * The notice when the connection is back.
     *
     * @param other the other player's name
     * @param mine whether this side came back (it continued its game), else the other did
     * @return the line
     */
    public static String back(String other, boolean mine) {
        return mine ? "Back in the game against " + other + ": it goes on where it stopped."
                : other + " is back: the game goes on.";
    }

    /**
     * The notice when the connection drops.
     *
     * @param other the other player's name
     * @param reason why, as the transport says it
     * @param ever whether the two had met; else this side has never reached the other
     * @return the line
     */
    public static String gone(String other, String reason, boolean ever) {
        return ever ? other + " is gone (" + reason + "): the game waits for " + other + " to come back."
                : "No connection yet: " + reason;
    }

    /**
     * The notice when the other side leaves once the game is over and no next game was offered: the
     * match ends there, nothing waits for it.
     *
     * @param other the other player's name
     * @return the line
     */
    public static String left(String other) {
        return other + " has left.";
    }

    /**
     * The notice when Play again is asked for after the other side has left.
     *
     * @param other the other player's name
     * @return the line
     */
    public static String leftNoRematch(String other) {
        return other + " has left: there is nobody to play another game with. Menu goes back to the menu.";
    }

    /**
     * The notice when a game of the match is over.
     *
     * @param how how it ended
     * @param other the other player's name
     * @return the line
     */
    public static String over(String how, String other) {
        return "The game is over: " + how + ". Play again offers " + other + " another game.";
    }

    /**
     * The notice after this side offered the next game.
     *
     * @param other the other player's name
     * @return the line
     */
    public static String rematchOffered(String other) {
        return "You offered " + other + " another game: it starts when " + other + " accepts.";
    }

    /**
     * The notice when the other side offers the next game.
     *
     * @param other the other player's name
     * @return the line
     */
    public static String rematchOfferedBy(String other) {
        return other + " offers another game: Play again to accept.";
    }

    /**
     * The notice when a side refused an entry.
     *
     * @param reason the refusal's reason
     * @return the line
     */
    public static String refused(String reason) {
        return "Refused: " + reason;
    }

    /**
     * The line when the match cannot be played (a different version, a wrong code...).
     *
     * @param reason why
     * @return the line
     */
    public static String rejected(String reason) {
        return "The match cannot be played: " + reason;
    }

    /**
     * The notice when a rematch's table is laid.
     *
     * @param game the game's number in the match
     * @param other the other player's name
     * @return the line
     */
    public static String gameOfMatch(int game, String other) {
        return "Game " + game + " of the match against " + other + ".";
    }

    /**
     * The line while the dice of a throw wait for the roll both sides agree on.
     *
     * @param other the other player's name
     * @param connected whether the other side is connected
     * @return the line
     */
    public static String diceWait(String other, boolean connected) {
        return connected ? "The dice wait for the roll both sides agree on\u2026"
                : "The dice wait for " + other + ", who is gone.";
    }

    /**
     * What the match says for the player (a refused greeting, the relay's news), as a line: the
     * network's own words, which begin in lower case, with a capital.
     *
     * @param text the match's words; not null
     * @return the line
     */
    public static String news(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** Why Continue cannot take up a network game whose file is missing. */
    public static String notKept() {
        return "The network game's connection details were not kept: it cannot be continued.";
    }

    /**
     * Why Continue cannot take up a network game.
     *
     * @param why what went wrong
     * @return the line
     */
    public static String cannotContinue(String why) {
        return "The network game cannot be continued: " + why;
    }
}
