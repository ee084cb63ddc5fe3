"""Shared helpers for the Blender generator scripts (Blender 3.4, batch mode).

Conventions: Blender is Z-up; the glTF exporter converts to +Y up, so Blender (x, y, z)
becomes glTF/jME (x, z, -y).  All sizes are in metres.
"""
import math
import os
import sys

import bpy
import bmesh
from mathutils import Vector, Matrix

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))  # the assets module
TEX = os.path.join(ROOT, "Textures")
MODELS = os.path.join(ROOT, "Models")
DOCS = os.path.abspath(os.path.join(ROOT, "..", "docs", "assets"))
PREVIEW = os.environ.get("UR_PREVIEW_DIR", "/tmp/ur-previews")


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    sc = bpy.context.scene
    sc.unit_settings.system = 'METRIC'
    sc.unit_settings.scale_length = 1.0


_img_cache = {}


def image(relpath):
    path = os.path.join(TEX, relpath)
    if path not in _img_cache:
        _img_cache[path] = bpy.data.images.load(path, check_existing=True)
    return _img_cache[path]


def material(name, color=(0.8, 0.8, 0.8, 1), tex=None, roughness=0.5, metallic=0.0,
             emission=None, emission_strength=1.0, alpha=None, double_sided=False):
    """A Principled BSDF material that the glTF exporter maps to a PBR metallic-roughness material."""
    m = bpy.data.materials.get(name)
    if m:
        return m
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = color
    p.inputs["Roughness"].default_value = roughness
    p.inputs["Metallic"].default_value = metallic
    if tex:
        t = nt.nodes.new("ShaderNodeTexImage")
        t.image = image(tex)
        t.location = (-400, 200)
        nt.links.new(t.outputs["Color"], p.inputs["Base Color"])
    if emission:
        p.inputs["Emission"].default_value = emission
        p.inputs["Emission Strength"].default_value = emission_strength
    m.diffuse_color = color
    m.use_backface_culling = not double_sided   # exported as glTF doubleSided = false: cheaper in jME
    return m


def new_object(name, mesh_or_bm, mats=(), parent=None, smooth=False):
    if isinstance(mesh_or_bm, bmesh.types.BMesh):
        me = bpy.data.meshes.new(name)
        mesh_or_bm.to_mesh(me)
        mesh_or_bm.free()
    else:
        me = mesh_or_bm
    ob = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(ob)
    for m in mats:
        me.materials.append(m)
    if smooth:
        for poly in me.polygons:
            poly.use_smooth = True
    if parent:
        ob.parent = parent
    return ob


def empty(name, loc=(0, 0, 0), parent=None, size=0.01, kind='PLAIN_AXES'):
    ob = bpy.data.objects.new(name, None)
    ob.empty_display_type = kind
    ob.empty_display_size = size
    ob.location = loc
    bpy.context.scene.collection.objects.link(ob)
    if parent:
        ob.parent = parent
    return ob


def select_only(objs):
    bpy.ops.object.select_all(action='DESELECT')
    for o in objs:
        o.select_set(True)
    bpy.context.view_layer.objects.active = objs[0]


def apply_modifiers(ob):
    select_only([ob])
    for mod in list(ob.modifiers):
        bpy.ops.object.modifier_apply(modifier=mod.name)


def bevel(ob, width, segments=2, angle=40, apply=True):
    mod = ob.modifiers.new("bevel", 'BEVEL')
    mod.width = width
    mod.segments = segments
    mod.limit_method = 'ANGLE'
    mod.angle_limit = math.radians(angle)
    mod.harden_normals = False
    if apply:
        apply_modifiers(ob)
    return mod


def subsurf(ob, levels=2, apply=True):
    mod = ob.modifiers.new("subsurf", 'SUBSURF')
    mod.levels = levels
    mod.render_levels = levels
    if apply:
        apply_modifiers(ob)
    return mod


def shade_smooth(ob, auto_angle=None):
    for p in ob.data.polygons:
        p.use_smooth = True
    if auto_angle is not None:
        ob.data.use_auto_smooth = True
        ob.data.auto_smooth_angle = math.radians(auto_angle)


def world_uv(ob, scale=1.0, offset=(0, 0)):
    """Box-project UVs from world positions (u,v = coordinates / scale) by each face's main axis."""
    me = ob.data
    if not me.uv_layers:
        me.uv_layers.new(name="UVMap")
    uv = me.uv_layers.active.data
    mw = ob.matrix_world
    for poly in me.polygons:
        n = (mw.to_3x3() @ poly.normal)
        ax = max(range(3), key=lambda i: abs(n[i]))
        for li in poly.loop_indices:
            co = mw @ me.vertices[me.loops[li].vertex_index].co
            if ax == 2:
                u, v = co.x, co.y
            elif ax == 0:
                u, v = co.y, co.z
            else:
                u, v = co.x, co.z
            uv[li].uv = (u / scale + offset[0], v / scale + offset[1])


def cylindrical_uv(ob, u_scale=1.0, v_scale=1.0):
    me = ob.data
    if not me.uv_layers:
        me.uv_layers.new(name="UVMap")
    uv = me.uv_layers.active.data
    for poly in me.polygons:
        us = []
        for li in poly.loop_indices:
            co = me.vertices[me.loops[li].vertex_index].co
            us.append((math.atan2(co.y, co.x) / (2 * math.pi)) % 1.0)
        # fix seam wrap inside one polygon
        if max(us) - min(us) > 0.5:
            us = [u + 1 if u < 0.5 else u for u in us]
        for li, u in zip(poly.loop_indices, us):
            co = me.vertices[me.loops[li].vertex_index].co
            uv[li].uv = (u * u_scale, co.z * v_scale)


def join(objs, name=None):
    select_only(objs)
    bpy.ops.object.join()
    ob = bpy.context.view_layer.objects.active
    if name:
        ob.name = name
        ob.data.name = name
    return ob


def lathe(name, profile, segments=32, mats=(), smooth=True):
    """Revolve a (r, z) profile around Z.  profile goes from the axis/bottom outward and up."""
    bm = bmesh.new()
    rings = []
    for (r, z) in profile:
        ring = []
        n = 1 if r < 1e-6 else segments
        for k in range(n):
            a = 2 * math.pi * k / segments
            ring.append(bm.verts.new((r * math.cos(a), r * math.sin(a), z)))
        rings.append(ring)
    for a_, b_ in zip(rings[:-1], rings[1:]):
        if len(a_) == 1 and len(b_) == 1:
            continue
        if len(a_) == 1:
            for k in range(segments):
                bm.faces.new((a_[0], b_[k], b_[(k + 1) % segments]))
        elif len(b_) == 1:
            for k in range(segments):
                bm.faces.new((a_[k], b_[0], a_[(k + 1) % segments]))
        else:
            for k in range(segments):
                bm.faces.new((a_[k], a_[(k + 1) % segments], b_[(k + 1) % segments], b_[k]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    ob = new_object(name, bm, mats)
    if smooth:
        shade_smooth(ob, 50)
    return ob


def export_glb(path, root=None):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    kw = dict(filepath=path, export_format='GLB', export_apply=True, export_yup=True,
              export_cameras=False, export_lights=False, export_extras=False,
              export_texcoords=True, export_normals=True, export_materials='EXPORT',
              export_image_format='AUTO')
    if root is not None:
        objs = [root] + list(root.children_recursive)
        select_only(objs)
        kw['use_selection'] = True
    bpy.ops.export_scene.gltf(**kw)
    print("exported", path, os.path.getsize(path), "bytes")


# ----------------------------------------------------------------------------- previews
def preview(path, cam_loc, target, lens=50, size=(800, 450), samples=24, lights=None, world=(0.05, 0.045, 0.04),
            hide=()):
    sc = bpy.context.scene
    cam_data = bpy.data.cameras.new("pcam")
    cam_data.lens = lens
    cam_data.clip_start = 0.005
    cam = bpy.data.objects.new("pcam", cam_data)
    sc.collection.objects.link(cam)
    cam.location = cam_loc
    d = Vector(target) - Vector(cam_loc)
    cam.rotation_euler = d.to_track_quat('-Z', 'Y').to_euler()
    sc.camera = cam
    added = [cam]
    if lights is None:
        dist = (Vector(cam_loc) - Vector(target)).length
        lights = [('AREA', (Vector(target) + Vector((-0.6, -0.8, 1.2)) * dist), 60 * dist * dist, 2.0 * dist),
                  ('AREA', (Vector(target) + Vector((1.0, 0.6, 0.6)) * dist), 20 * dist * dist, 2.0 * dist)]
    for kind, loc, energy, sz in lights:
        ld = bpy.data.lights.new("plight", kind)
        ld.energy = energy
        if kind == 'AREA':
            ld.size = sz
        elif kind == 'POINT':
            ld.shadow_soft_size = sz
        lo = bpy.data.objects.new("plight", ld)
        sc.collection.objects.link(lo)
        lo.location = loc
        dd = Vector(target) - Vector(loc)
        lo.rotation_euler = dd.to_track_quat('-Z', 'Y').to_euler()
        added.append(lo)
    if sc.world is None:
        sc.world = bpy.data.worlds.new("w")
    sc.world.use_nodes = True
    sc.world.node_tree.nodes["Background"].inputs[0].default_value = (*world, 1)
    sc.render.engine = 'CYCLES'
    sc.cycles.device = 'CPU'
    sc.cycles.samples = samples
    sc.cycles.use_denoising = True
    sc.cycles.sample_clamp_indirect = 2.0
    try:
        sc.cycles.denoiser = 'OPENIMAGEDENOISE'
    except Exception:
        sc.cycles.use_denoising = False
    sc.render.threads_mode = 'FIXED'
    sc.render.threads = 2
    sc.render.resolution_x, sc.render.resolution_y = size
    sc.render.resolution_percentage = 100
    sc.render.image_settings.file_format = 'PNG'
    sc.render.image_settings.color_mode = 'RGB'
    sc.view_settings.view_transform = 'Filmic'
    sc.view_settings.look = 'Medium High Contrast'
    for o in hide:
        o.hide_render = True
    os.makedirs(os.path.dirname(path), exist_ok=True)
    sc.render.filepath = path
    bpy.ops.render.render(write_still=True)
    for o in added:
        bpy.data.objects.remove(o, do_unlink=True)
    for o in hide:
        o.hide_render = False
    print("preview", path)


def argv():
    return sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []


def compose_vertical(paths, out, crops=None):
    """Stack PNG renders vertically into one preview image (crops: [(top_row, bottom_row) or None])."""
    import numpy as np
    parts = []
    for i, pth in enumerate(paths):
        img = bpy.data.images.load(pth)
        w, h = img.size
        px = np.array(img.pixels[:]).reshape(h, w, 4)[::-1]        # top row first
        if crops and crops[i]:
            px = px[crops[i][0]:crops[i][1]]
        parts.append(px)
        bpy.data.images.remove(img)
    allpx = np.concatenate(parts, axis=0)[::-1]                      # back to bottom-up
    h, w = allpx.shape[:2]
    img = bpy.data.images.new("composed", w, h)
    img.pixels = allpx.ravel()
    img.filepath_raw = out
    img.file_format = 'PNG'
    img.save()
    bpy.data.images.remove(img)
    print("preview", out)
