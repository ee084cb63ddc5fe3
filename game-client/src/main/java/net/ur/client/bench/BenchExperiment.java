package net.ur.client.bench;

import com.jme3.app.SimpleApplication;
import com.jme3.light.DirectionalLight;
import com.jme3.light.Light;
import com.jme3.light.PointLight;
import com.jme3.material.MatParam;
import com.jme3.material.Material;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.texture.Texture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A developer's tool behind {@code ./ur bench render} with {@code -Dur.bench.exp=V1,V2,...} (in
 * {@code UR_JAVA_OPTS}): instead of the game's measurement, each variant changes the running game
 * for 5 s (the first second not counted; {@code -Dur.bench.expSeconds} changes the 4 s counted), then prints its frame rate, the CPU time per frame of
 * the main thread, llvmpipe's threads and the computer player (from /proc/self/task/N/schedstat,
 * steadier than frame rates on a loaded machine) and the renderer's statistics, and undoes the
 * change; at LOW with the room kept, it also prints the CPU time per frame by what the frame did
 * with the room ({@link net.ur.client.world.SceneCache.Kind}). Variants, joined with '+' to
 * combine: base, nogui, noroom, nosky, nofurniture, noboard, noentities, noblobs (no contact
 * shadows drawn), noblobctl (their controls stopped), noglow, noflame (the flame and its glow),
 * noflamemodel, nolamp, nomoon, nolights, nosrgb, unshaded, unshadednotex, litnotex, vertexlit,
 * bilinear, nearest, f2b (front to back), quarter (a quarter of the screen), empty, emptyall,
 * fsquad, fsquadtex, fsquadlit (one full-screen quad); at MEDIUM and HIGH noshadow, nossao, nobloom,
 * nofxaa, onlytablerecv (only the table, board and entities receive the lamp's shadows), and
 * ssaoapprox, bloomdown2, bloomscene, shadowbilinear, shadowpcf4, shadow512 (the effects made again
 * with one setting changed). See docs/PERFORMANCE.md.
 */
final class BenchExperiment {

    /** How long each variant is measured, after a second to settle ({@code -Dur.bench.expSeconds}, default 4). */
    private static final double SECONDS = Double.parseDouble(System.getProperty("ur.bench.expSeconds", "4"));

    private final SimpleApplication app;
    private final String[] variants;
    private int index = -1;
    private double time;
    private final List<Double> frames = new ArrayList<>();
    private Map<String, Long> cpuStart;
    private final Map<Geometry, Material> saved = new IdentityHashMap<>();
    private final Map<Texture, Texture.MinFilter> savedFilters = new IdentityHashMap<>();
    private final List<Light> removed = new ArrayList<>();
    private final CpuClock clock = new CpuClock();
    private long[] lastCpu;
    private final int[] kindFrames = new int[net.ur.client.world.SceneCache.Kind.values().length];
    private final long[][] kindCpu = new long[kindFrames.length][2];

    BenchExperiment(SimpleApplication app, String list) {
        this.app = app;
        this.variants = list.split(",");
    }

    /** Returns false when done. */
    boolean update(double dt) {
        time += dt;
        if (index < 0) {
            start(0);
            return true;
        }
        if (time > 1.0) {
            if (cpuStart == null) {
                cpuStart = threadCpu();
                app.getRenderer().getStatistics().setEnabled(true);
                java.util.Arrays.stream(kindCpu).forEach(a -> java.util.Arrays.fill(a, 0));
                java.util.Arrays.fill(kindFrames, 0);
                lastCpu = clock.read();
            } else {
                frames.add(dt);
                long[] cpu = clock.read();
                var kept = app.getStateManager().getState(net.ur.client.world.SceneCacheState.class);
                if (kept != null && kept.isKeeping()) {
                    int k = kept.cache().lastKind().ordinal();
                    kindFrames[k]++;
                    kindCpu[k][0] += cpu[0] - lastCpu[0];
                    kindCpu[k][1] += cpu[1] - lastCpu[1];
                }
                lastCpu = cpu;
            }
        }
        if (time > 1.0 + SECONDS) {
            report();
            undo(variants[index]);
            if (index + 1 >= variants.length) {
                return false;
            }
            start(index + 1);
        }
        return true;
    }

    private void start(int i) {
        index = i;
        time = 0;
        frames.clear();
        apply(variants[i]);
        cpuStart = null;
    }

    private void report() {
        double sum = 0;
        for (double f : frames) {
            sum += f;
        }
        Map<String, Long> cpu = threadCpu();
        StringBuilder sb = new StringBuilder();
        if (cpuStart != null) {
            Map<String, Long> agg = new HashMap<>();
            for (var e : cpu.entrySet()) {
                long d = e.getValue() - cpuStart.getOrDefault(e.getKey(), 0L);
                String k = e.getKey().replaceAll(":.*", "").replaceAll("[0-9]+$", "#");
                agg.merge(k, d, Long::sum);
            }
            long render = agg.getOrDefault("jME3 Main", 0L) + agg.getOrDefault("llvmpipe-#", 0L);
            sb.append(String.format(Locale.ROOT, " cpu/frame %.1f ms (main %.1f, llvmpipe %.1f, ai %.1f)",
                    render / 1e6 / frames.size(), agg.getOrDefault("jME3 Main", 0L) / 1e6 / frames.size(),
                    agg.getOrDefault("llvmpipe-#", 0L) / 1e6 / frames.size(),
                    agg.getOrDefault("ur-computer-player", 0L) / 1e6 / frames.size()));
        }
        var st = app.getRenderer().getStatistics();
        String[] labels = st.getLabels();
        int[] data = new int[labels.length];
        st.getData(data);
        StringBuilder s2 = new StringBuilder();
        for (int k = 0; k < labels.length; k++) {
            if (labels[k].startsWith("Triangles") || labels[k].startsWith("Objects") || labels[k].startsWith("Shaders (S)")
                    || labels[k].startsWith("Textures (S)") || labels[k].startsWith("Uniforms")) {
                s2.append(' ').append(labels[k]).append('=').append(data[k]);
            }
        }
        System.out.printf(Locale.ROOT, "exp %-14s %6.1f fps  %s |%s%n", variants[index], frames.size() / sum, sb, s2);
        StringBuilder kinds = new StringBuilder();
        for (net.ur.client.world.SceneCache.Kind k : net.ur.client.world.SceneCache.Kind.values()) {
            int i = k.ordinal();
            if (kindFrames[i] > 0) {
                kinds.append(String.format(Locale.ROOT, " %s %d: %.1f + %.1f ms;", k.name().toLowerCase(Locale.ROOT), kindFrames[i],
                        kindCpu[i][0] / 1e6 / kindFrames[i], kindCpu[i][1] / 1e6 / kindFrames[i]));
            }
        }
        System.out.printf(Locale.ROOT, "kinds %-12s%s%n", variants[index], kinds);
        System.out.flush();
    }


    /** CPU ticks (1/100 s) of each native thread of this process, by name:tid. */
    private static Map<String, Long> threadCpu() {
        Map<String, Long> out = new HashMap<>();
        try (var dirs = Files.list(Path.of("/proc/self/task"))) {
            for (Path d : (Iterable<Path>) dirs::iterator) {
                String stat = Files.readString(d.resolve("stat"));
                int open = stat.indexOf('(');
                int close = stat.lastIndexOf(')');
                String name = stat.substring(open + 1, close);
                String[] f = stat.substring(close + 2).split(" ");
                long ticks = Long.parseLong(Files.readString(d.resolve("schedstat")).trim().split(" ")[0]);
                out.put(name + ":" + d.getFileName(), ticks);
            }
        } catch (IOException | RuntimeException e) {
            // ignore
        }
        return out;
    }

    private Spatial find(String name) {
        Spatial[] hit = new Spatial[1];
        app.getRootNode().depthFirstTraversal(s -> {
            if (hit[0] == null && name.equals(s.getName())) {
                hit[0] = s;
            }
        });
        return hit[0];
    }

    private void cull(String name, boolean off) {
        Spatial s = find(name);
        if (s == null) {
            System.out.println("exp: no spatial " + name);
            return;
        }
        s.setCullHint(Spatial.CullHint.Always);
        culled.add(s);
    }

    private final List<Spatial> culled = new ArrayList<>();
    private final List<com.jme3.scene.control.AbstractControl> disabledControls = new ArrayList<>();

    private void apply(String all) {
        for (String v : all.split("\\+")) {
            apply1(v);
        }
    }

    private void apply1(String v) {
        switch (v) {
            case "f2b" -> app.getViewPort().getQueue().setGeometryComparator(com.jme3.renderer.queue.RenderQueue.Bucket.Opaque,
                    new com.jme3.renderer.queue.GeometryComparator() {
                        private com.jme3.renderer.Camera cam;
                        @Override
                        public void setCamera(com.jme3.renderer.Camera c) {
                            cam = c;
                        }
                        @Override
                        public int compare(Geometry a, Geometry b) {
                            return Float.compare(a.getWorldBound().distanceToEdge(cam.getLocation()),
                                    b.getWorldBound().distanceToEdge(cam.getLocation()));
                        }
                    });
            case "base" -> { }
            case "nogui" -> app.getGuiNode().setCullHint(Spatial.CullHint.Always);
            case "noblobs" -> {
                savedProcessors = new ArrayList<>(app.getViewPort().getProcessors());
                for (var pr : savedProcessors) {
                    if (pr.getClass().getName().contains("ContactShadow")) {
                        app.getViewPort().removeProcessor(pr);
                    }
                }
            }
            case "noblobctl" -> app.getRootNode().depthFirstTraversal(s -> {
                var c = s.getControl(net.ur.client.render.ContactShadow.class);
                if (c != null) {
                    c.setEnabled(false);
                    disabledControls.add(c);
                }
            });
            case "noglow" -> cull("FlameGlow", true);
            case "noflamemodel" -> {
                Node f = (Node) find("LampFlame");
                f.getChild(0).setCullHint(Spatial.CullHint.Always);
                culled.add(f.getChild(0));
            }
            case "noflame" -> cull("RoomLive", true);
            case "dumpscene" -> {
                // Triangles and vertices of each top-level part, and what the camera sees of them.
                com.jme3.renderer.Camera cam = app.getCamera();
                app.getRootNode().depthFirstTraversal(sp -> {
                    if (sp instanceof Geometry g) {
                        int planes = cam.getPlaneState();
                        cam.setPlaneState(0);
                        boolean seen = cam.contains(g.getWorldBound()) != com.jme3.renderer.Camera.FrustumIntersect.Outside;
                        cam.setPlaneState(planes);
                        StringBuilder path = new StringBuilder(g.getName());
                        for (Node n = g.getParent(); n != null && n != app.getRootNode(); n = n.getParent()) {
                            path.insert(0, n.getName() + "/");
                        }
                        System.out.printf(Locale.ROOT, "geom %6d tris %6d verts %s %s%n", g.getTriangleCount(), g.getVertexCount(),
                                seen ? "seen" : "culled", path);
                    }
                });
            }
            case "noiconhud", "nohudtext" -> {
                for (Spatial ch : app.getGuiNode().getChildren()) {
                    if (ch.getName() != null && ch.getName().equals(v.equals("noiconhud") ? "IconHud" : "Hud")) {
                        ch.setCullHint(Spatial.CullHint.Always);
                        culled.add(ch);
                    }
                }
            }
            case "dumpgui" -> app.getGuiNode().depthFirstTraversal(s -> {
                if (s instanceof Geometry g) {
                    var b = g.getWorldBound();
                    String size = b instanceof com.jme3.bounding.BoundingBox bb
                            ? String.format(Locale.ROOT, "%.0fx%.0f", 2 * bb.getXExtent(), 2 * bb.getYExtent()) : String.valueOf(b);
                    System.out.println("gui " + g.getName() + " " + size + " " + g.getMaterial().getMaterialDef().getName()
                            + " blend=" + g.getMaterial().getAdditionalRenderState().getBlendMode() + " cull=" + g.getCullHint()
                            + " parentCull=" + (g.getParent() == null ? "" : g.getParent().getCullHint()) + " tris=" + g.getTriangleCount());
                }
            });
            case "noroom" -> {
                Node mr = (Node) find("ModelledRoom");
                mr.getChild(0).setCullHint(Spatial.CullHint.Always);
                culled.add(mr.getChild(0));
            }
            case "nosky" -> {
                Node mr = (Node) find("ModelledRoom");
                mr.getChild(1).setCullHint(Spatial.CullHint.Always);
                culled.add(mr.getChild(1));
            }
            case "nofurniture" -> cull("Furniture", true);
            case "noboard" -> cull("Board.STANDARD", true);
            case "noentities" -> cull("Entities", true);
            case "nolamp", "nomoon", "nolights" -> {
                for (Light l : app.getRootNode().getLocalLightList()) {
                    boolean hit = v.equals("nolights") ? !(l instanceof com.jme3.light.AmbientLight)
                            : v.equals("nolamp") ? l instanceof PointLight : l instanceof DirectionalLight;
                    if (hit) {
                        removed.add(l);
                    }
                }
                removed.forEach(app.getRootNode()::removeLight);
            }
            case "nosrgb" -> app.getRenderer().setMainFrameBufferSrgb(false);
            case "fsquad", "fsquadtex", "fsquadlit" -> {
                for (Spatial ch : app.getRootNode().getChildren()) {
                    ch.setCullHint(Spatial.CullHint.Always);
                    culled.add(ch);
                }
                app.getGuiNode().setCullHint(Spatial.CullHint.Always);
                Material m;
                if (v.equals("fsquadlit")) {
                    m = new Material(app.getAssetManager(), "Common/MatDefs/Light/Lighting.j3md");
                    m.setTexture("DiffuseMap", app.getAssetManager().loadTexture("Textures/Wood/wood_table.png"));
                } else {
                    m = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
                    m.setColor("Color", com.jme3.math.ColorRGBA.Brown);
                    if (v.equals("fsquadtex")) {
                        m.setTexture("ColorMap", app.getAssetManager().loadTexture("Textures/Wood/wood_table.png"));
                    }
                }
                com.jme3.scene.shape.Quad q = new com.jme3.scene.shape.Quad(40, 40);
                Geometry g = new Geometry("fs", q);
                g.setMaterial(m);
                com.jme3.renderer.Camera c = app.getCamera();
                com.jme3.math.Quaternion r = c.getRotation().mult(new com.jme3.math.Quaternion().fromAngles(0, com.jme3.math.FastMath.PI, 0));
                g.setLocalRotation(r);
                g.setLocalTranslation(c.getLocation().add(c.getDirection().mult(1f))
                        .subtract(r.mult(com.jme3.math.Vector3f.UNIT_X).mult(20f)).subtract(r.mult(com.jme3.math.Vector3f.UNIT_Y).mult(20f)));
                m.getAdditionalRenderState().setFaceCullMode(com.jme3.material.RenderState.FaceCullMode.Off);
                Node n = new Node("fsroot");
                n.attachChild(g);
                n.addLight(new com.jme3.light.PointLight(c.getLocation(), com.jme3.math.ColorRGBA.White, 10f));
                app.getRootNode().attachChild(n);
                extra = n;
            }
            case "quarter" -> app.getCamera().setViewPort(0f, 0.5f, 0f, 0.5f);
            case "unshadednotex", "litnotex", "unshaded", "vertexlit" -> app.getRootNode().depthFirstTraversal(s -> {
                if (s instanceof Geometry g && g.getMaterial() != null
                        && g.getMaterial().getMaterialDef().getAssetName().contains("Lighting")) {
                    Material m = g.getMaterial();
                    saved.put(g, m);
                    if (v.equals("vertexlit")) {
                        Material u = m.clone();
                        u.setBoolean("VertexLighting", true);
                        g.setMaterial(u);
                        return;
                    }
                    if (v.equals("litnotex")) {
                        Material u = m.clone();
                        u.clearParam("DiffuseMap");
                        g.setMaterial(u);
                        return;
                    }
                    Material u = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
                    MatParam map = m.getParam("DiffuseMap");
                    if (map != null && v.equals("unshaded")) {
                        u.setTexture("ColorMap", (Texture) map.getValue());
                    }
                    MatParam c = m.getParam("Diffuse");
                    if (c != null) {
                        u.setColor("Color", (com.jme3.math.ColorRGBA) c.getValue());
                    }
                    g.setMaterial(u);
                }
            });
            case "bilinear", "nearest" -> app.getRootNode().depthFirstTraversal(s -> {
                if (s instanceof Geometry g && g.getMaterial() != null) {
                    for (MatParam p : g.getMaterial().getParams()) {
                        if (p.getValue() instanceof Texture t && !savedFilters.containsKey(t)) {
                            savedFilters.put(t, t.getMinFilter());
                            t.setMinFilter(v.equals("bilinear") ? Texture.MinFilter.BilinearNearestMipMap
                                    : Texture.MinFilter.NearestNearestMipMap);
                        }
                    }
                }
            });
            case "noshadow" -> {
                savedProcessors = new ArrayList<>(app.getViewPort().getProcessors());
                for (var pr : savedProcessors) {
                    if (pr instanceof com.jme3.shadow.AbstractShadowRenderer) {
                        app.getViewPort().removeProcessor(pr);
                    }
                }
            }
            case "nossao", "nobloom", "nofxaa" -> {
                for (var pr : app.getViewPort().getProcessors()) {
                    if (pr instanceof com.jme3.post.FilterPostProcessor fpp) {
                        for (var f : fpp.getFilterList()) {
                            if ((v.equals("nossao") && f instanceof com.jme3.post.ssao.SSAOFilter)
                                    || (v.equals("nobloom") && f instanceof com.jme3.post.filters.BloomFilter)
                                    || (v.equals("nofxaa") && f instanceof com.jme3.post.filters.FXAAFilter)) {
                                f.setEnabled(false);
                                disabledFilters.add(f);
                            }
                        }
                    }
                }
            }
            case "ssaoapprox", "bloomdown2", "bloomscene", "shadowbilinear", "shadowpcf4", "shadow512" -> {
                savedProcessors = new ArrayList<>(app.getViewPort().getProcessors());
                for (var pr : savedProcessors) {
                    app.getViewPort().removeProcessor(pr);
                }
                for (var pr : savedProcessors) {
                    if (pr instanceof com.jme3.post.FilterPostProcessor) {
                        var fpp = new com.jme3.post.FilterPostProcessor(app.getAssetManager());
                        var ssao = new com.jme3.post.ssao.SSAOFilter(0.6f, 1.8f, 0.2f, 0.1f);
                        ssao.setApproximateNormals(v.equals("ssaoapprox"));
                        fpp.addFilter(ssao);
                        var bloom = new com.jme3.post.filters.BloomFilter(v.equals("bloomscene")
                                ? com.jme3.post.filters.BloomFilter.GlowMode.Scene : com.jme3.post.filters.BloomFilter.GlowMode.Objects);
                        bloom.setBloomIntensity(1.4f);
                        bloom.setExposurePower(3f);
                        if (v.equals("bloomscene")) {
                            bloom.setExposureCutOff(0.8f);
                        }
                        if (v.contains("bloomdown2")) {
                            bloom.setDownSamplingFactor(2f);
                        }
                        fpp.addFilter(bloom);
                        fpp.addFilter(new com.jme3.post.filters.FXAAFilter());
                        app.getViewPort().addProcessor(fpp);
                    } else if (pr instanceof com.jme3.shadow.SpotLightShadowRenderer old && v.startsWith("shadow")) {
                        var sh = new com.jme3.shadow.SpotLightShadowRenderer(app.getAssetManager(), v.equals("shadow512") ? 512 : 1024);
                        sh.setLight(old.getLight());
                        sh.setEdgeFilteringMode(v.equals("shadowbilinear") ? com.jme3.shadow.EdgeFilteringMode.Bilinear
                                : v.equals("shadowpcf4") ? com.jme3.shadow.EdgeFilteringMode.PCF4 : com.jme3.shadow.EdgeFilteringMode.PCFPOISSON);
                        sh.setShadowIntensity(0.65f);
                        app.getViewPort().addProcessor(sh);
                    } else {
                        app.getViewPort().addProcessor(pr);
                    }
                }
            }
            case "onlytablerecv" -> app.getRootNode().depthFirstTraversal(s -> {
                if (s instanceof Geometry g && g.getShadowMode() != com.jme3.renderer.queue.RenderQueue.ShadowMode.Off) {
                    boolean keep = false;
                    for (Spatial p = g; p != null; p = p.getParent()) {
                        String n = p.getName() == null ? "" : p.getName();
                        if (n.startsWith("Board") || n.equals("Entities") || n.toLowerCase(Locale.ROOT).contains("table")) {
                            keep = true;
                        }
                    }
                    if (!keep) {
                        savedModes.put(g, g.getShadowMode());
                        g.setShadowMode(com.jme3.renderer.queue.RenderQueue.ShadowMode.Cast);
                    }
                }
            });
            case "empty" -> app.getRootNode().setCullHint(Spatial.CullHint.Always);
            case "emptyall" -> {
                app.getRootNode().setCullHint(Spatial.CullHint.Always);
                app.getGuiNode().setCullHint(Spatial.CullHint.Always);
            }
            default -> {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("scale(\\d+)(blit|blitraw|quad|quadraw)").matcher(v);
                if (m.matches()) {
                    scaler = new net.ur.client.render.RenderScale(app.getAssetManager(), Integer.parseInt(m.group(1)) / 100f,
                            net.ur.client.render.RenderScale.Upscale.valueOf(m.group(2).toUpperCase(Locale.ROOT)
                                    .replace("RAW", "_RAW")));
                    app.getViewPort().addProcessor(scaler.sceneProcessor());
                    app.getGuiViewPort().addProcessor(scaler.guiProcessor());
                } else {
                    System.out.println("exp: unknown variant " + v);
                }
            }
        }
    }

    private Node extra;
    private net.ur.client.render.RenderScale scaler;

    void renderExtra() {
        if (extra != null) {
            extra.updateLogicalState(0);
            extra.updateGeometricState();
            app.getRenderManager().renderScene(extra, app.getViewPort());
        }
    }

    private List<com.jme3.post.SceneProcessor> savedProcessors;
    private final List<com.jme3.post.Filter> disabledFilters = new ArrayList<>();
    private final Map<Geometry, com.jme3.renderer.queue.RenderQueue.ShadowMode> savedModes = new IdentityHashMap<>();

    private void undo(String v) {
        if (savedProcessors != null) {
            for (var pr : new ArrayList<>(app.getViewPort().getProcessors())) {
                app.getViewPort().removeProcessor(pr);
            }
            savedProcessors.forEach(app.getViewPort()::addProcessor);
            savedProcessors = null;
        }
        disabledFilters.forEach(f -> f.setEnabled(true));
        disabledFilters.clear();
        savedModes.forEach(Geometry::setShadowMode);
        savedModes.clear();
        if (extra != null) {
            extra.removeFromParent();
        }
        extra = null;
        if (scaler != null) {
            app.getViewPort().removeProcessor(scaler.sceneProcessor());
            app.getGuiViewPort().removeProcessor(scaler.guiProcessor());
            scaler = null;
        }
        app.getGuiNode().setCullHint(Spatial.CullHint.Inherit);
        app.getRootNode().setCullHint(Spatial.CullHint.Inherit);
        culled.forEach(s -> s.setCullHint(Spatial.CullHint.Inherit));
        disabledControls.forEach(c -> c.setEnabled(true));
        disabledControls.clear();
        culled.clear();
        removed.forEach(app.getRootNode()::addLight);
        removed.clear();
        app.getRenderer().setMainFrameBufferSrgb(true);
        app.getCamera().setViewPort(0f, 1f, 0f, 1f);
        app.getViewPort().getQueue().setGeometryComparator(com.jme3.renderer.queue.RenderQueue.Bucket.Opaque,
                new com.jme3.renderer.queue.OpaqueComparator());
        saved.forEach(Geometry::setMaterial);
        saved.clear();
        savedFilters.forEach(Texture::setMinFilter);
        savedFilters.clear();
    }
}
