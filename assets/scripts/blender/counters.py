"""Counters: a bronze coin and a shallow clay bowl for the pool.

blender -b --python assets/scripts/blender/counters.py
Writes Models/Counters/coin.glb, Models/Counters/bowl.glb and a preview.
"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy
from mathutils import Vector
import common as C

OUT = os.path.join(C.MODELS, "Counters")
COIN_R = 0.0095
COIN_T = 0.0018


def coin():
    mat = C.material("coin_bronze", tex="Pieces/coin.png", roughness=0.35, metallic=0.85)
    R, T = COIN_R, COIN_T
    e = 0.0003
    prof = [(0, 0), (R - e, 0), (R, e), (R, T - e), (R - e, T), (0, T)]
    ob = C.lathe("coin_mesh", prof, segments=28, mats=[mat])
    C.shade_smooth(ob, 40)
    me = ob.data
    me.uv_layers.new(name="UVMap")
    uv = me.uv_layers.active.data
    for poly in me.polygons:
        for li in poly.loop_indices:
            co = me.vertices[me.loops[li].vertex_index].co
            s = 1.0 if poly.normal.z > 0.5 else (-1.0 if poly.normal.z < -0.5 else 1.0)
            uv[li].uv = (0.5 + 0.5 * s * co.x / R * 0.99, 0.5 + 0.5 * co.y / R * 0.99)
    root = C.empty("coin", size=0.01)
    ob.parent = root
    return root


def bowl():
    mat = C.material("terracotta", tex="Clay/terracotta.png", roughness=0.75)
    slip = C.material("bowl_slip", color=(0.55, 0.18, 0.08, 1), roughness=0.6)
    # outer wall from the foot up to the rim, then the inner wall down to the floor
    prof = [(0, 0), (0.030, 0), (0.034, 0.002), (0.036, 0.006), (0.052, 0.014), (0.068, 0.024), (0.076, 0.030),
            (0.079, 0.033), (0.078, 0.0355), (0.0745, 0.0345), (0.066, 0.0285), (0.050, 0.0185), (0.030, 0.011),
            (0.0, 0.0095)]
    ob = C.lathe("bowl_mesh", prof, segments=48, mats=[mat, slip])
    C.shade_smooth(ob, 60)
    C.world_uv(ob, scale=0.12)
    # a painted red band inside the rim, as on Mesopotamian ware
    for poly in ob.data.polygons:
        c = poly.center
        r = math.hypot(c.x, c.y)
        if 0.060 < r < 0.072 and poly.normal.z > 0:
            poly.material_index = 1
    root = C.empty("bowl", size=0.02)
    ob.parent = root
    C.empty("bowl_floor", (0, 0, 0.0095), parent=root, size=0.01)
    return root


def main():
    C.reset()
    c = coin()
    C.export_glb(os.path.join(OUT, "coin.glb"), c)
    b = bowl()
    C.export_glb(os.path.join(OUT, "bowl.glb"), b)
    # preview: the bowl holding coins, two stacks beside it
    rnd = random.Random(4)
    src = c.children[0]
    for i in range(14):
        o = src.copy()
        o.parent = None
        bpy.context.scene.collection.objects.link(o)
        a = rnd.random() * 6.28
        r = rnd.random() * 0.035
        o.location = (r * math.cos(a), r * math.sin(a), 0.0096 + 0.004 * r / 0.035 + 0.0019 * (i % 3))
        o.rotation_euler = (rnd.uniform(-0.25, 0.25), rnd.uniform(-0.25, 0.25), rnd.random() * 6)
    for sx in (-1, 1):
        for k in range(8 if sx < 0 else 5):
            o = src.copy()
            o.parent = None
            bpy.context.scene.collection.objects.link(o)
            o.location = (sx * 0.11 + rnd.uniform(-0.0006, 0.0006), rnd.uniform(-0.0006, 0.0006), k * COIN_T)
            o.rotation_euler = (0, 0, rnd.random() * 6)
    c.location = (0.0, -0.07, 0)
    bpy.ops.mesh.primitive_plane_add(size=3)
    bpy.context.object.data.materials.append(C.material("ground", color=(0.30, 0.20, 0.12, 1), roughness=0.6))
    C.preview(os.path.join(C.PREVIEW, "counters.png"), cam_loc=(0.0, -0.30, 0.20), target=(0.0, 0.0, 0.01), lens=50,
              samples=32)


if __name__ == "__main__":
    main()
