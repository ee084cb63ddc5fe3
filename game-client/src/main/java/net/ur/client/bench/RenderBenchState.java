package net.ur.client.bench;

import net.ur.client.board.BoardLayout;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.light.AmbientLight;
import com.jme3.light.PointLight;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.post.SceneProcessor;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import net.ur.client.settings.GameOptions;
import net.ur.client.play.PlaySessionState;
import net.ur.client.render.Materials;
import net.ur.client.render.QualityEffects;
import net.ur.client.world.RoomState;

/**
 * The render benchmark behind {@code ./ur bench render}: measures the frame times of the game as
 * a player sees it (a computer-against-computer game in the room), then of a reference scene (one
 * lit box with the same quality's effects) in the same run, and prints the mean frame rate and the
 * 1% low frame time of each and their ratio. Frame times are real time between frames. The game
 * is drawn at its render scale ({@link net.ur.client.world.RenderScaleState}) or, at LOW, with
 * the room kept as a picture ({@link net.ur.client.world.SceneCache}); the reference always at
 * the window's full size, drawn every frame. With {@code -Dur.bench.cpu=true} it also prints the
 * CPU time of the render thread and of llvmpipe's threads per frame, by what the frame did with
 * the kept room (steadier than frame times on a loaded machine).
 */
public class RenderBenchState extends BaseAppState {

    private final GameOptions.Quality quality;
    private final float seconds;
    private final boolean json;
    private final PrintStream out;
    private final List<Double> gameFrames = new ArrayList<>();
    private final List<Double> referenceFrames = new ArrayList<>();
    private long last;
    private double phaseTime;
    private int phase;
    private BenchExperiment experiment;
    private final Node reference = new Node("ReferenceScene");
    private List<SceneProcessor> referenceEffects = List.of();
    /** The render scale the game was drawn at (the reference is drawn at 1). */
    private float gameScale = 1f;
    /** The game's frames and how many of them drew the still room again, or null without a kept picture. */
    private int[] cacheCounts;
    private int[] cacheStart;
    private final double[] kindTime = new double[net.ur.client.world.SceneCache.Kind.values().length];
    private final int[] kindFrames = new int[kindTime.length];
    /** With {@code -Dur.bench.cpu=true}: the CPU time of the render thread and llvmpipe by what the frame did with the room. */
    private final CpuClock cpuClock = Boolean.getBoolean("ur.bench.cpu") ? new CpuClock() : null;
    private long[] lastCpu;
    private final long[][] kindCpu = new long[kindTime.length][2];
    /** With {@code -Dur.bench.trace=true}: each change of what the frames do with the kept room is printed with its time. */
    private static final boolean TRACE = Boolean.getBoolean("ur.bench.trace");
    private int lastTraced = -1;
    /** The scale the kept room was drawn at while the view moved. */
    private float movingScale;

    /**
     * @param quality the quality being measured (the room's, resolved)
     * @param seconds how long each scene is measured, at least 1
     * @param json whether the last line is one JSON object
     * @param out where the figures go
     */
    public RenderBenchState(GameOptions.Quality quality, float seconds, boolean json, PrintStream out) {
        if (seconds < 1) {
            throw new IllegalArgumentException("a benchmark needs at least 1 second per scene, not " + seconds);
        }
        this.quality = quality;
        this.seconds = seconds;
        this.json = json;
        this.out = out;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    @Override
    public void update(float tpf) {
        long now = System.nanoTime();
        double dt = last == 0 ? 0 : (now - last) / 1e9;
        last = now;
        phaseTime += dt;
        switch (phase) {
            case 0 -> {
                // Warm up: shaders compile, the first throw starts.
                if (phaseTime > 2) {
                    cacheStart = keptCounts();
                    next();
                }
            }
            case 1 -> {
                if (System.getProperty("ur.bench.exp") != null) {
                    if (experiment == null) {
                        experiment = new BenchExperiment((SimpleApplication) getApplication(), System.getProperty("ur.bench.exp"));
                    }
                    if (!experiment.update(dt)) {
                        getApplication().stop();
                        phase = 9;
                    }
                    return;
                }
                gameFrames.add(dt);
                long[] cpu = cpuClock == null ? null : cpuClock.read();
                net.ur.client.world.SceneCacheState kept = getState(net.ur.client.world.SceneCacheState.class);
                if (kept != null && kept.isKeeping()) {
                    // The time since the last update is mostly the drawing of the frame decided then.
                    int k = kept.cache().lastKind().ordinal();
                    kindTime[k] += dt;
                    kindFrames[k]++;
                    if (TRACE && k != lastTraced) {
                        out.printf(Locale.ROOT, "trace %6.2f s %s%n", phaseTime, kept.cache().lastKind());
                        lastTraced = k;
                    }
                    if (cpu != null && lastCpu != null) {
                        kindCpu[k][0] += cpu[0] - lastCpu[0];
                        kindCpu[k][1] += cpu[1] - lastCpu[1];
                    }
                }
                lastCpu = cpu;
                if (phaseTime > seconds) {
                    showReference();
                    next();
                }
            }
            case 2 -> {
                if (phaseTime > 1) {
                    next();
                }
            }
            case 3 -> {
                referenceFrames.add(dt);
                if (phaseTime > seconds) {
                    report();
                    next();
                    getApplication().stop();
                }
            }
            default -> { }
        }
    }

    private void next() {
        phase++;
        phaseTime = 0;
    }

    private void showReference() {
        SimpleApplication app = (SimpleApplication) getApplication();
        net.ur.client.world.SceneCacheState cache = getState(net.ur.client.world.SceneCacheState.class);
        int[] now = keptCounts();
        if (now != null && cacheStart != null) {
            cacheCounts = new int[] {now[0] - cacheStart[0], now[1] - cacheStart[1], now[2] - cacheStart[2]};
            movingScale = cache.cache().getMovingScale();
        }

        PlaySessionState game = getState(PlaySessionState.class);
        if (game != null) {
            getStateManager().detach(game);
        }
        RoomState room = getState(RoomState.class);
        GameOptions.Quality q = quality;
        if (room != null) {
            q = room.getQuality();
            room.setEnabled(false);
        }
        app.getGuiNode().detachAllChildren();
        // The reference is drawn at the window's full size, as it always was: the game's render
        // scale is what is being measured against it, not part of the yardstick.
        net.ur.client.world.RenderScaleState scale = getState(net.ur.client.world.RenderScaleState.class);
        if (scale != null) {
            gameScale = scale.getScale();
            scale.setEnabled(false);
        }
        // Lit like the game's materials at this quality (per vertex at LOW).
        Material m = Materials.lit(app.getAssetManager(), null, new ColorRGBA(0.8f, 0.6f, 0.4f, 1f), 8f);
        Geometry box = new Geometry("ReferenceBox", new Box(0.1f, 0.1f, 0.1f));
        box.setMaterial(m);
        box.setLocalTranslation(0, BoardLayout.TABLE_TOP + 0.1f, 0);
        box.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        reference.attachChild(box);
        PointLight light = new PointLight(new Vector3f(0.3f, BoardLayout.TABLE_TOP + 0.4f, 0.3f), ColorRGBA.White, 3f);
        reference.addLight(light);
        reference.addLight(new AmbientLight(new ColorRGBA(0.1f, 0.1f, 0.1f, 1f)));
        app.getRootNode().attachChild(reference);
        referenceEffects = QualityEffects.create(app.getAssetManager(), q,
                QualityEffects.shadowLight(light.getPosition(), box.getLocalTranslation()));
        for (SceneProcessor p : referenceEffects) {
            app.getViewPort().addProcessor(p);
        }
        app.getCamera().lookAt(box.getWorldTranslation(), Vector3f.UNIT_Y);
    }

    /** The kept room's counts now ({@link net.ur.client.world.SceneCache#counts}), or null if the room is not kept. */
    private int[] keptCounts() {
        net.ur.client.world.SceneCacheState cache = getState(net.ur.client.world.SceneCacheState.class);
        return cache != null && cache.isKeeping() ? cache.cache().counts() : null;
    }

    /** Mean frames per second of a list of frame times. */
    static double fps(List<Double> frames) {
        double sum = 0;
        for (double f : frames) {
            sum += f;
        }
        return frames.isEmpty() || sum == 0 ? 0 : frames.size() / sum;
    }

    /** The 1% low: the mean of the slowest 1% of frame times, in milliseconds. */
    static double low1(List<Double> frames) {
        if (frames.isEmpty()) {
            return 0;
        }
        double[] sorted = frames.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = Math.max(1, sorted.length / 100);
        return Arrays.stream(sorted, sorted.length - n, sorted.length).average().orElse(0) * 1000;
    }

    private void report() {
        RoomState room = getState(RoomState.class);
        String q = (room == null ? quality : room.getQuality()).name().toLowerCase(Locale.ROOT);
        double fps = fps(gameFrames);
        double ref = fps(referenceFrames);
        double ratio = ref == 0 ? 0 : fps / ref;
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        out.printf(Locale.ROOT, "bench render: quality %s, %dx%d, %.0f s per scene, game drawn at render scale %.2f, reference at 1%n",
                q, w, h, seconds, gameScale);
        out.printf(Locale.ROOT, "  game      %7.1f fps   1%% low %7.1f ms   (%d frames)%n", fps, low1(gameFrames), gameFrames.size());
        out.printf(Locale.ROOT, "  reference %7.1f fps   1%% low %7.1f ms   (%d frames)%n", ref, low1(referenceFrames), referenceFrames.size());
        out.printf(Locale.ROOT, "  ratio     %7.2f%n", ratio);
        if (cacheCounts != null) {
            out.printf(Locale.ROOT, "  the room was kept as a picture: drawn again in %d of %d frames, %d of them at %.2f while the view moved%n",
                    cacheCounts[1], cacheCounts[0], cacheCounts[2], movingScale);
            StringBuilder b = new StringBuilder("  time by frame:");
            for (net.ur.client.world.SceneCache.Kind k : net.ur.client.world.SceneCache.Kind.values()) {
                int i = k.ordinal();
                b.append(String.format(Locale.ROOT, " %s %d frames %.1f s (%.1f ms each);", k.name().toLowerCase(Locale.ROOT), kindFrames[i],
                        kindTime[i], kindFrames[i] == 0 ? 0 : 1000 * kindTime[i] / kindFrames[i]));
            }
            out.println(b);
            if (cpuClock != null) {
                StringBuilder c = new StringBuilder("  cpu by frame (render thread + llvmpipe):");
                for (net.ur.client.world.SceneCache.Kind k : net.ur.client.world.SceneCache.Kind.values()) {
                    int i = k.ordinal();
                    int n = Math.max(1, kindFrames[i]);
                    c.append(String.format(Locale.ROOT, " %s %.1f + %.1f ms;", k.name().toLowerCase(Locale.ROOT),
                            kindCpu[i][0] / 1e6 / n, kindCpu[i][1] / 1e6 / n));
                }
                long[] all = new long[2];
                int frames = 0;
                for (int i = 0; i < kindCpu.length; i++) {
                    all[0] += kindCpu[i][0];
                    all[1] += kindCpu[i][1];
                    frames += kindFrames[i];
                }
                c.append(String.format(Locale.ROOT, " all %.1f + %.1f ms", all[0] / 1e6 / Math.max(1, frames), all[1] / 1e6 / Math.max(1, frames)));
                out.println(c);
            }
        }
        if (json) {
            out.printf(Locale.ROOT, "{\"quality\": \"%s\", \"width\": %d, \"height\": %d, \"render_scale\": %.2f, \"kept_room\": %s, \"fps\": %.2f, \"low1_ms\": %.2f, "
                    + "\"reference_fps\": %.2f, \"reference_low1_ms\": %.2f, \"ratio\": %.3f, \"frames\": %d}%n",
                    q, w, h, gameScale, cacheCounts != null, fps, low1(gameFrames), ref, low1(referenceFrames), ratio, gameFrames.size());
        }
        out.flush();
    }
}
