package net.ur.client.play;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import com.simsilica.es.WatchedEntity;
import net.ur.client.board.BoardLayout;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.es.state.Conceded;
import net.ur.client.es.state.Outcome;
import net.ur.client.es.state.TableFacts;
import net.ur.client.es.state.TableGame;
import net.ur.client.game.GameControls;
import net.ur.client.game.PlaySession;
import net.ur.client.hud.EndPanel;
import net.ur.client.hud.HudState;
import net.ur.client.hud.PausePanel;
import net.ur.client.input.HintState;
import net.ur.client.input.PlayInputState;
import net.ur.client.settings.PlaySetup;
import net.ur.client.table.CelebrationSystem;
import net.ur.client.table.DiceSystem;
import net.ur.client.table.ExchangeSystem;
import net.ur.client.table.MotionSystem;
import net.ur.client.table.MoveSystem;
import net.ur.client.table.TablePlaces;
import net.ur.client.table.TableSystem;
import net.ur.client.table.TurnSystem;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.Screens;
import net.ur.client.view.AssetModels;
import net.ur.client.view.BoardBuilder;
import net.ur.client.view.HouseMarkState;
import net.ur.client.view.ModelViewState;
import net.ur.client.view.RedSide;
import net.ur.client.words.PanelWords;
import net.ur.client.world.RoomState;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.match.MatchLedger;

/**
 * One game at the table, from its first throw to its end: makes the entities of the pieces and
 * dice, puts the rule set's board on the table, and starts the play session's states (view, roll,
 * move, turn, input, HUD, camera, the pause and end panels) together; when it is detached it ends
 * them together and takes its entities away. It pauses the game (the dice, the moves, the
 * computer players and the player's hands stop) while the pause panel or the end panel is open.
 */
public class PlaySessionState extends BaseAppState implements GameControls {

    private final PlaySession session;
    private final List<AppState> children = new ArrayList<>();
    private final List<EntityId> entities = new ArrayList<>();
    private final Runnable onExit;
    /**
     * Whether the table is a replay's: no one plays at it (no computer player, no person's hands, no
     * hints), the replay writes the requests; it is never saved, and its end shows no end panel.
     */
    private final boolean replay;
    /** What leads this game from outside its players (a lesson), or null. */
    private final net.ur.client.game.TableGuide guide;

    /**
     * @param setup the rule set and players; not null
     * @param onExit what to do when the player leaves the game (back to the menu); not null
     */
    public PlaySessionState(PlaySetup setup, Runnable onExit) {
        this(new PlaySession(setup), onExit);
    }

    /**
     * @param session a new or continued game; not null
     * @param onExit what to do when the player leaves the game (back to the menu); not null
     */
    public PlaySessionState(PlaySession session, Runnable onExit) {
        this(session, onExit, false, null, List.of(), null);
    }

    /**
     * A game with actors of its own beside the table's (a network game's remote actor): they are
     * started, paused and ended with the table's states.
     *
     * @param session a new or continued game; not null
     * @param onExit what to do when the player leaves the game (back to the menu); not null
     * @param actors more states that act at this table; not null
     * @param again what "Play again" does instead of a new game at this table (a network game's
     *     rematch offer), or null for a new game here
     */
    public PlaySessionState(PlaySession session, Runnable onExit, List<AppState> actors, Runnable again) {
        this(session, onExit, false, null, actors, again);
    }

    private PlaySessionState(PlaySession session, Runnable onExit, boolean replay, net.ur.client.game.TableGuide guide,
            List<AppState> actors, Runnable again) {
        jme3utilities.Validate.nonNull(session, "session");
        jme3utilities.Validate.nonNull(onExit, "onExit");
        jme3utilities.Validate.nonNull(actors, "actors");
        this.session = session;
        this.onExit = onExit;
        this.replay = replay;
        this.guide = guide;
        this.actors = List.copyOf(actors);
        this.again = again;
    }

    /**
     * A game led by a guide (a lesson): its states run with the table's, Esc is the guide's, the
     * end panel is not shown and the game is never saved.
     *
     * @param session a new or continued game; not null
     * @param onExit what to do when the player leaves the game (back to the menu); not null
     * @param guide what leads the game, or null for none
     */
    public PlaySessionState(PlaySession session, Runnable onExit, net.ur.client.game.TableGuide guide) {
        this(session, onExit, false, guide, List.of(), null);
    }

    /**
     * A table for a replay: the game laid out as the session stands, with the systems that judge,
     * throw, move and show, the icon HUD and the camera, but no player at it (no computer player, no
     * person's hands, no hints, no status line or decision cards); the replay is the one actor that
     * writes requests. It is never saved
     * and shows no end panel.
     *
     * @param session the game at the position the replay starts from; not null
     * @param onExit what leaving the table does; not null
     * @return the state, not attached
     */
    public static PlaySessionState forReplay(PlaySession session, Runnable onExit) {
        return new PlaySessionState(session, onExit, true, null, List.of(), null);
    }

    /** Whether this table is a replay's (no player at it). */
    public boolean isReplay() {
        return replay;
    }

    /** The actors of this game beside the table's own. */
    private final List<AppState> actors;
    /** What "Play again" does instead of a new game here, or null. */
    private final Runnable again;

    /**
     * This table's entity, made here and handed to the table system, which writes the game on it:
     * the composer follows this one entity, so that the entity of a table laid before, which lingers
     * until that table's systems end, is never taken for this one.
     */
    private EntityId tableEntity;
    /** This table's entity as the composer follows it: the game and its end, whose every change is saved. */
    private WatchedEntity table;
    /** Whether the game is over, as the table's entity says ({@link Outcome}). */
    private boolean over;
    /** The table as its entities say: whether it is busy. */
    private net.ur.client.es.state.TableReader tableNow;
    /** How long a game of computers shows its end panel before the next game starts, in seconds of game time. */
    public static final float NEXT_GAME_SECONDS = 8;
    private float endShownSeconds;
    /** How long the kept-game notice is shown, in seconds of game time. */
    private static final float KEPT_NOTICE_SECONDS = 8;
    private String keptNotice = "";
    private float keptNoticeSeconds;
    /** Whether the game was over when its table was laid. */
    private boolean startedOver;
    /** Whether the game, once over, has been put into the history. */
    private boolean recorded;
    /** The file of the history this game went into when it ended, or null (before, or once kept). */
    private java.nio.file.Path historyFile;
    /** Set when the game this one replaces could not be kept: this one is then never autosaved over it. */
    private boolean saveBlocked;
    private PausePanel pausePanel;
    private EndPanel endPanel;
    private boolean paused;
    private boolean ended;

    @Override
    public void update(float tpf) {
        if (replay) {
            return;
        }
        // The game and its end are read from this table's entity when it changes; whether the table
        // is busy from the entities, while the end waits for it.
        boolean changed = table.applyChanges();
        if (changed) {
            over = table.get(Outcome.class) != null;
        }
        if (!ended && over && !tableNow.busy()) {
            ended = true;
            freeze(true);
            if (guide == null) {
                screens().showOver(endPanel, null);
            }
        }
        if (ended && !session.setup().isPersonsGame() && screens().current() == endPanel) {
            // Computers playing each other (watch) go on: the end panel is read, then the next game.
            endShownSeconds += tpf;
            if (endShownSeconds >= NEXT_GAME_SECONDS) {
                restartSame();
                return;
            }
        }
        HudState hud = getState(HudState.class);
        if (hud != null) {
            // The HUD stays under the pause and end panels but not under the rules or settings.
            ScreenState shown = screens().current();
            hud.setEnabled(shown == null || shown == pausePanel || shown == endPanel);
        }
        if (keptNoticeSeconds > 0) {
            keptNoticeSeconds -= tpf;
        }
        // Never lose a game: write it after every roll and move (each a change of the game on the
        // table's entity); forget it once it is over. Only a person's game is the game in
        // progress: a game of computers leaves it alone.
        TableGame game = table.get(TableGame.class);
        TableFacts facts = table.get(TableFacts.class);
        if (!changed || game == null || facts == null) {
            return;
        }
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        // A game whose opening is still being thrown is kept too: Continue throws its opening again (a
        // network game's goes on from the opening its chain holds, kept beside it from the first entry).
        if (settings == null || !session.setup().isPersonsGame() || saveBlocked || guide != null) {
            return;
        }
        if (over) {
            settings.saves().clearCurrent();
            // A game laid already over (a finished game opened again) is in the player's games already.
            if (!recorded && !startedOver) {
                recorded = true;
                recordEnded(settings, game, table.get(Conceded.class));
            }
            return;
        }
        try {
            settings.saves().saveCurrent(session.setup(), game.game());
        } catch (java.io.IOException e) {
            org.slf4j.LoggerFactory.getLogger(PlaySessionState.class).warn("The game could not be saved: {}", e.getMessage());
        }
    }

    /**
     * The line that says an unfinished game was kept in Saved games because this one took its
     * place; shown for the first seconds of the game, else empty.
     */
    @Override
    public String keptNotice() {
        return keptNoticeSeconds > 0 ? keptNotice : "";
    }

    /**
     * Keeps the person's unfinished game in progress among the saved games when this game is
     * another one (a new game, not the same game continued), before the first autosave replaces it.
     */
    private void keepTheGameThisReplaces() {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        if (settings == null || !session.setup().isPersonsGame() || guide != null) {
            return;
        }
        try {
            java.nio.file.Path kept = settings.saves().keepUnfinishedBefore(session.game().record(), java.time.LocalDateTime.now());
            if (kept != null) {
                keptNotice = PanelWords.unfinishedKept(null);
                keptNoticeSeconds = KEPT_NOTICE_SECONDS;
                org.slf4j.LoggerFactory.getLogger(PlaySessionState.class).info("The unfinished game was kept as {}", kept);
            }
        } catch (java.io.IOException e) {
            keptNotice = PanelWords.unfinishedKept(e.getMessage());
            keptNoticeSeconds = KEPT_NOTICE_SECONDS;
            // Not overwriting it is what keeps it: this game is then not saved until it is the game in progress.
            saveBlocked = true;
        }
    }

    /**
     * Whether the game at this table is over (ended by the rules, or given up), as its entity says:
     * an {@link Outcome} written on it. False before the table is laid.
     *
     * @return true once the game is over
     */
    public boolean isGameOver() {
        return tableEntity != null && getState(EntityDataState.class).getEntityData().getComponent(tableEntity, Outcome.class) != null;
    }

    /** The game at the table. */
    public PlaySession getSession() {
        return session;
    }

    /**
     * Ends this game and starts another in its place.
     *
     * @param setup the new game's setup; not null
     */
    public void restart(PlaySetup setup) {
        screens().hideAll();
        getStateManager().detach(this);
        // A Babylonian match goes on: its ledger (counters, games) carries over to the next game.
        TableGame game = table == null ? null : table.get(TableGame.class);
        MatchLedger ledger = game == null ? session.ledger() : game.ledgerForNextGame();
        getStateManager().attach(new PlaySessionState(ledger == null ? new PlaySession(setup) : new PlaySession(setup, ledger), onExit));
    }

    /**
     * Puts the game that ended into the player's history, once: a game played to its end, or a
     * network game given up (resigned or forfeited), its record ending where it stopped (the rules'
     * record has no resignation), so that it can still be looked at.
     */
    private void recordEnded(net.ur.client.settings.SettingsState settings, TableGame game, Conceded conceded) {
        org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(PlaySessionState.class);
        try {
            historyFile = settings.saves().record(session.setup(), game.game(), java.time.LocalDateTime.now());
            log.info("{}: the game went into the history as {}", conceded == null ? "Over" : conceded.how(), historyFile);
        } catch (java.io.IOException e) {
            log.warn("The finished game could not be put into the history: {}", e.getMessage());
        }
    }

    @Override
    public void resign() {
        EntityData ed = getState(EntityDataState.class).getEntityData();
        if (!session.setup().isNetworkGame() || ed.getComponent(tableEntity, Outcome.class) != null) {
            return;
        }
        Player mine = session.setup().isHuman(Player.LIGHT) ? Player.LIGHT : Player.DARK;
        ed.setComponent(ed.createEntity(), new net.ur.client.es.game.Request(mine,
                new net.ur.client.es.game.Request.Concede(PanelWords.resigned(mine)), "person"));
        resume();
    }

    /** Ends this game and starts a new one with the same rules and players (other dice). */
    @Override
    public void restartSame() {
        if (again != null) {
            again.run();
            return;
        }
        PlaySetup setup = session.setup();
        restart(new PlaySetup(setup.rules(), setup.light(), setup.dark(), setup.seed() + 1));
    }

    /**
     * Opens this game's review and replay in place of the table (the end panel's Review): the game
     * as its record stands, with its players.
     */
    @Override
    public void review() {
        if (getApplication() instanceof net.ur.client.ui.Navigator navigator) {
            navigator.review(session.setup(), session.game().record());
        }
    }

    /** Leaves the game: ends the session and runs the exit action. */
    @Override
    public void exit() {
        getStateManager().detach(this);
        onExit.run();
    }

    /**
     * Keeps this game, as it is now, among the saved games (the autosave of the game in progress
     * is apart from these).
     *
     * @return what happened, in a line for the player: where it was kept, or why it was not
     */
    @Override
    public String keep() {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        if (settings == null) {
            return PanelWords.keptAs(null, null);
        }
        if (session.inOpening()) {
            return PanelWords.nothingToKeepYet();
        }
        try {
            // A game that ended is in the history already: it moves among the kept games, listed once.
            java.nio.file.Path file;
            if (historyFile != null && java.nio.file.Files.exists(historyFile)) {
                file = settings.saves().keepFromHistory(historyFile);
                historyFile = null;
            } else {
                file = settings.saves().keep(session.setup(), session.game(), java.time.LocalDateTime.now());
            }
            return PanelWords.keptAs(file, null);
        } catch (java.io.IOException e) {
            return PanelWords.keptAs(null, e.getMessage());
        }
    }

    /** Whether the game is paused (the pause panel, or a screen opened from it, is shown). */
    @Override
    public boolean isPaused() {
        return paused;
    }

    /** Whether the game has ended and its end panel has been shown. */
    @Override
    public boolean isEnded() {
        return ended;
    }

    /**
     * Pauses the game and opens the pause panel at the start of the next frame (Esc at the
     * table), so that the key which asked for it is not also seen by the panel. Does nothing once
     * the game is over.
     */
    @Override
    public void pause() {
        if (guide != null) {
            getApplication().enqueue(() -> {
                if (isInitialized() && isEnabled()) {
                    guide.escape();
                }
            });
            return;
        }
        getApplication().enqueue(() -> {
            if (!paused && !ended && isInitialized()) {
                setPaused(true);
                freeze(true);
                screens().showOver(pausePanel, this::resume);
            }
        });
    }

    /** Closes the pause panel and goes on with the game, with any settings changed meanwhile. */
    @Override
    public void resume() {
        if (!paused) {
            return;
        }
        setPaused(false);
        screens().hideAll();
        applySettings();
        freeze(false);
    }

    /** The entity that says the game is paused ({@link net.ur.client.es.state.Paused}), or null while it goes on. */
    private EntityId pauseEntity;

    /** Pauses the game or goes on with it, and says so on an entity for the HUD. */
    private void setPaused(boolean now) {
        paused = now;
        EntityData ed = getState(EntityDataState.class).getEntityData();
        if (now && pauseEntity == null) {
            pauseEntity = ed.createEntity();
            ed.setComponent(pauseEntity, new net.ur.client.es.state.Paused());
        } else if (!now && pauseEntity != null) {
            ed.removeEntity(pauseEntity);
            pauseEntity = null;
        }
    }

    /** Stops or restarts what moves the game on: the dice, the moves, the computer players, the player's hands. */
    private void freeze(boolean frozen) {
        for (AppState s : children) {
            if (s instanceof TableSystem || s instanceof DiceSystem || s instanceof MoveSystem || s instanceof MotionSystem
                    || s instanceof TurnSystem || s instanceof PlayInputState || actors.contains(s)) {
                s.setEnabled(!frozen);
            }
        }
    }

    /** Gives the session's states the settings that apply to a game in progress. */
    private void applySettings() {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        if (settings == null) {
            return;
        }
        for (AppState s : children) {
            if (s instanceof MoveSystem moves) {
                moves.setHops(!settings.get().reducedMotion());
            } else if (s instanceof MotionSystem motion) {
                motion.setSpeed(settings.get().animationSpeed());
            } else if (s instanceof CelebrationSystem celebration) {
                celebration.setHops(!settings.get().reducedMotion());
            } else if (s instanceof PlayCameraState camera) {
                camera.setFollow(settings.get().cameraFollow() && !settings.get().reducedMotion());
                camera.setReducedMotion(settings.get().reducedMotion());
            }
        }
    }

    private Screens screens() {
        return getState(Screens.class);
    }

    @Override
    protected void initialize(Application app) {
        startedOver = session.state().isOver();
        EntityData ed = getState(EntityDataState.class).getEntityData();
        tableEntity = ed.createEntity();
        entities.add(tableEntity);
        table = ed.watchEntity(tableEntity, TableGame.class, TableFacts.class, Outcome.class, Conceded.class);
        tableNow = new net.ur.client.es.state.TableReader(ed);
        BoardLayout layout = session.layout();
        RoomState room = getState(RoomState.class);
        if (room != null) {
            room.setBoard(BoardBuilder.build(app.getAssetManager(), layout));
            room.placeLamp(layout.lampPlace());
        }
        // Where each house stands, said once from the layout: the house entities stand there, and
        // every piece on the board is placed on its house.
        java.util.Map<net.ur.rules.board.Square, com.jme3.math.Vector3f> houses = new java.util.LinkedHashMap<>();
        for (net.ur.rules.board.Square square : session.rules().board().squares()) {
            houses.put(square, layout.centre(square));
        }
        TablePlaces places = new TablePlaces(houses, layout);
        for (PieceState ps : session.state().pieces()) {
            EntityId id = ed.createEntity();
            ed.setComponents(id, new PieceId(ps.piece()), RedSide.modelOf(ps),
                    Position.at(places.restingPlace(session.state(), ps.piece())));
            entities.add(id);
        }
        for (var house : houses.entrySet()) {
            EntityId id = ed.createEntity();
            ed.setComponents(id, houseOf(house.getKey()), Position.at(house.getValue()));
            entities.add(id);
        }
        net.ur.rules.dice.Dice.Shape shape = session.rules().dice().shape();
        if (shape == net.ur.rules.dice.Dice.Shape.TETRAHEDRON) {
            int count = session.rules().dice().count();
            for (int i = 0; i < count; i++) {
                EntityId id = ed.createEntity();
                ed.setComponents(id, new DieId(i, DieKind.BINARY_TETRAHEDRON), ModelType.DIE_TETRA,
                        new Position(DiceSystem.startingPlace(layout, count, i), DiceSystem.startingRotation(i)));
                entities.add(id);
            }
        } else if (shape == net.ur.rules.dice.Dice.Shape.SIX_SIDED) {
            EntityId die = ed.createEntity();
            ed.setComponents(die, new DieId(0, DieKind.D6), ModelType.DIE_D6,
                    new Position(DiceSystem.d6Place(layout), new com.jme3.math.Quaternion()));
            entities.add(die);
        } else {
            // The Babylonian astragals: the small one for every throw, the broad one for the decision.
            EntityId small = ed.createEntity();
            ed.setComponents(small, new DieId(0, DieKind.SMALL_ASTRAGAL), ModelType.DIE_ASTRAGAL_SMALL,
                    new Position(DiceSystem.astragalPlace(layout, DieKind.SMALL_ASTRAGAL), new com.jme3.math.Quaternion()));
            entities.add(small);
            EntityId broad = ed.createEntity();
            ed.setComponents(broad, new DieId(1, DieKind.BROAD_ASTRAGAL), ModelType.DIE_ASTRAGAL_BROAD,
                    new Position(DiceSystem.astragalPlace(layout, DieKind.BROAD_ASTRAGAL), new com.jme3.math.Quaternion()));
            entities.add(broad);
        }
        if (!replay) {
            keepTheGameThisReplaces();
        }
        SplittableRandom random = new SplittableRandom(session.setup().seed());
        ModelViewState view = new ModelViewState(new AssetModels(app.getAssetManager()));
        children.add(view);
        children.add(new HouseMarkState());
        children.add(new TableSystem(session, tableEntity));
        children.add(new DiceSystem(random.split()));
        children.add(new MoveSystem());
        children.add(new MotionSystem());
        children.add(new ExchangeSystem());
        children.add(new CelebrationSystem());
        SplittableRandom computers = random.split();
        if (!replay) {
            children.add(new TurnSystem(computers));
            children.add(new PlayInputState(this, view.pick()));
            children.add(new HintState());
        }
        if (!replay) {
            // The status line and the decision cards speak to the players; a replay has its own panel.
            HudState hud = new HudState(this, view.pick());
            hud.setTextPanelsShown(false); // the icon display shows the players and the throw
            children.add(hud);
            children.add(new net.ur.client.hud.TurnLogState());
        }
        children.add(new net.ur.client.hud.IconHudState());
        children.add(new PlayCameraState(!replay && guide == null));
        children.addAll(actors);
        pausePanel = new PausePanel(this);
        endPanel = new EndPanel(this);
        children.add(pausePanel);
        children.add(endPanel);
        if (guide != null) {
            children.addAll(guide.states(this));
        }
        applySettings();
        for (AppState s : children) {
            getStateManager().attach(s);
        }
    }

    /** A square of the board as a house: whose route passes it, and whether it is a rosette. */
    private net.ur.client.es.components.House houseOf(net.ur.rules.board.Square square) {
        boolean light = session.rules().route(Player.LIGHT).squares().contains(square);
        boolean dark = session.rules().route(Player.DARK).squares().contains(square);
        net.ur.client.es.components.House.Kind kind = light && !dark ? net.ur.client.es.components.House.Kind.LIGHT
                : dark && !light ? net.ur.client.es.components.House.Kind.DARK : net.ur.client.es.components.House.Kind.SHARED;
        return new net.ur.client.es.components.House(square, kind, session.rules().board().isRosette(square));
    }

    @Override
    protected void cleanup(Application app) {
        table.release();
        tableNow.release();
        Screens screens = screens();
        if (screens != null && (screens.current() == pausePanel || screens.current() == endPanel)) {
            screens.hideAll();
        }
        for (AppState s : children) {
            getStateManager().detach(s);
        }
        children.clear();
        EntityData ed = getState(EntityDataState.class).getEntityData();
        if (pauseEntity != null) {
            ed.removeEntity(pauseEntity);
            pauseEntity = null;
        }
        for (EntityId id : entities) {
            ed.removeEntity(id);
        }
        entities.clear();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
