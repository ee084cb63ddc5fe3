package net.ur.client.hud;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The glow of the HUD icons a lesson lights ({@link HudCue}): a frame in the lesson's colour round
 * each icon, pulsing twice over {@link #SECONDS} and then gone. It follows the icon wherever the
 * display draws it each frame, and is not drawn while the icon is not shown.
 */
final class IconGlow {

    /** How long an icon glows, in seconds. */
    static final float SECONDS = 1.8f;
    /** The glow's colour: the lesson's turquoise, as its cues on the table. */
    static final ColorRGBA COLOUR = HudIcons.LESSON_GLOW;
    /** Pixels between the icon and its frame. */
    private static final float GAP = 3;

    /**
     * Where an icon is drawn: the node it is in and its rectangle there, in pixels.
     *
     * @param parent the node drawing the icon; not null
     * @param x left edge
     * @param y bottom edge
     * @param width width, above 0
     * @param height height, above 0
     */
    record Place(Node parent, float x, float y, float width, float height) {
    }

    private static final class Glow {
        final HudCue.Target target;
        final Node node = new Node("IconHud.Glow");
        final Geometry sharp;
        final Geometry soft;
        float age;
        boolean shown;
        float width = -1;
        float height = -1;

        Glow(HudCue.Target target, AssetManager assets) {
            this.target = target;
            sharp = new Geometry("IconHud.GlowFrame", new com.jme3.scene.Mesh());
            soft = new Geometry("IconHud.GlowHalo", new com.jme3.scene.Mesh());
            for (Geometry g : new Geometry[] {sharp, soft}) {
                Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
                m.setColor("Color", COLOUR.clone());
                m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
                g.setMaterial(m);
                node.attachChild(g);
            }
        }
    }

    private final AssetManager assets;
    private final List<Glow> glows = new ArrayList<>();

    IconGlow(AssetManager assets) {
        this.assets = assets;
    }

    /** Lights targets: each glows from now (again, if it was glowing). */
    void start(List<HudCue.Target> targets) {
        for (HudCue.Target t : targets) {
            glows.removeIf(g -> {
                if (g.target.equals(t)) {
                    g.node.removeFromParent();
                    return true;
                }
                return false;
            });
            glows.add(new Glow(t, assets));
        }
    }

    /**
     * Ages the glows and draws each where its icon is now.
     *
     * @param tpf seconds since the last frame
     * @param places where a target is drawn now, or null when it is not shown
     */
    void update(float tpf, Function<HudCue.Target, Place> places) {
        for (int i = glows.size() - 1; i >= 0; i--) {
            Glow g = glows.get(i);
            g.age += tpf;
            if (g.age >= SECONDS) {
                g.node.removeFromParent();
                glows.remove(i);
                continue;
            }
            Place p = places.apply(g.target);
            g.shown = p != null && p.width() > 0 && p.height() > 0;
            if (!g.shown) {
                g.node.removeFromParent();
                continue;
            }
            if (g.node.getParent() != p.parent()) {
                p.parent().attachChild(g.node);
            }
            if (p.width() != g.width || p.height() != g.height) {
                g.width = p.width();
                g.height = p.height();
                g.sharp.setMesh(IconHudState.frameMesh(g.width + 2 * GAP, g.height + 2 * GAP, 2.5f));
                g.sharp.setLocalTranslation(-GAP, -GAP, 0.05f);
                g.soft.setMesh(IconHudState.frameMesh(g.width + 2 * GAP + 5, g.height + 2 * GAP + 5, 5f));
                g.soft.setLocalTranslation(-GAP - 2.5f, -GAP - 2.5f, 0);
            }
            // Above everything the node draws (text and icons lie within 0..0.3 of it).
            g.node.setLocalTranslation(p.x(), p.y(), 0.45f);
            // Two pulses, from nothing back to nothing.
            float a = Math.abs(FastMath.sin(FastMath.TWO_PI * g.age / SECONDS));
            g.sharp.getMaterial().setColor("Color", new ColorRGBA(COLOUR.r, COLOUR.g, COLOUR.b, 0.95f * a));
            g.soft.getMaterial().setColor("Color", new ColorRGBA(COLOUR.r, COLOUR.g, COLOUR.b, 0.35f * a));
        }
    }

    /** The targets glowing now and drawn where their icons are. */
    List<HudCue.Target> lit() {
        List<HudCue.Target> out = new ArrayList<>();
        for (Glow g : glows) {
            if (g.shown) {
                out.add(g.target);
            }
        }
        return List.copyOf(out);
    }

    /** Takes every glow away. */
    void clear() {
        for (Glow g : glows) {
            g.node.removeFromParent();
        }
        glows.clear();
    }
}
