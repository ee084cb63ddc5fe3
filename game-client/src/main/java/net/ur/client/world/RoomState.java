package net.ur.client.world;

import jme3utilities.Validate;
import net.ur.client.render.ContactShadow;
import net.ur.client.render.DrawOrder;
import net.ur.client.render.Materials;
import net.ur.client.render.ProceduralTextures;
import net.ur.client.render.QualityEffects;
import net.ur.client.render.Tessellator;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.asset.AssetManager;
import com.jme3.light.AmbientLight;
import com.jme3.light.DirectionalLight;
import com.jme3.light.PointLight;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.post.FilterPostProcessor;
import com.jme3.post.filters.BloomFilter;
import com.jme3.post.filters.FXAAFilter;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Box;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Quad;
import com.jme3.scene.shape.Sphere;
import com.jme3.shadow.EdgeFilteringMode;
import com.jme3.shadow.PointLightShadowRenderer;
import com.jme3.texture.Texture;
import net.ur.client.settings.GameOptions;
import net.ur.client.view.BoardBuilder;
import net.ur.client.board.BoardLayout;
import net.ur.rules.sets.RuleSets;

/**
 * The room the game is played in: floor, walls with a window onto the night, a table with the
 * board of Ur on it, and an oil lamp whose flickering flame is the main light. Built from code
 * until the modelled room (issue #8) replaces it.
 */
public class RoomState extends BaseAppState {

    /** Height of the table top above the floor, in metres: the board's. */
    private static final float TABLE_TOP = BoardLayout.TABLE_TOP;

    /** Where the lamp's shadows are wanted: the middle of the table. */
    private static final Vector3f SHADOW_TARGET = new Vector3f(0.05f, TABLE_TOP, 0.05f);

    private GameOptions.Quality quality;
    private final Node room = new Node(ContactShadow.GROUND);
    private PointLight lamp;
    /** Casts the lamp's shadows at MEDIUM and HIGH; lights nothing (see QualityEffects). */
    private com.jme3.light.SpotLight shadowLight;
    /** The room's lights, put on the scene's root so that everything on the table is lit. */
    private final java.util.List<com.jme3.light.Light> lights = new java.util.ArrayList<>();
    private Node board;
    private Spatial flameSpatial;
    /** The flame's node, in the live node; it moves with the lamp. */
    private Node flameHolder;
    /** The lamp's clay body, in the room's node. */
    private Spatial lampBody;
    /** Where the lamp's base stands on the table now. */
    private Vector3f lampBase;
    /** A soft warm glow round the flame, facing the camera: the flame reads as a light at every quality, without bloom too. */
    private Geometry flameGlow;
    /** The flame drawn larger than the model's, so that it reads at the camera's distance. */
    private static final float FLAME_SCALE = 1.5f;
    private Vector3f moonDirection = new Vector3f(0.35f, -0.55f, 0.75f).normalizeLocal();
    /**
     * The way the moonlight travels in the sky's own axes (Textures/Sky: the moon towards +X,
     * 21 degrees up, a little to -Z): turned with the room, it comes in through the far wall's
     * windows steeply enough, and aslant enough, to fall on the table's left end round the board,
     * where the opening view and the playing view see it.
     */
    static final Vector3f SKY_MOONLIGHT = new Vector3f(-0.910f, -0.364f, 0.200f);
    private Vector3f lampPosition;
    private float time;
    private float lampIntensity = 1f;
    /** What moves in the room (the flame), kept out of the room's node so that the room can be kept as a picture. */
    private final Node live = new Node("RoomLive");
    private java.util.List<com.jme3.post.SceneProcessor> effects = java.util.List.of();
    /** The light baked into the modelled room, which follows the flame's flicker; null for the room built from code. */
    private BakedLight bakedLight;

    /**
     * Creates the room.
     *
     * @param quality how much the renderer spends on shadows and effects; not null
     */
    public RoomState(GameOptions.Quality quality) {
        Validate.nonNull(quality, "quality");
        this.quality = quality;
    }

    /**
     * Sets the quality, before the state is initialised.
     *
     * @param quality LOW, MEDIUM or HIGH
     */
    public void setQuality(GameOptions.Quality quality) {
        Validate.nonNull(quality, "quality");
        Validate.require(quality != GameOptions.Quality.AUTO, "a definite quality (LOW, MEDIUM or HIGH)");
        if (isInitialized()) {
            throw new IllegalStateException("the quality is set before the room is built");
        }
        this.quality = quality;
    }

    /** The quality the room is drawn at. */
    public GameOptions.Quality getQuality() {
        return quality;
    }

    /** The room's root node. */
    public Node getRoom() {
        return room;
    }


    /** The board on the table. */
    public Node getBoard() {
        return board;
    }

    /**
     * Puts a board on the table in place of the one there.
     *
     * @param newBoard the board, built by {@link BoardBuilder}; not null
     */
    public void setBoard(Node newBoard) {
        Validate.nonNull(newBoard, "newBoard");
        if (board != null) {
            board.removeFromParent();
        }
        if (quality == GameOptions.Quality.LOW) {
            Tessellator.tessellate(newBoard, 0.08f);
        }
        board = newBoard;
        room.attachChild(board);
    }

    /**
     * Moves the lamp (its body, flame, light and shadows) to stand at a place on the table: a game
     * puts it where its opening view shows it.
     *
     * @param base the point on the table under the lamp's middle; not null
     */
    public void placeLamp(Vector3f base) {
        Validate.nonNull(base, "base");
        if (lampBody == null) {
            throw new IllegalStateException("the lamp is placed after the room is built");
        }
        Vector3f by = base.subtract(lampBase);
        lampBase = base.clone();
        lampBody.move(by);
        flameHolder.move(by);
        lampPosition.addLocal(by);
        lamp.setPosition(lampPosition.clone());
    }

    /**
     * At LOW the lamp's brightness moves in steps of this share of its mean, so that the still
     * room can be kept as one picture per step ({@link SceneCache}); at MEDIUM and HIGH it moves
     * smoothly.
     */
    public static final float FLICKER_STEP = 0.05f;

    /**
     * The step of the flicker a brightness falls in: the number of {@link #FLICKER_STEP}s above
     * (or, negative, below) the mean, rounded.
     *
     * @param intensity a brightness as a multiple of the mean
     * @return the step
     */
    public static int lampLevel(float intensity) {
        return Math.round((intensity - 1f) / FLICKER_STEP);
    }

    /** The lamp's brightness now, as a multiple of its mean (it flickers around 1). */
    public float getLampIntensity() {
        return lampIntensity;
    }

    /** The lamp's light. */
    public PointLight getLamp() {
        return lamp;
    }

    @Override
    protected void initialize(Application app) {
        long started = System.nanoTime();
        AssetManager assets = app.getAssetManager();
        // LOW lights the vertices, not the pixels: set before any material is made.
        Materials.setVertexLighting(quality == GameOptions.Quality.LOW);
        Spatial modelledRoom = modelledRoom(assets);
        if (modelledRoom != null) {
            room.attachChild(modelledRoom);
        } else {
            room.attachChild(floor(assets));
            room.attachChild(walls(assets));
        }
        Spatial furniture = table(assets);
        DrawOrder.setLayer(furniture, DrawOrder.FURNITURE);
        room.attachChild(furniture);
        if (quality == GameOptions.Quality.LOW) {
            // Per-vertex light needs vertices close enough together to show the lamp's pool of
            // light: finely on the table top. The room's surfaces take their light from the
            // lightmap (BakedLight) and keep their own triangles, as do the chairs (mostly hidden
            // under the table): split, they were most of the triangles llvmpipe transformed on
            // the main thread, for nothing seen.
            if (modelledRoom != null) {
                modelledRoom.depthFirstTraversal(sp -> {
                    if (sp instanceof Geometry g && !isBeams(g) && !isBaked(g)) {
                        Tessellator.tessellate(g, 0.8f);
                    }
                });
            }
            if (furniture instanceof Node parts && parts.getQuantity() == 3 && "Furniture".equals(parts.getName())) {
                Tessellator.tessellate(parts.getChild(0), 0.12f); // the table; the two chairs follow
            } else {
                Tessellator.tessellate(furniture, 0.12f);
            }
        }
        setBoard(BoardBuilder.build(assets, new BoardLayout(RuleSets.boardOfUr())));
        lampBody = lamp(assets);
        lampBase = new Vector3f(lampBody.getLocalTranslation().x, TABLE_TOP, lampBody.getLocalTranslation().z);
        room.attachChild(lampBody);
        // The flame flickers every frame: it hangs, where the lamp puts it, from a node of its own
        // (SceneCache keeps a picture of the room's node and draws only what moves).
        room.updateGeometricState();
        flameHolder = new Node("LampFlame");
        flameHolder.setLocalTransform(flameSpatial.getParent().getWorldTransform().clone());
        flameSpatial.removeFromParent();
        flameHolder.attachChild(flameSpatial);
        flameGlow = flameGlow(assets);
        if (quality == GameOptions.Quality.LOW) {
            // Without the depth test the glow lies over whatever is round the flame (the lamp's
            // nozzle, a die passing in front), as glare does, and needs none of the kept room's
            // depth copied under its square each frame (SceneCache).
            flameGlow.getMaterial().getAdditionalRenderState().setDepthTest(false);
        }
        flameGlow.setLocalTranslation(flameSpatial.getLocalTranslation().add(0, 0.011f, 0));
        flameHolder.attachChild(flameGlow);
        live.attachChild(flameHolder);
        if (modelledRoom == null) {
            room.attachChild(nightOutside(assets));
        } else if (quality != GameOptions.Quality.LOW) {
            room.attachChild(Moonlight.build(assets, moonDirection));
        }

        AmbientLight ambient = new AmbientLight(new ColorRGBA(0.035f, 0.04f, 0.065f, 1f));
        lights.add(ambient);
        DirectionalLight moon = new DirectionalLight(moonDirection,
                new ColorRGBA(0.07f, 0.09f, 0.16f, 1f));
        lights.add(moon);
        room.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        if (app.getViewPort() != null) {
            app.getViewPort().setBackgroundColor(new ColorRGBA(0.01f, 0.01f, 0.02f, 1f));
        }
        if (app.getContext().getType() != com.jme3.system.JmeContext.Type.Headless) {
            shadowLight = QualityEffects.shadowLight(lampPosition, SHADOW_TARGET);
            effects = QualityEffects.create(assets, quality, shadowLight);
            if (quality == GameOptions.Quality.LOW) {
                // LOW has no shadow map: the pieces, dice and coins stand on soft blobs (ContactShadow).
                effects = java.util.List.of(ContactShadow.pass(assets));
            }
        }
        org.slf4j.LoggerFactory.getLogger(RoomState.class).info("The room is built at quality {} in {} ms",
                quality, (System.nanoTime() - started) / 1_000_000);
    }

    /** Whether a geometry takes its light from the lightmap (see BakedLight). */
    private boolean isBaked(Geometry g) {
        return bakedLight != null && bakedLight.materials().contains(g.getMaterial());
    }

    /** Whether a geometry of the modelled room is part of its ceiling beams. */
    private static boolean isBeams(Geometry g) {
        for (Spatial sp = g; sp != null; sp = sp.getParent()) {
            if ("beams".equals(sp.getName())) {
                return true;
            }
        }
        return false;
    }

    @Override
    protected void cleanup(Application app) {
        room.detachAllChildren();
        live.detachAllChildren();
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getRootNode().attachChild(room);
        app.getRootNode().attachChild(live);
        for (com.jme3.light.Light l : lights) {
            app.getRootNode().addLight(l);
        }
        for (com.jme3.post.SceneProcessor p : effects) {
            app.getViewPort().addProcessor(p);
        }
        app.getViewPort().getQueue().setGeometryComparator(RenderQueue.Bucket.Opaque, new DrawOrder());
    }

    @Override
    protected void onDisable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        room.removeFromParent();
        live.removeFromParent();
        for (com.jme3.light.Light l : lights) {
            app.getRootNode().removeLight(l);
        }
        for (com.jme3.post.SceneProcessor p : effects) {
            app.getViewPort().removeProcessor(p);
        }
    }

    @Override
    public void update(float tpf) {
        time += tpf;
        // The flame breathes slowly and gutters quickly: two slow sines and fast value noise.
        // With reduced motion in the settings the lamp burns steadily.
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        boolean steady = settings != null && settings.get().reducedMotion();
        float slow = steady ? 0f : 0.08f * FastMath.sin(time * 1.7f) + 0.05f * FastMath.sin(time * 2.9f + 1.3f);
        float fast = steady ? 0f : 0.10f * (ProceduralTextures.noise(time * 0.9f, 0.37f, 1 << 20, 11) - 0.5f) * 2f;
        float intensity = 1f + slow + fast;
        if (quality == GameOptions.Quality.LOW) {
            // LOW keeps a picture of the still room for each step of the flicker (SceneCache).
            intensity = 1f + lampLevel(intensity) * FLICKER_STEP;
        }
        lampIntensity = intensity;
        if (bakedLight != null) {
            bakedLight.flicker(intensity);
        }
        lamp.setColor(new ColorRGBA(1.0f, 0.64f, 0.32f, 1f).multLocal(2.6f * intensity));
        lamp.setPosition(steady ? lampPosition.clone()
                : lampPosition.add(0.004f * FastMath.sin(time * 5.3f), 0.003f * fast, 0.004f * FastMath.cos(time * 4.1f)));
        flameSpatial.setLocalScale(FLAME_SCALE, FLAME_SCALE * (1f + 0.25f * (slow + fast) * 3f), FLAME_SCALE);
        float glow = 0.5f * intensity;
        flameGlow.getMaterial().setColor("Color", new ColorRGBA(glow, glow, glow, 1f));
        if (shadowLight != null) {
            QualityEffects.placeShadowLight(shadowLight, lamp.getPosition(), SHADOW_TARGET);
        }
    }

    private static Spatial floor(AssetManager assets) {
        Texture reed = ProceduralTextures.paint(256, (u, v, out) -> {
            // Woven reed matting: alternating bands of warp and weft.
            int cu = (int) (u * 16);
            int cv = (int) (v * 16);
            boolean warp = ((cu + cv) & 1) == 0;
            float along = warp ? u * 16 - cu : v * 16 - cv;
            float across = warp ? v * 16 - cv : u * 16 - cu;
            float stripe = 0.75f + 0.25f * FastMath.sin(across * FastMath.PI * 5f);
            float n = ProceduralTextures.fbm(u, v, 8, 5);
            ProceduralTextures.rgb(out, 150, 116, 66);
            ProceduralTextures.mix(out, 96, 70, 38, n * 0.6f);
            out.multLocal(stripe * (0.85f + 0.15f * FastMath.sin(along * FastMath.PI)));
            out.a = 1f;
        });
        Quad q = new Quad(8, 8);
        q.scaleTextureCoordinates(new com.jme3.math.Vector2f(6, 6));
        Geometry g = new Geometry("Floor", q);
        g.setMaterial(Materials.lit(assets, reed, ColorRGBA.White, 4f));
        g.rotate(-FastMath.HALF_PI, 0, 0);
        g.setLocalTranslation(-4, 0, 4);
        g.setShadowMode(RenderQueue.ShadowMode.Receive);
        return g;
    }

    private static Spatial walls(AssetManager assets) {
        Texture plaster = ProceduralTextures.paint(512, (u, v, out) -> {
            // Mud-brick under a worn plaster: courses of bricks show through where it flakes.
            float n = ProceduralTextures.fbm(u, v, 8, 21);
            float worn = ProceduralTextures.fbm(u, v, 4, 9);
            ProceduralTextures.rgb(out, 176, 142, 100);
            ProceduralTextures.mix(out, 140, 104, 66, n);
            if (worn > 0.62f) {
                float by = v * 12;
                float bx = u * 6 + (((int) by & 1) == 0 ? 0 : 0.5f);
                boolean mortar = by - (int) by < 0.1f || bx - (int) bx < 0.05f;
                ProceduralTextures.rgb(out, mortar ? 120 : 150, mortar ? 100 : 96, mortar ? 80 : 58);
                ProceduralTextures.mix(out, 90, 60, 35, n * 0.5f);
            }
        });
        Node walls = new Node("Walls");
        Material m = Materials.lit(assets, plaster, ColorRGBA.White, 2f);
        float h = 3f;
        float half = 4f;
        // Back wall, with a window opening 1.2 m wide from 1.0 m to 2.1 m high, centred at x = 0.8.
        float wx0 = 0.2f;
        float wx1 = 1.4f;
        float wy0 = 1.0f;
        float wy1 = 2.1f;
        walls.attachChild(wallPiece("WallBackLeft", m, -half, wx0, 0, h, -half));
        walls.attachChild(wallPiece("WallBackRight", m, wx1, half, 0, h, -half));
        walls.attachChild(wallPiece("WallBackBelow", m, wx0, wx1, 0, wy0, -half));
        walls.attachChild(wallPiece("WallBackAbove", m, wx0, wx1, wy1, h, -half));
        Geometry left = wallPiece("WallLeft", m, -half, half, 0, h, 0);
        left.rotate(0, FastMath.HALF_PI, 0);
        left.setLocalTranslation(-half, h / 2, 0);
        walls.attachChild(left);
        Geometry right = wallPiece("WallRight", m, -half, half, 0, h, 0);
        right.rotate(0, -FastMath.HALF_PI, 0);
        right.setLocalTranslation(half, h / 2, 0);
        walls.attachChild(right);
        Geometry front = wallPiece("WallFront", m, -half, half, 0, h, 0);
        front.rotate(0, FastMath.PI, 0);
        front.setLocalTranslation(0, h / 2, half);
        walls.attachChild(front);
        // The window's wooden frame.
        Material wood = Materials.lit(assets, Materials.wood(), new ColorRGBA(0.55f, 0.40f, 0.28f, 1f), 8f);
        walls.attachChild(beam("WindowSill", wood, (wx0 + wx1) / 2, wy0, -half + 0.05f, (wx1 - wx0) / 2 + 0.08f, 0.04f, 0.1f));
        walls.attachChild(beam("WindowLintel", wood, (wx0 + wx1) / 2, wy1, -half + 0.05f, (wx1 - wx0) / 2 + 0.08f, 0.05f, 0.1f));
        // A wooden door in the left wall.
        Geometry door = beam("Door", wood, -half + 0.03f, 1.05f, 1.6f, 0.03f, 1.05f, 0.5f);
        walls.attachChild(door);
        walls.setShadowMode(RenderQueue.ShadowMode.Receive);
        return walls;
    }

    /**
     * A rectangle of wall spanning x0..x1 and y0..y1 in its own plane, at depth z, with texture
     * coordinates in half-metres so that neighbouring pieces continue the same plaster.
     */
    private static Geometry wallPiece(String name, Material m, float x0, float x1, float y0, float y1, float z) {
        float w = x1 - x0;
        float h = y1 - y0;
        Quad q = new Quad(w, h);
        q.setBuffer(com.jme3.scene.VertexBuffer.Type.Position, 3, new float[] {
            -w / 2, -h / 2, 0, w / 2, -h / 2, 0, w / 2, h / 2, 0, -w / 2, h / 2, 0});
        q.setBuffer(com.jme3.scene.VertexBuffer.Type.TexCoord, 2, new float[] {
            x0 / 2, y0 / 2, x1 / 2, y0 / 2, x1 / 2, y1 / 2, x0 / 2, y1 / 2});
        q.updateBound();
        Geometry g = new Geometry(name, q);
        g.setMaterial(m);
        g.setLocalTranslation((x0 + x1) / 2, (y0 + y1) / 2, z);
        return g;
    }

    private static Geometry beam(String name, Material m, float x, float y, float z, float hx, float hy, float hz) {
        Geometry g = new Geometry(name, new Box(hx, hy, hz));
        g.setMaterial(m);
        g.setLocalTranslation(x, y, z);
        return g;
    }

    /**
     * The modelled room (Models/Environment/room.glb: brick floor and reed mat, plastered
     * mud-brick walls, beams, a door, barred windows) and the night-desert sky seen through its
     * windows (Textures/Sky), both turned a quarter round so that the table's long side runs left
     * to right; or null if a part is missing.
     */
    private Spatial modelledRoom(AssetManager assets) {
        try {
            Node node = new Node("ModelledRoom");
            Spatial model = net.ur.client.assets.BakedAssets.model(assets, "Models/Environment/room.glb");
            bakedLight = BakedLight.apply(assets, model, quality == GameOptions.Quality.LOW);
            Materials.toPhong(assets, model);
            node.attachChild(model);
            DrawOrder.setLayer(model, DrawOrder.ROOM);
            Spatial sky = net.ur.client.assets.BakedAssets.sky(assets);
            node.attachChild(sky);
            node.rotate(0, FastMath.HALF_PI, 0);
            // The moon shines in through the windows: the sky's moon direction, turned with the room.
            moonDirection = node.getLocalRotation().mult(SKY_MOONLIGHT).normalizeLocal();
            return node;
        } catch (com.jme3.asset.AssetNotFoundException e) {
            return null;
        }
    }

    /**
     * The modelled cedar table and the two players' chairs (Models/Environment), turned so that
     * the table's long side runs left to right, or null if a model is missing.
     */
    private static Spatial modelledFurniture(AssetManager assets) {
        try {
            Node furniture = new Node("Furniture");
            Spatial table = net.ur.client.assets.BakedAssets.model(assets, "Models/Environment/table.glb");
            Materials.toPhong(assets, table);
            table.rotate(0, FastMath.HALF_PI, 0);
            furniture.attachChild(table);
            Spatial chair = net.ur.client.assets.BakedAssets.model(assets, "Models/Environment/chair.glb");
            Materials.toPhong(assets, chair);
            Spatial lightChair = chair.clone();
            lightChair.setLocalTranslation(0, 0, 0.7f);
            lightChair.rotate(0, FastMath.PI, 0);
            furniture.attachChild(lightChair);
            Spatial darkChair = chair.clone();
            darkChair.setLocalTranslation(0.1f, 0, -0.75f);
            darkChair.rotate(0, 0.15f, 0);
            furniture.attachChild(darkChair);
            return furniture;
        } catch (com.jme3.asset.AssetNotFoundException e) {
            return null;
        }
    }

    private static Spatial table(AssetManager assets) {
        Spatial modelled = modelledFurniture(assets);
        if (modelled != null) {
            return modelled;
        }
        Node table = new Node("Table");
        Material wood = Materials.lit(assets, Materials.wood(), new ColorRGBA(0.85f, 0.70f, 0.55f, 1f), 16f);
        float hw = 0.8f;
        float hd = 0.42f;
        Geometry top = beam("TableTop", wood, 0, TABLE_TOP - 0.025f, 0, hw, 0.025f, hd);
        top.getMesh().scaleTextureCoordinates(new com.jme3.math.Vector2f(1.5f, 3f));
        table.attachChild(top);
        for (int sx = -1; sx <= 1; sx += 2) {
            for (int sz = -1; sz <= 1; sz += 2) {
                table.attachChild(beam("TableLeg", wood, sx * (hw - 0.06f), (TABLE_TOP - 0.05f) / 2, sz * (hd - 0.06f),
                        0.03f, (TABLE_TOP - 0.05f) / 2, 0.03f));
            }
        }
        // A stool at the player's side.
        table.attachChild(beam("StoolSeat", wood, 0, 0.45f, 0.85f, 0.22f, 0.02f, 0.18f));
        for (int sx = -1; sx <= 1; sx += 2) {
            for (int sz = -1; sz <= 1; sz += 2) {
                table.attachChild(beam("StoolLeg", wood, sx * 0.18f, 0.215f, 0.85f + sz * 0.14f, 0.02f, 0.215f, 0.02f));
            }
        }
        return table;
    }

    /**
     * The modelled clay lamp (Models/Environment/lamp.glb) with its flame node and the place of
     * its light, or null if the model is missing.
     */
    private Spatial modelledLamp(AssetManager assets) {
        Spatial model;
        try {
            model = net.ur.client.assets.BakedAssets.model(assets, "Models/Environment/lamp.glb");
        } catch (com.jme3.asset.AssetNotFoundException e) {
            return null;
        }
        Materials.toPhong(assets, model);
        Node lampNode = new Node("Lamp");
        lampNode.attachChild(model);
        lampNode.setLocalTranslation(-0.42f, TABLE_TOP, -0.2f);
        lampNode.rotate(0, FastMath.HALF_PI, 0);
        lampNode.updateGeometricState();
        Spatial flameNode = model instanceof Node n ? n.getChild("flame") : null;
        Spatial lightSpot = model instanceof Node n ? n.getChild("flame_light") : null;
        if (flameNode == null || lightSpot == null) {
            return null;
        }
        flameNode.setShadowMode(RenderQueue.ShadowMode.Off);
        // The flame gives light, it is not lit: bright and unshaded at every quality (lit per vertex
        // at LOW, the modelled flame was a dark wick), its glow colour kept for HIGH's bloom.
        Material fire = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        fire.setColor("Color", new ColorRGBA(1f, 0.80f, 0.42f, 1f));
        fire.setColor("GlowColor", new ColorRGBA(1f, 0.6f, 0.25f, 1f));
        flameNode.setMaterial(fire);
        flameSpatial = flameNode;
        lampPosition = lightSpot.getWorldTranslation().clone();
        lamp = new PointLight(lampPosition.clone(), new ColorRGBA(1.0f, 0.64f, 0.32f, 1f).multLocal(2.6f), 4.5f);
        lamp.setName("LampLight");
        lights.add(lamp);
        return lampNode;
    }

    private Spatial lamp(AssetManager assets) {
        Spatial modelled = modelledLamp(assets);
        if (modelled != null) {
            return modelled;
        }
        Node lampNode = new Node("Lamp");
        Material clay = Materials.lit(assets, null, new ColorRGBA(0.55f, 0.32f, 0.20f, 1f), 6f);
        Geometry body = new Geometry("LampBody", new Sphere(16, 24, 0.05f));
        body.setMaterial(clay);
        body.setLocalScale(1.3f, 0.55f, 1f);
        lampNode.attachChild(body);
        Geometry spout = new Geometry("LampSpout", new Cylinder(8, 12, 0.015f, 0.07f, true));
        spout.setMaterial(clay);
        spout.rotate(0, FastMath.HALF_PI, 0);
        spout.setLocalTranslation(0.065f, 0.005f, 0);
        lampNode.attachChild(spout);
        Material fire = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        fire.setColor("Color", new ColorRGBA(1f, 0.72f, 0.3f, 1f));
        fire.setColor("GlowColor", new ColorRGBA(1f, 0.55f, 0.2f, 1f));
        Geometry flame = new Geometry("Flame", new Sphere(10, 12, 0.012f));
        flameSpatial = flame;
        flame.setMaterial(fire);
        flame.setLocalScale(1f, 2.2f, 1f);
        flame.setLocalTranslation(0.1f, 0.035f, 0);
        flame.setShadowMode(RenderQueue.ShadowMode.Off);
        lampNode.attachChild(flame);
        lampNode.setLocalTranslation(-0.5f, TABLE_TOP + 0.028f, -0.22f);
        lampPosition = lampNode.getLocalTranslation().add(0.1f, 0.08f, 0);
        lamp = new PointLight(lampPosition.clone(), new ColorRGBA(1.0f, 0.64f, 0.32f, 1f).multLocal(2.6f), 4.5f);
        lamp.setName("LampLight");
        lights.add(lamp);
        return lampNode;
    }

    /** The flame's glow: a square facing the camera, a warm round falloff added onto what is behind. */
    private static Geometry flameGlow(AssetManager assets) {
        Texture halo = ProceduralTextures.paint(64, (u, v, out) -> {
            float du = (u - 0.5f) * 2f;
            float dv = (v - 0.5f) * 2f;
            float d = Math.min(1f, FastMath.sqrt(du * du + dv * dv));
            float k = (1f - d) * (1f - d);
            k = k * k * 0.7f + k * 0.3f;
            out.set(k, k * 0.62f, k * 0.26f, 1f);
        });
        halo.setWrap(Texture.WrapMode.EdgeClamp);
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", halo);
        m.getAdditionalRenderState().setBlendMode(com.jme3.material.RenderState.BlendMode.Additive);
        m.getAdditionalRenderState().setDepthWrite(false);
        float size = 0.11f;
        Quad q = new Quad(size, size);
        q.setBuffer(com.jme3.scene.VertexBuffer.Type.Position, 3, new float[] {
            -size / 2, -size / 2, 0, size / 2, -size / 2, 0, size / 2, size / 2, 0, -size / 2, size / 2, 0});
        q.updateBound();
        Geometry g = new Geometry("FlameGlow", q);
        g.setMaterial(m);
        g.setQueueBucket(RenderQueue.Bucket.Transparent);
        g.setShadowMode(RenderQueue.ShadowMode.Off);
        g.addControl(new com.jme3.scene.control.BillboardControl());
        return g;
    }

    private static Spatial nightOutside(AssetManager assets) {
        Texture sky = ProceduralTextures.paint(512, (u, v, out) -> {
            float horizon = 0.72f;
            ProceduralTextures.rgb(out, 8, 12, 30);
            ProceduralTextures.mix(out, 28, 40, 78, FastMath.clamp(v / horizon, 0, 1));
            float dune = horizon + 0.05f * FastMath.sin(u * 7f) + 0.03f * FastMath.sin(u * 17f + 1f);
            if (v > dune) {
                ProceduralTextures.rgb(out, 22, 18, 20);
                ProceduralTextures.mix(out, 40, 32, 30, ProceduralTextures.fbm(u, v, 8, 2) * 0.6f);
            } else {
                float star = ProceduralTextures.noise(u, v, 256, 77);
                if (star > 0.985f) {
                    out.set(0.9f, 0.92f, 1f, 1f);
                }
                float du = u - 0.7f;
                float dv = v - 0.25f;
                float d = FastMath.sqrt(du * du + dv * dv);
                if (d < 0.05f) {
                    ProceduralTextures.rgb(out, 240, 236, 215);
                } else if (d < 0.15f) {
                    ProceduralTextures.mix(out, 120, 130, 160, (0.15f - d) * 2f);
                }
            }
        });
        sky.setWrap(Texture.WrapMode.EdgeClamp);
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", sky);
        Geometry g = new Geometry("NightOutside", new Quad(6, 4));
        g.setMaterial(m);
        g.setLocalTranslation(-2.2f, -0.4f, -6f);
        g.setShadowMode(RenderQueue.ShadowMode.Off);
        return g;
    }
}
