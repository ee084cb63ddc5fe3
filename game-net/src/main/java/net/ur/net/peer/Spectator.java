package net.ur.net.peer;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import com.jme3.network.Client;
import com.jme3.network.ClientStateListener;
import com.jme3.network.Message;
import com.jme3.network.MessageListener;
import net.ur.net.chain.Chain;
import net.ur.net.chain.Entry;
import net.ur.net.chain.MatchSetup;
import net.ur.net.chain.Refusal;
import net.ur.net.wire.EntryMsg;
import net.ur.net.wire.NoticeMsg;
import net.ur.net.wire.WatchMsg;
import net.ur.net.wire.Wire;
import net.ur.net.wire.WireMessage;

/**
 * A third peer that watches a match at a relay: it is given the game's setup and its entries, and judges
 * every one as the players do ({@link Chain#append}, signatures checked), so what it shows is what the rules
 * allow whatever the relay sends: a refused entry changes nothing and is told. It writes nothing. After a
 * drop it dials again every {@link Dialer#RETRY} for {@code patience}, and the relay sends everything again
 * (entries it already holds are passed over). Its work runs on its own {@link Strand}.
 */
public final class Spectator implements AutoCloseable {

    /** What a spectator sees, in order, on its strand. */
    public sealed interface Seen {
        /** A game of the match is set up: its chain starts. */
        record Game(MatchSetup setup, String gameId) implements Seen {
        }

        /** The chain took an entry. */
        record Accepted(Chain.Step step) implements Seen {
        }

        /** An entry was refused: it changed nothing. */
        record Refused(String reason) implements Seen {
        }

        /** The game ended on the chain. */
        record Over(Chain chain) implements Seen {
        }

        /** The relay refused to let it watch, or it gave up. */
        record Rejected(String reason) implements Seen {
        }

        /** Something to tell (waiting, a drop). */
        record Notice(String text) implements Seen {
        }
    }

    private final String code;
    private final String name;
    private final InetAddress address;
    private final int port;
    private final Duration patience;
    private final Strand strand = new Strand();
    private final List<Consumer<Seen>> listeners = new CopyOnWriteArrayList<>();
    private Chain chain;
    private Client client;
    private long lostSince;
    private volatile boolean closed;
    private volatile boolean over;

    private Spectator(String code, String name, InetAddress address, int port, Duration patience) {
        this.code = code;
        this.name = name;
        this.address = address;
        this.port = port;
        this.patience = patience;
    }

    /**
     * Makes a spectator of a match at a relay, not yet connected.
     *
     * @param code the match code, 1..16 letters and digits
     * @param name the name the players are told, not null
     * @param address the relay's address, not null
     * @param port its port
     * @param patience how long to dial again without a connection before giving up
     * @return the spectator; {@link #start} connects it
     */
    public static Spectator of(String code, String name, InetAddress address, int port, Duration patience) {
        if (!Match.validCode(code)) {
            throw new IllegalArgumentException("a match code is 1..16 letters and digits, not \"" + code + "\"");
        }
        if (name == null || address == null || patience == null) {
            throw new IllegalArgumentException("a spectator needs a name, the relay's address and a patience");
        }
        return new Spectator(code, name.length() > 32 ? name.substring(0, 32) : name, address, port, patience);
    }

    /**
     * Hears what it sees (before {@link #start}, to hear everything).
     *
     * @param l the listener, not null
     */
    public void listen(Consumer<Seen> l) {
        listeners.add(l);
    }

    /** Connects, in the background. */
    public void start() {
        lostSince = System.nanoTime();
        Strand.CLOCK.execute(this::dial);
    }

    private void emit(Seen s) {
        for (Consumer<Seen> l : listeners) {
            l.accept(s);
        }
    }

    private synchronized void dial() {
        if (closed) {
            return;
        }
        try {
            Client c = Wire.client(address, port);
            c.addClientStateListener(new ClientStateListener() {
                @Override
                public void clientConnected(Client cl) {
                    lostSince = 0;
                    WatchMsg w = new WatchMsg();
                    w.protocol = Wire.PROTOCOL;
                    w.version = Wire.gameVersion();
                    w.code = code;
                    w.name = name;
                    cl.send(w);
                }

                @Override
                public void clientDisconnected(Client cl, DisconnectInfo info) {
                    strand.execute(() -> {
                        if (!closed && !over) {
                            emit(new Seen.Notice("the connection to the relay closed"
                                    + (info == null || info.reason == null ? "" : ": " + info.reason)));
                        }
                    });
                    lost();
                }
            });
            c.addMessageListener((MessageListener<Client>) (Client cl, Message m) -> {
                if (m instanceof WireMessage w) {
                    strand.execute(() -> receive(w));
                }
            });
            client = c;
            c.start();
        } catch (IOException | RuntimeException e) {
            lost();
        }
    }

    private synchronized void lost() {
        if (closed || over) {
            return;
        }
        if (lostSince == 0) {
            lostSince = System.nanoTime();
        }
        if (System.nanoTime() - lostSince > patience.toNanos()) {
            closed = true;
            strand.execute(() -> emit(new Seen.Rejected("no connection to " + address.getHostAddress() + ":" + port
                    + " for " + patience.toSeconds() + " s")));
            return;
        }
        Strand.CLOCK.schedule(this::dial, Dialer.RETRY.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void receive(WireMessage m) {
        if (closed) {
            return;
        }
        if (m instanceof WatchMsg w) {
            MatchSetup s;
            try {
                s = w.setup();
            } catch (IllegalArgumentException e) {
                emit(new Seen.Refused("the relay's setup of the game is not one: " + e.getMessage()));
                return;
            }
            if (s == null) {
                emit(new Seen.Notice("match " + code + " waits for its second player"));
            } else if (chain == null || !chain.gameId().equals(s.gameId())) {
                chain = new Chain(s);
                over = false;
                emit(new Seen.Game(s, chain.gameId()));
            }
        } else if (m instanceof EntryMsg em) {
            entry(em);
        } else if (m instanceof NoticeMsg n && n.kind == NoticeMsg.Kind.REJECTED) {
            closed = true;
            emit(new Seen.Rejected(n.text));
        }
    }

    private void entry(EntryMsg m) {
        if (chain == null) {
            emit(new Seen.Refused("an entry before the game's setup"));
            return;
        }
        Entry e;
        try {
            e = m.entry();
        } catch (IllegalArgumentException ex) {
            emit(new Seen.Refused("malformed entry: " + ex.getMessage()));
            return;
        }
        if (e.seq() <= chain.size() && chain.entries().get(e.seq() - 1).equals(e)) {
            // Sent again after a reconnection: already held.
            return;
        }
        try {
            Chain.Step step = chain.append(e, true);
            emit(new Seen.Accepted(step));
        } catch (Refusal r) {
            emit(new Seen.Refused(e.describe() + ": " + r.getMessage()));
            return;
        }
        if (chain.isOver() && !over) {
            over = true;
            emit(new Seen.Over(chain));
        }
    }

    /**
     * Asks the spectator's chain something (never from a listener).
     *
     * @param question what to read of the chain (null before the game's setup)
     * @param <T> the answer's type
     * @return the answer
     */
    public <T> T query(java.util.function.Function<Chain, T> question) {
        java.util.concurrent.CompletableFuture<T> f = new java.util.concurrent.CompletableFuture<>();
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
            throw new IllegalStateException("interrupted while asking the spectator", e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the spectator did not answer: " + e, e);
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (client != null && client.isStarted()) {
            try {
                client.close();
            } catch (RuntimeException e) {
                // Closing already.
            }
        }
    }
}
