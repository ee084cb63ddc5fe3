package net.ur.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import net.ur.client.physics.Physics;
import org.junit.jupiter.api.Test;

/**
 * Minie's physics space stepped by hand: a box thrown onto a table comes to rest on it, and the
 * same throw stepped the same way ends bit for bit in the same place (the dice rely on both).
 */
class PhysicsDeterminismTest {

    private static float[] throwBox(Vector3f impulse, Vector3f spin) {
        Physics.ensureLoaded();
        PhysicsSpace space = new PhysicsSpace(PhysicsSpace.BroadphaseType.DBVT);
        PhysicsRigidBody table = new PhysicsRigidBody(new BoxCollisionShape(1f, 0.05f, 1f), 0f);
        table.setPhysicsLocation(new Vector3f(0, -0.05f, 0));
        space.addCollisionObject(table);
        PhysicsRigidBody box = new PhysicsRigidBody(new BoxCollisionShape(0.05f), 0.1f);
        box.setPhysicsLocation(new Vector3f(0, 0.2f, 0));
        box.setFriction(0.6f);
        box.setRestitution(0.3f);
        space.addCollisionObject(box);
        box.applyImpulse(impulse, Vector3f.ZERO);
        box.applyTorqueImpulse(spin);
        for (int i = 0; i < 240; i++) {
            space.update(1f / 60f, 0);
        }
        Vector3f p = box.getPhysicsLocation(null);
        Quaternion q = box.getPhysicsRotation(null);
        float speed = box.getLinearVelocity(null).length();
        space.destroy();
        return new float[] {p.x, p.y, p.z, q.getX(), q.getY(), q.getZ(), q.getW(), speed};
    }

    @Test
    void aThrownBoxComesToRestOnTheTable() {
        float[] end = throwBox(new Vector3f(0.04f, 0, 0.02f), new Vector3f(0.0001f, 0.0002f, 0));
        assertEquals(0.05f, end[1], 0.005f, "the box lies on the table, its half-height above it");
        assertTrue(end[7] < 0.01f, "the box has come to rest, speed " + end[7]);
    }

    @Test
    void theSameThrowEndsInTheSamePlace() {
        Vector3f impulse = new Vector3f(0.03f, 0.01f, -0.02f);
        Vector3f spin = new Vector3f(0.0002f, -0.0001f, 0.0003f);
        assertArrayEquals(throwBox(impulse, spin), throwBox(impulse, spin));
    }
}
