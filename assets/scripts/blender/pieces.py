"""Pieces: the round inlaid Ur pieces and the five Babylonian bird-head pieces, light and dark.

blender -b --python assets/scripts/blender/pieces.py
Writes Models/Pieces/*.glb and a preview.  Conventions: Models/README.md.
Every piece stands on y = 0 with its base centred on the origin; birds look towards +Z (jME).
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy
import bmesh
from mathutils import Vector, Matrix, Quaternion
import common as C

BASE_TOP = 0.0075
OUT = os.path.join(C.MODELS, "Pieces")


# ----------------------------------------------------------------------------- helpers
def tube(name, pts, radii, sides=10, mats=(), cap_start=True, flat=(1.0, 1.0)):
    """A tube along a polyline, radius per point (0 closes to a tip).  flat scales the cross-section
    (x: across, y: the section's 'up' = world Z-ish), for beak-like profiles."""
    pts = [Vector(p) for p in pts]
    bm = bmesh.new()
    rings = []
    up_ref = Vector((0, 0, 1))
    for i, (p, r) in enumerate(zip(pts, radii)):
        if i == 0:
            t = (pts[1] - pts[0]).normalized()
        elif i == len(pts) - 1:
            t = (pts[-1] - pts[-2]).normalized()
        else:
            t = (pts[i + 1] - pts[i - 1]).normalized()
        side = t.cross(up_ref)
        if side.length < 1e-6:
            side = t.cross(Vector((0, 1, 0)))
        side.normalize()
        up = side.cross(t).normalized()
        if r <= 1e-7:
            rings.append([bm.verts.new(p)])
            continue
        ring = []
        for k in range(sides):
            a = 2 * math.pi * k / sides
            ring.append(bm.verts.new(p + side * (math.cos(a) * r * flat[0]) + up * (math.sin(a) * r * flat[1])))
        rings.append(ring)
    for a_, b_ in zip(rings[:-1], rings[1:]):
        if len(b_) == 1:
            for k in range(sides):
                bm.faces.new((a_[k], a_[(k + 1) % sides], b_[0]))
        elif len(a_) == 1:
            for k in range(sides):
                bm.faces.new((a_[0], b_[(k + 1) % sides], b_[k]))
        else:
            for k in range(sides):
                bm.faces.new((a_[k], a_[(k + 1) % sides], b_[(k + 1) % sides], b_[k]))
    if cap_start and len(rings[0]) > 1:
        bm.faces.new(list(reversed(rings[0])))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    ob = C.new_object(name, bm, mats)
    C.shade_smooth(ob, 70)
    return ob


def sphere(name, loc, r, mats=(), scale=(1, 1, 1), segs=12):
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segs, v_segments=max(6, segs // 2), radius=r)
    bmesh.ops.scale(bm, vec=scale, verts=bm.verts)
    bmesh.ops.translate(bm, vec=loc, verts=bm.verts)
    ob = C.new_object(name, bm, mats)
    C.shade_smooth(ob)
    return ob


def arc(p0, p1, bulge, n=8):
    """Points on a quadratic curve from p0 to p1, bowed by the vector bulge at the middle."""
    p0, p1, b = Vector(p0), Vector(p1), Vector(bulge)
    mid = (p0 + p1) / 2 + b
    out = []
    for i in range(n + 1):
        t = i / n
        out.append((1 - t) ** 2 * p0 + 2 * (1 - t) * t * mid + t * t * p1)
    return out


class Blob:
    """Metaball body: elements are added, then converted to a smooth mesh."""

    GROW = 1.2   # metaball field radius -> visible radius of a lone ball is ~0.58 r at threshold 0.6
    K = 100.0    # built 100x larger: Blender clamps metaball resolution to >= 0.005

    def __init__(self, name, resolution=0.0005):
        resolution *= self.K
        self.mb = bpy.data.metaballs.new(name)
        self.mb.resolution = resolution
        self.mb.render_resolution = resolution
        self.mb.threshold = 0.6
        self.ob = bpy.data.objects.new(name, self.mb)
        bpy.context.scene.collection.objects.link(self.ob)

    def ball(self, loc, r, stiff=2.0):
        e = self.mb.elements.new(type='BALL')
        e.co = Vector(loc) * self.K
        e.radius = r * self.GROW * self.K
        e.stiffness = stiff
        return e

    def ellipsoid(self, loc, r, size, rot=None, stiff=2.0):
        e = self.mb.elements.new(type='ELLIPSOID')
        e.co = Vector(loc) * self.K
        e.radius = r * self.GROW * self.K
        e.size_x, e.size_y, e.size_z = size  # scale factors of the field
        if rot:
            e.rotation = rot
        e.stiffness = stiff
        return e

    def capsule(self, p0, p1, r, stiff=2.0):
        p0, p1 = Vector(p0), Vector(p1)
        e = self.mb.elements.new(type='CAPSULE')
        e.co = (p0 + p1) / 2 * self.K
        e.radius = r * self.GROW * self.K
        d = p1 - p0
        e.size_x = d.length / 2 * self.K
        e.rotation = Vector((1, 0, 0)).rotation_difference(d.normalized())
        e.stiffness = stiff
        return e

    def to_mesh(self, mat, target_tris=1700):
        C.select_only([self.ob])
        bpy.ops.object.convert(target='MESH')
        ob = bpy.context.view_layer.objects.active
        for v in ob.data.vertices:
            v.co /= self.K
        n = len(ob.data.polygons) * 2
        if n > target_tris:
            mod = ob.modifiers.new("dec", 'DECIMATE')
            mod.ratio = target_tris / n
            C.apply_modifiers(ob)
        ob.data.materials.clear()
        ob.data.materials.append(mat)
        C.shade_smooth(ob)
        return ob


def base_band(name, mat, rx=0.0175, ry=0.0160):
    """A thin band inlaid round the pebble base's shoulder, just proud of its surface."""
    prof = [(0.992, 0.30), (1.012, 0.36), (1.012, 0.62), (0.958, 0.74)]
    ob = C.lathe(name, [(r, z * BASE_TOP) for r, z in prof], segments=40, mats=[mat])
    ob.scale = (rx, ry, 1)
    C.select_only([ob])
    bpy.ops.object.transform_apply(scale=True)
    for v in ob.data.vertices:
        a = math.atan2(v.co.y, v.co.x)
        v.co.x *= 1 + 0.025 * math.sin(3 * a + 0.7)
        v.co.y *= 1 + 0.025 * math.sin(3 * a + 0.7)
    return ob


def pebble(name, mat, rx=0.0175, ry=0.0160):
    prof = [(0, 0), (0.86, 0), (0.95, 0.08), (1.0, 0.3), (0.985, 0.55), (0.93, 0.78), (0.8, 0.92),
            (0.55, 0.99), (0.0, 1.0)]
    ob = C.lathe(name, [(r, z * BASE_TOP) for r, z in prof], segments=40, mats=[mat])
    ob.scale = (rx, ry, 1)
    C.select_only([ob])
    bpy.ops.object.transform_apply(scale=True)
    # a little irregularity, as of a water-worn pebble
    for v in ob.data.vertices:
        a = math.atan2(v.co.y, v.co.x)
        v.co.x *= 1 + 0.025 * math.sin(3 * a + 0.7)
        v.co.y *= 1 + 0.025 * math.sin(3 * a + 0.7)
    return ob


# ----------------------------------------------------------------------------- materials
def set_materials(tone, matte=False):
    rough = 0.7 if matte else 0.18
    sfx = "_matte" if matte else ""
    if tone == "light":
        body = C.material("bird_light" + sfx, color=(0.86, 0.80, 0.68, 1), roughness=rough)
        beak = C.material("beak_light" + sfx, color=(0.72, 0.46, 0.18, 1), roughness=rough + 0.1)
        eye = C.material("eye_light", color=(0.02, 0.05, 0.3, 1), roughness=0.15)
    else:
        body = C.material("bird_dark" + sfx, color=(0.040, 0.037, 0.040, 1), roughness=rough)
        beak = C.material("beak_dark" + sfx, color=(0.75, 0.55, 0.22, 1), roughness=rough + 0.1, metallic=0.8)
        eye = C.material("eye_dark", color=(0.9, 0.85, 0.7, 1), roughness=0.15)
    red = C.material("comb_red" + sfx, color=(0.55, 0.07, 0.04, 1), roughness=rough + 0.1)
    # the band round the base: gold on the dark birds (a bright outline on a dark table), lapis on the light
    band = (C.material("band_gold", color=(0.80, 0.58, 0.22, 1), roughness=0.3, metallic=0.8) if tone == "dark"
            else C.material("band_lapis", color=(0.10, 0.16, 0.45, 1), roughness=0.3))
    return dict(body=body, beak=beak, eye=eye, red=red, band=band)


def eyes(name, head, r_head, mats, fwd=0.45, up=0.2, size=0.16, body=None):
    """Two eyes set into the head's surface (found by casting a ray from outside towards the head centre)."""
    from mathutils.bvhtree import BVHTree
    obs = []
    tree = BVHTree.FromObject(body, bpy.context.evaluated_depsgraph_get()) if body else None
    for s in (-1, 1):
        d = Vector((s * 0.82, -fwd, up)).normalized()
        p = Vector(head) + d * r_head * 0.93
        if tree:
            hit = tree.ray_cast(Vector(head) + d * 0.05, -d)
            if hit[0] is not None:
                p = hit[0] - d * r_head * size * 0.35
        obs.append(sphere(name + "_eye", p, r_head * size, [mats["eye"]], segs=10))
    return obs


# ----------------------------------------------------------------------------- the birds
def swallow(m):
    b = Blob("swallow_body")
    z0 = BASE_TOP
    b.ellipsoid((0, 0.001, z0 + 0.0085), 0.012, (0.42, 0.95, 0.55), rot=Vector((1, 0, 0)).rotation_difference(Vector((1, 0, 0))))
    b.capsule((0, 0.006, z0 + 0.006), (0, -0.004, z0 + 0.014), 0.0055)
    b.ellipsoid((0, 0.0, z0 + 0.0015), 0.0055, (0.9, 1.3, 0.5), stiff=1.5)   # feet/perch joining the base
    b.ball((0, -0.006, z0 + 0.0185), 0.0085)          # head
    b.ball((0, -0.0065, z0 + 0.0125), 0.0055, 1.5)    # throat
    # folded wings, long and pointed, sweeping back over the tail
    for s in (-1, 1):
        b.capsule((s * 0.0045, -0.001, z0 + 0.0125), (s * 0.0035, 0.0125, z0 + 0.0075), 0.0030, 1.6)
    body = b.to_mesh(m["body"])
    parts = [body]
    head = (0, -0.006, z0 + 0.0185)
    parts.append(tube("beak", [(0, -0.0105, z0 + 0.0185), (0, -0.0128, z0 + 0.0180), (0, -0.0143, z0 + 0.0176)],
                      [0.0016, 0.0009, 0.0], mats=[m["beak"]], flat=(1.0, 0.7)))
    # the long forked tail
    for s in (-1, 1):
        pts = arc((s * 0.0008, 0.0085, z0 + 0.0062), (s * 0.0070, 0.0240, z0 + 0.0004), (0, 0.0, 0.0012), 6)
        parts.append(tube("tail", pts, [0.0022, 0.0018, 0.0014, 0.0011, 0.0008, 0.0005, 0.0], sides=8,
                          mats=[m["body"]], flat=(1.0, 0.45)))
    parts += eyes("swallow", head, 0.0052, m, fwd=0.55, up=0.25, body=body)
    return parts


def stormbird(m):
    b = Blob("storm_body")
    z0 = BASE_TOP
    b.capsule((0, 0.003, z0 + 0.004), (0, 0.0005, z0 + 0.018), 0.0066)   # neck
    b.ellipsoid((0, -0.001, z0 + 0.0045), 0.0088, (1.0, 0.95, 0.65))      # breast
    b.ball((0, -0.0005, z0 + 0.024), 0.0105)                           # head
    b.ellipsoid((0, -0.0045, z0 + 0.0195), 0.006, (0.7, 1.0, 0.8), stiff=1.5)  # cheek/jaw
    # a lion-like ruff of feathers round the neck
    for k in range(7):
        a = math.pi * (k / 6) - math.pi / 2
        b.ball((0.0062 * math.sin(a), 0.0045 + 0.0045 * math.cos(a) * 0.5, z0 + 0.0095), 0.0048, 1.2)
    body = b.to_mesh(m["body"])
    parts = [body]
    head = (0, -0.0005, z0 + 0.024)
    parts.append(tube("beak", arc((0, -0.0055, z0 + 0.0245), (0, -0.0122, z0 + 0.0195), (0, -0.0012, 0.0022), 6),
                      [0.0028, 0.0025, 0.0021, 0.0016, 0.0011, 0.0006, 0.0], mats=[m["beak"]], flat=(0.85, 1.0)))
    # the crest: seven tall feathers fanned from forward to far back, the storm-bird's mark
    for k in range(7):
        ang = math.radians(-15 + 14 * k)          # from the vertical, leaning back
        h = 0.021 - 0.0012 * abs(k - 2.5)
        p0 = (0, 0.0005 + 0.0006 * k, z0 + 0.030)
        p1 = (0, p0[1] + h * math.sin(ang), p0[2] + h * math.cos(ang))
        pts = arc(p0, p1, (0, -0.0015, 0.0008), 6)
        parts.append(tube("crest", pts, [0.0026, 0.0027, 0.0025, 0.0021, 0.0016, 0.0009, 0.0], sides=8,
                          mats=[m["body"]], flat=(0.45, 1.0)))
    parts += eyes("storm", head, 0.0062, m, fwd=0.5, up=0.2, body=body)
    return parts


def raven(m):
    """A whole raven standing in profile, leaning forward: a long wedge tail behind, a shaggy throat
    and a heavy, straight beak thrust far forward (the eagle, by contrast, stands upright)."""
    b = Blob("raven_body")
    z0 = BASE_TOP
    tilt = Quaternion((1, 0, 0), -0.5)
    b.ellipsoid((0, 0.002, z0 + 0.0095), 0.0115, (0.85, 1.35, 0.85), rot=tilt)       # body, chest up
    b.capsule((0, -0.002, z0 + 0.012), (0, -0.0065, z0 + 0.0205), 0.0070)           # thick neck, forward
    b.ball((0, -0.008, z0 + 0.0225), 0.0100)                                       # head
    b.ellipsoid((0, -0.0065, z0 + 0.0235), 0.0085, (0.85, 1.3, 0.75), stiff=1.5)      # long, flat skull
    for k in range(4):                                                              # shaggy throat hackles
        b.ellipsoid((0, -0.0105 + 0.0012 * k, z0 + 0.0175 - 0.0024 * k), 0.0046, (0.8, 0.7, 1.3), stiff=1.3)
    for s_ in (-1, 1):                                                              # legs
        b.capsule((s_ * 0.0028, 0.001, z0 + 0.005), (s_ * 0.0028, 0.0, z0 + 0.0), 0.0028, 1.5)
    body = b.to_mesh(m["body"])
    parts = [body]
    head = (0, -0.008, z0 + 0.0225)
    # the wedge tail, long and straight, sloping down behind
    parts.append(tube("tail", [(0, 0.0085, z0 + 0.0085), (0, 0.0150, z0 + 0.0050), (0, 0.0205, z0 + 0.0020)],
                      [0.0042, 0.0040, 0.0], sides=10, mats=[m["body"]], flat=(1.3, 0.35)))
    # the heavy, deep, straight beak, thrust forward, only the tip bent down
    pts = [Vector((0, -0.0140, z0 + 0.0235)), Vector((0, -0.0180, z0 + 0.0227)), Vector((0, -0.0220, z0 + 0.0218)),
           Vector((0, -0.0250, z0 + 0.0208)), Vector((0, -0.0267, z0 + 0.0198))]
    parts.append(tube("beak", pts, [0.0046, 0.0037, 0.0026, 0.0014, 0.0], sides=12, mats=[m["beak"]],
                      flat=(0.7, 1.0)))
    parts += eyes("raven", head, 0.0066, m, fwd=0.45, up=0.35, size=0.14, body=body)
    return parts


def rooster(m):
    b = Blob("rooster_body")
    z0 = BASE_TOP
    b.capsule((0, 0.004, z0 + 0.004), (0, 0.001, z0 + 0.0175), 0.0066)
    b.ellipsoid((0, -0.0015, z0 + 0.005), 0.0092, (1.0, 0.95, 0.7))       # breast
    b.ball((0, 0.0, z0 + 0.0225), 0.0092)
    # neck hackles flowing down the back
    for k in range(4):
        b.ellipsoid((0, 0.0055 + 0.0006 * k, z0 + 0.017 - 0.0035 * k), 0.005, (1.0, 0.7, 1.2), stiff=1.2)
    body = b.to_mesh(m["body"])
    parts = [body]
    head = (0, 0.0, z0 + 0.0225)
    parts.append(tube("beak", arc((0, -0.0045, z0 + 0.0225), (0, -0.0095, z0 + 0.0200), (0, -0.0004, 0.0008), 4),
                      [0.0020, 0.0016, 0.0011, 0.0006, 0.0], mats=[m["beak"]], flat=(0.85, 1.0)))
    # the comb: a row of rounded points along the crown
    c = Blob("rooster_comb", resolution=0.0008)
    for k, (y, h, r) in enumerate([(-0.0045, 0.0045, 0.0026), (-0.0018, 0.0068, 0.0031), (0.0012, 0.0074, 0.0033),
                                   (0.0040, 0.0066, 0.0031), (0.0064, 0.0050, 0.0027)]):
        c.capsule((0, y * 0.9, z0 + 0.0275), (0, y, z0 + 0.0275 + h), r, 2.0)
    # wattles under the beak
    for s in (-1, 1):
        c.capsule((s * 0.0012, -0.0045, z0 + 0.0185), (s * 0.0014, -0.0052, z0 + 0.0135), 0.0027, 2.0)
    parts.append(c.to_mesh(m["red"], target_tris=700))
    # a tail of sickle feathers rising behind
    for k, (sx, h, reach) in enumerate([(-0.003, 0.012, 0.021), (-0.0015, 0.017, 0.020), (0, 0.021, 0.018),
                                        (0.0015, 0.017, 0.020), (0.003, 0.012, 0.021)]):
        pts = arc((sx * 0.5, 0.007, z0 + 0.005), (sx, reach, z0 + 0.001 + h), (0, 0.007, 0.004), 6)
        parts.append(tube("tail", pts, [0.0026, 0.0026, 0.0024, 0.0020, 0.0015, 0.0008, 0.0], sides=8,
                          mats=[m["body"]], flat=(0.45, 1.0)))
    parts += eyes("rooster", head, 0.0062, m, fwd=0.35, up=0.2, body=body)
    return parts


def eagle(m):
    """An eagle standing upright with its wings half raised behind its head (a tall, broad silhouette),
    a broad head with heavy brows and a strongly hooked beak; matte."""
    b = Blob("eagle_body")
    z0 = BASE_TOP
    b.ellipsoid((0, 0.001, z0 + 0.0075), 0.0105, (1.0, 0.95, 1.05))                 # breast
    b.capsule((0, 0.002, z0 + 0.010), (0, 0.0005, z0 + 0.0235), 0.0072)            # upright neck
    b.ball((0, -0.0005, z0 + 0.0275), 0.0105)                                      # broad head
    b.ellipsoid((0, 0.0015, z0 + 0.0285), 0.0098, (0.95, 1.15, 0.8), stiff=1.5)    # flat crown
    for s_ in (-1, 1):                                                              # brow ridges
        b.ellipsoid((s_ * 0.0038, -0.0045, z0 + 0.0322), 0.0044, (0.6, 1.3, 0.45), stiff=1.6)
    for k in range(3):                                                              # nape feathers, pointing back
        b.ellipsoid((0, 0.0075 + 0.0015 * k, z0 + 0.026 - 0.003 * k), 0.0042, (0.8, 1.5, 0.7), stiff=1.2)
    body = b.to_mesh(m["body"])
    parts = [body]
    head = (0, -0.0005, z0 + 0.0275)
    # the wings, half raised behind the head: broad, flat, their tips high above the back
    for s_ in (-1, 1):
        w = Blob("eagle_wing", resolution=0.0006)
        w.capsule((s_ * 0.0062, 0.004, z0 + 0.010), (s_ * 0.0070, 0.0125, z0 + 0.0330), 0.0045, 2.0)
        w.capsule((s_ * 0.0066, 0.0065, z0 + 0.012), (s_ * 0.0072, 0.0165, z0 + 0.0290), 0.0038, 2.0)
        w.capsule((s_ * 0.0068, 0.0090, z0 + 0.010), (s_ * 0.0072, 0.0185, z0 + 0.0215), 0.0032, 2.0)
        parts.append(w.to_mesh(m["body"], target_tris=500))
    # the strongly hooked beak: forward, then sharply down and back
    pts = [Vector((0, -0.0075, z0 + 0.0290)), Vector((0, -0.0118, z0 + 0.0292)), Vector((0, -0.0152, z0 + 0.0280)),
           Vector((0, -0.0172, z0 + 0.0252)), Vector((0, -0.0172, z0 + 0.0222)), Vector((0, -0.0160, z0 + 0.0203))]
    parts.append(tube("beak", pts, [0.0040, 0.0035, 0.0028, 0.0019, 0.0011, 0.0], sides=12, mats=[m["beak"]],
                      flat=(0.7, 1.0)))
    parts.append(tube("jaw", [(0, -0.0078, z0 + 0.0245), (0, -0.0118, z0 + 0.0238), (0, -0.0140, z0 + 0.0234)],
                      [0.0025, 0.0016, 0.0], mats=[m["beak"]], flat=(0.8, 0.7)))
    parts += eyes("eagle", head, 0.0070, m, fwd=0.55, up=0.3, size=0.13, body=body)
    return parts


BIRDS = [("swallow", swallow, False), ("stormbird", stormbird, False), ("raven", raven, False),
         ("rooster", rooster, False), ("eagle", eagle, True)]


def build_bird(kind, fn, matte, tone):
    m = set_materials(tone, matte)
    root = C.empty("bird_%s_%s" % (kind, tone), size=0.02)
    parts = fn(m)
    bird = C.join(parts, "bird")
    k = 1.05 if kind == "swallow" else 1.22  # enlarged about the base's top centre; the swallow stays small
    for v in bird.data.vertices:
        v.co = Vector((0, 0, BASE_TOP)) + (v.co - Vector((0, 0, BASE_TOP))) * k
    base = pebble("base", m["body"])
    band = base_band("band", m["band"])
    obj = C.join([base, band, bird], "bird_%s_%s_mesh" % (kind, tone))
    obj.parent = root
    return root


def build_ur_piece(tone):
    """The classic round Ur piece: a flat disc, five inlaid dots on top (texture)."""
    R, Hh = 0.0165, 0.0075
    prof = [(0, 0), (R - 0.0012, 0), (R, 0.0012), (R, Hh - 0.0012), (R - 0.0012, Hh), (0, Hh)]
    if tone == "light":
        mat = C.material("ur_piece_light", tex="Pieces/ur_piece_tops.png", roughness=0.3)
        u0 = 0.0
    else:
        mat = C.material("ur_piece_dark", tex="Pieces/ur_piece_tops.png", roughness=0.25)
        u0 = 0.5
    ob = C.lathe("ur_piece_%s_mesh" % tone, prof, segments=40, mats=[mat])
    C.shade_smooth(ob, 40)
    me = ob.data
    me.uv_layers.new(name="UVMap")
    uv = me.uv_layers.active.data
    for poly in me.polygons:
        for li in poly.loop_indices:
            co = me.vertices[me.loops[li].vertex_index].co
            k = 0.97 if poly.normal.z > 0.5 else 0.985  # sides and bottom: outer background band
            uv[li].uv = (u0 + 0.25 + 0.25 * k * co.x / R, 0.5 + 0.5 * k * co.y / R)
    root = C.empty("ur_piece_%s" % tone, size=0.02)
    ob.parent = root
    return root


def main():
    C.reset()
    roots = []
    for tone in ("light", "dark"):
        r = build_ur_piece(tone)
        C.export_glb(os.path.join(OUT, "ur_piece_%s.glb" % tone), r)
        roots.append(r)
    birds = {}
    for tone in ("light", "dark"):
        for kind, fn, matte in BIRDS:
            r = build_bird(kind, fn, matte, tone)
            C.export_glb(os.path.join(OUT, "bird_%s_%s.glb" % (kind, tone)), r)
            birds[(kind, tone)] = r
    if os.environ.get("UR_NO_PREVIEW"):
        return
    # preview: birds in two rows (light in front), classic pieces at the sides
    for i, (kind, fn, matte) in enumerate(BIRDS):
        birds[(kind, "light")].location = ((i - 2) * 0.042, -0.03, 0)
        birds[(kind, "dark")].location = ((i - 2) * 0.042, 0.03, 0)
        birds[(kind, "light")].rotation_euler = (0, 0, math.radians(-35))
        birds[(kind, "dark")].rotation_euler = (0, 0, math.radians(-35))
    roots[0].location = (-0.13, -0.03, 0)
    roots[1].location = (-0.13, 0.03, 0)
    bpy.ops.mesh.primitive_plane_add(size=3)
    bpy.context.object.data.materials.append(C.material("ground", color=(0.30, 0.20, 0.12, 1), roughness=0.6))
    tmp = "/tmp/ur-previews"
    C.preview(os.path.join(tmp, "pieces_a.png"), cam_loc=(0.0, -0.30, 0.17), target=(-0.01, 0.0, 0.012), lens=55,
              samples=32)
    # profiles: each set in a row, birds alternately in profile and three-quarter view
    for r in roots:
        r.hide_render = True
        for c in r.children:
            c.hide_render = True
    shots = []
    for tone in ("light", "dark"):
        for i, (kind, fn, matte) in enumerate(BIRDS):
            for t2 in ("light", "dark"):
                o = birds[(kind, t2)]
                o.location = ((i - 2) * 0.052, 0, 0)
                for x in [o] + list(o.children):
                    x.hide_render = t2 != tone
                o.rotation_euler = (0, 0, math.radians(-90 if i % 2 == 0 else -35))
        path = os.path.join(tmp, "pieces_%s.png" % tone)
        C.preview(path, cam_loc=(0.0, -0.42, 0.08), target=(0.0, 0.0, 0.02), lens=60, samples=24, size=(800, 300))
        shots.append(path)
    C.compose_vertical([os.path.join(tmp, "pieces_a.png")] + shots, os.path.join(C.PREVIEW, "pieces.png"),
                       crops=[None, (5, 245), (5, 245)])


if __name__ == "__main__":
    main()
