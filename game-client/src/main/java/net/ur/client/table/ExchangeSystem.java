package net.ur.client.table;

import net.ur.client.board.BoardLayout;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.EntitySet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.CameraFocus;
import net.ur.client.es.components.Coin;
import net.ur.client.es.game.TableEvent;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.Position;
import net.ur.client.es.components.Travel;
import net.ur.rules.Counters;

/**
 * The exchange system of the Babylonian game: the counters on the table. Each counter is a coin
 * entity in a player's stacks or in the pool's bowl; whenever the table's counters
 * ({@code CounterPiles}) differ from the coins (a bird collects from the pool or pays into it, the
 * winner takes the pool, at the rules' end or when the game is given up), the coins that change
 * hands slide in a short arc from one pile to the other, one after another, and the listeners hear
 * when the first of them lands. Each slide is a {@link Travel} for the motion system; while coins
 * travel the table is busy, so the next throw waits for them; when they rest, the coins mirror the
 * table's counters exactly. A game without counters has no coins and no bowl.
 */
public class ExchangeSystem extends BaseAppState {

    /** How long the camera dwells on counters changing hands, in seconds. */
    static final float COUNTERS_FOCUS_SECONDS = 1.8f;
    /** Seconds a coin takes to slide from one pile to another at normal speed. */
    public static final float SLIDE_SECONDS = 0.36f;
    /** Longest time between the first and the last coin of an exchange setting off. */
    private static final float MAX_SPREAD = 1.0f;

    /** The table as its entities say: what it is laid for, the game, whether it is busy. */
    private net.ur.client.es.state.TableReader tableNow;
    private EntityData ed;
    private EntitySet coins;
    private final List<EntityId> made = new ArrayList<>();
    /** The exchanges under way, each heard when its first coin lands. */
    private final List<Landing> landings = new ArrayList<>();

    private record Landing(Counters.Pile from, Counters.Pile to, int count, Vector3f where, EntityId first) {
    }

    /** The system of the table laid when it begins (its {@code TableSetup} and {@code TableFacts} say the game). */
    public ExchangeSystem() {
    }


    /** A pile's count as the table published it (the rules', the pool paid to the winner of a game given up). */
    private int wanted(Counters.Pile holder) {
        net.ur.client.es.state.CounterPiles c = tableNow.counters();
        return c == null ? 0 : c.get(holder);
    }

    @Override
    protected void initialize(Application app) {
        ed = getState(EntityDataState.class).getEntityData();
        tableNow = new net.ur.client.es.state.TableReader(ed);
        coins = ed.getEntities(Coin.class, Position.class);
        if (!rules().hasCounters()) {
            return;
        }
        BoardLayout layout = layout();
        EntityId bowl = ed.createEntity();
        ed.setComponents(bowl, ModelType.BOWL, Position.at(layout.bowlPlace()));
        made.add(bowl);
        for (Counters.Pile holder : Counters.Pile.values()) {
            int n = wanted(holder);
            for (int i = 0; i < n; i++) {
                EntityId id = ed.createEntity();
                ed.setComponents(id, new Coin(holder, i), ModelType.COIN,
                        new Position(layout.coinPlace(holder, i), BoardLayout.coinTurn(holder, i)));
                made.add(id);
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
        tableNow.release();
        coins.release();
        for (EntityId id : made) {
            ed.removeEntity(id);
        }
        made.clear();
        landings.clear();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        coins.applyChanges();
        hearLandings();
        if (landings.isEmpty() && !tableNow.busy() && rules().hasCounters()) {
            reconcile();
        }
    }

    /** Starts the slides that bring the coins to the rules' counters, if they differ. */
    private void reconcile() {
        Map<Counters.Pile, List<Entity>> piles = new LinkedHashMap<>();
        for (Counters.Pile holder : Counters.Pile.values()) {
            piles.put(holder, new ArrayList<>());
        }
        for (Entity e : coins) {
            piles.get(e.get(Coin.class).holder()).add(e);
        }
        Map<Counters.Pile, Integer> size = new LinkedHashMap<>();
        List<Counters.Pile> givers = new ArrayList<>();
        List<Counters.Pile> takers = new ArrayList<>();
        for (var entry : piles.entrySet()) {
            entry.getValue().sort(Comparator.comparingInt((Entity e) -> e.get(Coin.class).index()).reversed());
            int have = entry.getValue().size();
            size.put(entry.getKey(), have);
            int want = wanted(entry.getKey());
            if (have > want) {
                givers.add(entry.getKey());
            } else if (have < want) {
                takers.add(entry.getKey());
            }
        }
        if (givers.isEmpty() && takers.isEmpty()) {
            return;
        }
        int total = 0;
        for (Counters.Pile g : givers) {
            total += size.get(g) - wanted(g);
        }
        for (Counters.Pile t : takers) {
            total -= wanted(t) - size.get(t);
        }
        if (total != 0) {
            throw new IllegalStateException("the table's counters do not add up to the coins on the table: "
                    + tableNow.counters() + " against " + size);
        }
        BoardLayout layout = layout();
        float gap = Math.min(0.07f, MAX_SPREAD / Math.max(1, countMoving(givers, size)));
        float start = 0;
        for (Counters.Pile giver : givers) {
            List<Entity> pile = piles.get(giver);
            int leaving = size.get(giver) - wanted(giver);
            int next = 0;
            for (Counters.Pile taker : takers) {
                int room = wanted(taker) - size.get(taker);
                int count = Math.min(room, leaving);
                if (count <= 0) {
                    continue;
                }
                Vector3f firstAt = null;
                EntityId first = null;
                for (int k = 0; k < count; k++) {
                    Entity coin = pile.get(next++);
                    int index = size.get(taker);
                    size.put(taker, index + 1);
                    Vector3f from = coin.get(Position.class).location();
                    Vector3f to = layout.coinPlace(taker, index);
                    if (firstAt == null) {
                        firstAt = to;
                        first = coin.getId();
                    }
                    ed.setComponent(coin.getId(), new Coin(taker, index));
                    float lift = 0.012f + 0.12f * from.distance(to);
                    ed.setComponent(coin.getId(), new Travel(List.of(new Travel.Leg(from, to, BoardLayout.coinTurn(taker, index),
                            SLIDE_SECONDS, lift, start))));
                    start += gap;
                }
                landings.add(new Landing(giver, taker, count, firstAt, first));
                leaving -= count;
            }
        }
    }

    private int countMoving(List<Counters.Pile> givers, Map<Counters.Pile, Integer> size) {
        int n = 0;
        for (Counters.Pile g : givers) {
            n += size.get(g) - wanted(g);
        }
        return n;
    }

    /** Tells the listeners of each exchange whose first coin has landed. */
    private void hearLandings() {
        for (var it = landings.iterator(); it.hasNext();) {
            Landing l = it.next();
            if (ed.getComponent(l.first(), Travel.class) == null) {
                it.remove();
                ed.setComponent(ed.createEntity(), new TableEvent(new TableEvent.CountersMoved(l.from(), l.to(), l.count(), l.where())));
                // The camera turns to the counters as they change hands.
                ed.setComponent(ed.createEntity(), new CameraFocus(l.where(), COUNTERS_FOCUS_SECONDS));
            }
        }
    }

    /** Where things stand on the table. */
    private net.ur.client.board.BoardLayout layout() {
        return tableNow.setup().layout();
    }

    /** The rule set. */
    private net.ur.rules.RuleSet rules() {
        return tableNow.setup().rules();
    }
}
