package net.ur.client.world;

import jme3utilities.Validate;
import net.ur.client.render.BaseSceneProcessor;
import net.ur.client.render.ContactShadow;
import net.ur.client.render.DrawOrder;
import net.ur.client.render.RenderScale;

import com.jme3.bounding.BoundingVolume;
import com.jme3.light.DirectionalLight;
import com.jme3.light.Light;
import com.jme3.light.PointLight;
import com.jme3.light.SpotLight;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.post.SceneProcessor;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.GeometryList;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import java.util.ArrayList;
import java.util.List;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL30C;

/**
 * Keeps a picture of the part of the room that does not move (walls, floor, furniture, the board,
 * the lamp's clay body) and draws it again only when it would look different: the camera moved,
 * the window changed size, something in the room changed, or a light other than the lamp changed.
 * Every other frame starts from that picture and draws only what moves: the pieces, dice, coins,
 * the previews and the flame. On a software renderer the room's pixels are most of the frame's
 * cost (docs/PERFORMANCE.md), so a still camera makes the frame several times cheaper.
 *
 * <p>The lamp flickers. At LOW its brightness moves in steps ({@link RoomState#FLICKER_STEP}), and
 * one picture is kept for each step the flame has been at since the view last changed, all
 * sharing one depth buffer; once the flame has visited its steps, the flicker costs nothing.
 *
 * <p>Each frame the picture is copied into the main view's framebuffer by a framebuffer blit of
 * its stored sRGB bytes; its depth is copied only under what is about to be drawn: the rectangles
 * of the window that the main view's queued geometries cover ({@link #rectangles}), so that the
 * board still hides the part of a piece behind its rim.
 *
 * <p>While the view keeps changing (the camera easing to the dice and back), the picture is drawn
 * at {@link #setMovingScale the moving scale} of the window's size (the player's render scale) and stretched; as soon as it holds still for one
 * frame it is drawn again at full size. No shadows or screen effects are drawn over the kept
 * picture, so it is used only at a quality without them (LOW).
 *
 * <p>How it is wired: a pre-view (drawn before the main view) renders the room node alone into an
 * offscreen framebuffer with a copy of the main camera, enabled only on the frames it is needed.
 * A processor on the main view hides the room node while the main view is drawn and, after the
 * main view is cleared and before its queue is drawn, copies the picture and its depth in.
 */
public final class SceneCache {


    /** The lamp's share of the light on what the camera sees (the rest is moon and ambient). */
    public static final float LAMP_SHARE = 0.85f;

    /** At most this many depth rectangles are copied a frame; beyond, the nearest are merged. */
    static final int MAX_RECTANGLES = 8;

    /** Pixels added round each geometry's rectangle (its bound is a sphere or box, but rounding). */
    private static final int MARGIN = 2;

    /** The flicker steps' pictures may take this many pixels together (about 160 MB of RGBA). */
    static final long STEP_PIXELS = 40_000_000L;

    /**
     * How many flicker steps' pictures are kept for a window: all of them (about ten) at ordinary
     * sizes, fewer in a very large one, at least 2.
     *
     * @param w the window's width
     * @param h its height
     * @return the most pictures
     */
    static int maxSteps(int w, int h) {
        return (int) Math.max(2, Math.min(16, STEP_PIXELS / Math.max(1L, (long) w * h)));
    }

    /** The nearest the room comes to the camera in play and behind the menus (the table's edge, a chair), metres; on the safe side. */
    static final float NEAREST = 0.3f;

    /**
     * Whether the small picture drawn while the view moves is smoothed by FXAA before it is
     * stretched over the window (anti-aliasing at LOW, where the window has one sample a pixel).
     * Off unless {@code -Dur.low.fxaa=true}: measured on a quiet machine it takes LOW under its
     * budget of 60 fps and a 1% low of 42 ms (docs/ROOM.md, "Smoother edges at LOW").
     */
    static final boolean MOVING_FXAA = Boolean.parseBoolean(System.getProperty("ur.low.fxaa", "false"));

    /** A small picture is drawn again once the view has moved this many pixels from the camera it was drawn with. */
    static final float HALF_PIXEL = 0.5f;

    private final Node room;
    private final RoomState roomState;
    private RenderManager renderManager;
    private ViewPort mainView;
    private ViewPort guiView;
    private ViewPort cacheView;
    private final Camera cacheCam = new Camera(1, 1);
    /** The picture at the window's size, drawn at the lamp's step {@link #baseLevel}. */
    private Kept base;
    private boolean baseValid;
    private int baseLevel;
    /** The same picture at the other steps of the flicker, colour only, made from the base as needed. */
    private final java.util.Map<Integer, Kept> levels = new java.util.HashMap<>();
    /** The steps whose picture has been made from the base now kept. */
    private final java.util.Set<Integer> derived = new java.util.HashSet<>();
    /** A step's picture to make from the base this frame, or null. */
    private Kept derive;
    private float deriveFactor;
    /** The smaller picture drawn while the view keeps changing. */
    private Kept moving;
    /**
     * With {@link #MOVING_FXAA}, what the room is drawn into while the view moves, its colour a
     * texture: FXAA then draws it into {@link #moving} (and its depth is copied there), so that
     * the room's edges, the board's rim above all, do not step as the view moves; else null.
     */
    private Kept movingRaw;
    private com.jme3.texture.Texture2D movingRawColour;
    private com.jme3.ui.Picture fxaaQuad;
    /** The base picture as the room drew it, before the blobs at rest were laid into it (colour only). */
    private Kept bare;
    /** Whether the base picture holds the blobs at rest (not on the frame it is drawn: they are laid in on the next). */
    private boolean baseHasBlobs;
    /** Whether the picture laid in this frame holds the blobs at rest (else the main view draws them all). */
    private boolean laidWithBlobs;
    /** The contact shadows of the things at rest, laid into the pictures (those of things that move are drawn each frame). */
    private ContactShadow.Blobs resting;
    /** The signature of the blobs at rest now, in the base picture, and in the small picture. */
    private long restingSignature;
    private long baseBlobs;
    private long movingBlobs;
    /** Whether the blobs at rest are laid into the base picture this frame. */
    private boolean relay;
    /** The picture laid in this frame, and the one whose depth goes with it. */
    private Kept current;
    private Kept depthSource;
    private com.jme3.ui.Picture quad;
    private com.jme3.material.Material quadMaterial;
    private float movingScale = 0.6f;
    private int windowWidth;
    private int windowHeight;
    private boolean enabled = true;
    private boolean hidden;
    private int redraws;
    private int movingDraws;
    private int frames;
    /** Whether the small picture shows the room as it is (the camera aside). */
    private boolean movingValid;
    /** Whether the copies have been seen to work on this driver; whether they failed. */
    private boolean verified;
    private boolean failed;
    /** The camera the small picture was drawn with. */
    private final Vector3f drawnLocation = new Vector3f();
    private final Quaternion drawnRotation = new Quaternion();
    private long drawnFrustum;

    /** The camera's part of the signature, this frame and the last. */
    private long cameraSignature;
    private long lastCameraSignature;
    /** The room's and the lights' part, this frame and the last. */
    private long sceneSignature;
    private long lastSceneSignature;

    /**
     * @param roomState the room whose node is kept and whose lamp flickers; not null
     */
    public SceneCache(RoomState roomState) {
        Validate.nonNull(roomState, "roomState");
        this.roomState = roomState;
        this.room = roomState.getRoom();
    }

    /** What the last frame did with the room. */
    public enum Kind {
        /** Laid in the kept picture. */
        KEPT,
        /** Made a flicker step's picture from the kept one, then laid it in. */
        STEP,
        /** Drew the room at full size (the view came to rest, or the room or a light changed). */
        FULL,
        /** Drew the room small (the camera moved). */
        SMALL,
        /** Laid in the small picture again: the camera moved, by less than half a pixel since it was drawn. */
        REUSED,
        /** Laid the blobs at rest into the kept picture again (a thing came to rest or started to move), then laid it in. */
        BLOBS
    }

    private Kind kind = Kind.FULL;

    /** What the last frame did with the room. */
    public Kind lastKind() {
        return kind;
    }

    /** One kept picture: its framebuffer (colour texture and depth) and size. */
    private record Kept(FrameBuffer buffer, int width, int height) {
    }

    /**
     * For the benchmark: the frames drawn; of those, the frames the room was drawn again; of
     * those, the ones drawn small because the view kept changing.
     */
    public int[] counts() {
        return new int[] {frames, redraws, movingDraws};
    }

    /**
     * Turns the keeping on or off from the next frame; off, the room is drawn every frame as usual.
     *
     * @param on whether to keep the picture
     */
    public void setEnabled(boolean on) {
        if (on != enabled) {
            enabled = on;
            invalidateAll();
        }
    }

    /**
     * Sets the share of the window's size the picture is drawn at while the view keeps changing.
     *
     * @param scale {@link RenderScale#MIN}..1
     */
    public void setMovingScale(float scale) {
        RenderScale.check(scale);
        if (scale != movingScale) {
            movingScale = scale;
            windowWidth = 0; // the pictures are made again on the next frame
        }
    }

    /** The share of the window's size the picture is drawn at while the view keeps changing. */
    public float getMovingScale() {
        return movingScale;
    }

    /**
     * Decides, after the scene graph is updated and before anything is drawn, whether the room is
     * drawn again this frame, and at what size. Called from an app state's {@code render}.
     *
     * @param mainCam the main camera, as it will be drawn
     */
    public void beforeRender(Camera mainCam) {
        if (cacheView == null) {
            return;
        }
        if (!enabled || failed) {
            cacheView.setEnabled(false);
            return;
        }
        frames++;
        if (mainCam.getWidth() != windowWidth || mainCam.getHeight() != windowHeight) {
            makePictures(mainCam.getWidth(), mainCam.getHeight());
        }
        signature(mainCam);
        if (resting == null) {
            resting = new ContactShadow.Blobs(roomState.getApplication().getAssetManager());
        }
        restingSignature = resting.collect(mainView.getScenes(), ContactShadow.Which.RESTING);
        boolean cameraMoved = cameraSignature != lastCameraSignature;
        boolean sceneChanged = sceneSignature != lastSceneSignature;
        lastCameraSignature = cameraSignature;
        lastSceneSignature = sceneSignature;
        boolean draw = false;
        derive = null;
        relay = false;
        laidWithBlobs = true;
        if (cameraMoved || sceneChanged) {
            invalidate();
        }
        kind = Kind.KEPT;
        if (cameraMoved) {
            // The view is moving: draw it small until it holds still (when only the room or a
            // light changes, as the winner's glow swells, it is drawn again at full size). The
            // small picture is drawn again only once the view has moved half a pixel from the
            // camera it was drawn with: the spring's slow start and end are many such frames.
            current = moving;
            depthSource = moving;
            boolean stale = sceneChanged || !movingValid || restingSignature != movingBlobs
                    || pixelShift(drawnLocation, drawnRotation, mainCam.getLocation(), mainCam.getRotation(),
                            focalPixels(mainCam), NEAREST) >= HALF_PIXEL
                    || drawnFrustum != frustumSignature(mainCam);
            if (!stale) {
                kind = Kind.REUSED;
                cacheView.setEnabled(false);
                return;
            }
            movingValid = true;
            movingBlobs = restingSignature;
            drawnLocation.set(mainCam.getLocation());
            drawnRotation.set(mainCam.getRotation());
            drawnFrustum = frustumSignature(mainCam);
            movingDraws++;
            kind = Kind.SMALL;
            draw = true;
        } else {
            int level = RoomState.lampLevel(roomState.getLampIntensity());
            if (baseValid && (!baseHasBlobs || restingSignature != baseBlobs)) {
                // The frame after the base was drawn, or a thing came to rest or started to move
                // (the room as it was, only its blobs at rest changed): the blobs of now are laid
                // into the base (kept bare before, laid from the bare copy after), and the flicker
                // steps' pictures are made again from it as the flame visits them.
                kind = Kind.BLOBS;
                relay = true;
                baseBlobs = restingSignature;
                derived.clear();
            }
            if (!baseValid) {
                kind = Kind.FULL;
                baseValid = true;
                baseLevel = level;
                // The room alone: the blobs are drawn over it by the main view this frame and laid
                // into it on the next, so that this costly frame costs no more than before.
                baseHasBlobs = false;
                laidWithBlobs = false;
                current = base;
                draw = true;
            } else if (level == baseLevel) {
                current = base;
            } else {
                if (!levels.containsKey(level) && levels.size() >= maxSteps(windowWidth, windowHeight)) {
                    // Too many pictures for the window's size: drop the step farthest from this one.
                    int far = levels.keySet().stream().max(java.util.Comparator.comparingInt(l -> Math.abs(l - level))).orElseThrow();
                    levels.remove(far).buffer().dispose();
                    derived.remove(far);
                }
                current = levels.computeIfAbsent(level, l -> picture(windowWidth, windowHeight, false));
                if (derived.add(level)) {
                    kind = relay ? Kind.BLOBS : Kind.STEP;
                    derive = current;
                    deriveFactor = flickerFactor(1f + baseLevel * RoomState.FLICKER_STEP, 1f + level * RoomState.FLICKER_STEP, LAMP_SHARE);
                }
            }
            depthSource = base;
        }
        if (draw) {
            redraws++;
            cacheCam.copyFrom(mainCam);
            cacheCam.resize(current.width(), current.height(), false);
            cacheCam.setViewPort(0f, 1f, 0f, 1f);
            cacheView.setOutputFrameBuffer(current == moving && movingRaw != null ? movingRaw.buffer() : current.buffer());
        }
        cacheView.setEnabled(draw);
    }

    /**
     * Creates the pre-view and puts the processor on the main viewport (after the processors
     * already there: the render scale's must come first).
     *
     * @param rm the render manager
     * @param main the main viewport
     * @param gui the GUI viewport (its camera draws the full-window picture)
     */
    public void attach(RenderManager rm, ViewPort main, ViewPort gui) {
        renderManager = rm;
        mainView = main;
        guiView = gui;
        cacheView = rm.createPreView("SceneCache", cacheCam);
        cacheView.setClearFlags(true, true, true);
        cacheView.setBackgroundColor(main.getBackgroundColor());
        cacheView.attachScene(room);
        cacheView.getQueue().setGeometryComparator(RenderQueue.Bucket.Opaque, new DrawOrder());
        cacheView.addProcessor(blobLayer);
        cacheView.setEnabled(false);
        main.addProcessor(processor);
        invalidate();
    }

    /** Removes the pre-view and the processor and frees the pictures. */
    public void detach() {
        if (cacheView != null) {
            cacheView.detachScene(room);
            renderManager.removePreView(cacheView);
            cacheView = null;
        }
        if (mainView != null) {
            mainView.removeProcessor(processor);
            leaveResting(false);
        }
        showRoom();
        dropPictures();
    }

    /** Marks the picture as stale: it is drawn again on the next frame. */
    public void invalidate() {
        baseValid = false;
        derived.clear();
    }

    /** Marks every picture stale, the small one too. */
    private void invalidateAll() {
        invalidate();
        movingValid = false;
    }

    private void makePictures(int w, int h) {
        dropPictures();
        windowWidth = w;
        windowHeight = h;
        base = picture(w, h, true);
        bare = picture(w, h, false);
        moving = picture(RenderScale.scaled(w, movingScale), RenderScale.scaled(h, movingScale), true);
        if (MOVING_FXAA) {
            FrameBuffer raw = new FrameBuffer(moving.width(), moving.height(), 1);
            raw.setName("SceneCache.Raw");
            raw.setSrgb(true);
            movingRawColour = new com.jme3.texture.Texture2D(moving.width(), moving.height(), Image.Format.RGBA8);
            movingRawColour.getImage().setColorSpace(com.jme3.texture.image.ColorSpace.sRGB);
            movingRawColour.setMinFilter(com.jme3.texture.Texture.MinFilter.BilinearNoMipMaps);
            movingRawColour.setMagFilter(com.jme3.texture.Texture.MagFilter.Bilinear);
            raw.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(movingRawColour));
            raw.setDepthTarget(FrameBuffer.FrameBufferTarget.newTarget(Image.Format.Depth));
            movingRaw = new Kept(raw, moving.width(), moving.height());
        }
        quad = null;
        invalidateAll();
    }

    /** A picture's framebuffer: an sRGB colour buffer and, if asked for, a depth buffer. */
    private static Kept picture(int w, int h, boolean withDepth) {
        FrameBuffer buffer = new FrameBuffer(w, h, 1);
        buffer.setName("SceneCache");
        buffer.setSrgb(true);
        buffer.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(Image.Format.RGBA8));
        if (withDepth) {
            buffer.setDepthTarget(FrameBuffer.FrameBufferTarget.newTarget(Image.Format.Depth));
        }
        return new Kept(buffer, w, h);
    }

    private void dropPictures() {
        for (Kept k : levels.values()) {
            k.buffer().dispose();
        }
        levels.clear();
        for (Kept k : new Kept[] {base, bare, moving, movingRaw}) {
            if (k != null) {
                k.buffer().dispose();
            }
        }
        base = null;
        bare = null;
        moving = null;
        movingRaw = null;
        movingRawColour = null;
        windowWidth = 0; // made again on the next frame
        windowHeight = 0;
        current = null;
        depthSource = null;
        derive = null;
        invalidateAll();
    }

    /**
     * The factor, on the stored (sRGB-encoded) values, that turns the picture lit with the lamp at
     * brightness {@code then} into one lit with it at {@code now}: in linear light the lamp's share
     * scales by {@code now / then} and the rest stays; the encoding is close to a power of 1/2.2.
     *
     * @param then the lamp's brightness when the picture was drawn, over 0
     * @param now the lamp's brightness now
     * @param lampShare the lamp's share of the light, 0..1
     * @return the factor, at least 0
     */
    public static float flickerFactor(float then, float now, float lampShare) {
        Validate.positive(then, "then");
        float linear = 1f + lampShare * (now / then - 1f);
        return (float) Math.pow(Math.max(0f, linear), 1 / 2.2);
    }

    /** Makes a step's picture: the base's colour copied and multiplied by the flicker's factor. */
    private void deriveLevel(Kept level, float factor, FrameBuffer target) {
        var r = renderManager.getRenderer();
        Camera guiCam = guiView.getCamera();
        if (quad == null) {
            quadMaterial = new com.jme3.material.Material(roomState.getApplication().getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
            com.jme3.material.RenderState rs = quadMaterial.getAdditionalRenderState();
            rs.setDepthTest(false);
            rs.setDepthWrite(false);
            // 2 * source * destination: a source of factor / 2 multiplies by the factor, up to 2.
            rs.setBlendMode(com.jme3.material.RenderState.BlendMode.ModulateX2);
            quad = new com.jme3.ui.Picture("SceneCache.Flicker");
            quad.setMaterial(quadMaterial);
            quad.setWidth(windowWidth);
            quad.setHeight(windowHeight);
            quad.setPosition(0, 0);
        }
        float s = Math.min(1f, factor / 2f);
        quadMaterial.setColor("Color", new ColorRGBA(s, s, s, 1f));
        quad.updateGeometricState();
        r.setFrameBuffer(level.buffer());
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, base.buffer().getId());
        GL30C.glBlitFramebuffer(0, 0, windowWidth, windowHeight, 0, 0, windowWidth, windowHeight,
                GL11C.GL_COLOR_BUFFER_BIT, GL11C.GL_NEAREST);
        renderManager.setCamera(guiCam, true);
        renderManager.renderGeometry(quad);
        renderManager.setCamera(mainView.getCamera(), false);
        r.setFrameBuffer(target);
    }

    /**
     * Lays the blobs at rest of this frame into the base picture (the camera has not moved since
     * it was drawn): the first time, its colour is kept as the bare picture; after, the base is
     * laid again from the bare one.
     */
    private void relayBase(FrameBuffer target) {
        var r = renderManager.getRenderer();
        Kept from = baseHasBlobs ? bare : base;
        Kept to = baseHasBlobs ? base : bare;
        r.setFrameBuffer(to.buffer());
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, from.buffer().getId());
        GL11C.glDisable(GL30C.GL_FRAMEBUFFER_SRGB);
        GL30C.glBlitFramebuffer(0, 0, windowWidth, windowHeight, 0, 0, windowWidth, windowHeight,
                GL11C.GL_COLOR_BUFFER_BIT, GL11C.GL_NEAREST);
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, to.buffer().getId());
        r.setFrameBuffer(base.buffer());
        resting.draw(renderManager, mainView.getCamera());
        baseHasBlobs = true;
        GL11C.glEnable(GL30C.GL_FRAMEBUFFER_SRGB);
        renderManager.setCamera(mainView.getCamera(), false);
        r.setFrameBuffer(target);
    }

    /** Tells the main view's contact shadows whether the picture laid in holds the blobs at rest. */
    private void leaveResting(boolean leave) {
        for (SceneProcessor p : mainView.getProcessors()) {
            if (p instanceof ContactShadow.Pass pass) {
                pass.setLeaveResting(leave);
            }
        }
    }

    /** On the pre-view, after the room is drawn small: lays the blobs of the things at rest into the picture. */
    private final SceneProcessor blobLayer = new BaseSceneProcessor() {
        @Override
        public void postFrame(FrameBuffer out) {
            boolean small = moving != null && (out == moving.buffer() || movingRaw != null && out == movingRaw.buffer());
            if (resting != null && small) {
                resting.draw(renderManager, cacheCam);
            }
            if (small && movingRaw != null) {
                smooth(out);
            }
        }
    };

    /** Draws the raw small picture into the small picture through FXAA, and copies its depth there. */
    private void smooth(FrameBuffer out) {
        var r = renderManager.getRenderer();
        if (fxaaQuad == null) {
            com.jme3.material.Material m = new com.jme3.material.Material(roomState.getApplication().getAssetManager(),
                    "Common/MatDefs/Post/FXAA.j3md");
            // FXAAFilter's settings.
            m.setFloat("SubPixelShift", 1f / 4f);
            m.setFloat("VxOffset", 0f);
            m.setFloat("SpanMax", 8f);
            m.setFloat("ReduceMul", 1f / 8f);
            m.getAdditionalRenderState().setDepthTest(false);
            m.getAdditionalRenderState().setDepthWrite(false);
            fxaaQuad = new com.jme3.ui.Picture("SceneCache.Fxaa");
            fxaaQuad.setWidth(1f);
            fxaaQuad.setHeight(1f);
            fxaaQuad.setMaterial(m);
        }
        fxaaQuad.getMaterial().setTexture("Texture", movingRawColour);
        fxaaQuad.updateGeometricState();
        r.setFrameBuffer(moving.buffer());
        renderManager.setCamera(cacheCam, true);
        renderManager.renderGeometry(fxaaQuad);
        renderManager.setCamera(cacheCam, false);
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, movingRaw.buffer().getId());
        GL30C.glBlitFramebuffer(0, 0, moving.width(), moving.height(), 0, 0, moving.width(), moving.height(),
                GL11C.GL_DEPTH_BUFFER_BIT, GL11C.GL_NEAREST);
        r.setFrameBuffer(out);
    }

    private void hideRoom() {
        if (!hidden) {
            room.setCullHint(Spatial.CullHint.Always);
            hidden = true;
        }
    }

    private void showRoom() {
        if (hidden) {
            room.setCullHint(Spatial.CullHint.Inherit);
            hidden = false;
        }
    }

    /**
     * The window rectangles, in pixels, that the geometries cover, padded and clipped to the
     * window, overlapping ones merged, at most {@code max} of them (the nearest merged first).
     *
     * @param cam the camera they are seen with
     * @param bounds the geometries' world bounds
     * @param max the most rectangles wanted, at least 1
     * @return {x0, y0, x1, y1} rectangles, x1 and y1 exclusive
     */
    static List<int[]> rectangles(Camera cam, List<BoundingVolume> bounds, int max) {
        List<int[]> out = new ArrayList<>();
        Vector3f corner = new Vector3f();
        Vector3f screen = new Vector3f();
        int w = cam.getWidth();
        int h = cam.getHeight();
        for (BoundingVolume b : bounds) {
            if (b == null) {
                continue;
            }
            Vector3f c = b.getCenter();
            Vector3f ext = extent(b);
            float x0 = Float.MAX_VALUE;
            float y0 = Float.MAX_VALUE;
            float x1 = -Float.MAX_VALUE;
            float y1 = -Float.MAX_VALUE;
            boolean behind = false;
            for (int i = 0; i < 8; i++) {
                corner.set(c.x + ((i & 1) == 0 ? -ext.x : ext.x), c.y + ((i & 2) == 0 ? -ext.y : ext.y),
                        c.z + ((i & 4) == 0 ? -ext.z : ext.z));
                if (cam.getDirection().dot(corner.subtract(cam.getLocation())) <= cam.getFrustumNear()) {
                    behind = true;
                    break;
                }
                cam.getScreenCoordinates(corner, screen);
                x0 = Math.min(x0, screen.x);
                y0 = Math.min(y0, screen.y);
                x1 = Math.max(x1, screen.x);
                y1 = Math.max(y1, screen.y);
            }
            int[] r = behind ? new int[] {0, 0, w, h}
                    : new int[] {(int) Math.floor(x0) - MARGIN, (int) Math.floor(y0) - MARGIN,
                            (int) Math.ceil(x1) + MARGIN, (int) Math.ceil(y1) + MARGIN};
            r[0] = Math.max(0, r[0]);
            r[1] = Math.max(0, r[1]);
            r[2] = Math.min(w, r[2]);
            r[3] = Math.min(h, r[3]);
            if (r[0] < r[2] && r[1] < r[3]) {
                out.add(r);
            }
        }
        // Merge overlapping rectangles, then the pair whose union grows least, until few enough.
        boolean merged = true;
        while (merged) {
            merged = false;
            outer:
            for (int i = 0; i < out.size(); i++) {
                for (int j = i + 1; j < out.size(); j++) {
                    if (overlap(out.get(i), out.get(j))) {
                        out.set(i, union(out.get(i), out.get(j)));
                        out.remove(j);
                        merged = true;
                        break outer;
                    }
                }
            }
        }
        while (out.size() > max) {
            int bi = 0;
            int bj = 1;
            long best = Long.MAX_VALUE;
            for (int i = 0; i < out.size(); i++) {
                for (int j = i + 1; j < out.size(); j++) {
                    long grow = area(union(out.get(i), out.get(j))) - area(out.get(i)) - area(out.get(j));
                    if (grow < best) {
                        best = grow;
                        bi = i;
                        bj = j;
                    }
                }
            }
            out.set(bi, union(out.get(bi), out.get(bj)));
            out.remove(bj);
            // A union can now overlap a third: merge those too.
            for (int i = 0; i < out.size(); i++) {
                if (i != bi && overlap(out.get(i), out.get(bi))) {
                    out.set(bi, union(out.get(bi), out.get(i)));
                    out.remove(i);
                    if (i < bi) {
                        bi--;
                    }
                    i = -1;
                }
            }
        }
        return out;
    }

    private static Vector3f extent(BoundingVolume b) {
        if (b instanceof com.jme3.bounding.BoundingBox box) {
            return box.getExtent(null);
        }
        if (b instanceof com.jme3.bounding.BoundingSphere s) {
            float r = s.getRadius();
            return new Vector3f(r, r, r);
        }
        return new Vector3f(1e3f, 1e3f, 1e3f);
    }

    private static boolean overlap(int[] a, int[] b) {
        return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    }

    private static int[] union(int[] a, int[] b) {
        return new int[] {Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])};
    }

    private static long area(int[] r) {
        return (long) (r[2] - r[0]) * (r[3] - r[1]);
    }

    /** Hashes what changes the kept picture: the camera ({@link #cameraSignature}); the room and the lights but the lamp ({@link #sceneSignature}). */
    private void signature(Camera cam) {
        long h = 17;
        h = mix(h, cam.getLocation());
        Quaternion q = cam.getRotation();
        h = mix(h, q.getX(), q.getY(), q.getZ(), q.getW());
        h = mix(h, cam.getFrustumLeft(), cam.getFrustumRight(), cam.getFrustumTop(), cam.getFrustumBottom());
        h = mix(h, cam.getFrustumNear(), cam.getFrustumFar(), cam.getWidth(), cam.getHeight());
        h = mix(h, cam.getViewPortLeft(), cam.getViewPortRight(), cam.getViewPortTop(), cam.getViewPortBottom());
        h = h * 31 + (cam.isParallelProjection() ? 1 : 0);
        cameraSignature = h;
        long[] acc = {17};
        room.depthFirstTraversal(sp -> {
            long a = acc[0];
            a = a * 31 + System.identityHashCode(sp);
            a = a * 31 + sp.getCullHint().ordinal();
            Transform t = sp.getWorldTransform();
            a = mix(a, t.getTranslation());
            Quaternion r = t.getRotation();
            a = mix(a, r.getX(), r.getY(), r.getZ(), r.getW());
            a = mix(a, t.getScale());
            if (sp instanceof Geometry g) {
                a = a * 31 + System.identityHashCode(g.getMaterial());
                a = a * 31 + System.identityHashCode(g.getMesh());
            }
            acc[0] = a;
        });
        h = acc[0];
        for (Spatial s = room; s != null; s = s.getParent()) {
            for (Light l : s.getLocalLightList()) {
                if (l == roomState.getLamp()) {
                    continue;
                }
                h = h * 31 + System.identityHashCode(l);
                h = h * 31 + (l.isEnabled() ? 1 : 0);
                ColorRGBA c = l.getColor();
                h = mix(h, c.r, c.g, c.b, c.a);
                if (l instanceof PointLight p) {
                    h = mix(h, p.getPosition());
                    h = mix(h, p.getRadius(), 0, 0, 0);
                } else if (l instanceof DirectionalLight d) {
                    h = mix(h, d.getDirection());
                } else if (l instanceof SpotLight sl) {
                    h = mix(h, sl.getPosition());
                    h = mix(h, sl.getDirection());
                }
            }
        }
        sceneSignature = h;
    }

    /**
     * How far, at most, in pixels, a point of the room at least {@code nearest} metres from the
     * camera moves on screen between two placings of a camera: its turn times the focal length,
     * plus its move seen from that distance.
     *
     * @param loc0 where the camera was
     * @param rot0 how it was turned
     * @param loc1 where it is
     * @param rot1 how it is turned
     * @param focal the focal length in pixels
     * @param nearest the nearest distance at which the room is seen, over 0
     * @return pixels, at least 0
     */
    static float pixelShift(Vector3f loc0, Quaternion rot0, Vector3f loc1, Quaternion rot1, float focal, float nearest) {
        // The turn between them, from the relative rotation's vector part (acos of the dot product
        // loses a milliradian to rounding in floats).
        Quaternion r = rot0.inverse().multLocal(rot1);
        double v = Math.sqrt((double) r.getX() * r.getX() + (double) r.getY() * r.getY() + (double) r.getZ() * r.getZ());
        double angle = 2 * Math.atan2(v, Math.abs(r.getW()));
        return (float) (focal * (angle + loc0.distance(loc1) / nearest));
    }

    /** A camera's focal length in pixels: half its height over the tangent of half its vertical field of view. */
    static float focalPixels(Camera cam) {
        float tanHalf = cam.getFrustumTop() / cam.getFrustumNear();
        return cam.getHeight() / 2f / tanHalf;
    }

    private static long frustumSignature(Camera cam) {
        long h = mix(17, cam.getFrustumLeft(), cam.getFrustumRight(), cam.getFrustumTop(), cam.getFrustumBottom());
        h = mix(h, cam.getFrustumNear(), cam.getFrustumFar(), cam.getWidth(), cam.getHeight());
        return mix(h, cam.getViewPortLeft(), cam.getViewPortRight(), cam.getViewPortTop(), cam.getViewPortBottom());
    }

    private static long mix(long h, Vector3f v) {
        return mix(h, v.x, v.y, v.z, 0);
    }

    private static long mix(long h, float a, float b, float c, float d) {
        h = h * 31 + Float.floatToIntBits(a);
        h = h * 31 + Float.floatToIntBits(b);
        h = h * 31 + Float.floatToIntBits(c);
        return h * 31 + Float.floatToIntBits(d);
    }

    /** Lays the picture over the main view's framebuffer, and its depth under what is queued. */
    private void layIn(RenderQueue rq) {
        Kept p = current;
        if (p == null || depthSource == null || p.buffer().getId() <= 0 && p != derive || depthSource.buffer().getId() <= 0) {
            return;
        }
        var r = renderManager.getRenderer();
        FrameBuffer target = mainView.getOutputFrameBuffer();
        if (!verified) {
            GL11C.glGetError(); // what went before is not ours to judge
        }
        r.clearClipRect();
        if (relay) {
            relayBase(target);
            relay = false;
        }
        GL11C.glDisable(GL30C.GL_FRAMEBUFFER_SRGB);
        if (derive != null) {
            deriveLevel(derive, deriveFactor, target);
            derive = null;
        }
        int targetId = target == null ? 0 : target.getId();
        // The colour: a framebuffer blit of the stored bytes (sRGB conversion off), stretched
        // with linear filtering when the picture is smaller than the window.
        boolean same = p.width() == windowWidth && p.height() == windowHeight;
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, p.buffer().getId());
        GL30C.glBlitFramebuffer(0, 0, p.width(), p.height(), 0, 0, windowWidth, windowHeight,
                GL11C.GL_COLOR_BUFFER_BIT, same ? GL11C.GL_NEAREST : GL11C.GL_LINEAR);
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, targetId);
        GL11C.glEnable(GL30C.GL_FRAMEBUFFER_SRGB);
        // The depth, only where something is about to be drawn.
        List<BoundingVolume> bounds = new ArrayList<>();
        for (RenderQueue.Bucket b : new RenderQueue.Bucket[] {RenderQueue.Bucket.Opaque, RenderQueue.Bucket.Transparent,
                RenderQueue.Bucket.Translucent}) {
            GeometryList list = rq.getList(b);
            for (int i = 0; i < list.size(); i++) {
                Geometry g = list.get(i);
                // What is drawn without the depth test (the lamp's glow at LOW) needs none under it.
                if (g.getMaterial() == null || g.getMaterial().getAdditionalRenderState().isDepthTest()) {
                    bounds.add(g.getWorldBound());
                }
            }
        }
        List<int[]> rects = rectangles(mainView.getCamera(), bounds, MAX_RECTANGLES);
        if (rects.isEmpty()) {
            return;
        }
        Kept d = depthSource;
        float sx = (float) d.width() / windowWidth;
        float sy = (float) d.height() / windowHeight;
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, d.buffer().getId());
        for (int[] q : rects) {
            GL30C.glBlitFramebuffer(Math.round(q[0] * sx), Math.round(q[1] * sy), Math.round(q[2] * sx), Math.round(q[3] * sy),
                    q[0], q[1], q[2], q[3], GL11C.GL_DEPTH_BUFFER_BIT, GL11C.GL_NEAREST);
        }
        GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, targetId);
        if (!verified) {
            // A driver may refuse the blits (a window whose depth buffer has another format than
            // the picture's, say): then the room is drawn every frame, as at the other qualities.
            int error = GL11C.glGetError();
            if (error != GL11C.GL_NO_ERROR) {
                failed = true;
                org.slf4j.LoggerFactory.getLogger(SceneCache.class).warn(
                        "The room cannot be kept as a picture here (OpenGL error 0x{} copying it into the window); it is drawn every frame",
                        Integer.toHexString(error));
            }
            verified = true;
        }
    }

    /** Whether the driver refused to copy the picture in (then the room is drawn every frame). */
    public boolean hasFailed() {
        return failed;
    }

    private final SceneProcessor processor = new BaseSceneProcessor() {
        @Override
        public void reshape(ViewPort vp, int w, int h) {
            invalidate();
        }

        @Override
        public void preFrame(float tpf) {
            if (enabled && !failed && cacheView != null && current != null) {
                hideRoom();
            }
            leaveResting(hidden && laidWithBlobs);
        }

        @Override
        public void postQueue(RenderQueue rq) {
            if (hidden) {
                layIn(rq);
            }
        }

        @Override
        public void postFrame(FrameBuffer out) {
            showRoom();
        }

        @Override
        public void cleanup() {
            showRoom();
            super.cleanup();
        }
    };
}
