package net.ur.client.remote;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import java.util.List;
import java.util.SplittableRandom;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.game.DiceAwaited;
import net.ur.client.es.state.PeerStatus;
import net.ur.client.es.state.TableFacts;
import net.ur.client.es.state.TableReader;
import net.ur.client.words.NetWords;
import net.ur.client.game.PlaySession;
import net.ur.client.play.PlaySessionState;
import net.ur.client.game.PlayerNames;
import net.ur.client.settings.PlaySetup;
import net.ur.client.ui.Screens;
import net.ur.net.chain.Action;
import net.ur.net.chain.MatchSetup;
import net.ur.net.peer.MatchEvent;
import net.ur.rules.Player;
import net.ur.rules.record.Game;
import net.ur.rules.sets.RuleSets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A network match in the window, from the menu that starts it to the player leaving it: takes the
 * match's events on the render thread, lays a table for each game of the match once both sides
 * have committed (a Babylonian game at its opening throw, thrown at the table as every throw is, its
 * faces agreed by commit and reveal), passes the game's steps to
 * the table's {@link RemoteActor} through a {@link NetFeed}, and writes the other player's
 * {@link PeerStatus} for the HUD. It outlives each table (rematches) and closes the match when the
 * player leaves.
 */
public class NetPlayState extends BaseAppState {

    private static final Logger LOG = LoggerFactory.getLogger(NetPlayState.class);

    private final Runnable toMenu;
    private NetLink link;
    private String localController = PlaySetup.HUMAN;
    private MatchSetup setup;
    private Player side;
    private NetFeed feed;
    private PlaySession session;
    private PlaySessionState table;
    private EntityId statusEntity;
    /** The table as its entities say (while the status entity is kept). */
    private TableReader tableNow;
    /** Throws the table awaits (while the status entity is kept). */
    private com.simsilica.es.EntitySet awaited;
    private PeerStatus shown;
    private String otherName = "the other player";
    private boolean connected;
    private boolean everConnected;
    /** Whether the other side left once the game was over, with no next game offered: the match ends there. */
    private boolean left;
    private String notice = "";
    private String lobby = "";
    private int games;
    private java.nio.file.Path identityFile;
    /** Whether this side took its game up again by Continue and has not yet met the other side since. */
    private boolean continued;
    /** The id of the last game that ended (its file is not kept for Continue). */
    private String overGame;

    /**
     * @param toMenu shows the main menu once the player has left a network game; not null
     */
    public NetPlayState(Runnable toMenu) {
        Validate.nonNull(toMenu, "toMenu");
        this.toMenu = toMenu;
    }

    /**
     * Takes a match just started from the menu (or a test) and plays it in the window; a match
     * already here is closed first.
     *
     * @param l the match and its connection; not null
     * @param controller who plays the local side: {@link PlaySetup#HUMAN} or a computer player's name (tests, bots)
     */
    public void start(NetLink l, String controller) {
        start(l, controller, NetAddress.identityFile());
    }

    /**
     * Takes a match as {@link #start(NetLink, String)} does, its key pair read from a file of its own.
     *
     * @param l the match and its connection; not null
     * @param controller who plays the local side
     * @param keyFile the file of the key pair the match was made with (kept for Continue); not null
     */
    public void start(NetLink l, String controller, java.nio.file.Path keyFile) {
        Validate.nonNull(l, "l");
        Validate.nonNull(controller, "controller");
        Validate.nonNull(keyFile, "keyFile");
        stop();
        identityFile = keyFile;
        link = l;
        localController = controller;
        setup = null;
        side = null;
        connected = false;
        everConnected = false;
        left = false;
        continued = false;
        notice = "";
        games = 0;
        lobby = l.way() == NetLink.Way.HOST ? NetWords.waitingToBeJoined() : NetWords.connecting(l.where());
    }

    /** The match under way, or null. */
    public NetLink link() {
        return link;
    }

    /** What the menu says while no table is laid: waiting, connecting, refused. */
    public String lobbyText() {
        return lobby;
    }

    /** The other player's name as it greeted. */
    public String otherName() {
        return otherName;
    }

    /** The other player's name as the table shows it: by the side they play if they kept a side's name. */
    private String shownOther() {
        return side == null ? otherName : PlayerNames.network(otherName, side.other());
    }

    /** The game at the table, or null before the first is laid. */
    public PlaySession session() {
        return session;
    }

    /** The side played at this table in the current game, or null before it. */
    public Player side() {
        return side;
    }

    /** The steps of the current game not yet shown at the table, for tests. */
    public int stepsWaiting() {
        return feed == null ? 0 : feed.steps().size();
    }

    /** Leaves the match: closes it and its connection, ends the table and shows the menu. */
    public void leave() {
        stop();
        toMenu.run();
    }

    /** Closes the match and takes the table's network state away (the table itself is left to its owner). */
    public void stop() {
        if (link != null) {
            link.close();
            link = null;
        }
        feed = null;
        table = null;
        removeStatus();
    }

    /** Offers the next game of the match (the end panel's Play again). */
    private void rematch() {
        if (link != null && left) {
            notice = NetWords.leftNoRematch(shownOther());
        } else if (link != null) {
            link.match().offerRematch();
            notice = NetWords.rematchOffered(shownOther());
        }
    }

    @Override
    public void update(float tpf) {
        if (link == null) {
            return;
        }
        MatchEvent e;
        boolean moved = false;
        while (link != null && (e = link.inbox().poll()) != null) {
            moved |= e instanceof MatchEvent.Accepted;
            hear(e);
        }
        if (moved) {
            keep();
        }
        writeStatus();
    }

    /** The file of the network game in progress: beside the game in progress, or null when nothing is kept. */
    private java.nio.file.Path saveFile() {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return settings == null ? null : settings.saves().currentFile().resolveSibling(SAVE_FILE);
    }

    /** The name of the network game's file beside the game in progress. */
    public static final String SAVE_FILE = "current-network-game.json";

    /**
     * Keeps the match as it stands for Continue after every entry taken, from the first (the match is
     * agreed from its greeting: rules, players, code), as the table keeps its game; forgets it once
     * the game is over. A match played by a computer player here (tests, bots) is not the person's.
     */
    private void keep() {
        java.nio.file.Path file = saveFile();
        if (file == null || link == null || !PlaySetup.HUMAN.equals(localController)) {
            return;
        }
        try {
            net.ur.net.peer.Match.Saved saved = link.match().saved();
            if (saved == null) {
                return;
            }
            if (saved.setup().gameId().equals(overGame)) {
                java.nio.file.Files.deleteIfExists(file);
                return;
            }
            net.ur.net.peer.Match.Options o = link.match().options();
            new NetSave(link.way(), link.address() == null ? "" : link.address().getHostAddress(), link.port(), o.code(),
                    o.rules(), o.first(), o.name(), identityFile, saved).write(file);
        } catch (java.io.IOException | RuntimeException ex) {
            LOG.warn("The network game could not be kept: {}", ex.getMessage());
        }
    }

    /**
     * Continues the network game kept in progress: takes the match up again from its file (every entry
     * checked again), connects as it did (hosting again on its port, or dialling its host or relay), and
     * lays the table with the game as the chain holds it; the other side catches up, or this one does.
     *
     * @param saved the game in progress as the table kept it (a network game); not null
     * @return null when it goes on, else why it cannot, in a line for the player
     */
    public String resume(net.ur.client.settings.SavedGames.Saved saved) {
        java.nio.file.Path file = saveFile();
        if (file == null || !java.nio.file.Files.exists(file)) {
            return NetWords.notKept();
        }
        try {
            NetSave kept = NetSave.read(file);
            net.ur.net.chain.Identity id = net.ur.net.chain.Identity.loadOrCreate(kept.identityFile());
            net.ur.net.peer.Match.Options o = new net.ur.net.peer.Match.Options(id, kept.name(), kept.code(),
                    kept.rules(), kept.first(), new java.security.SecureRandom(), net.ur.net.peer.Match.DEFAULT_REVEAL);
            net.ur.net.peer.Match m = net.ur.net.peer.Match.resume(o, kept.saved());
            java.net.InetAddress at = kept.host() == null || kept.host().isEmpty() ? null
                    : java.net.InetAddress.getByName(kept.host());
            NetLink l = NetLink.resume(kept.way(), m, at, kept.port());
            start(l, PlaySetup.HUMAN, kept.identityFile());
            continued = true;
            MatchSetup s = kept.saved().setup();
            setup = s;
            side = s.playerOf(id.publicKey());
            otherName = s.nameOf(side.other());
            lobby = kept.way() == NetLink.Way.HOST ? NetWords.waitingForReturn(shownOther()) : NetWords.connecting(l.where());
            var chain = m.query(c -> new Object[] {c.game(), c.opening()});
            if (chain[0] != null || chain[1] != null) {
                if (chain[0] != null) {
                    lay((Game) chain[0]);
                } else {
                    layOpening((net.ur.rules.OpeningThrows) chain[1]);
                }
                notice = NetWords.continuedWaiting(shownOther());
            }
            return null;
        } catch (java.io.IOException | RuntimeException ex) {
            stop();
            return NetWords.cannotContinue(ex.getMessage());
        }
    }

    private void hear(MatchEvent e) {
        if (e instanceof MatchEvent.Connected c) {
            otherName = c.otherName();
            connected = true;
            everConnected = true;
            left = false;
            // The side that continued its game came back itself; the other sees the other side back.
            notice = c.resumed() ? NetWords.back(shownOther(), continued) : "";
            continued = false;
            lobby = NetWords.playingAgainst(shownOther());
        } else if (e instanceof MatchEvent.Disconnected d) {
            connected = false;
            left = d.left();
            notice = left ? NetWords.left(shownOther()) : NetWords.gone(shownOther(), d.reason(), everConnected);
            if (table == null) {
                lobby = notice;
            }
        } else if (e instanceof MatchEvent.GameStarted g) {
            setup = g.setup();
            side = g.side();
            feed = null;
        } else if (e instanceof MatchEvent.Accepted a) {
            accepted(a);
        } else if (e instanceof MatchEvent.GameOver over) {
            overGame = over.chain().gameId();
            if (feed != null && over.winner() != null && over.chain().resigned() == null && !over.chain().isOver()) {
                feed.steps().add(new NetFeed.Ended(over.winner().other(), over.how()));
            }
            notice = NetWords.over(over.how(), shownOther());
        } else if (e instanceof MatchEvent.RematchOffered r) {
            notice = NetWords.rematchOfferedBy(shownOther());
        } else if (e instanceof MatchEvent.Refused r) {
            notice = NetWords.refused(r.reason());
            LOG.warn("Network game: {} refused: {}", r.refuser(), r.reason());
        } else if (e instanceof MatchEvent.Rejected r) {
            notice = NetWords.rejected(r.reason());
            lobby = notice;
        } else if (e instanceof MatchEvent.Notice n) {
            notice = NetWords.news(n.text());
            if (table == null) {
                lobby = notice;
            }
        }
    }

    /**
     * A step of the chain: before the table, the sides' commitments lay it (a Babylonian game at its
     * opening throw, which is thrown at the table like every other throw); after, it goes to the table.
     */
    private void accepted(MatchEvent.Accepted a) {
        var step = a.step();
        if (feed != null) {
            feed.steps().add(new NetFeed.Stepped(step));
            return;
        }
        if (setup == null || step.entry().action() != Action.COMMIT || step.author() != Player.DARK) {
            return;
        }
        if (setup.babylonian()) {
            layOpening(null);
        } else {
            lay(Game.start(RuleSets.byName(setup.rules())));
        }
    }

    /** Lays the table for a game of the match that is ready to be played. */
    private void lay(Game game) {
        lay(ps -> new PlaySession(ps, game));
    }

    /**
     * Lays the table for a Babylonian game at its opening throw, with the match's counters.
     *
     * @param soFar the opening's throws the chain already holds (a game taken up again), or null for none
     */
    private void layOpening(net.ur.rules.OpeningThrows soFar) {
        net.ur.rules.match.MatchLedger counters = new net.ur.rules.match.MatchLedger(setup.lightCounters(),
                setup.darkCounters(), List.of(), false);
        lay(ps -> new PlaySession(ps, counters, soFar));
    }

    private void lay(java.util.function.Function<PlaySetup, PlaySession> game) {
        String other = PlaySetup.remote(otherName);
        PlaySetup ps = new PlaySetup(setup.rules(), side == Player.LIGHT ? localController : other,
                side == Player.DARK ? localController : other, new SplittableRandom().nextLong());
        session = game.apply(ps);
        feed = new NetFeed(link.match());
        games++;
        RemoteActor actor = new RemoteActor(feed, side);
        Screens screens = getState(Screens.class);
        if (screens != null) {
            screens.hideAll();
        }
        PlaySessionState old = getState(PlaySessionState.class);
        if (old != null) {
            getStateManager().detach(old);
        }
        table = new PlaySessionState(session, this::leave, List.of(actor), this::rematch);
        getStateManager().attach(table);
        notice = games > 1 ? NetWords.gameOfMatch(setup.gameNumber(), shownOther()) : "";
        LOG.info("Network game {} laid: {} playing {} against {}", setup.gameNumber(), setup.rules(), side, otherName);
    }

    /**
     * Writes the other player's status and the connection's for the HUD when they change, from what
     * the table's entities say (its published facts, whether it is busy, a throw awaiting the agreed
     * roll) and what the match said.
     */
    private void writeStatus() {
        if (link == null || session == null || table == null || getStateManager().getState(PlaySessionState.class) != table) {
            return;
        }
        EntityData ed = getState(EntityDataState.class).getEntityData();
        if (statusEntity == null) {
            statusEntity = ed.createEntity();
            tableNow = new TableReader(ed);
            awaited = ed.getEntities(DiceAwaited.class);
        }
        TableFacts facts = tableNow.facts();
        boolean thinking = connected && facts != null && !facts.isOver() && facts.state().turn() != side
                && !tableNow.busy() && feed != null && feed.steps().isEmpty();
        String line = notice;
        awaited.applyChanges();
        if (line.isEmpty() && !awaited.isEmpty()) {
            line = NetWords.diceWait(shownOther(), connected);
        }
        PeerStatus now = new PeerStatus(shownOther(), way(), link.way() == NetLink.Way.HOST || link.address() == null ? ""
                : link.address().getHostAddress(), link.port(), connected, everConnected, left, thinking, line);
        if (!now.equals(shown)) {
            shown = now;
            ed.setComponent(statusEntity, now);
        }
    }

    /** How the players met, as the HUD says it. */
    private PeerStatus.Way way() {
        return switch (link.way()) {
            case HOST -> PeerStatus.Way.HOSTING;
            case JOIN -> PeerStatus.Way.JOINED;
            case RELAY -> PeerStatus.Way.RELAY;
        };
    }

    private void removeStatus() {
        if (statusEntity != null && isInitialized()) {
            getState(EntityDataState.class).getEntityData().removeEntity(statusEntity);
        }
        if (tableNow != null) {
            tableNow.release();
            awaited.release();
        }
        tableNow = null;
        awaited = null;
        statusEntity = null;
        shown = null;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
        stop();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
