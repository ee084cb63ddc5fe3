"""Boards: the 2nd-millennium board of Ur and the 1st-millennium twenty-squares board.

blender -b --python assets/scripts/blender/boards.py
Writes Models/Boards/board_ur.glb, Models/Boards/board_twenty.glb and a preview.
Coordinate and anchor conventions: see Models/README.md.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy
import bmesh
from mathutils import Vector
import common as C

P = 0.045          # square pitch (m)
GAP = 0.004        # bitumen joint between squares
T = P - GAP        # tile edge
M = 0.009          # frame margin around the squares
H = 0.020          # frame (body) top height
TILE_T = 0.003     # tile thickness; tiles stand 1.5 mm proud of the frame
TOP = H + TILE_T / 2  # top surface of the squares = anchor height

ATLAS = ["rosette", "eyes", "fivedots", "dotgrid", "lattice", "rosette5", "plain", "fourdots", "lapis"]
COLS = "ABC"


def col_x(c):
    return (COLS.index(c) - 1) * P  # A at -X, C at +X


def row_y(r, nrows):
    return ((nrows + 1) / 2 - r) * P  # row 1 at Blender +Y  (= glTF/jME -Z)


def frame_outline(segments, nrows):
    """segments: [(first_row, last_row, width_in_squares)] from row 1 on.  Returns a CCW polygon."""
    pts_r = []
    for i, (r0, r1, w) in enumerate(segments):
        hw = w * P / 2 + M
        ytop = row_y(r0, nrows) + P / 2
        ybot = row_y(r1, nrows) - P / 2
        if i == 0:
            pts_r.append((hw, ytop + M))
        if i + 1 < len(segments):
            nhw = segments[i + 1][2] * P / 2 + M
            if hw > nhw:
                pts_r += [(hw, ybot - M), (nhw, ybot - M)]
            else:
                pts_r += [(hw, ybot + M), (nhw, ybot + M)]
        else:
            pts_r.append((hw, ybot - M))
    left = [(-x, y) for (x, y) in reversed(pts_r)]
    return pts_r + left


def make_frame(name, outline, mat):
    bm = bmesh.new()
    verts = [bm.verts.new((x, y, H)) for (x, y) in outline]
    face = bm.faces.new(verts)
    ret = bmesh.ops.extrude_face_region(bm, geom=[face])
    new_verts = [e for e in ret["geom"] if isinstance(e, bmesh.types.BMVert)]
    bmesh.ops.translate(bm, vec=(0, 0, -H), verts=new_verts)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    ob = C.new_object(name, bm, [mat])
    C.bevel(ob, 0.003, segments=2, angle=60)
    C.world_uv(ob, scale=0.25)
    return ob


def atlas_rect(idx, inset=3 / 1024):
    col, row = idx % 4, idx // 4
    u0 = col / 4 + inset
    u1 = (col + 1) / 4 - inset
    v1 = 1 - row / 4 - inset
    v0 = 1 - (row + 1) / 4 + inset
    return u0, v0, u1, v1


def make_tiles(name, layout, nrows, mat):
    """layout: {(col, row): pattern}"""
    bm = bmesh.new()
    uvl = bm.loops.layers.uv.new("UVMap")
    side = atlas_rect(ATLAS.index("plain"))
    su = ((side[0] + side[2]) / 2, (side[1] + side[3]) / 2)
    for (c, r), pat in sorted(layout.items()):
        x, y = col_x(c), row_y(r, nrows)
        h = T / 2
        z0, z1 = H - TILE_T / 2, H + TILE_T / 2
        ch = 0.0006  # small chamfer on the top edge
        v = {}
        corners = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        bot = [bm.verts.new((x + sx * h, y + sy * h, z0)) for sx, sy in corners]
        mid = [bm.verts.new((x + sx * h, y + sy * h, z1 - ch)) for sx, sy in corners]
        top = [bm.verts.new((x + sx * (h - ch), y + sy * (h - ch), z1)) for sx, sy in corners]
        ftop = bm.faces.new(top)
        u0, v0, u1, v1 = atlas_rect(ATLAS.index(pat))
        for loop, (sx, sy) in zip(ftop.loops, corners):
            # image up (v1) toward the board's far end (row 1 side, +Y) so motifs read from the long side
            loop[uvl].uv = (u0 if sx < 0 else u1, v0 if sy < 0 else v1)
        for i in range(4):
            j = (i + 1) % 4
            for quad in ((bot[i], bot[j], mid[j], mid[i]), (mid[i], mid[j], top[j], top[i])):
                f = bm.faces.new(quad)
                for loop in f.loops:
                    loop[uvl].uv = su
        fb = bm.faces.new(list(reversed(bot)))
        for loop in fb.loops:
            loop[uvl].uv = su
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return C.new_object(name, bm, [mat])


def make_inlay_band(name, outline, mat):
    """A thin lapis band inlaid near the outer edge of the frame top, as on the originals' borders."""
    # offset the outline inward by ~M/2 (outline is rectilinear, so offset by sign of coordinates works poorly
    # on concave corners; do it per edge with proper miter via shapely-like simple approach)
    import mathutils
    n = len(outline)
    inset = M * 0.45
    pts = []
    # polygon orientation
    area = sum(outline[i][0] * outline[(i + 1) % n][1] - outline[(i + 1) % n][0] * outline[i][1] for i in range(n))
    sgn = 1 if area > 0 else -1
    for i in range(n):
        p0 = Vector(outline[i - 1])
        p1 = Vector(outline[i])
        p2 = Vector(outline[(i + 1) % n])
        d0 = (p1 - p0).normalized()
        d1 = (p2 - p1).normalized()
        n0 = Vector((-d0.y, d0.x)) * sgn
        n1 = Vector((-d1.y, d1.x)) * sgn
        # inward normals (left of edge for CCW)
        a = p0 + n0 * inset
        b = p2 + n1 * inset
        hit = mathutils.geometry.intersect_line_line_2d(a, a + d0 * 10, b, b - d1 * 10)
        if hit is None:
            hit = p1 + (n0 + n1) * inset
        pts.append(hit)
    w = 0.0046
    bm = bmesh.new()
    uvl = bm.loops.layers.uv.new("UVMap")
    z = H + 0.0002
    outer = []
    inner = []
    for i in range(n):
        p0 = pts[i - 1]
        p1 = pts[i]
        p2 = pts[(i + 1) % n]
        d0 = (p1 - p0).normalized()
        d1 = (p2 - p1).normalized()
        n0 = Vector((-d0.y, d0.x)) * sgn
        n1 = Vector((-d1.y, d1.x)) * sgn
        o = p1 - (n0 + n1) * (w / 2) / max(0.5, (1 + n0.dot(n1)) / 2 * 2) * 1.0
        ii = p1 + (n0 + n1) * (w / 2) / max(0.5, (1 + n0.dot(n1)) / 2 * 2) * 1.0
        outer.append(bm.verts.new((o.x, o.y, z)))
        inner.append(bm.verts.new((ii.x, ii.y, z)))
    period = 0.0115   # metres of strip per repeat of the border texture
    for i in range(n):
        j = (i + 1) % n
        f = bm.faces.new((outer[i], outer[j], inner[j], inner[i]))
        length = (pts[j] - pts[i]).length
        reps = max(1, round(length / period))
        for loop, (u, v) in zip(f.loops, ((0, 0), (reps, 0), (reps, 1), (0, 1))):
            loop[uvl].uv = (u, v)
    for f in bm.faces:
        f.normal_update()
        if f.normal.z < 0:
            f.normal_flip()
    ob = C.new_object(name, bm, [mat])
    return ob


def build_board(name, segments, nrows, layout, mats):
    root = C.empty(name, size=0.05, kind='ARROWS')
    outline = frame_outline(segments, nrows)
    frame = make_frame(name + "_frame", outline, mats["frame"])
    frame.parent = root
    band = make_inlay_band(name + "_band", outline, mats["band"])
    band.parent = root
    tiles = make_tiles(name + "_squares", layout, nrows, mats["tiles"])
    tiles.parent = root
    for (c, r) in sorted(layout):
        C.empty("sq_%s%d" % (c, r), (col_x(c), row_y(r, nrows), TOP), parent=root, size=0.01)
    return root


def main():
    C.reset()
    mats = {
        "frame": C.material("board_frame", tex="Board/board_frame.png", roughness=0.55),
        "tiles": C.material("board_squares", tex="Board/board_tiles.png", roughness=0.35),
        "band": C.material("board_border", tex="Board/board_border.png", roughness=0.35),
    }
    # --- 2nd millennium board of Ur: 3x4 block (rows 1-4), bridge (B5, B6), 3x2 block (rows 7-8)
    ur = {}
    # rosettes A1, C1, B4, A7, C7: as in game-rules' ClassicBoards.STANDARD (and RoyalUr's reading of the
    # British Museum board): the small block's rosettes sit in its row next to the bridge
    side = {1: "rosette", 2: "eyes", 3: "fivedots", 4: "eyes", 7: "rosette", 8: "fivedots"}
    mid = {1: "dotgrid", 2: "fivedots", 3: "eyes", 4: "rosette", 5: "lattice", 6: "lattice", 7: "dotgrid", 8: "eyes"}
    for r, p in side.items():
        ur[("A", r)] = p
        ur[("C", r)] = p
    for r, p in mid.items():
        ur[("B", r)] = p
    b1 = build_board("board_ur", [(1, 4, 3), (5, 6, 1), (7, 8, 3)], 8, ur, mats)
    C.export_glb(os.path.join(C.MODELS, "Boards", "board_ur.glb"), b1)

    # --- 1st millennium twenty squares: 3x4 block (rows 1-4) and the central row on to B12
    tw = {}
    side = {1: "rosette5", 2: "fourdots", 3: "eyes", 4: "fourdots"}
    mid = {1: "fivedots", 2: "dotgrid", 3: "eyes", 4: "rosette5", 5: "fourdots", 6: "fivedots", 7: "lattice",
           8: "rosette5", 9: "eyes", 10: "dotgrid", 11: "fivedots", 12: "rosette5"}
    for r, p in side.items():
        tw[("A", r)] = p
        tw[("C", r)] = p
    for r, p in mid.items():
        tw[("B", r)] = p
    b2 = build_board("board_twenty", [(1, 4, 3), (5, 12, 1)], 12, tw, mats)
    C.export_glb(os.path.join(C.MODELS, "Boards", "board_twenty.glb"), b2)

    # preview: both boards side by side on a dark table top
    b1.location = (-0.13, 0, 0)
    b2.location = (0.13, 0, 0)
    bpy.ops.mesh.primitive_plane_add(size=3)
    ground = bpy.context.object
    ground.data.materials.append(C.material("ground", color=(0.25, 0.17, 0.1, 1), roughness=0.6))
    C.preview(os.path.join(C.PREVIEW, "boards.png"), cam_loc=(0.0, -0.62, 0.5), target=(0, 0.0, 0), lens=50)


if __name__ == "__main__":
    main()
