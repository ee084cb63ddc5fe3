"""Environment: table, chair, clay oil lamp (with a separate flame node) and the room.

blender -b --python assets/scripts/blender/environment.py
Writes Models/Environment/{table,chair,lamp,room}.glb and previews (the lamp, and the whole
room set up with the other models imported back from their .glb files).
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy
import bmesh
from mathutils import Vector
import common as C

OUT = os.path.join(C.MODELS, "Environment")

# Room layout (jME axes; Blender y = -jME z)
ROOM_X = 2.4     # inner half-width along X
ROOM_Z = 2.2     # inner half-depth along Z
ROOM_H = 3.0
WALL_T = 0.4
TABLE_H = 0.75


def box(name, x0, x1, y0, y1, z0, z1, mat, uv_scale=None, parent=None):
    """Axis-aligned box given in *Blender* coordinates (z up)."""
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    bmesh.ops.scale(bm, vec=(x1 - x0, y1 - y0, z1 - z0), verts=bm.verts)
    bmesh.ops.translate(bm, vec=((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2), verts=bm.verts)
    ob = C.new_object(name, bm, [mat])
    if uv_scale:
        C.world_uv(ob, scale=uv_scale)
    if parent:
        ob.parent = parent
    return ob


def cyl(name, p0, p1, r, mat, segs=12, parent=None):
    p0, p1 = Vector(p0), Vector(p1)
    d = p1 - p0
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=True, segments=segs, radius1=r, radius2=r, depth=d.length)
    ob = C.new_object(name, bm, [mat])
    ob.location = (p0 + p1) / 2
    ob.rotation_euler = d.to_track_quat('Z', 'Y').to_euler()
    C.shade_smooth(ob, 50)
    if parent:
        ob.parent = parent
    return ob


def bake_transform(ob):
    C.select_only([ob])
    bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)


# ----------------------------------------------------------------------------- table
def table():
    wood = C.material("wood_table", tex="Wood/wood_table.png", roughness=0.55)
    root = C.empty("table", size=0.2)
    L, W, T = 1.30, 0.85, 0.045    # length along jME Z (Blender Y), width along X
    parts = [box("top", -W / 2, W / 2, -L / 2, L / 2, TABLE_H - T, TABLE_H, wood)]
    lx, ly, lw = W / 2 - 0.07, L / 2 - 0.08, 0.065
    for sx in (-1, 1):
        for sy in (-1, 1):
            x, y = sx * lx, sy * ly
            parts.append(box("leg", x - lw / 2, x + lw / 2, y - lw / 2, y + lw / 2, 0, TABLE_H - T, wood))
    ah = 0.09
    for sx in (-1, 1):
        parts.append(box("apron", sx * lx - 0.015, sx * lx + 0.015, -ly, ly, TABLE_H - T - ah, TABLE_H - T, wood))
        parts.append(box("stretcher", sx * lx - 0.02, sx * lx + 0.02, -ly, ly, 0.12, 0.16, wood))
    for sy in (-1, 1):
        parts.append(box("apron", -lx, lx, sy * ly - 0.015, sy * ly + 0.015, TABLE_H - T - ah, TABLE_H - T, wood))
    ob = C.join(parts, "table_mesh")
    C.bevel(ob, 0.004, segments=1)
    C.world_uv(ob, scale=0.6)
    # grain along the table's length: swap u/v so the texture's grain (along u) follows Blender Y
    uv = ob.data.uv_layers.active.data
    for l in uv:
        l.uv = (l.uv[1], l.uv[0])
    ob.parent = root
    C.empty("table_top", (0, 0, TABLE_H), parent=root, size=0.1)
    return root


# ----------------------------------------------------------------------------- chair
def chair():
    wood = C.material("wood_table", tex="Wood/wood_table.png", roughness=0.55)
    reed = C.material("reed_seat", tex="Room/reed_mat.png", roughness=0.8)
    root = C.empty("chair", size=0.2)
    S, SH = 0.44, 0.45   # seat size, seat height; front of the chair towards jME +Z (Blender -Y)
    parts = []
    lw = 0.04
    for sx in (-1, 1):
        for sy in (-1, 1):
            x, y = sx * (S / 2 - lw / 2), sy * (S / 2 - lw / 2)
            top = SH if sy < 0 else 0.95   # back legs rise into the back posts
            parts.append(box("leg", x - lw / 2, x + lw / 2, y - lw / 2, y + lw / 2, 0, top, wood))
    # seat frame rails
    for sy in (-1, 1):
        parts.append(box("rail", -S / 2, S / 2, sy * (S / 2 - lw / 2) - 0.018, sy * (S / 2 - lw / 2) + 0.018,
                         SH - 0.05, SH, wood))
        parts.append(box("low", -S / 2, S / 2, sy * (S / 2 - lw / 2) - 0.012, sy * (S / 2 - lw / 2) + 0.012,
                         0.15, 0.18, wood))
    for sx in (-1, 1):
        parts.append(box("rail", sx * (S / 2 - lw / 2) - 0.018, sx * (S / 2 - lw / 2) + 0.018, -S / 2, S / 2,
                         SH - 0.05, SH, wood))
    # back: two cross rails and three slats
    yb = S / 2 - lw / 2
    for z in (0.62, 0.9):
        parts.append(box("backrail", -S / 2 + lw, S / 2 - lw, yb - 0.015, yb + 0.015, z - 0.035, z + 0.035, wood))
    for x in (-0.1, 0, 0.1):
        parts.append(box("slat", x - 0.022, x + 0.022, yb - 0.008, yb + 0.008, 0.62, 0.9, wood))
    frame = C.join(parts, "chair_mesh")
    C.bevel(frame, 0.003, segments=1)
    C.world_uv(frame, scale=0.5)
    seat = box("chair_seat", -S / 2 + 0.02, S / 2 - 0.02, -S / 2 + 0.02, S / 2 - 0.02, SH - 0.035, SH + 0.008, reed,
               uv_scale=0.5)
    C.bevel(seat, 0.008, segments=2)
    frame = C.join([frame, seat], "chair_mesh")
    frame.parent = root
    return root


# ----------------------------------------------------------------------------- lamp
def lamp():
    clay = C.material("terracotta", tex="Clay/terracotta.png", roughness=0.75)
    soot = C.material("lamp_soot", color=(0.05, 0.04, 0.035, 1), roughness=0.9)
    flame_m = C.material("flame", color=(1.0, 0.55, 0.15, 1), roughness=1.0,
                         emission=(1.0, 0.62, 0.22, 1), emission_strength=1.0)
    root = C.empty("lamp", size=0.05)
    # body: a closed round reservoir (lathe), filling hole on top
    prof = [(0, 0), (0.018, 0), (0.022, 0.002), (0.036, 0.010), (0.040, 0.017), (0.037, 0.024), (0.028, 0.030),
            (0.016, 0.032), (0.012, 0.031), (0.011, 0.027), (0.0, 0.026)]
    body = C.lathe("body", prof, segments=32, mats=[clay])
    parts = [body]
    # the spout: a pinched channel running out to jME +Z (Blender -Y), open on top, wick end blackened
    from pieces import tube
    sp = [(0, -0.030, 0.016), (0, -0.045, 0.019), (0, -0.058, 0.022), (0, -0.066, 0.024)]
    spout = tube("spout", sp, [0.011, 0.0085, 0.0068, 0.0060], sides=16, mats=[clay], flat=(1.0, 0.75))
    parts.append(spout)
    tip = tube("wick", [(0, -0.064, 0.0245), (0, -0.069, 0.0262)], [0.0030, 0.0024], sides=10, mats=[soot])
    parts.append(tip)
    # a loop handle at the back
    hp = [(0, 0.030 + 0.012 * math.sin(a), 0.014 + 0.012 * math.cos(a)) for a in
          [math.radians(t) for t in range(-20, 200, 20)]]
    handle = tube("handle", hp, [0.0035] * len(hp), sides=8, mats=[clay])
    parts.append(handle)
    ob = C.join(parts, "lamp_body")
    C.world_uv(ob, scale=0.15)
    ob.parent = root
    # the flame: a separate node, a teardrop above the wick
    fz = 0.0265
    fprof = [(0, 0), (0.0035, 0.002), (0.0048, 0.006), (0.0042, 0.011), (0.0025, 0.017), (0.0008, 0.022), (0, 0.025)]
    flame = C.lathe("flame", fprof, segments=12, mats=[flame_m])
    flame.location = (0, -0.069, fz)
    bake_transform(flame)
    # keep the flame node's origin at its base (so code can scale it for flicker) -> move mesh back
    for v in flame.data.vertices:
        v.co -= Vector((0, -0.069, fz))
    flame.location = (0, -0.069, fz)
    flame.parent = root
    C.empty("flame_light", (0, -0.069, fz + 0.010), parent=root, size=0.01)
    return root


# ----------------------------------------------------------------------------- room
def room():
    plaster = C.material("plaster", tex="Room/plaster.png", roughness=0.9)
    bricks = C.material("brick_floor", tex="Room/brick_floor.png", roughness=0.85)
    reed = C.material("reed_mat", tex="Room/reed_mat.png", roughness=0.85)
    beam = C.material("wood_beam", tex="Wood/wood_beam.png", roughness=0.7)
    doorwood = C.material("wood_door", tex="Wood/wood_door.png", roughness=0.7)
    bronze = C.material("bronze", color=(0.45, 0.28, 0.12, 1), roughness=0.4, metallic=0.9)
    clay = C.material("terracotta", tex="Clay/terracotta.png", roughness=0.75)
    root = C.empty("room", size=0.5)
    X, Y, H, T = ROOM_X, ROOM_Z, ROOM_H, WALL_T   # Blender: X, Y (= -jME Z), Z up
    # floor and reed mat
    box("floor", -X - T, X + T, -Y - T, Y + T, -0.1, 0.0, bricks, uv_scale=2.0, parent=root)
    mat_ob = box("reed_mat", -1.5, 1.5, -1.1, 1.1, 0.0, 0.006, reed, uv_scale=1.0, parent=root)
    # ceiling (reed matting laid over palm-log beams)
    box("ceiling", -X - T, X + T, -Y - T, Y + T, H, H + 0.15, reed, uv_scale=1.0, parent=root)
    beams = []
    for k in range(9):
        y = -Y + 0.25 + k * (2 * Y - 0.5) / 8
        b = cyl("beam", (-X - 0.1, y, H - 0.09), (X + 0.1, y, H - 0.09), 0.09, beam, segs=10)
        C.select_only([b])
        bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)
        beams.append(b)
    b = C.join(beams, "beams")
    C.world_uv(b, scale=1.0)
    b.parent = root

    walls = []

    def wall_x(x0, x1, ylo, yhi, openings):
        """A wall slab spanning Blender y in [ylo, yhi], x in [x0, x1], with openings (y0, y1, z0, z1)."""
        edges = sorted(set([ylo, yhi] + [o[0] for o in openings] + [o[1] for o in openings]))
        for a, b in zip(edges[:-1], edges[1:]):
            inside = [o for o in openings if o[0] <= a and b <= o[1]]
            if not inside:
                walls.append(box("wall", x0, x1, a, b, 0, H, plaster))
            else:
                o = inside[0]
                if o[2] > 0:
                    walls.append(box("wall", x0, x1, a, b, 0, o[2], plaster))
                walls.append(box("wall", x0, x1, a, b, o[3], H, plaster))

    def wall_y(y0, y1, xlo, xhi, openings):
        edges = sorted(set([xlo, xhi] + [o[0] for o in openings] + [o[1] for o in openings]))
        for a, b in zip(edges[:-1], edges[1:]):
            inside = [o for o in openings if o[0] <= a and b <= o[1]]
            if not inside:
                walls.append(box("wall", a, b, y0, y1, 0, H, plaster))
            else:
                o = inside[0]
                if o[2] > 0:
                    walls.append(box("wall", a, b, y0, y1, 0, o[2], plaster))
                walls.append(box("wall", a, b, y0, y1, o[3], H, plaster))

    win = []   # (axis, centre, ...) for lintels and grilles
    # +X wall (jME +X): two windows looking out on the desert
    w_open = [(-1.35, -0.55, 1.0, 1.95), (0.55, 1.35, 1.0, 1.95)]
    wall_x(X, X + T, -Y - T, Y + T, w_open)
    # -X wall: the wooden door
    d_open = [(-0.5, 0.5, 0.0, 2.1)]
    wall_x(-X - T, -X, -Y - T, Y + T, d_open)
    # +Z (jME) wall = Blender -Y: one window
    z_open = [(-0.45, 0.45, 1.05, 1.95)]
    wall_y(-Y - T, -Y, -X, X, z_open)
    # -Z (jME) wall = Blender +Y: a niche with a shelf
    n_open = []
    wall_y(Y, Y + T, -X, X, n_open)
    wall_ob = C.join(walls, "walls")
    # a darker dado band up to 0.6 m: cut the walls there and give the lower faces their own material
    dado_m = C.material("plaster_dado", tex="Room/plaster_dado.png", roughness=0.85)
    wall_ob.data.materials.append(dado_m)
    bm = bmesh.new()
    bm.from_mesh(wall_ob.data)
    bmesh.ops.bisect_plane(bm, geom=bm.verts[:] + bm.edges[:] + bm.faces[:], plane_co=(0, 0, 0.6),
                           plane_no=(0, 0, 1))
    for f in bm.faces:
        if f.calc_center_median().z < 0.6 and abs(f.normal.z) < 0.5:
            f.material_index = 1
    bm.to_mesh(wall_ob.data)
    bm.free()
    C.world_uv(wall_ob, scale=2.0)
    wall_ob.parent = root

    wood_parts = []
    # window lintels, sills and grilles
    for (y0, y1, z0, z1) in w_open:
        wood_parts.append(box("lintel", X - 0.03, X + T + 0.03, y0 - 0.15, y1 + 0.15, z1, z1 + 0.12, beam))
        wood_parts.append(box("sill", X - 0.05, X + T, y0 - 0.05, y1 + 0.05, z0 - 0.05, z0, beam))
        for k in range(1, 4):
            y = y0 + (y1 - y0) * k / 4
            wood_parts.append(box("bar", X + T * 0.5 - 0.02, X + T * 0.5 + 0.02, y - 0.02, y + 0.02, z0, z1, beam))
    for (x0, x1, z0, z1) in z_open:
        wood_parts.append(box("lintel", x0 - 0.15, x1 + 0.15, -Y - T - 0.03, -Y + 0.03, z1, z1 + 0.12, beam))
        wood_parts.append(box("sill", x0 - 0.05, x1 + 0.05, -Y - T, -Y + 0.05, z0 - 0.05, z0, beam))
        for k in range(1, 3):
            x = x0 + (x1 - x0) * k / 3
            wood_parts.append(box("bar", x - 0.02, x + 0.02, -Y - T * 0.5 - 0.02, -Y - T * 0.5 + 0.02, z0, z1, beam))
    for (y0, y1, z0, z1) in d_open:
        wood_parts.append(box("lintel", -X - T - 0.03, -X + 0.03, y0 - 0.2, y1 + 0.2, z1, z1 + 0.15, beam))
        wood_parts.append(box("threshold", -X - T, -X + 0.04, y0, y1, 0, 0.03, beam))
    # a wooden shelf on the back wall with jars
    wood_parts.append(box("shelf", -1.2, 0.2, Y - 0.3, Y, 1.35, 1.40, beam))
    for sx in (-1.1, 0.1):
        wood_parts.append(box("bracket", sx - 0.03, sx + 0.03, Y - 0.25, Y, 1.2, 1.35, beam))
    wood = C.join(wood_parts, "woodwork")
    C.world_uv(wood, scale=1.0)
    wood.parent = root
    # jars: on the shelf and on the floor in a corner
    jars = []
    jar_prof = [(0, 0), (0.05, 0), (0.09, 0.06), (0.11, 0.16), (0.10, 0.26), (0.06, 0.32), (0.045, 0.34),
                (0.055, 0.37), (0.045, 0.375), (0.035, 0.34), (0.0, 0.33)]
    for (x, y, z, s) in [(-0.9, Y - 0.15, 1.40, 0.55), (-0.55, Y - 0.15, 1.40, 0.45), (-0.2, Y - 0.15, 1.40, 0.6),
                         (X - 0.3, Y - 0.3, 0.0, 1.6), (X - 0.65, Y - 0.25, 0.0, 1.2), (-X + 0.3, Y - 0.3, 0, 1.4)]:
        j = C.lathe("jar", [(r * s, z_ * s) for r, z_ in jar_prof], segments=20, mats=[clay])
        j.location = (x, y, z)
        bake_transform(j)
        jars.append(j)
    jo = C.join(jars, "jars")
    C.world_uv(jo, scale=0.4)
    jo.parent = root

    # a woven wall hanging on the back wall, beside the shelf (a thin slab hung from a rod)
    hang_m = C.material("wall_hanging", tex="Room/wall_hanging.png", roughness=0.95)
    hx0, hx1, hz0, hz1 = 0.55, 1.65, 0.75, 2.4
    hang = box("wall_hanging", hx0, hx1, Y - 0.03, Y - 0.012, hz0, hz1, hang_m)
    me = hang.data
    me.uv_layers.new(name="UVMap")
    uvd = me.uv_layers.active.data
    for poly in me.polygons:
        for li in poly.loop_indices:
            co = me.vertices[me.loops[li].vertex_index].co
            uvd[li].uv = ((co.x - hx0) / (hx1 - hx0), (co.z - hz0) / (hz1 - hz0))
    rod = cyl("rod", (hx0 - 0.08, Y - 0.04, hz1 + 0.02), (hx1 + 0.08, Y - 0.04, hz1 + 0.02), 0.018, beam, segs=8)
    C.select_only([rod])
    bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)
    C.world_uv(rod, scale=1.0)
    hang = C.join([hang, rod], "wall_hanging")
    hang.parent = root
    # a low cedar chest in the corner by the door
    chest_parts = [box("chest", -X + 0.08, -X + 0.58, Y - 0.95, Y - 0.1, 0.0, 0.42, beam),
                   box("lid", -X + 0.06, -X + 0.60, Y - 0.97, Y - 0.08, 0.42, 0.47, beam)]
    for yb in (Y - 0.8, Y - 0.25):
        chest_parts.append(box("band", -X + 0.07, -X + 0.59, yb - 0.025, yb + 0.025, 0.0, 0.475, bronze))
    chest = C.join(chest_parts, "chest")
    C.bevel(chest, 0.006, segments=1)
    C.world_uv(chest, scale=0.8)
    chest.parent = root

    # the door: its own node, hinged at its left edge (for opening it, rotate about Y at the hinge)
    (y0, y1, z0, z1) = d_open[0]
    door_root = C.empty("door", (-X - T * 0.5, y0, 0.0), parent=root, size=0.2)
    dparts = [box("leaf", -0.025, 0.025, 0.0, y1 - y0, 0.0, z1 - 0.01, doorwood)]
    for z in (0.35, 1.05, 1.75):
        dparts.append(box("batten", 0.025, 0.05, 0.05, y1 - y0 - 0.05, z - 0.06, z + 0.06, beam))
    dleaf = C.join(dparts, "door_mesh")
    # vertical planks: grain along the door's height
    C.world_uv(dleaf, scale=1.0)
    uv = dleaf.data.uv_layers.active.data
    for l in uv:
        l.uv = (l.uv[1], l.uv[0])
    ring = bpy.data.meshes.new("ring")
    bm = bmesh.new()
    bmesh.ops.create_circle(bm, segments=12, radius=0.05)
    bm.free()
    handle = cyl("door_handle", (0.05, (y1 - y0) - 0.15, 1.0), (0.1, (y1 - y0) - 0.15, 1.0), 0.015, bronze, segs=8)
    C.select_only([handle])
    bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)
    dleaf = C.join([dleaf, handle], "door_mesh")
    dleaf.parent = door_root

    # spots for the game code (documented in Models/README.md)
    C.empty("spot_table", (0, 0, 0), parent=root, size=0.2)
    C.empty("spot_chair_light", (-0.75, 0, 0), parent=root, size=0.2)
    C.empty("spot_chair_dark", (0.75, 0, 0), parent=root, size=0.2)
    C.empty("spot_lamp", (0.22, -0.45, TABLE_H), parent=root, size=0.05)
    C.empty("spot_bowl", (0.0, 0.42, TABLE_H), parent=root, size=0.05)
    return root


def outer_faces_removed(root):
    """Removes the faces on the outside of the room's shell (the walls', floor's and ceiling's faces on the
    box round it), which no view inside sees: they would take half the lightmap's room."""
    X, Y, H, T = ROOM_X, ROOM_Z, ROOM_H, WALL_T
    eps = 1e-3
    for ob in [root] + list(root.children_recursive):
        if ob.type != 'MESH' or ob.name not in ("walls", "floor", "ceiling"):
            continue
        bm = bmesh.new()
        bm.from_mesh(ob.data)
        gone = [f for f in bm.faces if (lambda c: abs(c.x) > X + T - eps or abs(c.y) > Y + T - eps
                                        or c.z > H + 0.15 - eps or c.z < -0.1 + eps)(f.calc_center_median())]
        bmesh.ops.delete(bm, geom=gone, context='FACES')
        bm.to_mesh(ob.data)
        bm.free()


def lightmap_uv(root, margin=0.004):
    """A second UV set, "lightmap", over every mesh of the room: all of them unwrapped together into one
    square without overlaps, at one density of texels per metre, for the light baked by lightmaps.py (glTF
    TEXCOORD_1, jME's TexCoord2). The colour maps keep the first set."""
    obs = [o for o in [root] + list(root.children_recursive) if o.type == 'MESH']
    for ob in obs:
        me = ob.data
        layer = me.uv_layers.get("lightmap") or me.uv_layers.new(name="lightmap")
        me.uv_layers.active = layer
    C.select_only(obs)
    bpy.context.view_layer.objects.active = obs[0]
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='SELECT')
    bpy.ops.uv.smart_project(angle_limit=math.radians(66), island_margin=margin, area_weight=0.0,
                             correct_aspect=True, scale_to_bounds=False)
    bpy.ops.object.mode_set(mode='OBJECT')
    for ob in obs:
        ob.data.uv_layers.active = ob.data.uv_layers[0]
        ob.data.uv_layers[0].active_render = True


def import_glb(path):
    import numpy as np
    if "bool" not in np.__dict__:
        np.bool = bool   # Debian's blender 3.4 glTF importer still uses np.bool (removed in numpy 1.24)
    before = set(bpy.data.objects)
    bpy.ops.import_scene.gltf(filepath=path)
    new = [o for o in bpy.data.objects if o not in before]
    roots = [o for o in new if o.parent is None]
    for r in roots:
        r.rotation_mode = 'XYZ'   # the importer leaves quaternion mode, which ignores rotation_euler
    return roots[0] if len(roots) == 1 else roots


def main():
    C.reset()
    t = table()
    C.export_glb(os.path.join(OUT, "table.glb"), t)
    ch = chair()
    C.export_glb(os.path.join(OUT, "chair.glb"), ch)
    lp = lamp()
    C.export_glb(os.path.join(OUT, "lamp.glb"), lp)
    rm = room()
    outer_faces_removed(rm)
    lightmap_uv(rm)
    C.export_glb(os.path.join(OUT, "room.glb"), rm)

    if "--no-preview" in C.argv():
        return
    # ------------------------------------------------------------------ preview: the lamp alone
    for o in (t, ch, rm):
        for c in [o] + list(o.children_recursive):
            c.hide_render = True
    pl = bpy.data.objects.new("ground", bpy.data.meshes.new("g"))
    bpy.ops.mesh.primitive_plane_add(size=2)
    g = bpy.context.object
    g.data.materials.append(C.material("ground", color=(0.30, 0.20, 0.12, 1), roughness=0.6))
    C.preview(os.path.join(C.PREVIEW, "lamp.png"), cam_loc=(0.16, -0.2, 0.14), target=(0, -0.02, 0.02),
              lens=50, samples=24)
    bpy.data.objects.remove(g, do_unlink=True)
    for o in (t, ch, rm):
        for c in [o] + list(o.children_recursive):
            c.hide_render = False

    # ------------------------------------------------------------------ preview: the whole set
    ch.location = (-0.75, 0, 0)
    ch.rotation_euler = (0, 0, math.radians(90))     # chair front (Blender -Y) turned to face +X
    ch2 = import_glb(os.path.join(OUT, "chair.glb"))
    ch2.location = (0.75, 0, 0)
    ch2.rotation_euler = (0, 0, math.radians(-90))
    lp.location = (0.22, -0.45, TABLE_H)
    lp.rotation_euler = (0, 0, math.radians(200))
    board = import_glb(os.path.join(C.MODELS, "Boards", "board_ur.glb"))
    board.location = (0, 0, TABLE_H)
    bowl = import_glb(os.path.join(C.MODELS, "Counters", "bowl.glb"))
    bowl.location = (0.0, 0.42, TABLE_H)
    # a few pieces on the board (Blender coords of the squares: x = col, y = -jME z)
    for (kind, tone, sq) in [("swallow", "light", (-0.045, 0.0225)), ("raven", "dark", (0.045, 0.1125)),
                             ("eagle", "light", (0.0, -0.0675)), ("rooster", "dark", (0.0, 0.0225))]:
        o = import_glb(os.path.join(C.MODELS, "Pieces", "bird_%s_%s.glb" % (kind, tone)))
        o.location = (sq[0], sq[1], TABLE_H + 0.0215)
        o.rotation_euler = (0, 0, math.radians(90 if tone == "light" else -90))
    for name, loc in [("astragal_small", (-0.2, -0.25, TABLE_H + 0.0075)), ("astragal_broad", (-0.16, -0.3, TABLE_H + 0.006))]:
        o = import_glb(os.path.join(C.MODELS, "Dice", name + ".glb"))
        o.location = loc
        o.rotation_euler = (0, 0, 0.4)
    # lights: the lamp's flame and cold moonlight through the +X windows
    fl = bpy.data.objects.get("flame")
    sc = bpy.context.scene
    lights = [('POINT', Vector((0.22, -0.45 + 0.0, TABLE_H + 0.07)), 70.0, 0.02)]
    sun = bpy.data.lights.new("moon", 'SUN')
    sun.energy = 1.2
    sun.color = (0.6, 0.7, 1.0)
    so = bpy.data.objects.new("moon", sun)
    sc.collection.objects.link(so)
    so.rotation_euler = Vector((-1.0, 0.3, -0.55)).to_track_quat('Z', 'Y').to_euler()
    C.preview(os.path.join(C.PREVIEW, "room.png"), cam_loc=(-1.05, 0.45, 1.30), target=(0.25, -0.12, 0.95), lens=22,
              size=(800, 450), samples=32, lights=[(k, l, e, s) for (k, l, e, s) in lights],
              world=(0.01, 0.015, 0.03))


if __name__ == "__main__":
    main()
