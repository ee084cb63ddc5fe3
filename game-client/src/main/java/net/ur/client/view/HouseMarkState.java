package net.ur.client.view;

import net.ur.client.board.BoardLayout;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Sphere;
import com.simsilica.es.Entity;
import com.simsilica.es.EntityContainer;
import com.simsilica.es.EntityData;
import com.simsilica.es.EntityId;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.Highlight;
import net.ur.client.es.components.House;
import net.ur.client.es.components.Position;

/**
 * The view of highlighted houses: a small gold mark on each house a move passes over, and a soft
 * gold disc on the house where it lands. It draws what the house entities' {@link Highlight}s say,
 * whoever set them (the hovered move's preview now; a lesson's marked house alike). The marks
 * follow the entities through SiO2's {@link EntityContainer}.
 */
public class HouseMarkState extends BaseAppState {

    private final Node root = new Node("HouseMarks");
    private Marks marks;
    private Material pathMaterial;
    private Material destinationMaterial;

    @Override
    protected void initialize(Application app) {
        pathMaterial = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        pathMaterial.setColor("Color", new ColorRGBA(1f, 0.8f, 0.35f, 0.9f));
        destinationMaterial = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        destinationMaterial.setColor("Color", new ColorRGBA(1f, 0.8f, 0.35f, 0.22f));
        destinationMaterial.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        destinationMaterial.getAdditionalRenderState().setDepthWrite(false);
        marks = new Marks(getState(EntityDataState.class).getEntityData());
        marks.start();
    }

    @Override
    protected void cleanup(Application app) {
        marks.stop();
        root.detachAllChildren();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(root);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }

    @Override
    public void update(float tpf) {
        marks.update();
    }

    /** The mark shown on a house now, for tests; null when it has none. */
    public Spatial markOf(EntityId house) {
        Node holder = marks.getObject(house);
        return holder == null || holder.getQuantity() == 0 ? null : holder.getChild(0);
    }

    /** A holder node per highlighted house, holding its mark (none for a kind not drawn). */
    private final class Marks extends EntityContainer<Node> {

        Marks(EntityData ed) {
            super(ed, House.class, Highlight.class, Position.class);
        }

        @Override
        protected Node addObject(Entity e) {
            Node holder = new Node("HouseMark");
            root.attachChild(holder);
            updateObject(holder, e);
            return holder;
        }

        @Override
        protected void updateObject(Node holder, Entity e) {
            holder.detachAllChildren();
            Spatial mark = markFor(e.get(Highlight.class).kind(), e.get(Position.class).location());
            if (mark != null) {
                holder.attachChild(mark);
            }
        }

        @Override
        protected void removeObject(Node holder, Entity e) {
            holder.removeFromParent();
        }
    }

    private Spatial markFor(Highlight.Kind kind, Vector3f at) {
        Geometry mark;
        if (kind == Highlight.Kind.PATH) {
            mark = new Geometry("PathMark", new Sphere(6, 8, 0.004f));
            mark.setMaterial(pathMaterial);
            mark.setLocalTranslation(at.add(0, 0.003f, 0));
        } else if (kind == Highlight.Kind.DESTINATION) {
            mark = new Geometry("DestinationMark", new Cylinder(2, 24, BoardLayout.SQUARE * 0.42f, 0.0008f, true));
            mark.setMaterial(destinationMaterial);
            mark.setQueueBucket(RenderQueue.Bucket.Transparent);
            mark.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
            mark.setLocalTranslation(at.add(0, 0.0012f, 0));
        } else {
            return null;
        }
        mark.setShadowMode(RenderQueue.ShadowMode.Off);
        return mark;
    }
}
