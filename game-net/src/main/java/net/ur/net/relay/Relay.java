package net.ur.net.relay;

import java.net.InetAddress;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import com.jme3.network.ConnectionListener;
import com.jme3.network.HostedConnection;
import com.jme3.network.Message;
import com.jme3.network.MessageListener;
import com.jme3.network.Server;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Entry;
import net.ur.net.chain.MatchSetup;
import net.ur.net.chain.Refusal;
import net.ur.net.peer.Match;
import net.ur.net.peer.Strand;
import net.ur.net.wire.EntryMsg;
import net.ur.net.wire.HelloMsg;
import net.ur.net.wire.Link;
import net.ur.net.wire.NoticeMsg;
import net.ur.net.wire.RematchMsg;
import net.ur.net.wire.SyncMsg;
import net.ur.net.wire.WatchMsg;
import net.ur.net.wire.Wire;
import net.ur.net.wire.WireMessage;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.sets.RuleSets;

/**
 * The relay ({@code ./ur serve}): pairs the two players who give the same match code (the first
 * sets the rules, the second takes them or names the same), passes their messages between them,
 * and holds each game's chain itself, judging every entry as a peer does: it refuses a bad entry
 * (to its author, and tells the other side) instead of passing it on, and answers a side that
 * comes back after a drop from its own chain. It forgets a match when its game is over and both
 * sides have gone, when the only player waiting leaves, or when both have been gone for
 * {@code idle}. Needs no display: SpiderMonkey and the rules only.
 */
public final class Relay implements AutoCloseable {

    /**
     * Why a side is told the other is gone while the game is on: what happened only, since the side's own
     * words add that the game waits (the window's "Jun is gone (...): the game waits for Jun to come back").
     */
    public static final String DROPPED = "the other player's connection to the relay dropped";

    private static final String PAIRING = "ur.pairing";
    private static final String LINK = "ur.link";
    private static final String WAITER = "ur.quick";
    private static final String WATCHING = "ur.watching";

    private final Server server;
    private final Map<String, Pairing> byCode = new ConcurrentHashMap<>();
    /**
     * The players waiting for a quick match, by rules, in the order they came (first come, first paired);
     * guarded by the relay's lock, as the pairing is.
     */
    private final Map<String, List<Waiter>> quick = new HashMap<>();
    /** The quick matches made, by each player's key: a player who drops before it hears of it comes back to it. */
    private final Map<String, Pairing> quickByKey = new ConcurrentHashMap<>();
    private final SecureRandom codes = new SecureRandom();
    private final Duration idle;
    private final Duration keep;
    private final RelayStore store;
    private final Consumer<String> log;
    private final ScheduledFuture<?> sweeper;
    /**
     * Set when the relay closes: the players' connections then close one by one, and the first to go
     * must not be told to the other as a drop (each is told that the relay closed).
     */
    private volatile boolean closing;
    private final long started = System.nanoTime();

    private Relay(Server server, Duration idle, Duration keep, RelayStore store, Consumer<String> log) {
        this.server = server;
        this.idle = idle;
        this.keep = keep;
        this.store = store;
        this.log = log;
        this.sweeper = Strand.CLOCK.scheduleAtFixedRate(this::sweep, 10, 10, TimeUnit.SECONDS);
    }

    /**
     * Starts a relay.
     *
     * @param bind the address to listen on (127.0.0.1 in tests), or null for every address
     * @param port the port
     * @param idle how long a match whose players have both gone is kept
     * @param log where to tell what happens (one line each), not null
     * @return the relay, listening
     * @throws net.ur.net.wire.PortInUseException if another program listens on the port
     */
    public static Relay start(InetAddress bind, int port, Duration idle, Consumer<String> log) {
        return start(bind, port, idle, Duration.ZERO, RelayStore.NONE, log);
    }

    /**
     * Starts a relay that keeps its matches in a store, and takes up those it kept: their players come back
     * to them as after a drop, and go on with the same chain.
     *
     * @param bind the address to listen on (127.0.0.1 in tests), or null for every address
     * @param port the port
     * @param idle how long a match whose players have both gone is kept
     * @param keep how long the store keeps a finished match before deleting it
     * @param store where the matches are kept, not null ({@link RelayStore#NONE}: nowhere)
     * @param log where to tell what happens (one line each), not null
     * @return the relay, listening
     * @throws net.ur.net.wire.PortInUseException if another program listens on the port
     * @throws RelayStore.StoreException if the store cannot be read
     */
    public static Relay start(InetAddress bind, int port, Duration idle, Duration keep, RelayStore store,
            Consumer<String> log) {
        Server server = Wire.server(bind, port);
        Relay r = new Relay(server, idle, keep, store, log);
        r.restore();
        server.addConnectionListener(new ConnectionListener() {
            @Override
            public void connectionAdded(Server s, HostedConnection c) {
                c.setAttribute(LINK, Link.of(c));
            }

            @Override
            public void connectionRemoved(Server s, HostedConnection c) {
                r.stopWaiting(c);
                Pairing w = c.getAttribute(WATCHING);
                if (w != null) {
                    w.strand.execute(() -> w.unwatched(c.getAttribute(LINK)));
                }
                Pairing p = c.getAttribute(PAIRING);
                if (p != null) {
                    p.strand.execute(() -> p.dropped(c.getAttribute(LINK)));
                }
            }
        });
        server.addMessageListener((MessageListener<HostedConnection>) (HostedConnection c, Message m) -> {
            if (m instanceof HelloMsg h) {
                r.hello(c, h);
                return;
            }
            if (m instanceof WatchMsg w) {
                r.watch(c, w);
                return;
            }
            Pairing p = c.getAttribute(PAIRING);
            if (p == null || !(m instanceof WireMessage w)) {
                c.close("greet first");
                return;
            }
            Link l = c.getAttribute(LINK);
            p.strand.execute(() -> p.receive(l, w));
        });
        Wire.start(server, bind, port);
        return r;
    }

    /** How many matches it holds now (waiting, playing, or finished with a player still there). */
    public int matches() {
        return byCode.size();
    }

    /**
     * How many players wait for a quick match of some rules.
     *
     * @param rules the rule set's name
     * @return the players waiting, connected now
     */
    public synchronized int waiting(String rules) {
        return quick.getOrDefault(rules, List.of()).size();
    }

    /**
     * A player waiting for a quick match: its greeting and its connection (null for one the store kept
     * that has not come back since the relay started again: it keeps its place, but is paired with nobody).
     */
    private record Waiter(HelloMsg hello, HostedConnection connection) {
    }

    /** Takes up what the store kept: the matches not finished, and the quick waiters in their order. */
    private void restore() {
        int pruned = store.prune(keep);
        int n = 0;
        for (RelayStore.Kept k : store.matches()) {
            Pairing p = new Pairing(k.code());
            p.quick = k.quick();
            p.first = k.first();
            p.second = k.second();
            // Kept greetings were of this relay's version (any other was refused): the introductions say so.
            for (HelloMsg h : new HelloMsg[] {p.first, p.second}) {
                if (h != null) {
                    h.protocol = Wire.PROTOCOL;
                    h.version = Wire.gameVersion();
                }
            }
            try {
                p.restore(k);
            } catch (IllegalArgumentException | Refusal e) {
                log.accept("match " + k.code() + " kept in the store cannot be taken up: " + e.getMessage());
                store.finished(k.code());
                continue;
            }
            byCode.put(k.code(), p);
            if (p.quick && p.second != null) {
                quickByKey.put(p.first.key, p);
                quickByKey.put(p.second.key, p);
            }
            n++;
            log.accept("match " + k.code() + " taken up from the store: " + (p.chain == null ? p.first.name
                    + " waits (" + p.first.rules + ")" : "game " + p.setup.gameNumber() + " at entry "
                    + p.chain.size()));
        }
        int q = 0;
        for (HelloMsg h : store.quickWaiting()) {
            h.protocol = Wire.PROTOCOL;
            h.version = Wire.gameVersion();
            quick.computeIfAbsent(h.rules, k -> new ArrayList<>()).add(new Waiter(h, null));
            q++;
        }
        if (n + q + pruned > 0) {
            log.accept("the store " + store.describe() + " held " + n + " matches and " + q
                    + " players waiting for a quick match; " + pruned + " finished matches pruned");
        }
    }

    private static void reject(HostedConnection c, String reason) {
        reject((Link) c.getAttribute(LINK), reason);
    }

    private static void reject(Link l, String reason) {
        l.send(new NoticeMsg(NoticeMsg.Kind.REJECTED, "", 0, reason));
        Strand.CLOCK.schedule(l::close, 200, TimeUnit.MILLISECONDS);
    }

    private synchronized void hello(HostedConnection c, HelloMsg h) {
        if (h.protocol != Wire.PROTOCOL || !h.version.equals(Wire.gameVersion())) {
            reject(c, "the relay plays another version of Ur: " + Wire.gameVersion() + " (protocol " + Wire.PROTOCOL
                    + "), this side " + h.version + " (protocol " + h.protocol + "); both must play the same version");
            return;
        }
        if (c.getAttribute(PAIRING) != null || c.getAttribute(WAITER) != null) {
            reject(c, "this connection has already greeted");
            return;
        }
        if (h.code.isEmpty()) {
            quickMatch(c, h);
            return;
        }
        if (!Match.validCode(h.code)) {
            reject(c, "a match code is 1.." + HelloMsg.MAX_CODE + " letters and digits");
            return;
        }
        Link l = c.getAttribute(LINK);
        Pairing p = byCode.get(h.code);
        if (p == null) {
            if (h.rules.isEmpty()) {
                reject(c, "no match " + h.code + " waits here: the first to arrive sets the rules (--rules)");
                return;
            }
            try {
                RuleSets.byName(h.rules);
            } catch (IllegalArgumentException e) {
                reject(c, e.getMessage());
                return;
            }
            p = new Pairing(h.code);
            p.first = h.copy();
            p.nonces[0] = h.nonce;
            byCode.put(h.code, p);
            c.setAttribute(PAIRING, p);
            Pairing q = p;
            p.strand.execute(() -> {
                if (q.keep(() -> store.waiting(q.code, false, q.first))) {
                    q.waiting(l);
                }
            });
            log.accept("match " + h.code + ": " + h.name + " waits (" + h.rules + ")");
            return;
        }
        Pairing q = p;
        int side = p.sideOf(h.key);
        if (side >= 0) {
            c.setAttribute(PAIRING, p);
            String nonce = h.nonce;
            p.strand.execute(() -> q.back(side, l, nonce));
            return;
        }
        if (p.second != null) {
            reject(c, "match " + h.code + " is taken: two players are in it");
            return;
        }
        if (!h.rules.isEmpty() && !h.rules.equals(p.first.rules)) {
            reject(c, "match " + h.code + " plays " + p.first.rules + ", not " + h.rules + ": leave out --rules or"
                    + " name " + p.first.rules);
            return;
        }
        p.second = h.copy();
        p.second.rules = p.first.rules;
        p.nonces[1] = h.nonce;
        c.setAttribute(PAIRING, p);
        p.strand.execute(() -> q.paired(l));
    }

    /** A spectator greets: it is given the match's game and every entry so far, then each as it is taken. */
    private synchronized void watch(HostedConnection c, WatchMsg w) {
        if (w.protocol != Wire.PROTOCOL || !w.version.equals(Wire.gameVersion())) {
            reject(c, "the relay plays another version of Ur: " + Wire.gameVersion() + " (protocol " + Wire.PROTOCOL
                    + "), this side " + w.version + " (protocol " + w.protocol + "); both must play the same version");
            return;
        }
        if (c.getAttribute(PAIRING) != null || c.getAttribute(WAITER) != null || c.getAttribute(WATCHING) != null) {
            reject(c, "this connection has already greeted");
            return;
        }
        Pairing p = Match.validCode(w.code) ? byCode.get(w.code) : null;
        if (p == null) {
            reject(c, "no match " + w.code + " is played at this relay");
            return;
        }
        c.setAttribute(WATCHING, p);
        Link l = c.getAttribute(LINK);
        String name = w.name.replaceAll("\\p{Cntrl}", "").strip();
        p.strand.execute(() -> p.watched(l, name.isEmpty() ? "a spectator" : name));
    }

    /**
     * A greeting without a code: the player waits for a quick match of its rules, or is paired at once with
     * the one who has waited longest for them. The two then play as two players who met by a code, the
     * first to have come setting the rules, under a code the relay makes up.
     */
    private void quickMatch(HostedConnection c, HelloMsg h) {
        Link l = c.getAttribute(LINK);
        if (h.rules.isEmpty()) {
            reject(c, "a quick match names its rules (--rules)");
            return;
        }
        try {
            RuleSets.byName(h.rules);
        } catch (IllegalArgumentException e) {
            reject(c, e.getMessage());
            return;
        }
        Pairing made = quickByKey.get(h.key);
        if (made != null && byCode.get(made.code) == made && !made.done) {
            // Paired while its connection dropped: it comes back to its match as any player does.
            int side = made.sideOf(h.key);
            c.setAttribute(PAIRING, made);
            String nonce = h.nonce;
            made.strand.execute(() -> made.back(side, l, nonce));
            return;
        }
        List<Waiter> queue = quick.computeIfAbsent(h.rules, k -> new ArrayList<>());
        for (int i = 0; i < queue.size(); i++) {
            Waiter w = queue.get(i);
            if (w.hello.key.equals(h.key)) {
                if (w.connection != null && !w.hello.nonce.equals(h.nonce)) {
                    reject(c, Match.inUse("(a quick match of " + h.rules + ")"));
                    return;
                }
                // The same program again (its old connection not yet seen gone, or the relay started again): it
                // keeps its place.
                queue.set(i, new Waiter(h.copy(), c));
                c.setAttribute(WAITER, queue.get(i));
                l.send(waitingNotice(h.rules));
                return;
            }
        }
        Waiter w = queue.stream().filter(x -> x.connection != null).findFirst().orElse(null);
        if (w == null) {
            try {
                store.quickWaits(h);
            } catch (RelayStore.StoreException e) {
                log.accept(e.getMessage());
            }
            Waiter me = new Waiter(h.copy(), c);
            queue.add(me);
            c.setAttribute(WAITER, me);
            l.send(waitingNotice(h.rules));
            log.accept("quick match: " + h.name + " waits (" + h.rules + ")");
            return;
        }
        queue.remove(w);
        w.connection.setAttribute(WAITER, null);
        String code;
        do {
            code = Match.newCode(codes);
        } while (byCode.containsKey(code));
        Pairing p = new Pairing(code);
        p.quick = true;
        p.first = w.hello.copy();
        p.first.code = code;
        p.nonces[0] = w.hello.nonce;
        p.second = h.copy();
        p.second.code = code;
        p.second.rules = p.first.rules;
        p.nonces[1] = h.nonce;
        byCode.put(code, p);
        quickByKey.put(p.first.key, p);
        quickByKey.put(p.second.key, p);
        w.connection.setAttribute(PAIRING, p);
        c.setAttribute(PAIRING, p);
        Link waiting = w.connection.getAttribute(LINK);
        p.strand.execute(() -> {
            try {
                store.waiting(p.code, true, p.first);
                store.quickGone(p.first.key);
                store.quickGone(p.second.key);
            } catch (RelayStore.StoreException e) {
                log.accept(e.getMessage());
            }
            p.links[0] = waiting;
            p.paired(l);
        });
    }

    private static NoticeMsg waitingNotice(String rules) {
        return new NoticeMsg(NoticeMsg.Kind.WAITING, "", 0, "waiting at the relay for another player of " + rules
                + " (a quick match)");
    }

    /** A connection closed: if it waited for a quick match, it waits no more. */
    private synchronized void stopWaiting(HostedConnection c) {
        Waiter w = c.getAttribute(WAITER);
        if (w != null && c.getAttribute(PAIRING) == null) {
            List<Waiter> queue = quick.get(w.hello.rules);
            if (queue != null && queue.remove(w)) {
                try {
                    store.quickGone(w.hello.key);
                } catch (RelayStore.StoreException e) {
                    log.accept(e.getMessage());
                }
                log.accept("quick match: " + w.hello.name + " stopped waiting (" + w.hello.rules + ")");
            }
        }
    }

    private void sweep() {
        long now = System.nanoTime();
        try {
            int pruned = store.prune(keep);
            if (pruned > 0) {
                log.accept(pruned + " finished matches pruned from the store");
            }
        } catch (RelayStore.StoreException e) {
            log.accept(e.getMessage());
        }
        dropGhosts(now);
        for (Pairing p : byCode.values()) {
            p.strand.execute(() -> {
                if (p.links[0] == null && p.links[1] == null && now - p.emptySince > idle.toNanos()) {
                    forget(p, "both players gone for " + idle.toSeconds() + " s");
                }
            });
        }
    }

    /** The quick waiters the store kept that have not come back within {@code idle} of the start wait no more. */
    private synchronized void dropGhosts(long now) {
        if (now - started < idle.toNanos()) {
            return;
        }
        for (List<Waiter> queue : quick.values()) {
            for (Waiter w : List.copyOf(queue)) {
                if (w.connection == null) {
                    queue.remove(w);
                    store.quickGone(w.hello.key);
                    log.accept("quick match: " + w.hello.name + " did not come back (" + w.hello.rules + ")");
                }
            }
        }
    }

    private void forget(Pairing p, String why) {
        if (p.quick) {
            quickByKey.remove(p.first.key, p);
            quickByKey.remove(p.second.key, p);
        }
        if (byCode.remove(p.code, p)) {
            try {
                store.finished(p.code);
            } catch (RelayStore.StoreException e) {
                log.accept(e.getMessage());
            }
            log.accept("match " + p.code + " forgotten: " + why);
        }
    }

    /**
     * Stops the relay: each player's connection is closed with a reason (see {@link Wire#stop}), so that
     * the players see it gone and try again, then the server stops.
     */
    @Override
    public void close() {
        closing = true;
        sweeper.cancel(false);
        Wire.stop(server, "the relay closed");
        store.close();
    }

    /** One match code's two players and their game, handled on its own strand. */
    private final class Pairing {
        final String code;
        final Strand strand = new Strand();
        final Link[] links = new Link[2];
        /** Each side's greeting's nonce on its connection now: a program's match greets with one nonce. */
        final String[] nonces = new String[2];
        HelloMsg first;
        HelloMsg second;
        /** Made by the relay for two strangers (a quick match), not by a code they gave. */
        boolean quick;
        /**
         * Whether the current game is over (read by the relay's lock: a quick player who greets again after its
         * match's game ended wants a new match, not that one).
         */
        volatile boolean done;
        MatchSetup setup;
        Chain chain;
        Player forfeitWinner;
        final int[] rematch = new int[2];
        /**
         * The last entry passed to each side on its connection now: a side's sync may have left before those
         * arrived, and they are not sent to it again.
         */
        final int[] sentTo = new int[2];
        /** The spectators' connections. */
        final List<Link> watchers = new ArrayList<>();
        long emptySince = System.nanoTime();

        Pairing(String code) {
            this.code = code;
        }

        /**
         * Writes a change to the store before the message that made it is passed on.
         *
         * @return whether it was kept (if not, the relay's log says why, and the message is not passed on)
         */
        boolean keep(Runnable write) {
            try {
                write.run();
                return true;
            } catch (RelayStore.StoreException e) {
                log.accept("match " + code + ": " + e.getMessage());
                return false;
            }
        }

        /** Takes up the match as the store kept it: its game's chain is built again, every entry checked. */
        void restore(RelayStore.Kept k) throws Refusal {
            if (second == null) {
                return;
            }
            MatchSetup one = MatchSetup.first(code, first.rules, first.key, clean(first.name), second.key,
                    clean(second.name), first.nonce + second.nonce);
            setup = k.gameNumber() == 1 ? one : new MatchSetup(code, one.rules(), one.firstKey(), one.firstName(),
                    one.secondKey(), one.secondName(), one.nonces(), k.gameNumber(), k.lightCounters(),
                    k.darkCounters());
            chain = new Chain(setup);
            for (Entry e : k.entries()) {
                chain.append(e, true);
            }
            forfeitWinner = k.forfeitWinner();
            done = chain.isOver() || forfeitWinner != null;
            rematch[0] = k.rematchFirst();
            rematch[1] = k.rematchSecond();
        }

        void watched(Link l, String name) {
            watchers.add(l);
            l.send(watchMsg());
            if (chain != null) {
                for (Entry e : chain.entries()) {
                    l.send(new EntryMsg(e));
                }
            }
            tellPlayers(name + " watches this match (" + watchers.size() + " watching)");
            log.accept("match " + code + ": " + name + " watches (" + watchers.size() + " watching)");
        }

        void unwatched(Link l) {
            if (watchers.remove(l)) {
                tellPlayers("a spectator left (" + watchers.size() + " watching)");
            }
        }

        private void tellPlayers(String text) {
            for (int side = 0; side < 2; side++) {
                send(side, new NoticeMsg(NoticeMsg.Kind.INFO, chain == null ? "" : chain.gameId(), 0, text));
            }
        }

        /** What the spectators are told of the match's current game. */
        private WatchMsg watchMsg() {
            WatchMsg w = new WatchMsg();
            w.protocol = Wire.PROTOCOL;
            w.version = Wire.gameVersion();
            w.code = code;
            w.watchers = watchers.size();
            return setup == null ? w : w.with(setup);
        }

        private void toWatchers(WireMessage m) {
            for (Link w : watchers) {
                w.send(m);
            }
        }

        int sideOf(String key) {
            if (first.key.equals(key)) {
                return 0;
            }
            return second != null && second.key.equals(key) ? 1 : -1;
        }

        void waiting(Link l) {
            links[0] = l;
            l.send(new NoticeMsg(NoticeMsg.Kind.WAITING, "", 0, "the relay holds match " + code + " ("
                    + first.rules + "): waiting for the other player"));
        }

        void paired(Link l) {
            links[1] = l;
            try {
                setup = MatchSetup.first(code, first.rules, first.key, clean(first.name), second.key,
                        clean(second.name), first.nonce + second.nonce);
            } catch (IllegalArgumentException e) {
                l.send(new NoticeMsg(NoticeMsg.Kind.REJECTED, "", 0, e.getMessage()));
                return;
            }
            chain = new Chain(setup);
            if (!keep(() -> store.paired(code, second))) {
                return;
            }
            introduce(0);
            introduce(1);
            toWatchers(watchMsg());
            if (!watchers.isEmpty()) {
                // A player waiting was not told yet: it hears the relay only once it is introduced.
                tellPlayers(watchers.size() + " watching this match");
            }
            log.accept("match " + code + ": " + second.name + " joins " + first.name + " (" + first.rules
                    + (quick ? ", a quick match" : "") + ")");
        }

        /**
         * A side's key greets again. From the same program (its nonce) it comes back, and its old connection, if
         * the relay still holds one, is closed. From another program (another nonce) while the side is still
         * connected, it is refused: two programs of one account with one key would otherwise take the
         * connection from each other for ever, each dialling again as the other comes in.
         */
        void back(int side, Link l, String nonce) {
            if (links[side] != null && links[side] != l && !nonce.equals(nonces[side])) {
                reject(l, Match.inUse(code));
                log.accept("match " + code + ": refused a second program with "
                        + (side == 0 ? first : second).name + "'s key");
                return;
            }
            nonces[side] = nonce;
            replace(side, l);
            if (chain == null) {
                waiting(l);
                return;
            }
            introduce(side);
            sendSync(side);
            if (!watchers.isEmpty()) {
                send(side, new NoticeMsg(NoticeMsg.Kind.INFO, chain.gameId(), 0, watchers.size()
                        + " watching this match"));
            }
            send(1 - side, new NoticeMsg(NoticeMsg.Kind.INFO, chain.gameId(), 0, "the other player is back"));
        }

        private void replace(int side, Link l) {
            Link old = links[side];
            links[side] = l;
            sentTo[side] = 0;
            if (old != null && old != l) {
                old.close();
            }
        }

        /** Tells a side who the other is: the first is marked first, the second not. */
        private void introduce(int side) {
            HelloMsg other = (side == 0 ? second : first).copy();
            other.first = side == 1;
            other.rules = first.rules;
            other.resume = chain == null ? "" : chain.gameId();
            send(side, other);
        }

        private void send(int side, WireMessage m) {
            Link l = links[side];
            if (l != null) {
                l.send(m);
            }
        }

        private int sideOfLink(Link l) {
            return l == links[0] ? 0 : l == links[1] ? 1 : -1;
        }

        void receive(Link l, WireMessage m) {
            int side = sideOfLink(l);
            if (side < 0 || chain == null) {
                return;
            }
            if (m instanceof EntryMsg e) {
                entry(side, e);
            } else if (m instanceof SyncMsg s) {
                sync(side, s);
            } else if (m instanceof NoticeMsg n) {
                if (n.kind == NoticeMsg.Kind.FORFEIT && n.gameId.equals(chain.gameId())
                        && chain.awaiting() == Chain.Awaiting.REVEAL
                        && chain.author() == setup.playerOf((side == 0 ? second : first).key)) {
                    forfeitWinner = chain.author().other();
                    Player w = forfeitWinner;
                    done = true;
                    keep(() -> store.forfeit(code, w));
                }
                if (n.kind == NoticeMsg.Kind.LEFT) {
                    over("a player left");
                }
                send(1 - side, n);
            } else if (m instanceof RematchMsg r) {
                if (r.gameId.equals(chain.gameId()) && r.gameNumber == setup.gameNumber() + 1 && gameOver()) {
                    rematch[side] = r.gameNumber;
                    if (!keep(() -> store.rematch(code, side == 0, r.gameNumber))) {
                        return;
                    }
                    send(1 - side, r);
                    if (rematch[0] == rematch[1]) {
                        next();
                    }
                }
            }
        }

        private boolean gameOver() {
            return chain.isOver() || forfeitWinner != null;
        }

        private void entry(int side, EntryMsg m) {
            Entry e;
            try {
                e = m.entry();
            } catch (IllegalArgumentException ex) {
                refuse(side, m.seq(), "malformed entry: " + ex.getMessage());
                return;
            }
            try {
                if (forfeitWinner != null) {
                    throw new Refusal("the game is over: a player did not reveal in time");
                }
                chain.append(e, true);
            } catch (Refusal r) {
                refuse(side, e.seq(), r.getMessage());
                return;
            }
            Entry taken = e;
            if (!keep(() -> store.entry(code, taken))) {
                return;
            }
            send(1 - side, m);
            sentTo[1 - side] = e.seq();
            toWatchers(m);
            if (chain.isOver()) {
                done = true;
                log.accept("match " + code + " game " + setup.gameNumber() + ": " + chain.resultText() + " after "
                        + chain.size() + " entries");
            }
        }

        private void refuse(int side, int seq, String reason) {
            send(side, new NoticeMsg(NoticeMsg.Kind.REFUSED, chain.gameId(), seq, "the relay refused it: " + reason));
            send(1 - side, new NoticeMsg(NoticeMsg.Kind.INFO, chain.gameId(), seq,
                    "the relay refused an entry of the other side: " + reason));
        }

        private void sendSync(int side) {
            SyncMsg s = new SyncMsg();
            s.gameId = chain.gameId();
            s.size = chain.size();
            s.head = chain.head();
            send(side, s);
        }

        private void sync(int side, SyncMsg s) {
            if (!s.gameId.equals(chain.gameId()) || s.size >= chain.size()) {
                return;
            }
            String theirs = s.size == 0 ? chain.gameId() : chain.entries().get(s.size - 1).hash();
            if (!theirs.equals(s.head)) {
                send(side, new NoticeMsg(NoticeMsg.Kind.INFO, chain.gameId(), s.size, "your chain differs from the"
                        + " relay's at entry " + s.size));
                return;
            }
            for (int i = Math.max(s.size, sentTo[side]); i < chain.size(); i++) {
                send(side, new EntryMsg(chain.entries().get(i)));
                sentTo[side] = i + 1;
            }
        }

        private void next() {
            Player w = forfeitWinner != null ? forfeitWinner : chain.winner();
            int[] c = setup.babylonian() ? chain.countersAfter(w) : new int[] {0, 0};
            if (setup.babylonian() && (c[0] < BabylonianSetup.STAKE || c[1] < BabylonianSetup.STAKE)) {
                return;
            }
            setup = setup.next(c[0], c[1]);
            chain = new Chain(setup);
            forfeitWinner = null;
            done = false;
            sentTo[0] = 0;
            sentTo[1] = 0;
            toWatchers(watchMsg());
            MatchSetup s = setup;
            keep(() -> store.game(code, s.gameNumber(), s.lightCounters(), s.darkCounters()));
            log.accept("match " + code + ": game " + setup.gameNumber() + " starts");
        }

        void dropped(Link l) {
            int side = sideOfLink(l);
            if (side < 0) {
                return;
            }
            links[side] = null;
            if (closing) {
                return;
            }
            if (chain == null) {
                forget(this, "the player waiting left");
                return;
            }
            if (links[0] == null && links[1] == null) {
                emptySince = System.nanoTime();
                if (gameOver()) {
                    forget(this, "the game is over and both players left");
                }
                return;
            }
            if (gameOver()) {
                send(1 - side, new NoticeMsg(NoticeMsg.Kind.LEFT, chain.gameId(), 0, "the other player left"));
            } else {
                send(1 - side, new NoticeMsg(NoticeMsg.Kind.GONE, chain.gameId(), 0, DROPPED));
            }
        }

        private void over(String why) {
            if (gameOver() && links[0] == null && links[1] == null) {
                forget(this, why);
            }
        }

        private String clean(String name) {
            String n = name.replaceAll("\\p{Cntrl}", "").strip();
            return n.isEmpty() ? "the other player" : n.length() > 32 ? n.substring(0, 32) : n;
        }
    }
}
