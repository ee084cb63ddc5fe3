package net.ur.client.remote;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import java.util.HashSet;
import java.util.Set;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.game.DiceAwaited;
import net.ur.client.es.game.Request;
import net.ur.client.es.game.TableEvent;
import net.ur.client.es.game.ThrowRequest;
import net.ur.client.es.state.TableFacts;
import net.ur.client.es.state.TableReader;
import net.ur.net.chain.Action;
import net.ur.net.chain.Chain;
import net.ur.rules.Player;

/**
 * The remote actor: a network game's other side at the table, and the local side's voice to it.
 * It writes the other side's validated actions as {@link Request}s, and every agreed roll, of
 * either side, as an arranged throw whose dice fly and rest on the agreed faces (each throw of the
 * Babylonian opening too: both astragals, as every peer derived them); it sends the
 * local side's actions the table took ({@link TableEvent.Taken}) to the match, and a throw the
 * table awaits ({@link DiceAwaited}) as the local side's throw, whose roll both sides then agree on
 * by commit and reveal. The steps of the chain come in order through a {@link NetFeed}; the actor
 * writes the request of one step at a time, when the table can take it.
 */
public class RemoteActor extends BaseAppState {

    private final NetFeed feed;
    private final Player local;
    private EntityData ed;
    /** The table as its entities say: the game, busy. */
    private TableReader table;
    private EntitySet events;
    private EntitySet awaited;
    /** The awaited throws already sent to the match. */
    private final Set<EntityId> sent = new HashSet<>();
    /** The request written for the step at the head of the feed, until the table has judged it. */
    private EntityId pending;

    /**
     * @param feed the chain's steps and the local side's actions; not null
     * @param local the side played at this table; not null
     */
    public RemoteActor(NetFeed feed, Player local) {
        Validate.nonNull(feed, "feed");
        Validate.nonNull(local, "local");
        this.feed = feed;
        this.local = local;
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        table = new TableReader(ed);
        events = ed.getEntities(TableEvent.class);
        awaited = ed.getEntities(DiceAwaited.class);
    }

    @Override
    protected void cleanup(Application app) {
        events.release();
        awaited.release();
        table.release();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        if (events.applyChanges()) {
            for (Entity e : events.getAddedEntities()) {
                if (e.get(TableEvent.class).event() instanceof TableEvent.Taken t) {
                    send(t.request());
                }
            }
        }
        awaited.applyChanges();
        for (Entity e : awaited) {
            DiceAwaited a = e.get(DiceAwaited.class);
            if (a.side() == local && sent.add(e.getId())) {
                if (a.kind() == DieKind.BROAD_ASTRAGAL) {
                    feed.out().throwBroad();
                } else {
                    feed.out().throwDice();
                }
            }
        }
        sent.retainAll(awaited.getEntityIds());
        play();
    }

    /** Sends an action of the local side that the table took. */
    private void send(Request r) {
        if (r.side() != local || NetFeed.ACTOR.equals(r.actor())) {
            return;
        }
        if (r.action() instanceof Request.Keep) {
            feed.out().keep();
        } else if (r.action() instanceof Request.MakeMove m) {
            feed.out().move(m.move());
        } else if (r.action() instanceof Request.Concede) {
            feed.out().resign();
        }
    }

    /** Writes the requests of the chain's next steps, one at a time, as the table can take them. */
    private void play() {
        if (pending != null) {
            if (ed.getComponent(pending, Request.class) != null) {
                return; // not judged yet
            }
            pending = null;
        }
        while (!feed.steps().isEmpty()) {
            NetFeed.Item item = feed.steps().peek();
            Request.Action action = actionOf(item);
            Player side = sideOf(item);
            if (action == null) {
                feed.steps().poll();
                continue;
            }
            TableFacts facts = table.facts();
            if (facts == null) {
                return; // the table's entity is not laid yet
            }
            if (facts.isOver()) {
                feed.steps().clear();
                return;
            }
            // The local side's agreed roll completes the throw the table awaits; without one (a game
            // continued between its throw and the other side's reveal) it is thrown as any arranged throw.
            boolean completes = side == local && (action instanceof Request.Throw || action instanceof Request.ThrowBroad)
                    && ed.findEntity(null, DiceAwaited.class) != null;
            boolean concedes = action instanceof Request.Concede;
            if (!completes && !concedes && (table.busy() || facts.state().turn() != side)) {
                return; // the table is still showing the last action
            }
            feed.steps().poll();
            pending = ed.createEntity();
            ed.setComponent(pending, new Request(side, action, NetFeed.ACTOR));
            return;
        }
    }

    /** The side whose request a step makes. */
    private static Player sideOf(NetFeed.Item item) {
        if (item instanceof NetFeed.Ended end) {
            return end.loser();
        }
        Chain.Step s = ((NetFeed.Stepped) item).step();
        return s.entry().action() == Action.REVEAL ? s.author().other() : s.author();
    }

    /** The request a step makes at the table, or null for a step the table does not show (commitments, passes, ours). */
    private Request.Action actionOf(NetFeed.Item item) {
        if (item instanceof NetFeed.Ended end) {
            return new Request.Concede(end.how());
        }
        Chain.Step s = ((NetFeed.Stepped) item).step();
        Action a = s.entry().action();
        if (a == Action.REVEAL && s.openingThrow() != null) {
            // A throw of the Babylonian opening: both astragals, the small one's face then the broad one's.
            var t = s.openingThrow();
            return new Request.Throw(ThrowRequest.arranged(java.util.List.of(t.small().value(), t.yes() ? 1 : 0)));
        }
        if (a == Action.REVEAL && s.roll() != null) {
            ThrowRequest agreed = ThrowRequest.arranged(s.roll().faces());
            return s.kind() == Chain.ThrowKind.BROAD ? new Request.ThrowBroad(agreed) : new Request.Throw(agreed);
        }
        if (s.author() == local) {
            return null; // the table took it first
        }
        return switch (a) {
            case KEEP -> new Request.Keep();
            case MOVE -> new Request.MakeMove(s.move());
            case RESIGN -> new Request.Concede(net.ur.client.words.PanelWords.resigned(s.author()));
            default -> null;
        };
    }
}
