"""Lightmaps: the night's light baked by Cycles into the room's second UV set.

blender -b --python assets/scripts/blender/lightmaps.py [-- --samples N --size PX]
Reads Models/Environment/{room,table,chair,lamp}.glb (run the environment step first: it gives the
room its "lightmap" UV set), sets them up as the game does in the main menu (the room turned a
quarter round, the table and both chairs, the lamp on the table), lights them with the lamp's
flame, the moon through the far wall's windows (the game's RoomState.SKY_MOONLIGHT) and the night
sky, and bakes the diffuse light that reaches each texel (direct and bounced, without the
surface's own colour: its occlusion and the furniture's shadows are in it) into
Textures/Room/room_lightmap.png. The game multiplies each colour map by it (world.BakedLight).

The picture stores the light divided by SCALE, in sRGB, so that the lamp's brightest light fits in
8 bits; the game multiplies by SCALE again. Defaults: 1024 px, 32 samples; --samples 8 --size 512
for a quick look.
"""
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpy
from mathutils import Vector
import common as C
from environment import import_glb

ENV = os.path.join(C.MODELS, "Environment")
OUT = os.path.join(C.TEX, "Room", "room_lightmap.png")
# The light is stored divided by this (and multiplied by it in the game: BakedLight.SCALE).
SCALE = 2.0
# Where the game's menu puts the lamp, in the room's own axes (Blender: x, y = -jME z, z up). The
# game stands it at jME world (-0.42, table top, -0.2) with the room turned a quarter round.
LAMP_AT = (0.2, 0.42, 0.75)
# The moonlight's way in the sky's (and the room's) own axes: RoomState.SKY_MOONLIGHT, jME (x, y, z)
# as Blender (x, -z, y).
# The ambient light the game gives what moves (RoomState's AmbientLight), added to the baked light
# where the occlusion lets it in: the pieces on the table are lit by the same ambient as the room.
AMBIENT = (0.035, 0.04, 0.065)
# How much the baked light's dim part is darkened (toe(): 1 is none).
TOE = 1.7
# How far the occlusion looks, in metres: the corners, the floor under the furniture, the jars' feet.
AO_DISTANCE = 0.6
MOONLIGHT = Vector((-0.910, -0.200, -0.364)).normalized()


def arg(name, default):
    a = C.argv()
    return int(a[a.index(name) + 1]) if name in a else default


def bake(objs, img, kind, samples):
    """Bakes one kind of light of all the objects into one picture over their second UV set."""
    for ob in objs:
        for m in ob.data.materials:
            nt = m.node_tree
            node = nt.nodes.get("lightmap_target") or nt.nodes.new("ShaderNodeTexImage")
            node.name = "lightmap_target"
            node.image = img
            nt.nodes.active = node
    sc = bpy.context.scene
    sc.cycles.samples = samples
    C.select_only(objs)
    bpy.context.view_layer.objects.active = objs[0]
    bpy.ops.object.bake(type=kind, pass_filter={'DIRECT', 'INDIRECT'}, margin=4, use_clear=True)


def toe(rgb):
    """The baked light with its dim part darkened: each texel scaled by (luminance / the brightest
    2%'s level) to the power TOE - 1, so the brightest light stays where it is and light a tenth
    as bright becomes a fifth darker again per TOE's 0.1 over 1 (a filmic toe; Cycles' preview,
    docs/assets/room.png, has the darkest quarter at a twelfth of the brightest 2%, the plain bake
    at a sixth). The ambient term is added after it, unchanged, as the pieces have it."""
    import numpy as np
    lum = rgb @ np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)
    ref = float(np.percentile(lum[lum > 0], 98)) if (lum > 0).any() else 1.0
    gain = np.power(np.clip(lum / ref, 1e-6, None), TOE - 1.0)
    return rgb * np.minimum(gain, 1.0)[..., None]


def combined(light, occlusion):
    """The lamp's, moon's and sky's light plus the ambient term (AMBIENT, the game's ambient light
    on the pieces and the table) darkened by the occlusion, divided by SCALE, into an sRGB picture."""
    import numpy as np
    w, h = light.size
    a = np.empty(w * h * 4, dtype=np.float32)
    b = np.empty(w * h * 4, dtype=np.float32)
    light.pixels.foreach_get(a)
    occlusion.pixels.foreach_get(b)
    a = a.reshape(h, w, 4)
    b = b.reshape(h, w, 4)
    light_rgb = toe(a[..., :3])
    lin = np.clip((light_rgb + np.array(AMBIENT, dtype=np.float32) * b[..., :1]) / SCALE, 0.0, 1.0)
    # a byte picture's pixels are its stored values: encoded here as sRGB, as the game reads it
    a[..., :3] = np.where(lin <= 0.0031308, 12.92 * lin, 1.055 * np.power(lin, 1 / 2.4) - 0.055)
    a[..., 3] = 1.0
    out = bpy.data.images.new("room_lightmap_srgb", w, h, alpha=False, float_buffer=False)
    out.colorspace_settings.name = 'sRGB'
    out.pixels.foreach_set(a.ravel())
    return out


def despeckle(img):
    """A 3x3 median over the baked picture: a few dozen samples leave single bright texels (paths
    that found the flame by chance) that the game would show as sparks on the walls; the light's own
    changes are smooth over a few texels, and the bake's margin keeps each island's edge inside
    what it spreads over."""
    import numpy as np
    w, h = img.size
    px = np.empty(w * h * 4, dtype=np.float32)
    img.pixels.foreach_get(px)
    px = px.reshape(h, w, 4)
    pad = np.pad(px[..., :3], ((1, 1), (1, 1), (0, 0)), mode='edge')
    stack = np.stack([pad[dy:dy + h, dx:dx + w] for dy in range(3) for dx in range(3)])
    px[..., :3] = np.median(stack, axis=0)
    img.pixels.foreach_set(px.ravel())


def main():
    samples = arg("--samples", 32)
    size = arg("--size", 1024)
    C.reset()
    room = import_glb(os.path.join(ENV, "room.glb"))
    baked = [o for o in [room] + list(room.children_recursive) if o.type == 'MESH']
    # the furniture as the game stands it, seen from the room's axes (its turn undone)
    table = import_glb(os.path.join(ENV, "table.glb"))
    for (loc, turn) in [((-0.7, 0.0, 0.0), 90.0), ((0.75, -0.1, 0.0), math.degrees(0.15) - 90.0)]:
        ch = import_glb(os.path.join(ENV, "chair.glb"))
        ch.location = loc
        ch.rotation_euler = (0, 0, math.radians(turn))
    lamp = import_glb(os.path.join(ENV, "lamp.glb"))
    lamp.location = LAMP_AT
    bpy.context.view_layer.update()
    flame = bpy.data.objects.get("flame")
    flame.hide_render = True                    # the point light below is its light
    at = bpy.data.objects.get("flame_light").matrix_world.translation.copy()
    sc = bpy.context.scene

    lamp_light = bpy.data.lights.new("lamp", 'POINT')
    lamp_light.energy = 70.0
    lamp_light.shadow_soft_size = 0.02
    lamp_light.color = (1.0, 0.64, 0.32)
    lo = bpy.data.objects.new("lamp_light", lamp_light)
    sc.collection.objects.link(lo)
    lo.location = at + Vector((0, 0, 0.01))
    moon = bpy.data.lights.new("moon", 'SUN')
    moon.energy = 1.2
    moon.color = (0.6, 0.7, 1.0)
    moon.angle = math.radians(1.0)
    mo = bpy.data.objects.new("moon", moon)
    sc.collection.objects.link(mo)
    mo.rotation_euler = (-MOONLIGHT).to_track_quat('Z', 'Y').to_euler()   # a sun shines along its -Z
    if sc.world is None:
        sc.world = bpy.data.worlds.new("w")
    sc.world.use_nodes = True
    sc.world.node_tree.nodes["Background"].inputs[0].default_value = (0.01, 0.015, 0.03, 1)

    sc.world.light_settings.distance = AO_DISTANCE
    light = bpy.data.images.new("room_lightmap", size, size, alpha=False, float_buffer=True)
    occlusion = bpy.data.images.new("room_occlusion", size, size, alpha=False, float_buffer=True)
    for ob in baked:
        ob.data.uv_layers.active = ob.data.uv_layers[1]      # the "lightmap" set
    sc.render.engine = 'CYCLES'
    sc.cycles.device = 'CPU'
    sc.cycles.sample_clamp_indirect = 1.0
    # Debian's Blender has no OpenImageDenoise; asked to denoise, the bake leaves its image black.
    sc.cycles.use_denoising = False
    sc.render.threads_mode = 'FIXED'
    sc.render.threads = 2
    sc.render.bake.use_pass_direct = True
    sc.render.bake.use_pass_indirect = True
    sc.render.bake.use_pass_color = False
    started = time.time()
    bake(baked, light, 'DIFFUSE', samples)
    bake(baked, occlusion, 'AO', max(4, samples // 2))
    print("baked %d objects, %d px, %d samples in %.0f s" % (len(baked), size, samples, time.time() - started))
    img = combined(light, occlusion)
    despeckle(img)
    img.filepath_raw = OUT
    img.file_format = 'PNG'
    img.save()
    print("exported", OUT, os.path.getsize(OUT), "bytes")


if __name__ == "__main__":
    main()
