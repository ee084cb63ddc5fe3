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
from mathutils import Vector, Matrix
from mathutils.bvhtree import BVHTree
import common as C
from pieces import Blob, sphere

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


def astragal_body(name, half_len, hy, hz, mat, seed_twist=1.0):
    """A knucklebone (a sheep's astragalus), fitted to the half extents half_len, hy, hz (Blender X, Y,
    Z): a bone with a pulley of two rounded condyles at one end (a notch between them), a single
    rounded head at the other, a waist, a hollow carved into its concave (-Y) side and a low ridge on
    the other; the four long faces stay nearly flat where it rests on them."""
    b = Blob(name + "_blob", resolution=0.00045)
    # built about the size of the bone (L its half length), then fitted exactly to the extents
    L, W, H = half_len, hy / half_len, hz / half_len
    y, z = W * L, H * L                       # the half depth and half height, in metres
    b.capsule((-0.5 * L, 0, 0), (0.5 * L, 0, 0), 0.8 * min(y, z), 2.0)                        # shaft
    b.ellipsoid((0.0, 0, 0), 0.8 * L, (1.0, W * 1.3, H * 1.3), stiff=1.8)                      # body
    for s_ in (-1, 1):                                                                     # the pulley's two condyles
        b.ellipsoid((0.62 * L, s_ * 0.42 * y, 0.05 * z * seed_twist), 0.40 * L, (0.9, W * 1.0, H * 1.7), stiff=1.6)
    b.ellipsoid((-0.66 * L, 0.06 * y, -0.05 * z * seed_twist), 0.42 * L, (0.9, W * 1.7, H * 1.6), stiff=1.6)  # head
    b.ellipsoid((-0.1 * L, 0.55 * y, 0.0), 0.30 * L, (1.6, 0.7, H * 1.6), stiff=1.0)            # ridge on +Y
    # the hollow of the concave side and the notch between the condyles: negative elements
    e = b.ellipsoid((0.05 * L, -1.15 * y, 0.0), 0.36 * L, (1.3, 0.9, H * 1.2), stiff=2.0)
    e.use_negative = True
    e = b.ellipsoid((1.05 * L, 0.0, 0.0), 0.17 * L, (1.0, 0.8, H * 3.0), stiff=2.0)
    e.use_negative = True
    ob = b.to_mesh(mat, target_tris=1400)
    # fit the bounding box to the extents, so the bone rests where its physics shape does
    lo = Vector([min(v.co[i] for v in ob.data.vertices) for i in range(3)])
    hi = Vector([max(v.co[i] for v in ob.data.vertices) for i in range(3)])
    ext = (half_len, hy, hz)
    for v in ob.data.vertices:
        q = [((v.co[i] - lo[i]) / (hi[i] - lo[i]) * 2 - 1) for i in range(3)]
        # flatten the four long faces (where the marks are and the bone rests): a power under 1 pushes
        # the domed middle out towards the face's plane, leaving the ends' lobes and the outline
        for i in (1, 2):
            q[i] = math.copysign(abs(q[i]) ** 0.7, q[i])
        v.co = Vector([q[i] * ext[i] for i in range(3)])
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


def export_with_collision(root, body, name):
    C.export_glb(os.path.join(OUT, name + ".glb"), root)
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
    body = astragal_body("astragal_small_body", L, hy, hz, bone)
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
    export_with_collision(root, body_copy(ob), "astragal_small")
    return root


def body_copy(ob):
    """Collision hulls are made from the whole mesh (the inlays sit on the surface anyway)."""
    return ob


def broad_astragal():
    bone = C.material("bone", tex="Dice/bone.png", roughness=0.45)
    sun = C.material("mark_sun", color=(0.62, 0.12, 0.05, 1), roughness=0.4)
    moon = C.material("mark_moon", color=(0.02, 0.05, 0.3, 1), roughness=0.3)
    root = C.empty("astragal_broad", size=0.02)
    L, hy, hz = 0.0180, 0.0130, 0.0060   # broad and flat: rests on its two broad faces (jME +-Y)
    body = astragal_body("astragal_broad_body", L, hy, hz, bone, seed_twist=-1.0)
    up = j2b((0, 1, 0))
    down = j2b((0, -1, 0))
    m1 = decal("sun", body, up, (1, 0, 0), star2d(0.0030, 0.0062, 8), sun)
    m1b = decal("sun_core", body, up, (1, 0, 0), circle2d(0.0024, n=20), bone, lift=0.0003)
    m2 = decal("moon", body, down, (1, 0, 0), crescent2d(0.0060), moon)
    face_empty("face_yes", up * hz, root)
    face_empty("face_no", down * hz, root)
    occlusion_colours(body)
    plain_colours([m1, m1b, m2])
    ob = C.join([body, m1, m1b, m2], "astragal_broad_mesh")
    ob.parent = root
    export_with_collision(root, ob, "astragal_broad")
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
