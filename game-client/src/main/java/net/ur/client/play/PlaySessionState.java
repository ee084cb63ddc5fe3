package net.ur.client.play;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.jme3.app.state.BaseAppState;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.DieKind;
import net.ur.client.es.components.ModelType;
import net.ur.client.es.components.PieceId;
import net.ur.client.es.components.Position;
import net.ur.client.world.RoomState;
import net.ur.rules.BinaryDice;
import net.ur.rules.PieceState;
import net.ur.rules.Player;

/**
 * One game at the table, from its first throw to its end: makes the entities of the pieces and
 * dice, puts the rule set's board on the table, and starts the play session's states (view, roll,
 * move, turn, input, HUD, camera) together; when it is detached it ends them together and takes
 * its entities away.
 */
public class PlaySessionState extends BaseAppState {

    private final PlaySession session;
    private final List<AppState> children = new ArrayList<>();
    private final List<EntityId> entities = new ArrayList<>();
    private final Runnable onExit;

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
        if (session == null || onExit == null) {
            throw new IllegalArgumentException("session and onExit must not be null");
        }
        this.session = session;
        this.onExit = onExit;
    }

    private net.ur.rules.GameState saved;

    @Override
    public void update(float tpf) {
        // Never lose a game: write it after every roll and move; forget it once it is over.
        net.ur.rules.GameState now = session.state();
        if (now == saved) {
            return;
        }
        saved = now;
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        if (settings == null) {
            return;
        }
        if (now.isOver()) {
            settings.saves().clearCurrent();
            return;
        }
        try {
            settings.saves().saveCurrent(session.setup(), session.game());
        } catch (java.io.IOException e) {
            org.slf4j.LoggerFactory.getLogger(PlaySessionState.class).warn("The game could not be saved: {}", e.getMessage());
        }
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
        getStateManager().detach(this);
        getStateManager().attach(new PlaySessionState(setup, onExit));
    }

    /** Leaves the game: ends the session and runs the exit action. */
    public void exit() {
        getStateManager().detach(this);
        onExit.run();
    }

    @Override
    protected void initialize(Application app) {
        EntityData ed = getState(EntityDataState.class).getEntityData();
        BoardLayout layout = session.layout();
        RoomState room = getState(RoomState.class);
        if (room != null) {
            room.setBoard(BoardBuilder.build(app.getAssetManager(), layout));
        }
        for (PieceState ps : session.state().pieces()) {
            EntityId id = ed.createEntity();
            ed.setComponents(id, new PieceId(ps.piece()), RedSide.modelOf(ps),
                    Position.at(MoveSystem.restingPlace(layout, session.state(), ps.piece())));
            entities.add(id);
        }
        if (session.rules().dice() instanceof BinaryDice binary) {
            int count = binary.count();
            for (int i = 0; i < count; i++) {
                EntityId id = ed.createEntity();
                ed.setComponents(id, new DieId(i, DieKind.BINARY_TETRAHEDRON), ModelType.DIE_TETRA,
                        new Position(DiceSystem.startingPlace(layout, count, i), DiceSystem.startingRotation(i)));
                entities.add(id);
            }
        } else if (session.rules().dice() instanceof net.ur.rules.ravensburg.SixSidedDie) {
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
        SplittableRandom random = new SplittableRandom(session.setup().seed());
        children.add(new ModelViewState(new AssetModels(app.getAssetManager())));
        children.add(new DiceSystem(session, random.split()));
        MoveSystem moves = new MoveSystem(session);
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        if (settings != null) {
            moves.setSpeed(settings.get().animationSpeed());
            moves.setHops(!settings.get().reducedMotion());
        }
        children.add(moves);
        children.add(new TurnSystem(session, random.split()));
        children.add(new PlayInputState(session));
        children.add(new HudState(session));
        PlayCameraState camera = new PlayCameraState(session);
        if (settings != null) {
            camera.setFollow(settings.get().cameraFollow() && !settings.get().reducedMotion());
        }
        children.add(camera);
        for (AppState s : children) {
            getStateManager().attach(s);
        }
    }

    /**
     * The model of a piece: a classic disc, or a Babylonian bird in its owner's tone.
     *
     * @param piece the piece; not null
     * @return its model type
     */
    public static ModelType modelOf(net.ur.rules.Piece piece) {
        boolean light = piece.owner() == Player.LIGHT;
        try {
            net.ur.rules.babylonian.Bird bird = net.ur.rules.babylonian.Bird.of(piece.kind());
            return ModelType.bird(bird.name().toLowerCase(java.util.Locale.ROOT).replace("_", ""), light);
        } catch (IllegalArgumentException notABird) {
            return light ? ModelType.PIECE_LIGHT : ModelType.PIECE_DARK;
        }
    }

    @Override
    protected void cleanup(Application app) {
        for (AppState s : children) {
            getStateManager().detach(s);
        }
        children.clear();
        EntityData ed = getState(EntityDataState.class).getEntityData();
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
