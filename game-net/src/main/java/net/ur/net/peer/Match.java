package net.ur.net.peer;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.random.RandomGenerator;

import net.ur.net.chain.Action;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Entry;
import net.ur.net.chain.Identity;
import net.ur.net.chain.MatchSetup;
import net.ur.net.chain.Refusal;
import net.ur.net.chain.SharedDice;
import net.ur.net.wire.EntryMsg;
import net.ur.net.wire.HelloMsg;
import net.ur.net.wire.Link;
import net.ur.net.wire.NoticeMsg;
import net.ur.net.wire.RematchMsg;
import net.ur.net.wire.SyncMsg;
import net.ur.net.wire.Wire;
import net.ur.net.wire.WireMessage;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.match.MatchLedger;
import net.ur.rules.sets.RuleSets;

/**
 * One player's side of a network match: the peer API. The local player's actions go in
 * ({@link #throwDice}, {@link #keep}, {@link #throwBroad}, {@link #move}, {@link #resign},
 * {@link #offerRematch}); the other side's validated actions and the agreed rolls come out as
 * {@link MatchEvent}s. Every entry, ours or theirs, is judged by the {@link Chain} (the rules); the
 * side's automatic entries (commitments, reveals, passes) are written here. Whoever carries the
 * messages ({@link Host}, {@link Dialer}) calls {@link #attach}, {@link #receive} and {@link #detach};
 * all work runs on the match's {@link Strand}.
 */
public final class Match implements AutoCloseable {

    /**
     * How a match is set up.
     *
     * @param identity the local player's key pair
     * @param name the local player's name
     * @param code the match code, or empty for a quick match at a relay (the relay pairs this side with the
     *     next player waiting for the same rules and gives the match its code: {@link Match#code()})
     * @param rules the rules wanted, or null to take the other side's (a quick match names them)
     * @param first whether this side hosts (sets the rules and plays first); a joiner is told by the other side
     * @param secrets where the dice secrets come from (a {@link SecureRandom}; seeded in tests)
     * @param revealTimeout how long the other side may take to reveal before it loses by forfeit
     */
    public record Options(Identity identity, String name, String code, String rules, boolean first,
            RandomGenerator secrets, Duration revealTimeout) {

        /** Checks the options. */
        public Options {
            if (identity == null || name == null || code == null || secrets == null || revealTimeout == null) {
                throw new IllegalArgumentException("a match needs an identity, a name, a code, secrets and a timeout");
            }
            if (!code.isEmpty() && !validCode(code)) {
                throw new IllegalArgumentException("a match code is 1.." + HelloMsg.MAX_CODE
                        + " letters and digits, not \"" + code + "\"");
            }
            rules = rules == null || rules.isBlank() ? null : rules.trim().toLowerCase(Locale.ROOT);
            if (rules != null) {
                RuleSets.byName(rules);
            }
            if (code.isEmpty() && (first || rules == null)) {
                throw new IllegalArgumentException("a quick match is joined at a relay and names its rules");
            }
            if (first && rules == null) {
                throw new IllegalArgumentException("the host sets the rules: name them");
            }
            name = name.length() > 32 ? name.substring(0, 32) : name;
        }

        /** Whether the relay is to pair this side with a stranger (no code given). */
        public boolean quick() {
            return code.isEmpty();
        }

        /** Options with a fresh {@link SecureRandom} and a reveal time of {@link #DEFAULT_REVEAL}. */
        public static Options of(Identity identity, String name, String code, String rules, boolean first) {
            return new Options(identity, name, code, rules, first, new SecureRandom(), DEFAULT_REVEAL);
        }
    }

    /** How long a side may take to reveal its secret before it loses by forfeit (only counted while connected). */
    public static final Duration DEFAULT_REVEAL = Duration.ofSeconds(30);

    private final Options options;
    private final Strand strand = new Strand();
    private final List<MatchListener> listeners = new CopyOnWriteArrayList<>();
    private final HelloMsg mine;

    private Link link;
    /** The connection last attached, greeted or not (a player waiting at the relay has no other). */
    private Link attached;
    private String otherKey;
    private MatchSetup setup;
    private Chain chain;
    private MatchLedger ledger;
    private String nextSecret;
    private boolean resignWanted;
    /** A throw asked for while the other side's pass was still on its way: written once the pass is in. */
    private boolean throwWanted;
    private int rematchMine;
    private int rematchTheirs;
    private Player forfeitWinner;
    private String forfeitText;
    private boolean overAnnounced;
    private int promptedAt = -1;
    private ScheduledFuture<?> revealTimer;
    private boolean rejected;
    private boolean closed;
    /**
     * The game is over and neither side has offered the next: the other side leaving is then the match's end,
     * not a drop to come back from (read by the transport's threads).
     */
    private volatile boolean settled;
    private long throwSentAt;
    private volatile LongConsumer roundTrips = t -> { };
    private boolean holdReveals;
    /** The nonce of the other side's greeting on the connection now, or null before one (a resumed match). */
    private String otherNonce;
    /** The match code: the options' own, or the one the relay gave a quick match when it paired it (then empty). */
    private volatile String code;

    /**
     * A match not yet connected to anyone.
     *
     * @param options how it is set up, not null
     */
    public Match(Options options) {
        if (options == null) {
            throw new IllegalArgumentException("options must not be null");
        }
        this.options = options;
        mine = new HelloMsg();
        mine.protocol = Wire.PROTOCOL;
        mine.version = Wire.gameVersion();
        mine.code = options.code();
        mine.rules = options.rules() == null ? "" : options.rules();
        mine.key = options.identity().publicKey();
        mine.name = options.name();
        byte[] nonce = new byte[HelloMsg.NONCE_BYTES];
        options.secrets().nextBytes(nonce);
        mine.nonce = net.ur.net.chain.Hashes.hex(nonce);
        mine.first = options.first();
        code = options.code();
    }

    /**
     * A new match code: six letters and digits that are not easily mistaken for one another.
     *
     * @param random where the letters come from, not null
     * @return the code
     */
    public static String newCode(RandomGenerator random) {
        String alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /**
     * The match code: the one it was made with, or for a quick match the one the relay gave it once paired.
     *
     * @return the code, or empty while a quick match waits for its other player
     */
    public String code() {
        return code;
    }

    /**
     * The refusal of a greeting whose key is already connected to the match from another program.
     *
     * @param code the match code
     * @return the reason, one line
     */
    public static String inUse(String code) {
        return "this player's key is already in match " + code + " from another program: two players on one"
                + " computer need a key each (--identity FILE, or another data folder)";
    }

    /**
     * What a side must keep of its match to take it up again after its program has ended: the game's
     * setup and entries, its secret committed to and not yet revealed, and the other player's key.
     *
     * @param setup the current game's setup
     * @param entries its entries so far, oldest first
     * @param nextSecret this side's secret committed to and not yet revealed (hex), or null before its first commitment
     * @param otherKey the other player's public key
     */
    public record Saved(MatchSetup setup, List<Entry> entries, String nextSecret, String otherKey) {
        /** Copies the entries. */
        public Saved {
            if (setup == null || entries == null || otherKey == null) {
                throw new IllegalArgumentException("a saved match needs its setup, entries and the other player's key");
            }
            entries = List.copyOf(entries);
        }
    }

    /**
     * Takes a saved match up again: every saved entry is checked again as if it were new, and the
     * match then reconnects as the side it was (a host answers the other player's greeting, a joiner
     * greets), both sides catching up from each other's chain.
     *
     * @param options the options it was first made with (the same identity, code and role)
     * @param saved what was kept
     * @return the match, not yet connected
     * @throws IllegalArgumentException when the saved game is not this player's, or an entry is refused
     */
    public static Match resume(Options options, Saved saved) {
        Match m = new Match(options);
        if (saved.setup().playerOf(options.identity().publicKey()) == null) {
            throw new IllegalArgumentException("the saved network game is not this player's: its keys are others'");
        }
        Chain c = new Chain(saved.setup());
        for (Entry e : saved.entries()) {
            try {
                c.append(e, true);
            } catch (Refusal r) {
                throw new IllegalArgumentException("the saved network game cannot be taken up: " + r.getMessage(), r);
            }
        }
        m.setup = saved.setup();
        m.chain = c;
        m.otherKey = saved.otherKey();
        m.nextSecret = saved.nextSecret();
        m.ledger = saved.setup().babylonian() ? new MatchLedger(saved.setup().lightCounters(),
                saved.setup().darkCounters(), List.of(), false) : null;
        return m;
    }

    /**
     * What must be kept to take this match up again (never from a listener).
     *
     * @return the saved match, or null before its first game
     */
    public Saved saved() {
        return query(c -> c == null || otherKey == null ? null : new Saved(setup, c.entries(), nextSecret, otherKey));
    }

    /** Whether a text can be a match code: 1..16 letters and digits. */
    public static boolean validCode(String code) {
        return code != null && code.matches("[A-Za-z0-9]{1," + HelloMsg.MAX_CODE + "}");
    }

    /** The options it was made with. */
    public Options options() {
        return options;
    }

    /**
     * Adds a listener (before the match connects, to hear everything).
     *
     * @param l the listener, not null
     */
    public void listen(MatchListener l) {
        listeners.add(l);
    }

    /**
     * Hears the time from each of our throws to the other side's reveal (the benchmark's round trip).
     *
     * @param sink takes nanoseconds, on the match's strand
     */
    public void measureRoundTrips(LongConsumer sink) {
        roundTrips = sink;
    }

    // ---- the transport's side

    /**
     * A connection to the other side (or the relay) is up: this side greets on it.
     *
     * @param l the link
     */
    public void attach(Link l) {
        strand.execute(() -> {
            if (closed) {
                l.close();
                return;
            }
            attached = l;
            if (!options.first()) {
                greet(l);
            }
        });
    }

    /** Sends our greeting: a joiner at once, a host only in answer to a good one (the code stays private). */
    private void greet(Link l) {
        HelloMsg h = mine.copy();
        h.resume = chain == null ? "" : chain.gameId();
        l.send(h);
    }

    /**
     * A connection closed.
     *
     * @param l the link
     * @param reason why, for the player
     */
    public void detach(Link l, String reason) {
        strand.execute(() -> {
            if (l != link) {
                return;
            }
            link = null;
            cancelRevealTimer();
            if (!closed) {
                emit(new MatchEvent.Disconnected(reason, settled));
            }
        });
    }

    /**
     * A message arrived.
     *
     * @param l the link it came on
     * @param m the message
     */
    public void receive(Link l, WireMessage m) {
        strand.execute(() -> {
            if (closed) {
                return;
            }
            if (m instanceof HelloMsg h) {
                greeted(l, h);
            } else if (l != link) {
                if (m instanceof NoticeMsg n && (n.kind == NoticeMsg.Kind.WAITING || n.kind == NoticeMsg.Kind.REJECTED)) {
                    notice(n);
                } else if (!(m instanceof NoticeMsg)) {
                    l.close();
                }
            } else if (m instanceof EntryMsg e) {
                entry(e);
            } else if (m instanceof SyncMsg s) {
                sync(s);
            } else if (m instanceof NoticeMsg n) {
                notice(n);
            } else if (m instanceof RematchMsg r) {
                rematch(r);
            }
        });
    }

    /**
     * Tells the player something about the connection.
     *
     * @param text one line
     */
    public void note(String text) {
        strand.execute(() -> emit(new MatchEvent.Notice(text)));
    }

    /**
     * The transport gives up: no connection for too long.
     *
     * @param reason why, for the player
     */
    public void giveUp(String reason) {
        strand.execute(() -> {
            rejected = true;
            emit(new MatchEvent.Rejected(reason));
        });
    }

    /**
     * Whether the match should be reconnected after a drop: not closed, not refused, and not over with no
     * next game offered (once a game is over the other side may leave; only a rematch needs it back).
     */
    public boolean wantsConnection() {
        return !closed && !rejected && !settled;
    }

    /** Notes whether the game is over with no next game offered by either side. */
    private void settle() {
        int next = setup == null ? -1 : setup.gameNumber() + 1;
        settled = chain != null && gameOver() && rematchMine != next && rematchTheirs != next;
    }

    // ---- the local player's actions

    /** Throws the dice (the turn's, or a throw of the Babylonian opening). */
    public void throwDice() {
        strand.execute(() -> {
            if (chain != null && !gameOver() && chain.awaiting() == Chain.Awaiting.PASS && chain.author() != me()) {
                // The other side's pass (a roll with no move) is written by that side itself and may still
                // be on its way while this side's table has already passed the turn: the throw follows it.
                throwWanted = true;
                return;
            }
            author(Action.THROW, "");
        });
    }

    /** Keeps the small astragal's roll (Babylonian). */
    public void keep() {
        strand.execute(() -> author(Action.KEEP, ""));
    }

    /** Throws the broad astragal (Babylonian). */
    public void throwBroad() {
        strand.execute(() -> author(Action.BROAD, ""));
    }

    /**
     * Makes a move with the roll in hand.
     *
     * @param m one of the game's legal moves, not null
     */
    public void move(Move m) {
        String text = Chain.moveText(m);
        strand.execute(() -> author(Action.MOVE, text));
    }

    /** Resigns the game: written at this side's next entry (at once on its turn; after the other's throw otherwise). */
    public void resign() {
        strand.execute(() -> {
            resignWanted = true;
            act();
        });
    }

    /** Offers the next game of the match (after a game ended); it starts when the other side offers it too. */
    public void offerRematch() {
        strand.execute(() -> {
            if (chain == null || !gameOver()) {
                emit(new MatchEvent.Refused("a rematch is offered once the game is over", MatchEvent.Refuser.OWN_ACTION));
                return;
            }
            String why = cannotContinue();
            if (why != null) {
                emit(new MatchEvent.Refused(why, MatchEvent.Refuser.OWN_ACTION));
                return;
            }
            rematchMine = setup.gameNumber() + 1;
            // Settled anew before the offer leaves: once the other side has it, this side wants the connection.
            settle();
            RematchMsg r = new RematchMsg();
            r.gameId = chain.gameId();
            r.gameNumber = rematchMine;
            send(r);
            if (rematchTheirs == rematchMine) {
                startNext();
            }
        });
    }

    /**
     * Runs a question on the match's strand and waits for the answer (never from a listener).
     *
     * @param question what to read of the chain (null before the first game)
     * @param <T> the answer's type
     * @return the answer
     */
    public <T> T query(Function<Chain, T> question) {
        CompletableFuture<T> f = new CompletableFuture<>();
        strand.execute(() -> {
            try {
                f.complete(question.apply(chain));
            } catch (RuntimeException e) {
                f.completeExceptionally(e);
            }
        });
        try {
            return f.get(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while asking the match", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("the match did not answer: " + e, e);
        }
    }

    /** The winner of the game as this side sees it (a forfeit included), or null. */
    public Player winner() {
        return query(c -> forfeitWinner != null ? forfeitWinner : c == null ? null : c.winner());
    }

    /** How the game ended, in words, or {@code playing}. */
    public String result() {
        return query(c -> forfeitText != null ? forfeitText : c == null ? "not started" : c.resultText());
    }

    /** The local player's side in the current game, or null before it. */
    public Player side() {
        return query(c -> c == null ? null : c.setup().playerOf(options.identity().publicKey()));
    }

    /** The Babylonian match's ledger after the games finished so far, or null in other games. */
    public MatchLedger ledger() {
        return query(c -> ledger);
    }

    /** Closes the match: its connection, and no reconnection. */
    @Override
    public void close() {
        strand.execute(() -> {
            closed = true;
            cancelRevealTimer();
            if (link != null) {
                link.close();
                link = null;
            }
            if (attached != null) {
                // Closing the connection is also how a player stops waiting for the other.
                attached.close();
                attached = null;
            }
        });
    }

    /**
     * For the tests of a hostile or slow peer: holds this side's reveals back (a peer that will not reveal),
     * or lets them go again.
     *
     * @param hold whether to hold them
     */
    void holdReveals(boolean hold) {
        strand.execute(() -> {
            holdReveals = hold;
            act();
        });
    }

    /**
     * For the tests of a hostile peer: sends a message as it is, unchecked.
     *
     * @param m the message
     */
    void sendRaw(WireMessage m) {
        strand.execute(() -> send(m));
    }

    // ---- what happens inside

    private void emit(MatchEvent e) {
        for (MatchListener l : listeners) {
            l.on(e);
        }
    }

    private void send(WireMessage m) {
        if (link != null) {
            link.send(m);
        }
    }

    /**
     * Refuses a greeting. A host only tells its player (a stranger's bad greeting must not end its match);
     * a joiner cannot play this match and stops.
     */
    private void reject(Link l, String reason) {
        l.send(new NoticeMsg(NoticeMsg.Kind.REJECTED, "", 0, reason));
        if (options.first()) {
            emit(new MatchEvent.Notice("refused a player's greeting: " + reason));
        } else {
            rejected = true;
            emit(new MatchEvent.Rejected(reason));
        }
        Strand.CLOCK.schedule(l::close, 200, TimeUnit.MILLISECONDS);
    }

    private void greeted(Link l, HelloMsg h) {
        if (h.protocol != Wire.PROTOCOL || !h.version.equals(mine.version)) {
            reject(l, "the two sides play different versions of Ur: this side " + mine.version + " (protocol "
                    + Wire.PROTOCOL + "), the other side " + h.version + " (protocol " + h.protocol
                    + "); both must play the same version");
            return;
        }
        if (mine.code.isEmpty() && otherKey == null && validCode(h.code) && !options.first()) {
            // A quick match: the relay paired it and introduces the other player under the match's new code,
            // which this side greets with from now on (a reconnection comes back to this match).
            mine.code = h.code;
            code = h.code;
        }
        if (!h.code.equals(mine.code)) {
            reject(l, "wrong match code: this match is " + mine.code + ", not " + h.code);
            return;
        }
        if (otherKey != null) {
            if (!h.key.equals(otherKey)) {
                reject(l, "this match is taken: another player has joined it");
                return;
            }
            if (link != null && link != l && otherNonce != null && !otherNonce.equals(h.nonce)) {
                // Another program with the other player's key while that player is connected: taking the
                // connection over would let the two take it from each other for ever.
                reject(l, inUse(mine.code));
                return;
            }
            otherNonce = h.nonce;
            if (link != null && link != l) {
                link.close();
            }
            link = l;
            if (options.first()) {
                greet(l);
            }
            emit(new MatchEvent.Connected(clean(h.name), true));
            sendSync();
            act();
            return;
        }
        if (h.key.equals(mine.key)) {
            reject(l, "both sides hold the same key: each player needs its own (another data folder, or --identity)");
            return;
        }
        boolean iAmFirst = !h.first;
        if (mine.first && h.first) {
            reject(l, "both sides are hosts: one hosts, the other joins");
            return;
        }
        String rules;
        if (iAmFirst) {
            if (mine.rules.isEmpty()) {
                reject(l, "nobody set the rules: the first to arrive names them (--rules)");
                return;
            }
            if (!h.rules.isEmpty() && !h.rules.equals(mine.rules)) {
                reject(l, "this match plays " + mine.rules + ", not " + h.rules + ": leave out --rules or name "
                        + mine.rules);
                return;
            }
            rules = mine.rules;
        } else {
            if (!mine.rules.isEmpty() && !mine.rules.equals(h.rules)) {
                reject(l, "the match plays " + h.rules + ", not " + mine.rules + ": leave out --rules or name "
                        + h.rules);
                return;
            }
            rules = h.rules;
        }
        MatchSetup s;
        try {
            s = iAmFirst
                    ? MatchSetup.first(mine.code, rules, mine.key, mine.name, h.key, clean(h.name), mine.nonce + h.nonce)
                    : MatchSetup.first(mine.code, rules, h.key, clean(h.name), mine.key, mine.name, h.nonce + mine.nonce);
        } catch (IllegalArgumentException e) {
            reject(l, "cannot set up the match: " + e.getMessage());
            return;
        }
        link = l;
        otherKey = h.key;
        otherNonce = h.nonce;
        if (options.first()) {
            greet(l);
        }
        ledger = s.babylonian() ? MatchLedger.start() : null;
        emit(new MatchEvent.Connected(clean(h.name), false));
        begin(s);
    }

    private static String clean(String name) {
        String n = name.replaceAll("\\p{Cntrl}", "").strip();
        return n.isEmpty() ? "the other player" : n.length() > 32 ? n.substring(0, 32) : n;
    }

    private void begin(MatchSetup s) {
        setup = s;
        chain = new Chain(s);
        resignWanted = false;
        throwWanted = false;
        forfeitWinner = null;
        forfeitText = null;
        overAnnounced = false;
        promptedAt = -1;
        settle();
        emit(new MatchEvent.GameStarted(s, s.playerOf(mine.key), chain.gameId()));
        act();
    }

    private Player me() {
        return setup.playerOf(mine.key);
    }

    private boolean gameOver() {
        return chain.isOver() || forfeitWinner != null;
    }

    private void act() {
        if (chain == null || closed) {
            return;
        }
        if (gameOver()) {
            if (!overAnnounced) {
                overAnnounced = true;
                cancelRevealTimer();
                settle();
                Player w = forfeitWinner != null ? forfeitWinner : chain.winner();
                emit(new MatchEvent.GameOver(w, forfeitText != null ? forfeitText : chain.resultText(), chain));
            }
            return;
        }
        if (chain.author() != me()) {
            if (chain.awaiting() == Chain.Awaiting.REVEAL && link != null && revealTimer == null) {
                int at = chain.size();
                revealTimer = Strand.CLOCK.schedule(() -> strand.execute(() -> revealLate(at)),
                        options.revealTimeout().toMillis(), TimeUnit.MILLISECONDS);
            }
            return;
        }
        if (resignWanted) {
            author(Action.RESIGN, "");
            return;
        }
        switch (chain.awaiting()) {
            case COMMIT -> author(Action.COMMIT, "");
            case REVEAL -> {
                if (!holdReveals) {
                    author(Action.REVEAL, "");
                }
            }
            case PASS -> author(Action.PASS, "");
            case THROW, DECISION, MOVE -> {
                if (throwWanted) {
                    throwWanted = false;
                    if (chain.awaiting() == Chain.Awaiting.THROW) {
                        author(Action.THROW, "");
                        return;
                    }
                }
                if (promptedAt != chain.size()) {
                    promptedAt = chain.size();
                    emit(new MatchEvent.YourTurn(chain.awaiting(), chain.game(), chain.opening()));
                }
            }
            case OVER -> {
            }
        }
    }

    private void author(Action action, String move) {
        if (chain == null || closed) {
            emit(new MatchEvent.Refused("no game is under way", MatchEvent.Refuser.OWN_ACTION));
            return;
        }
        if (forfeitWinner != null) {
            emit(new MatchEvent.Refused("the game is over: " + forfeitText, MatchEvent.Refuser.OWN_ACTION));
            return;
        }
        String secret = "";
        String commit = "";
        String next = nextSecret;
        if (action.reveals() || action == Action.COMMIT) {
            secret = action.reveals() ? nextSecret : "";
            next = SharedDice.newSecret(options.secrets());
            commit = SharedDice.commitment(next);
        }
        if (action.reveals() && secret == null) {
            emit(new MatchEvent.Refused("this side has no secret to reveal", MatchEvent.Refuser.OWN_ACTION));
            return;
        }
        Entry e = Entry.sign(options.identity(), chain.gameId(), chain.size() + 1, chain.head(), action, secret,
                commit, move);
        Chain.Step step;
        try {
            step = chain.append(e, false);
        } catch (Refusal r) {
            emit(new MatchEvent.Refused(r.getMessage(), MatchEvent.Refuser.OWN_ACTION));
            return;
        }
        nextSecret = next;
        if (action == Action.THROW || action == Action.BROAD) {
            throwSentAt = System.nanoTime();
        }
        send(new EntryMsg(e));
        accepted(step, true);
    }

    private void accepted(Chain.Step step, boolean local) {
        cancelRevealTimer();
        emit(new MatchEvent.Accepted(step, local));
        act();
    }

    private void entry(EntryMsg m) {
        if (chain == null) {
            return;
        }
        Entry e;
        try {
            e = m.entry();
        } catch (IllegalArgumentException ex) {
            refuseTheirs(m.seq(), "malformed entry: " + ex.getMessage());
            return;
        }
        if (forfeitWinner != null) {
            refuseTheirs(e.seq(), "the game is over: " + forfeitText);
            return;
        }
        try {
            Chain.Step step = chain.append(e, true);
            if (e.action() == Action.REVEAL && throwSentAt != 0) {
                roundTrips.accept(System.nanoTime() - throwSentAt);
                throwSentAt = 0;
            }
            accepted(step, false);
        } catch (Refusal r) {
            refuseTheirs(e.seq(), r.getMessage());
        }
    }

    private void refuseTheirs(int seq, String reason) {
        send(new NoticeMsg(NoticeMsg.Kind.REFUSED, chain.gameId(), seq, reason));
        emit(new MatchEvent.Refused(reason, MatchEvent.Refuser.THEIR_ENTRY));
    }

    private void sendSync() {
        if (chain == null) {
            return;
        }
        SyncMsg s = new SyncMsg();
        s.gameId = chain.gameId();
        s.size = chain.size();
        s.head = chain.head();
        send(s);
    }

    private void sync(SyncMsg s) {
        if (chain == null || !s.gameId.equals(chain.gameId())) {
            return;
        }
        if (s.size >= chain.size()) {
            return;
        }
        String theirHead = s.size == 0 ? chain.gameId() : chain.entries().get(s.size - 1).hash();
        if (!theirHead.equals(s.head)) {
            emit(new MatchEvent.Notice("the other side's chain differs from ours at entry " + s.size
                    + ": it cannot catch up from us"));
            return;
        }
        for (int i = s.size; i < chain.size(); i++) {
            send(new EntryMsg(chain.entries().get(i)));
        }
    }

    private void notice(NoticeMsg n) {
        switch (n.kind) {
            case REFUSED -> emit(new MatchEvent.Refused(n.text, MatchEvent.Refuser.OUR_ENTRY));
            case REJECTED -> {
                rejected = true;
                emit(new MatchEvent.Rejected(n.text));
            }
            case WAITING, LEFT, INFO -> emit(new MatchEvent.Notice(n.text));
            case GONE -> {
                cancelRevealTimer();
                emit(new MatchEvent.Disconnected(n.text, settled));
            }
            case FORFEIT -> forfeitClaimed(n);
        }
    }

    /**
     * The other side says this side did not reveal in time. True only if the chain still waits for our
     * reveal (ours is written at once, so only a long drop delays it); otherwise the claim is refused.
     */
    private void forfeitClaimed(NoticeMsg n) {
        if (chain == null || !n.gameId.equals(chain.gameId()) || gameOver()) {
            return;
        }
        if (chain.awaiting() == Chain.Awaiting.REVEAL && chain.author() == me()) {
            forfeitWinner = me().other();
            forfeitText = n.text;
            act();
            return;
        }
        String why = "the other side claims this side did not reveal in time, but the chain holds every reveal of"
                + " ours (" + chain.size() + " entries): the claim is refused";
        send(new NoticeMsg(NoticeMsg.Kind.INFO, chain.gameId(), chain.size(), why));
        emit(new MatchEvent.Refused(why, MatchEvent.Refuser.THEIR_ENTRY));
    }

    private void revealLate(int at) {
        revealTimer = null;
        if (chain == null || closed || link == null || gameOver() || chain.size() != at
                || chain.awaiting() != Chain.Awaiting.REVEAL) {
            return;
        }
        Player late = chain.author();
        forfeitWinner = late.other();
        forfeitText = late.displayName() + " did not reveal its secret within " + options.revealTimeout().toSeconds()
                + " s and loses by forfeit";
        send(new NoticeMsg(NoticeMsg.Kind.FORFEIT, chain.gameId(), chain.size() + 1, forfeitText));
        act();
    }

    private void cancelRevealTimer() {
        if (revealTimer != null) {
            revealTimer.cancel(false);
            revealTimer = null;
        }
    }

    private void rematch(RematchMsg r) {
        if (chain == null || !r.gameId.equals(chain.gameId()) || r.gameNumber != setup.gameNumber() + 1) {
            return;
        }
        rematchTheirs = r.gameNumber;
        settle();
        emit(new MatchEvent.RematchOffered(r.gameNumber));
        if (rematchMine == rematchTheirs && gameOver()) {
            startNext();
        }
    }

    /** Why no next game can be played, or null. */
    private String cannotContinue() {
        if (!setup.babylonian()) {
            return null;
        }
        int[] c = chain.countersAfter(forfeitWinner != null ? forfeitWinner : chain.winner());
        if (c[0] < BabylonianSetup.STAKE || c[1] < BabylonianSetup.STAKE) {
            return "the match is over: " + (c[0] < BabylonianSetup.STAKE ? "Light" : "Dark") + " holds "
                    + Math.min(c[0], c[1]) + " counters and cannot pay the stake of " + BabylonianSetup.STAKE;
        }
        return null;
    }

    private void startNext() {
        Player w = forfeitWinner != null ? forfeitWinner : chain.winner();
        int[] c = setup.babylonian() ? chain.countersAfter(w) : new int[] {0, 0};
        if (setup.babylonian() && w != null) {
            if (chain.isOver() && chain.resigned() == null && forfeitWinner == null) {
                ledger = ledger.afterGame(chain.record());
            } else {
                List<MatchLedger.GameResult> games = new ArrayList<>(ledger.games());
                Player firstPlayer = chain.opening() != null && chain.opening().isDecided()
                        ? chain.opening().firstPlayer() : Player.LIGHT;
                games.add(new MatchLedger.GameResult(setup.gameNumber(), setup.board(), firstPlayer, w, chain.pool(),
                        c[0], c[1]));
                ledger = new MatchLedger(c[0], c[1], games, false);
            }
        }
        begin(setup.next(c[0], c[1]));
    }
}
