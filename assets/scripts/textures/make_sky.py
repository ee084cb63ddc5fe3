#!/usr/bin/env python3
"""Night-desert sky cubemap: stars, the Milky Way, a moon, dark dunes on the horizon.

/usr/bin/python3 assets/scripts/textures/make_sky.py [size]
Writes assets/Textures/Sky/sky_{west,east,north,south,up,down}.png (size x size, default 1024)
and a preview strip to $UR_PREVIEW_DIR (or /tmp/ur-previews)/sky.png.

The faces are made for jME's SkyFactory.createSky(assetManager, west, east, north, south, up, down)
with the textures loaded by assetManager.loadTexture(path) (which flips Y, as jME does by default).
jME's sky shader samples its cube map with the sphere's *inward* normal, i.e. d = -w for a view
direction w, and createSky stores the faces as +X = west, -X = east, +Y = down, -Y = up,
+Z = south, -Z = north.  So every pixel here is computed the exact way round: pixel -> (face, s, t)
-> GL cube-map direction d -> world direction w = -d -> colour of the night sky in direction w.
In jME world axes the result is: east image seen towards +X, west towards -X, north towards +Z,
south towards -Z, up towards +Y.  The moon is drawn at MOON_DRAWN (towards +X, 5 degrees up);
its light comes from MOON (21 degrees up).
"""
import math
import os
import sys

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(__file__))
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Textures", "Sky")

MOON = np.array([0.910, 0.364, -0.200])   # RoomState.SKY_MOONLIGHT, reversed
MOON = MOON / np.linalg.norm(MOON)
MOON_RADIUS = math.radians(1.3)   # drawn larger than life so it reads at game resolution
# Where the moon is drawn: low over the dunes in the far wall's left-hand window, as the menu's first
# view and a game's opening view frame it (those windows show azimuths -18 to +9 degrees, elevations
# -5 to +9 degrees; measured by rendering a sky whose colours encode each direction). The light keeps
# MOON, 21 degrees up, so that it falls through the windows onto the table (docs/ROOM.md): drawn there,
# the moon would be above every window's top in every view the game has.
MOON_AZ, MOON_EL = math.radians(-15.5), math.radians(5.0)
MOON_DRAWN = np.array([math.cos(MOON_EL) * math.cos(MOON_AZ), math.sin(MOON_EL),
                       math.cos(MOON_EL) * math.sin(MOON_AZ)])

# face name -> GL slot it is stored in by SkyFactory.createSky
SLOTS = {"west": "+X", "east": "-X", "down": "+Y", "up": "-Y", "south": "+Z", "north": "-Z"}


def gl_dir(slot, sc, tc):
    """GL cube-map direction for face slot at sc, tc in [-1, 1] (OpenGL spec table, inverted)."""
    one = np.ones_like(sc)
    if slot == "+X":
        return np.stack([one, -tc, -sc], -1)
    if slot == "-X":
        return np.stack([-one, -tc, sc], -1)
    if slot == "+Y":
        return np.stack([sc, one, tc], -1)
    if slot == "-Y":
        return np.stack([sc, -one, -tc], -1)
    if slot == "+Z":
        return np.stack([sc, -tc, one], -1)
    if slot == "-Z":
        return np.stack([-sc, -tc, -one], -1)
    raise ValueError(slot)


def face_dirs(name, n):
    """World view directions w (n x n x 3) for every pixel of the image for face `name`.
    Image row 0 is the top; jME loads it flipped, so texture t = 1 - (row + 0.5) / n."""
    c = (np.arange(n) + 0.5) / n
    s = np.broadcast_to(c[None, :], (n, n))
    t = np.broadcast_to(1 - c[:, None], (n, n))
    d = gl_dir(SLOTS[name], 2 * s - 1, 2 * t - 1)
    w = -d
    return w / np.linalg.norm(w, axis=-1, keepdims=True)


def smoothstep(a, b, x):
    t = np.clip((x - a) / (b - a), 0, 1)
    return t * t * (3 - 2 * t)


# The dune field as ridges one behind another, far to near: each ridge's crest line as an elevation
# (radians) over azimuth, lower the nearer it is (the eye looks down on the near dunes), its haze.
RIDGES = [  # base elevation, crest amplitude, harmonics' seed, haze (0 clear .. 1 the horizon's colour)
    (0.010, 0.010, 21, 0.70),
    (0.002, 0.016, 22, 0.52),
    (-0.012, 0.024, 23, 0.34),
    (-0.032, 0.034, 24, 0.18),
    (-0.060, 0.050, 25, 0.06),
]


def ridge_line(az, amp, seed):
    """A ridge's crest elevation above its base (radians) over azimuth (periodic): sums of
    asymmetric crests, a long windward slope and a short steep slip face, as barchan dunes have."""
    rng = np.random.default_rng(seed)
    h = np.zeros_like(az)
    for k, a in [(7, 0.6), (13, 0.3), (23, 0.12)]:
        ph = rng.random() * 2 * np.pi
        x = (k * az + ph) / (2 * np.pi)
        f = x - np.floor(x)
        h += a * np.where(f < 0.78, f / 0.78, (1 - f) / 0.22) ** 1.3
    return amp * h


def dune_height(az):
    """The skyline: the highest ridge's elevation (radians) at each azimuth."""
    return np.max([base + ridge_line(az, amp, seed) for base, amp, seed, _ in RIDGES], axis=0)


def value_noise_dir(w, scale, seed):
    """Cheap 3D value noise on directions (for moon maria and haze)."""
    rng = np.random.default_rng(seed)
    g = rng.random((32, 32, 32))
    p = (w * scale) % 32
    i = np.floor(p).astype(int)
    f = p - i
    f = f * f * (3 - 2 * f)
    out = 0
    for dx in (0, 1):
        for dy in (0, 1):
            for dz in (0, 1):
                wgt = (f[..., 0] if dx else 1 - f[..., 0]) * (f[..., 1] if dy else 1 - f[..., 1]) * \
                      (f[..., 2] if dz else 1 - f[..., 2])
                out = out + wgt * g[(i[..., 0] + dx) % 32, (i[..., 1] + dy) % 32, (i[..., 2] + dz) % 32]
    return out


def make_stars(count, seed=11):
    rng = np.random.default_rng(seed)
    v = rng.normal(size=(count, 3))
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    # more stars along a Milky Way band (a great circle tilted across the sky)
    band_n = np.array([0.35, 0.55, -0.76])
    band_n /= np.linalg.norm(band_n)
    extra = rng.normal(size=(count, 3))
    extra -= np.outer(extra @ band_n, band_n)
    extra /= np.linalg.norm(extra, axis=1, keepdims=True)
    extra += rng.normal(scale=0.08, size=extra.shape) * band_n
    extra /= np.linalg.norm(extra, axis=1, keepdims=True)
    v = np.concatenate([v, extra[: count // 2]])
    mag = rng.pareto(2.0, size=len(v)) * 0.22 + 0.08       # few bright, many faint
    mag = np.clip(mag, 0, 2.5)
    tint = rng.random(len(v))
    col = np.stack([0.85 + 0.15 * tint, 0.88 + 0.05 * tint, 1.0 - 0.2 * tint], -1)
    return v, mag, col, band_n


def render_face(name, n, stars):
    w = face_dirs(name, n)
    x, y, z = w[..., 0], w[..., 1], w[..., 2]
    elev = np.arcsin(np.clip(y, -1, 1))
    az = np.arctan2(z, x)
    sv, smag, scol, band_n = stars

    # --- sky gradient: deep blue-black at the zenith, a lighter dusty band at the horizon
    t = np.clip(elev / (np.pi / 2), 0, 1)
    zen = np.array([0.004, 0.006, 0.022])
    hor = np.array([0.022, 0.030, 0.066])
    sky = hor[None, None] * (1 - t[..., None]) ** 3 + zen[None, None] * (1 - (1 - t[..., None]) ** 3)
    # moon glow
    cosm = w @ MOON_DRAWN
    ang = np.arccos(np.clip(cosm, -1, 1))
    glow = 0.09 * np.exp(-ang / 0.05) + 0.035 * np.exp(-ang / 0.4)
    sky = sky + glow[..., None] * np.array([0.55, 0.62, 0.8])
    # Milky Way haze
    bd = np.abs(w @ band_n)
    haze = np.exp(-(bd / 0.12) ** 2) * (0.5 + 0.5 * value_noise_dir(w, 6.0, 3))
    sky = sky + 0.035 * haze[..., None] * np.array([0.8, 0.8, 1.0]) * smoothstep(0.0, 0.2, elev)[..., None]

    img = sky.copy()
    # --- stars (splatted gaussians), dimmed near the horizon and near the moon
    d = -sv  # sampling direction d = -w
    slot = SLOTS[name]
    ax = {"X": 0, "Y": 1, "Z": 2}[slot[1]]
    sign = 1 if slot[0] == "+" else -1
    sel = (np.argmax(np.abs(d), axis=1) == ax) & (np.sign(d[:, ax]) == sign)
    dd = d[sel]
    ma = np.abs(dd[:, ax])
    rx, ry, rz = dd[:, 0], dd[:, 1], dd[:, 2]
    if slot == "+X":
        sc, tc = -rz, -ry
    elif slot == "-X":
        sc, tc = rz, -ry
    elif slot == "+Y":
        sc, tc = rx, rz
    elif slot == "-Y":
        sc, tc = rx, -rz
    elif slot == "+Z":
        sc, tc = rx, -ry
    else:
        sc, tc = -rx, -ry
    s = (sc / ma + 1) / 2
    tt = (tc / ma + 1) / 2
    col_px = s * n - 0.5
    row_px = (1 - tt) * n - 0.5
    mags = smag[sel]
    cols = scol[sel]
    wv = sv[sel]
    el = np.arcsin(np.clip(wv[:, 1], -1, 1))
    mags = mags * smoothstep(0.0, 0.03, el) * (0.55 + 0.45 * smoothstep(0.0, 0.4, el)) * \
        (1 - 0.85 * np.exp(-np.arccos(np.clip(wv @ MOON_DRAWN, -1, 1)) / 0.06))
    stars_img = np.zeros((n, n, 3))
    rad = 2
    for cx, cy, m, cc in zip(col_px, row_px, mags, cols):
        if m < 0.01:
            continue
        x0, y0 = int(round(cx)), int(round(cy))
        sigma = 0.5 + 0.3 * min(m, 1.5)
        for j in range(-rad, rad + 1):
            yy = y0 + j
            if yy < 0 or yy >= n:
                continue
            for i in range(-rad, rad + 1):
                xx = x0 + i
                if xx < 0 or xx >= n:
                    continue
                g = math.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * sigma * sigma))
                stars_img[yy, xx] += m * g * cc
    img = img + stars_img

    # --- the moon: a disc with maria, lit face, slight limb darkening
    inside = ang < MOON_RADIUS
    if inside.any():
        u = ang / MOON_RADIUS
        maria = 0.65 * value_noise_dir(w, 55.0, 5) + 0.35 * value_noise_dir(w, 130.0, 6)
        shade = 0.75 + 0.25 * np.sqrt(np.clip(1 - u * u, 0, 1))
        moon = np.array([1.0, 0.97, 0.88])[None, None] * (shade * (1 - 0.3 * smoothstep(0.42, 0.72, maria)))[..., None]
        edge = smoothstep(1.0, 0.93, u)[..., None]
        img = img * (1 - edge) + moon * 1.15 * edge

    # --- dunes: ridge behind ridge, far to near. The moon stands behind them (the viewer looks
    # towards it), so the faces seen are mostly in shadow, their crests rimmed with light, and the
    # slopes turned towards the moon's side lit; each ridge hazier the farther it is.
    moon_az = math.atan2(MOON_DRAWN[2], MOON_DRAWN[0])
    haze_col = hor + 0.03 * np.array([0.55, 0.62, 0.8]) * np.exp(-np.abs(az - moon_az) / 0.6)[..., None]
    shadow = np.array([0.008, 0.009, 0.015])
    lit = np.array([0.085, 0.080, 0.086])
    rim = np.array([0.26, 0.25, 0.26])
    toward = np.exp(-np.abs(np.angle(np.exp(1j * (az - moon_az)))) / 0.8)   # 1 towards the moon
    daz = 1e-4
    for base, amp, seed, fog in RIDGES:
        crest = base + ridge_line(az, amp, seed)
        below = crest - elev
        side = np.tanh(np.angle(np.exp(1j * (az - moon_az))) / 0.12)   # which side the moon is on
        # a face's light follows the crest's slope where it runs down from the crest, so a lit
        # slope is a wedge leaning away from the crest, as a dune's flank seen from its foot is
        at = az - side * 3.0 * np.maximum(below, 0)
        slope = (ridge_line(at + daz, amp, seed) - ridge_line(at - daz, amp, seed)) / (2 * daz)
        face = smoothstep(0.0, 0.8 * amp, slope * side) * np.exp(-np.maximum(below, 0) / (0.8 * amp + 0.006))
        col = shadow[None, None] + (lit - shadow)[None, None] * (0.25 + 0.75 * toward)[..., None] * face[..., None]
        col = col + rim[None, None] * (toward * np.exp(-np.maximum(below, 0) / 0.0022))[..., None] * (1 - 0.5 * face)[..., None]
        col = col * (1 - fog) + haze_col * fog
        a = smoothstep(-0.0012, 0.0012, below)[..., None]
        img = img * (1 - a) + col * a
    # a thin layer of haze over the skyline
    hline = dune_height(az)
    img = img + 0.012 * np.exp(-np.abs(elev - hline) / 0.01)[..., None] * np.array([0.6, 0.65, 0.8])

    # linear -> sRGB
    img = np.clip(img, 0, 1)
    srgb = np.where(img <= 0.0031308, 12.92 * img, 1.055 * np.power(img, 1 / 2.4) - 0.055)
    out = (srgb * 255 + np.random.default_rng(1).random(srgb.shape) * 0.9).astype(np.uint8)  # dither bands away
    return Image.fromarray(out)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
    os.makedirs(OUT, exist_ok=True)
    stars = make_stars(14000)
    faces = {}
    for name in ["north", "east", "south", "west", "up", "down"]:
        img = render_face(name, n, stars)
        path = os.path.join(OUT, "sky_%s.png" % name)
        img.save(path, optimize=True)
        faces[name] = img
        print("wrote", path, os.path.getsize(path), "bytes")
    # preview: a cross layout (views towards -Z(south), +X(east), +Z(north), -X(west) left to right ...)
    p = 200
    prev = Image.new("RGB", (4 * p, 3 * p), (40, 40, 40))
    # looking around horizontally, turning right from south (-Z): west (-X)? jME right of -Z view is +X.
    order = ["south", "east", "north", "west"]
    for i, nm in enumerate(order):
        prev.paste(faces[nm].resize((p, p)), (i * p, p))
    prev.paste(faces["up"].resize((p, p)), (p, 0))
    prev.paste(faces["down"].resize((p, p)), (p, 2 * p))
    pdir = os.environ.get("UR_PREVIEW_DIR", "/tmp/ur-previews")
    os.makedirs(pdir, exist_ok=True)
    prev.save(os.path.join(pdir, "sky.png"))
    print("preview", os.path.join(pdir, "sky.png"))


if __name__ == "__main__":
    main()
