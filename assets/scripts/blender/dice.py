"""Dice: the small astragal (1-4), the broad astragal (yes/no), the tetrahedral binary die, a six-sided die.

blender -b --python assets/scripts/blender/dice.py
Writes Models/Dice/<die>.glb, Models/Dice/<die>_collision.glb (a convex hull for physics) and a preview.
Each die's origin is its centre (of its bounding box, close to its centre of mass).
Face conventions are written in Models/README.md (in jME axes) and as empty nodes face_N / tip_N.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy
import bmesh
import numpy as np
from mathutils import Vector, Matrix
from mathutils.bvhtree import BVHTree
import common as C
from pieces import sphere

OUT = os.path.join(C.MODELS, "Dice")


def j2b(v):
    """jME/glTF axis (x, y, z) -> Blender (x, -z, y)."""
    x, y, z = v
    return Vector((x, -z, y))


def decal(name, body, n, u, shape2d, mat, lift=0.0002, centre=(0, 0)):
    """A flat inlay following the body's surface: shape2d is a list of (a, b) points in the face's
    (u, v = n x u) plane around the face centre; each is projected onto the surface along -n."""
    tree = BVHTree.FromObject(body, bpy.context.evaluated_depsgraph_get())
    n = Vector(n).normalized()
    u = Vector(u).normalized()
    v = n.cross(u)
    bm = bmesh.new()

    def vert(a, b):
        p = u * (a + centre[0]) + v * (b + centre[1])
        hit = tree.ray_cast(p + n * 0.05, -n)
        return bm.verts.new((hit[0] if hit[0] is not None else p) + n * lift)

    if isinstance(shape2d, tuple):  # (outer polyline, inner polyline): a strip of quads between them
        outer = [vert(a, b) for a, b in shape2d[0]]
        inner = [vert(a, b) for a, b in shape2d[1]]
        faces = [bm.faces.new((outer[k], outer[k + 1], inner[k + 1], inner[k])) for k in range(len(outer) - 1)]
    else:  # a polygon that is star-shaped about its centre: a fan
        cx = sum(a for a, b in shape2d) / len(shape2d)
        cy = sum(b for a, b in shape2d) / len(shape2d)
        c = vert(cx, cy)
        ring = [vert(a, b) for a, b in shape2d]
        faces = [bm.faces.new((c, ring[k], ring[(k + 1) % len(ring)])) for k in range(len(ring))]
    for f in faces:
        f.normal_update()
        if f.normal.dot(n) < 0:
            f.normal_flip()
    return C.new_object(name, bm, [mat])


def circle2d(r, cx=0, cy=0, n=16):
    return [(cx + r * math.cos(2 * math.pi * k / n), cy + r * math.sin(2 * math.pi * k / n)) for k in range(n)]


def star2d(r0, r1, points=8):
    out = []
    for k in range(points * 2):
        a = math.pi * k / points
        r = r1 if k % 2 == 0 else r0
        out.append((r * math.cos(a), r * math.sin(a)))
    return out


def crescent2d(r, n=24):
    """A crescent opening to +a: (outer arc, inner arc) with matching end points, for a quad strip."""
    outer, inner = [], []
    for k in range(n + 1):
        t = k / n
        a = math.radians(-150 + 300 * t)
        outer.append((-r * math.cos(a), r * math.sin(a)))
        # inner edge: an ellipse-like arc that meets the outer one at the horns
        w = math.sin(math.pi * t)
        inner.append((-r * math.cos(a) * (1 - 0.55 * w) + 0.25 * r * w, r * math.sin(a) * (1 - 0.3 * w)))
    return (outer, inner)


def pips(count, spread_u, spread_v, r):
    pos = {1: [(0, 0)], 2: [(-spread_u, 0), (spread_u, 0)], 3: [(-spread_u, 0), (0, 0), (spread_u, 0)],
           4: [(-spread_u, -spread_v), (spread_u, -spread_v), (-spread_u, spread_v), (spread_u, spread_v)],
           5: [(-spread_u, -spread_v), (spread_u, -spread_v), (-spread_u, spread_v), (spread_u, spread_v), (0, 0)],
           6: [(-spread_u, -spread_v), (0, -spread_v), (spread_u, -spread_v), (-spread_u, spread_v), (0, spread_v),
               (spread_u, spread_v)]}[count]
    return [circle2d(r, a, b, 14) for (a, b) in pos]


def _smax(a, b, k):
    """A smooth maximum (a rounded intersection or, with -b, a rounded cut) over a width k."""
    h = np.clip(0.5 - 0.5 * (b - a) / k, 0.0, 1.0)
    return b + (a - b) * h + k * h * (1 - h)


def _round_box(x, y, z, b, r):
    """Signed distance to a box of half extents b whose edges are rounded by r."""
    qx, qy, qz = np.abs(x) - (b[0] - r), np.abs(y) - (b[1] - r), np.abs(z) - (b[2] - r)
    out = np.sqrt(np.maximum(qx, 0) ** 2 + np.maximum(qy, 0) ** 2 + np.maximum(qz, 0) ** 2)
    return out + np.minimum(np.maximum(qx, np.maximum(qy, qz)), 0.0) - r


def _smin(a, b, k):
    """A smooth minimum (a union whose seam is rounded over a width k)."""
    return -_smax(-a, -b, k)


def _ellipsoid(x, y, z, c, r):
    """Below 0 inside an ellipsoid of centre c and radii r (roughly a distance near its surface)."""
    return (np.sqrt(((x - c[0]) / r[0]) ** 2 + ((y - c[1]) / r[1]) ** 2 + ((z - c[2]) / r[2]) ** 2) - 1.0) * min(r)


def small_bone_field(x, y, z):
    """A sheep's astragalus, in millimetres (X its length, Blender axes), below 0 inside: a
    rounded block, waisted most on its -Y side (the lateral side, face 2, with a pit in the
    waist), less on the others; at +X the pulley, two knobbly condyles of unequal size side by
    side (+-Y) with a groove between them that runs on a little over the +Z side (face 1); at -X
    the head, one broad rounded knob with a shallow groove across its end; a shallow groove
    along the -Z side (the plantar side, face 4)."""
    g = np.exp(-(x / 5.5) ** 2)
    sy = 1 - np.where(y < 0, 0.22, 0.09) * g
    sz = 1 - 0.10 * g
    d = _round_box(x, y / sy, z / sz, (11.0, 6.9, 6.9), 2.4)
    d = _smin(d, _ellipsoid(x, y, z, (10.4, 3.9, 0.3), (4.2, 3.9, 7.4)), 1.2)      # the condyles
    d = _smin(d, _ellipsoid(x, y, z, (9.9, -3.5, -0.3), (4.6, 4.3, 7.7)), 1.2)
    d = _smin(d, _ellipsoid(x, y, z, (-10.2, 0.4, 0.0), (4.4, 7.5, 7.7)), 1.2)     # the head
    d = _smax(d, -_ellipsoid(x, y, z, (-16.0, 0.0, 0.0), (2.4, 30.0, 1.9)), 0.8)   # its groove
    d = _smax(d, -_ellipsoid(x, y, z, (10.5, 0.2, 9.0), (5.0, 1.6, 2.4)), 0.7)     # the pulley's groove on top
    d = _smax(d, -_ellipsoid(x, y, z, (0.3, -9.2, 0.0), (4.2, 3.4, 4.4)), 0.8)     # the pit
    d = _smax(d, -_ellipsoid(x, y, z, (0.0, 0.0, -8.6), (9.0, 1.7, 1.6)), 0.6)     # the plantar groove
    return d


def broad_bone_field(x, y, z):
    """The broad astragal, in millimetres (X its length, Z its thickness), below 0 inside: a bone
    worn flat on its two broad faces (Z): a shaft waisted deeply on its -Y side and a little on
    +Y, at +X the pulley, two rounded lobes side by side (+-Y) with a groove between them, at -X
    a broad head with a shallow notch."""
    g = np.exp(-(x / 6.5) ** 2)
    sy = 1 - np.where(y < 0, 0.22, 0.07) * g
    d = _round_box(x, y / sy, z, (13.0, 11.4, 6.0), 4.0)
    for s_ in (-1, 1):
        d = _smin(d, _ellipsoid(x, y, z, (12.6, s_ * 6.4 + 0.4, 0.0), (5.6, 6.2, 7.0)), 1.8)   # the pulley
    d = _smin(d, _ellipsoid(x, y, z, (-12.6, -0.3, 0.0), (5.4, 12.2, 7.0)), 2.0)             # the head
    d = _smax(d, -_ellipsoid(x, y, z, (-19.6, 0.6, 0.0), (3.4, 2.8, 30.0)), 1.0)            # its notch
    d = _smax(d, np.abs(z) - 6.0, 1.2)                                                         # worn flat
    return d


def field_mesh(name, field, reach, mat, subdiv=5, target_tris=2400):
    """The outer surface of field (below 0 inside, in millimetres, star-shaped about the origin
    enough that each ray from it meets the surface once from outside) as a mesh in metres: each
    vertex of an icosphere is a direction, carried out to where its ray from outside first
    enters the body (marched in from reach, then bisected), then the mesh thinned to target_tris."""
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=subdiv, radius=1.0)
    dirs = np.array([v.co[:] for v in bm.verts])
    dirs /= np.linalg.norm(dirs, axis=1)[:, None]
    steps = 160
    hi = np.full(len(dirs), float(reach))        # outside
    lo = np.zeros(len(dirs))                     # inside (the centre)
    found = np.zeros(len(dirs), bool)
    for k in range(1, steps + 1):
        t = reach * (1 - k / steps)
        inside = field(*(dirs * t).T) < 0
        new = inside & ~found
        lo[new] = t
        hi[new] = t + reach / steps
        found |= inside
    for _ in range(30):
        mid = (lo + hi) / 2
        inside = field(*(dirs * mid[:, None]).T) < 0
        lo = np.where(inside, mid, lo)
        hi = np.where(inside, hi, mid)
    pts = dirs * ((lo + hi) / 2)[:, None] / 1000.0
    for v, p in zip(bm.verts, pts):
        v.co = Vector(p)
    ob = C.new_object(name, bm, [mat])
    n = len(ob.data.polygons)
    if n > target_tris:
        mod = ob.modifiers.new("dec", 'DECIMATE')
        mod.ratio = target_tris / n
        C.apply_modifiers(ob)
    return ob


def astragal_body(name, field, reach, ext, mat):
    """A bone die's body from its field, fitted exactly to the half extents ext (Blender X, Y, Z,
    metres: the physics shape's), so that it rests where its physics shape does."""
    ob = field_mesh(name, field, reach, mat)
    lo = Vector([min(v.co[i] for v in ob.data.vertices) for i in range(3)])
    hi = Vector([max(v.co[i] for v in ob.data.vertices) for i in range(3)])
    for v in ob.data.vertices:
        v.co = Vector([((v.co[i] - lo[i]) / (hi[i] - lo[i]) * 2 - 1) * ext[i] for i in range(3)])
    C.shade_smooth(ob)
    C.world_uv(ob, scale=0.04)
    return ob


def occlusion_colours(ob, rays=96, reach=0.012):
    """Bakes the bone's own occlusion into a vertex colour (the glTF COLOR_0 the game multiplies its
    light by): each vertex is darkened by the share of a cosine-weighted hemisphere of rays from it
    that strike the bone within reach. The hollows, the notch and the waist then read as relief even
    where the lamp does not shine, and at LOW, where the light is only worked out at the vertices."""
    ob.data.update()
    tree = BVHTree.FromObject(ob, bpy.context.evaluated_depsgraph_get())
    g = math.pi * (3 - math.sqrt(5))
    dirs = []
    for i in range(rays):
        z = math.sqrt(1 - (i + 0.5) / rays)           # cosine-weighted over the hemisphere
        r = math.sqrt(1 - z * z)
        dirs.append((r * math.cos(g * i), r * math.sin(g * i), z))
    attr = ob.data.color_attributes.new("Col", 'BYTE_COLOR', 'POINT')
    for v in ob.data.vertices:
        n = v.normal.normalized()
        t = n.orthogonal().normalized()
        b = n.cross(t)
        hits = 0
        for (x, y, z) in dirs:
            d = t * x + b * y + n * z
            if tree.ray_cast(v.co + n * 0.00005, d, reach)[0] is not None:
                hits += 1
        k = 0.42 + 0.58 * (1 - hits / rays) ** 1.5
        attr.data[v.index].color = (k, k, k, 1.0)
    ob.data.color_attributes.active_color = attr


def plain_colours(obs):
    """White vertex colours on the marks, so that joined to the bone they keep their own colours."""
    for ob in obs:
        attr = ob.data.color_attributes.new("Col", 'BYTE_COLOR', 'POINT')
        for i in range(len(attr.data)):
            attr.data[i].color = (1.0, 1.0, 1.0, 1.0)
        ob.data.color_attributes.active_color = attr


def face_empty(name, pos, parent):
    return C.empty(name, pos, parent=parent, size=0.004, kind='SINGLE_ARROW')


def hull_collision(name, body, n_dirs=48):
    """A convex hull for physics: the hull of the body's support points in n_dirs directions
    (so at most n_dirs vertices), exported separately."""
    mw = body.matrix_world
    pts = [mw @ v.co for v in body.data.vertices]
    dirs = []
    g = math.pi * (3 - math.sqrt(5))
    for i in range(n_dirs):
        y = 1 - 2 * (i + 0.5) / n_dirs
        r = math.sqrt(1 - y * y)
        dirs.append(Vector((r * math.cos(g * i), y, r * math.sin(g * i))))
    dirs += [Vector(d) for d in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))]
    sup = {max(range(len(pts)), key=lambda i: pts[i].dot(d)) for d in dirs}
    bm = bmesh.new()
    for i in sup:
        bm.verts.new(pts[i])
    bmesh.ops.convex_hull(bm, input=bm.verts)
    return C.new_object(name, bm, [C.material("collision", color=(1, 0, 1, 1))])


def export_with_collision(root, body, name, collision=True):
    """Writes the die and, unless collision is False, its convex hull beside it. The astragals'
    hulls are not written again: the game's physics shapes for them are made in code
    (DiceTable.astragalShape, fair by their symmetry), and their _collision.glb files stay those
    of the earlier bone, so that what the physics meets is the same whatever the bone looks like."""
    C.export_glb(os.path.join(OUT, name + ".glb"), root)
    if not collision:
        return
    col = hull_collision(name + "_collision", body)
    croot = C.empty(name + "_collision_root")
    col.parent = croot
    C.export_glb(os.path.join(OUT, name + "_collision.glb"), croot)
    bpy.data.objects.remove(col, do_unlink=True)
    bpy.data.objects.remove(croot, do_unlink=True)


def small_astragal():
    bone = C.material("bone", tex="Dice/bone.png", roughness=0.45)
    ink = C.material("pip_dark", color=(0.05, 0.03, 0.02, 1), roughness=0.6)
    root = C.empty("astragal_small", size=0.02)
    L, hy, hz = 0.0145, 0.0078, 0.0076   # Blender half extents: x length, y depth, z height
    body = astragal_body("astragal_small_body", small_bone_field, 22.0, (L, hy, hz), bone)
    # result -> jME axis that points up
    faces = {1: (0, 1, 0), 4: (0, -1, 0), 2: (0, 0, 1), 3: (0, 0, -1)}
    marks = []
    for val, ax in faces.items():
        n = j2b(ax)
        for k, shp in enumerate(pips(val, 0.0050, 0.0030, 0.0017)):
            marks.append(decal("pip", body, n, (1, 0, 0), shp, ink, lift=0.0003))
        ext = hz if abs(n.z) > 0.5 else hy
        face_empty("face_%d" % val, n * ext, root)
    occlusion_colours(body)
    plain_colours(marks)
    ob = C.join([body] + marks, "astragal_small_mesh")
    ob.parent = root
    export_with_collision(root, ob, "astragal_small", collision=False)
    return root


def broad_astragal():
    bone = C.material("bone", tex="Dice/bone.png", roughness=0.45)
    sun = C.material("mark_sun", color=(0.62, 0.12, 0.05, 1), roughness=0.4)
    moon = C.material("mark_moon", color=(0.02, 0.05, 0.3, 1), roughness=0.3)
    root = C.empty("astragal_broad", size=0.02)
    L, hy, hz = 0.0180, 0.0130, 0.0060   # broad and flat: rests on its two broad faces (jME +-Y)
    body = astragal_body("astragal_broad_body", broad_bone_field, 26.0, (L, hy, hz), bone)
    up = j2b((0, 1, 0))
    down = j2b((0, -1, 0))
    m1 = decal("sun", body, up, (1, 0, 0), star2d(0.0030, 0.0062, 8), sun)
    m1b = decal("sun_core", body, up, (1, 0, 0), circle2d(0.0013, n=20), bone, lift=0.0003)
    m2 = decal("moon", body, down, (1, 0, 0), crescent2d(0.0060), moon)
    face_empty("face_yes", up * hz, root)
    face_empty("face_no", down * hz, root)
    occlusion_colours(body)
    plain_colours([m1, m1b, m2])
    ob = C.join([body, m1, m1b, m2], "astragal_broad_mesh")
    ob.parent = root
    export_with_collision(root, ob, "astragal_broad", collision=False)
    return root


def tetra_die():
    body_m = C.material("tetra_body", color=(0.035, 0.03, 0.028, 1), roughness=0.35)
    tip_m = C.material("tetra_tip", color=(0.85, 0.80, 0.68, 1), roughness=0.3)
    root = C.empty("tetra_die", size=0.02)
    Rc = 0.0115  # circumradius (edge ~0.019 m)
    # tips in jME axes: tip 1 straight up (+Y), tips 2-4 below, 120 degrees apart
    s = math.sqrt(8) / 3 * Rc
    tips_j = [(0, Rc, 0)] + [(s * math.sin(a), -Rc / 3, s * math.cos(a))
                              for a in (0, 2 * math.pi / 3, 4 * math.pi / 3)]
    bm = bmesh.new()
    for t in tips_j:
        bm.verts.new(j2b(t))
    bmesh.ops.convex_hull(bm, input=bm.verts)
    body = C.new_object("tetra_body", bm, [body_m])
    C.bevel(body, 0.0018, segments=3, angle=30)
    C.shade_smooth(body, 35)
    parts = [body]
    for i, t in enumerate(tips_j, start=1):
        d = j2b(t).normalized()
        marked = i <= 2
        if marked:
            # a shell cap on the tip, following the rounded corner
            tree = BVHTree.FromObject(body, bpy.context.evaluated_depsgraph_get())
            hit = tree.ray_cast(d * 0.05, -d)
            parts.append(sphere("tipmark", hit[0] - d * 0.0011, 0.0019, [tip_m], segs=14))
        C.empty("tip_%d%s" % (i, "_marked" if marked else ""), j2b(t), parent=root, size=0.004)
    ob = C.join(parts, "tetra_die_mesh")
    ob.parent = root
    export_with_collision(root, ob, "tetra_die")
    return root


def d6():
    bone = C.material("bone", tex="Dice/bone.png", roughness=0.45)
    ink = C.material("pip_dark", color=(0.05, 0.03, 0.02, 1), roughness=0.6)
    root = C.empty("die_d6", size=0.02)
    h = 0.008
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=2 * h)
    body = C.new_object("d6_body", bm, [bone])
    C.bevel(body, 0.0022, segments=3)
    C.shade_smooth(body, 35)
    C.world_uv(body, scale=0.03)
    faces = {1: (0, 1, 0), 6: (0, -1, 0), 2: (1, 0, 0), 5: (-1, 0, 0), 3: (0, 0, 1), 4: (0, 0, -1)}
    marks = []
    for val, ax in faces.items():
        n = j2b(ax)
        u = Vector((0, 0, 1)) if abs(n.z) < 0.5 else Vector((1, 0, 0))
        if abs(n.x) > 0.5:
            u = Vector((0, 1, 0))
        r = 0.0017 if val == 1 else 0.00115
        for shp in pips(val, 0.0038, 0.0038, r):
            marks.append(decal("pip", body, n, u, shp, ink))
        face_empty("face_%d" % val, n * h, root)
    ob = C.join([body] + marks, "die_d6_mesh")
    ob.parent = root
    export_with_collision(root, ob, "die_d6")
    return root


def main():
    C.reset()
    a = small_astragal()
    b = broad_astragal()
    t = tetra_die()
    d = d6()
    if os.environ.get("UR_NO_PREVIEW"):
        return
    # preview layout
    a.location = (-0.045, 0, 0.0072)
    b.location = (-0.012, 0.005, 0.0058)
    t.location = (0.02, 0, 0.0115 / 3)
    d.location = (0.048, 0, 0.008)
    d.rotation_euler = (0, 0, math.radians(25))
    # a second broad astragal upside down to show the 'no' face
    bpy.ops.mesh.primitive_plane_add(size=3)
    bpy.context.object.data.materials.append(C.material("ground", color=(0.30, 0.20, 0.12, 1), roughness=0.6))
    C.preview(os.path.join("/tmp/ur-previews", "dice_a.png"), cam_loc=(0.0, -0.17, 0.12), target=(0.0, 0.0, 0.004), lens=55,
              samples=32)
    b.rotation_euler = (math.pi, 0, 0)
    a.rotation_euler = (math.pi / 2, 0, 0)
    a.location = (-0.045, 0, 0.0078)
    t.rotation_euler = (0, 0, math.radians(60))
    C.preview(os.path.join("/tmp/ur-previews", "dice_b.png"), cam_loc=(0.0, -0.17, 0.12), target=(0.0, 0.0, 0.004),
              lens=55, samples=32)
    C.compose_vertical(["/tmp/ur-previews/dice_a.png", "/tmp/ur-previews/dice_b.png"],
                       os.path.join(C.PREVIEW, "dice.png"), crops=[(90, 315), (90, 315)])


if __name__ == "__main__":
    main()
