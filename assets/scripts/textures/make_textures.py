#!/usr/bin/env python3
"""Makes every procedural PNG texture used by the models (except the sky, see make_sky.py).

Run from anywhere:  /usr/bin/python3 assets/scripts/textures/make_textures.py
Writes into assets/Textures/... .  Deterministic (fixed seeds).
"""
import math
import os
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

sys.path.insert(0, os.path.dirname(__file__))
from texlib import rng, fbm, value_noise, stretched_noise, colorize, to_img, wood, save  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TEX = os.path.join(ROOT, "Textures")

SHELL = (236, 224, 196)
SHELL_D = (214, 198, 165)
LAPIS = (28, 48, 128)
LAPIS_L = (60, 90, 175)
RED = (168, 62, 40)
BITUMEN = (30, 24, 20)


# --------------------------------------------------------------------------- board tiles
def shell_bg(size, seed):
    r = rng(seed)
    n = fbm(size, 4, 5, r)
    lines = stretched_noise(size, size, 90, 3, r)
    t = 0.6 * n + 0.4 * lines
    return colorize(t, [(0, (246, 236, 212)), (0.5, SHELL), (1, SHELL_D)])


def lapis_fill(size, seed):
    r = rng(seed)
    n = fbm(size, 8, 5, r)
    arr = colorize(n, [(0, (18, 32, 96)), (0.5, LAPIS), (1, LAPIS_L)])
    # golden pyrite flecks and white calcite streaks, as in real lapis
    fl = r.random((size, size)) > 0.9985
    arr[fl] = (200, 170, 90)
    return arr


def red_fill(size, seed):
    r = rng(seed)
    n = fbm(size, 6, 4, r)
    return colorize(n, [(0, (140, 46, 30)), (0.5, RED), (1, (190, 90, 60))])


def paint_mask(base, fill, mask):
    m = (np.asarray(mask, dtype=float) / 255.0)[..., None]
    return base * (1 - m) + fill * m


def new_mask(s):
    return Image.new("L", (s, s), 0)


def tile(pattern, S=512, seed=0):
    """Draw one square's pattern at S px (supersampled later)."""
    base = shell_bg(S, seed)
    lap = lapis_fill(S, seed + 100)
    red = red_fill(S, seed + 200)
    dark = np.full((S, S, 3), BITUMEN, dtype=float)
    c = S / 2
    layers = []  # list of (fill, mask)

    def circ(d, cx, cy, rad, fill=255):
        d.ellipse([cx - rad, cy - rad, cx + rad, cy + rad], fill=fill)

    # thin incised border line of every square
    border = new_mask(S)
    db = ImageDraw.Draw(border)
    db.rectangle([0, 0, S - 1, S - 1], outline=255, width=int(S * 0.03))
    if pattern in ("rosette", "rosette5"):
        n = 8 if pattern == "rosette" else 5
        ring = new_mask(S)
        d = ImageDraw.Draw(ring)
        circ(d, c, c, S * 0.44)
        circ(d, c, c, S * 0.41, 0)
        petals_out = new_mask(S)
        petals_in = new_mask(S)
        do = ImageDraw.Draw(petals_out)
        di = ImageDraw.Draw(petals_in)
        for k in range(n):
            a = 2 * math.pi * k / n - math.pi / 2
            for dd, w, L, fill in ((do, 0.13, 0.40, 255), (di, 0.075, 0.34, 255)):
                pts = []
                for i in range(25):
                    t = i / 24
                    rr = S * (0.06 + L * t)
                    half = S * w * math.sin(math.pi * t) ** 0.8
                    px = c + rr * math.cos(a) - half * math.sin(a) * 0 + (-math.sin(a)) * half
                    py = c + rr * math.sin(a) + math.cos(a) * half
                    pts.append((px, py))
                for i in range(24, -1, -1):
                    t = i / 24
                    rr = S * (0.06 + L * t)
                    half = S * w * math.sin(math.pi * t) ** 0.8
                    px = c + rr * math.cos(a) + math.sin(a) * half
                    py = c + rr * math.sin(a) - math.cos(a) * half
                    pts.append((px, py))
                dd.polygon(pts, fill=fill)
        centre = new_mask(S)
        dc = ImageDraw.Draw(centre)
        circ(dc, c, c, S * 0.11)
        dot = new_mask(S)
        circ(ImageDraw.Draw(dot), c, c, S * 0.045)
        if pattern == "rosette":
            layers += [(red, ring), (lap, petals_out), (base, petals_in), (red, centre), (base, dot)]
        else:
            layers += [(lap, ring), (red, petals_out), (base, petals_in), (lap, centre), (base, dot)]
        # small dots between petals
        dots = new_mask(S)
        dd = ImageDraw.Draw(dots)
        for k in range(n):
            a = 2 * math.pi * (k + 0.5) / n - math.pi / 2
            circ(dd, c + S * 0.33 * math.cos(a), c + S * 0.33 * math.sin(a), S * 0.025)
        layers.append((red if pattern == "rosette" else lap, dots))
    elif pattern == "eyes":
        outer = new_mask(S)
        inner = new_mask(S)
        pupil = new_mask(S)
        do, di, dp = ImageDraw.Draw(outer), ImageDraw.Draw(inner), ImageDraw.Draw(pupil)
        spots = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75), (0.5, 0.5)]
        for (u, v) in spots:
            big = 0.5 if (u, v) == (0.5, 0.5) else 0.0
            R = S * (0.15 + 0.03 * big)
            circ(do, u * S, v * S, R)
            circ(di, u * S, v * S, R * 0.66)
            circ(dp, u * S, v * S, R * 0.33)
        layers += [(lap, outer), (base, inner), (red, pupil)]
        # lapis lozenge lines between eyes
        lines = new_mask(S)
        dl = ImageDraw.Draw(lines)
        w = int(S * 0.025)
        dl.line([(S * 0.5, S * 0.06), (S * 0.5, S * 0.3)], fill=255, width=w)
        dl.line([(S * 0.5, S * 0.7), (S * 0.5, S * 0.94)], fill=255, width=w)
        dl.line([(S * 0.06, S * 0.5), (S * 0.3, S * 0.5)], fill=255, width=w)
        dl.line([(S * 0.7, S * 0.5), (S * 0.94, S * 0.5)], fill=255, width=w)
        layers.append((red, lines))
    elif pattern == "fivedots":
        sq = new_mask(S)
        ImageDraw.Draw(sq).rectangle([S * 0.1, S * 0.1, S * 0.9, S * 0.9], outline=255, width=int(S * 0.035))
        dots = new_mask(S)
        cores = new_mask(S)
        dd, dcm = ImageDraw.Draw(dots), ImageDraw.Draw(cores)
        for (u, v) in [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72), (0.5, 0.5)]:
            circ(dd, u * S, v * S, S * 0.1)
            circ(dcm, u * S, v * S, S * 0.035)
        layers += [(lap, sq), (lap, dots), (base, cores)]
    elif pattern == "dotgrid":
        dots = new_mask(S)
        dd = ImageDraw.Draw(dots)
        for i in range(4):
            for j in range(4):
                circ(dd, (0.2 + 0.2 * i) * S, (0.2 + 0.2 * j) * S, S * 0.055)
        frame = new_mask(S)
        ImageDraw.Draw(frame).rectangle([S * 0.07, S * 0.07, S * 0.93, S * 0.93], outline=255, width=int(S * 0.025))
        layers += [(lap, dots), (red, frame)]
    elif pattern == "lattice":
        # chequer of small lapis and shell squares inside a red frame (as on the bridge squares)
        m = new_mask(S)
        d = ImageDraw.Draw(m)
        n = 5
        s0, s1 = 0.12 * S, 0.88 * S
        step = (s1 - s0) / n
        for i in range(n):
            for j in range(n):
                if (i + j) % 2 == 0:
                    d.rectangle([s0 + i * step, s0 + j * step, s0 + (i + 1) * step, s0 + (j + 1) * step], fill=255)
        frame = new_mask(S)
        ImageDraw.Draw(frame).rectangle([S * 0.08, S * 0.08, S * 0.92, S * 0.92], outline=255, width=int(S * 0.03))
        layers += [(lap, m), (red, frame)]
    elif pattern == "fourdots":
        dots = new_mask(S)
        dd = ImageDraw.Draw(dots)
        for (u, v) in [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)]:
            circ(dd, u * S, v * S, S * 0.08)
        cross = new_mask(S)
        dc = ImageDraw.Draw(cross)
        w = int(S * 0.03)
        dc.line([(S * 0.15, S * 0.15), (S * 0.85, S * 0.85)], fill=255, width=w)
        dc.line([(S * 0.85, S * 0.15), (S * 0.15, S * 0.85)], fill=255, width=w)
        layers += [(red, cross), (lap, dots)]
    elif pattern == "plain":
        pass
    elif pattern == "lapis":
        full = Image.new("L", (S, S), 255)
        layers.append((lap, full))
    out = base.copy()
    for fill, mask in layers:
        out = paint_mask(out, fill, mask)
    if pattern not in ("lapis",):
        out = paint_mask(out, dark * 0.9 + base * 0.1, border)
    return out


ATLAS = [  # (col,row) in a 4x4 atlas of 256-px cells; Models/README.md documents nothing of this: internal
    "rosette", "eyes", "fivedots", "dotgrid",
    "lattice", "rosette5", "plain", "fourdots",
    "lapis",
]


def board_atlas():
    S = 512  # draw size per cell (supersampled 2x)
    cell = 256
    atlas = Image.new("RGB", (cell * 4, cell * 4), BITUMEN)
    for i, name in enumerate(ATLAS):
        arr = tile(name, S, seed=10 + i)
        img = to_img(arr).resize((cell, cell), Image.LANCZOS)
        atlas.paste(img, ((i % 4) * cell, (i // 4) * cell))
    save(atlas, os.path.join(TEX, "Board", "board_tiles.png"))


def board_border():
    """A repeating inlay strip for the board's edge (u along the strip): shell ground, lapis
    triangles pointing in from both edges, a red dot between them (256 x 64, 4x supersampled)."""
    W, H = 1024, 256
    base = shell_bg(W, 90)[:H]
    lap = lapis_fill(W, 91)[:H]
    red = red_fill(W, 92)[:H]
    tri = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(tri)
    n = 4
    step = W / n
    for k in range(n):
        x0 = k * step
        d.polygon([(x0, 0), (x0 + step, 0), (x0 + step / 2, H * 0.42)], fill=255)
        d.polygon([(x0 + step / 2, H), (x0 + step * 1.5, H), (x0 + step, H * 0.58)], fill=255)
        d.polygon([(x0 - step / 2, H), (x0 + step / 2, H), (x0, H * 0.58)], fill=255)
    dots = Image.new("L", (W, H), 0)
    dd = ImageDraw.Draw(dots)
    for k in range(n):
        cx = k * step
        dd.ellipse([cx - H * 0.12, H * 0.38, cx + H * 0.12, H * 0.62], fill=255)
        dd.ellipse([cx + step / 2 - H * 0.12, H * 0.38, cx + step / 2 + H * 0.12, H * 0.62], fill=255)
    arr = paint_mask(base, lap, tri)
    arr = paint_mask(arr, red, dots)
    img = to_img(arr).resize((256, 64), Image.LANCZOS)
    save(img, os.path.join(TEX, "Board", "board_border.png"))


def board_frame():
    r = rng(3)
    size = 512
    arr = wood(size, r, base=(58, 38, 26), dark=(26, 17, 12), rings=10)
    # bitumen patches
    n = fbm(size, 6, 4, r)
    m = np.clip((n - 0.55) * 5, 0, 1)[..., None]
    arr = arr * (1 - m) + np.array(BITUMEN) * m
    save(arr, os.path.join(TEX, "Board", "board_frame.png"))


# --------------------------------------------------------------------------- pieces / coin
def piece_tops():
    """512x256: left half the light piece's top (shell, five lapis dots), right half the dark one's."""
    S = 512
    out = Image.new("RGB", (S * 2, S))
    for k, (bg, dotc, core) in enumerate([("shell", "lapis", "red"), ("dark", "shell", "lapis")]):
        if bg == "shell":
            base = shell_bg(S, 50)
        else:
            r = rng(51)
            base = colorize(fbm(S, 6, 5, r), [(0, (14, 12, 12)), (0.6, (34, 30, 28)), (1, (52, 46, 40))])
        fills = {"lapis": lapis_fill(S, 52), "red": red_fill(S, 53), "shell": shell_bg(S, 54)}
        c = S / 2
        ring = new_mask(S)
        d = ImageDraw.Draw(ring)
        d.ellipse([S * 0.06, S * 0.06, S * 0.94, S * 0.94], outline=255, width=int(S * 0.03))
        dots = new_mask(S)
        cores = new_mask(S)
        dd, dc = ImageDraw.Draw(dots), ImageDraw.Draw(cores)
        for (u, v) in [(0.5, 0.5), (0.5, 0.22), (0.5, 0.78), (0.22, 0.5), (0.78, 0.5)]:
            dd.ellipse([u * S - S * 0.1, v * S - S * 0.1, u * S + S * 0.1, v * S + S * 0.1], fill=255)
            dc.ellipse([u * S - S * 0.04, v * S - S * 0.04, u * S + S * 0.04, v * S + S * 0.04], fill=255)
        arr = paint_mask(base, fills[dotc], ring)
        arr = paint_mask(arr, fills[dotc], dots)
        arr = paint_mask(arr, fills[core], cores)
        out.paste(to_img(arr), (k * S, 0))
    out = out.resize((512, 256), Image.LANCZOS)
    save(out, os.path.join(TEX, "Pieces", "ur_piece_tops.png"))


def coin():
    """256x256 coin face: bronze with a stamped eight-pointed star of Shamash, rim."""
    S = 512
    r = rng(60)
    n = fbm(S, 6, 5, r)
    base = colorize(n, [(0, (150, 100, 50)), (0.5, (185, 130, 70)), (1, (120, 85, 50))])
    dark = colorize(n, [(0, (90, 58, 30)), (1, (110, 72, 40))])
    c = S / 2
    star = new_mask(S)
    d = ImageDraw.Draw(star)
    pts = []
    for k in range(16):
        a = math.pi * k / 8 - math.pi / 2
        rr = S * (0.32 if k % 2 == 0 else 0.13)
        pts.append((c + rr * math.cos(a), c + rr * math.sin(a)))
    d.polygon(pts, fill=255)
    d.ellipse([c - S * 0.07, c - S * 0.07, c + S * 0.07, c + S * 0.07], fill=0)
    ring = new_mask(S)
    dr = ImageDraw.Draw(ring)
    dr.ellipse([S * 0.06, S * 0.06, S * 0.94, S * 0.94], outline=255, width=int(S * 0.025))
    for k in range(36):
        a = 2 * math.pi * k / 36
        x, y = c + S * 0.41 * math.cos(a), c + S * 0.41 * math.sin(a)
        dr.ellipse([x - 5, y - 5, x + 5, y + 5], fill=255)
    arr = paint_mask(base, dark, star)
    arr = paint_mask(arr, dark, ring)
    img = to_img(arr).resize((256, 256), Image.LANCZOS)
    save(img, os.path.join(TEX, "Pieces", "coin.png"))


# --------------------------------------------------------------------------- environment
def env_textures():
    # table / chair wood (medium, oiled cedar)
    save(wood(512, rng(70), base=(132, 88, 52), dark=(82, 50, 28), rings=14), os.path.join(TEX, "Wood", "wood_table.png"))
    # door planks: darker, weathered, vertical grain with plank seams (texture u along plank length)
    r = rng(71)
    arr = wood(512, r, base=(98, 66, 42), dark=(52, 34, 22), rings=22)
    for k in range(1, 4):
        y = k * 128
        arr[y - 2:y + 2, :] *= 0.35
    save(arr, os.path.join(TEX, "Wood", "wood_door.png"))
    # palm-log beams
    save(wood(512, rng(72), base=(92, 70, 48), dark=(50, 36, 24), rings=30), os.path.join(TEX, "Wood", "wood_beam.png"))

    # mud-brick plaster walls: warm ochre, low-frequency stains, faint brick courses showing through
    size = 1024
    r = rng(80)
    n = fbm(size, 4, 7, r)
    n2 = fbm(size, 16, 5, r)
    straw = stretched_noise(size, size, 256, 64, r)
    y = np.arange(size)[:, None]
    x = np.arange(size)[None, :]
    course = 128  # 1024 px = 2 m of wall -> bricks 0.25 m high? (courses every 0.25 m)
    row = y // course
    off = (row % 2) * 128
    mort = ((y % course) < 6) | (((x + off) % 256) < 6)
    t = 0.55 * n + 0.35 * n2 + 0.1 * straw
    arr = colorize(t, [(0, (196, 160, 118)), (0.45, (176, 140, 100)), (0.75, (150, 116, 82)), (1, (128, 98, 70))])
    ghost = np.clip((n2 - 0.35) * 2.5, 0, 1) * mort
    arr = arr * (1 - 0.10 * ghost[..., None])
    # trowel strokes: long soft diagonal smears, lighter and darker
    strokes = stretched_noise(size, size, 48, 6, r)
    arr = arr * (0.94 + 0.12 * strokes[..., None])
    save(arr, os.path.join(TEX, "Room", "plaster.png"))
    # the dado: the lower part of the walls, coated with darker, reddish earth plaster
    dado = colorize(0.6 * n + 0.4 * n2, [(0, (120, 70, 48)), (0.5, (104, 60, 40)), (1, (84, 48, 34))])
    dado = dado * (0.94 + 0.12 * strokes[..., None])
    save(dado, os.path.join(TEX, "Room", "plaster_dado.png"))

    # reed matting: woven over-under pattern of reed strips (1024 px = 1 m)
    size = 1024
    r = rng(81)
    strip = 32
    y = np.arange(size)[:, None]
    x = np.arange(size)[None, :]
    cellx = x // strip
    celly = y // strip
    # twill: strips along x where (cellx//3 + celly) % 2 == 0 (herring-like), along y elsewhere
    horiz = ((cellx // 2 + celly // 2) % 2) == 0
    u = np.where(horiz, (y % strip) / strip, (x % strip) / strip)
    shade = np.sin(u * math.pi) ** 0.6
    fibre_h = stretched_noise(size, size, 256, 8, r)
    fibre_v = stretched_noise(size, size, 8, 256, r)
    fibre = np.where(horiz, fibre_h, fibre_v)
    n = fbm(size, 8, 4, r)
    t = 0.55 * shade + 0.25 * fibre + 0.2 * n
    arr = colorize(t, [(0, (92, 70, 38)), (0.45, (160, 128, 76)), (0.8, (196, 164, 104)), (1, (214, 186, 128))])
    save(arr, os.path.join(TEX, "Room", "reed_mat.png"))

    # floor of fired bricks (for the floor margin/threshold): 1024 px = 2 m, 0.33 m square bricks
    size = 1024
    r = rng(82)
    n = fbm(size, 8, 5, r)
    brick = 170
    y = np.arange(size)[:, None]
    x = np.arange(size)[None, :]
    bx = x // brick
    by = y // brick
    per = r.random((8, 8))
    pv = per[by % 8, bx % 8]
    mort = ((y % brick) < 8) | ((x % brick) < 8)
    t = 0.6 * n + 0.4 * pv
    arr = colorize(t, [(0, (150, 104, 70)), (0.5, (172, 124, 84)), (1, (196, 152, 108))])
    arr[np.broadcast_to(mort, arr.shape[:2])] = (92, 76, 60)
    save(arr, os.path.join(TEX, "Room", "brick_floor.png"))

    # a woven wall hanging: wool bands in madder red, indigo and ochre with diamond and chevron rows
    W, Hh = 512, 768
    r = rng(85)
    yy = np.arange(Hh)[:, None] * np.ones((1, W))
    xx = np.ones((Hh, 1)) * np.arange(W)[None, :]
    RED_W, BLUE_W, OCHRE_W, CREAM_W, DARK_W = (150, 40, 30), (40, 50, 100), (196, 140, 60), (222, 206, 170), (50, 30, 26)
    arr = np.zeros((Hh, W, 3))
    arr[:] = RED_W
    bands = [(0, 40, DARK_W), (40, 70, CREAM_W), (70, 110, BLUE_W), (110, 130, OCHRE_W), (638, 658, OCHRE_W),
             (658, 698, BLUE_W), (698, 728, CREAM_W), (728, 768, DARK_W)]
    for y0, y1, c in bands:
        arr[y0:y1] = c
    # a field of diamonds (lozenges) in the middle
    cx = (xx % 128) - 64
    cy = ((yy - 130) % 128) - 64
    d = np.abs(cx) + np.abs(cy)
    field = (yy >= 140) & (yy < 628)
    arr[field & (d < 52) & (d >= 40)] = OCHRE_W
    arr[field & (d < 40) & (d >= 28)] = BLUE_W
    arr[field & (d < 16)] = CREAM_W
    # chevrons in the blue bands
    chev = ((np.abs((xx % 32) - 16) + (yy % 16)) % 16) < 4
    for y0, y1 in ((70, 110), (658, 698)):
        m = (yy >= y0) & (yy < y1) & chev
        arr[m] = CREAM_W
    # weave texture: fine warp/weft lines and wool fuzz
    weave = 0.9 + 0.1 * (((xx.astype(int) // 2) % 2) ^ ((yy.astype(int) // 2) % 2))
    fuzz = fbm(W, 16, 4, r)
    fuzz = np.vstack([fuzz, fuzz[: Hh - W]])
    arr = arr * weave[..., None] * (0.88 + 0.24 * fuzz[..., None])
    save(arr, os.path.join(TEX, "Room", "wall_hanging.png"))

    # clay / terracotta for the lamp and the bowl
    r = rng(83)
    n = fbm(512, 8, 6, r)
    arr = colorize(n, [(0, (150, 84, 50)), (0.5, (176, 104, 64)), (1, (196, 128, 84))])
    save(arr, os.path.join(TEX, "Clay", "terracotta.png"))

    # bone / ivory for the astragals and the dice
    r = rng(84)
    n = fbm(512, 6, 6, r)
    lines = stretched_noise(512, 512, 64, 4, r)
    arr = colorize(0.7 * n + 0.3 * lines, [(0, (238, 228, 204)), (0.5, (222, 206, 172)), (1, (196, 176, 136))])
    save(arr, os.path.join(TEX, "Dice", "bone.png"))


if __name__ == "__main__":
    what = sys.argv[1:] or ["all"]
    if "all" in what or "board" in what:
        board_atlas()
        board_frame()
        board_border()
    if "all" in what or "pieces" in what:
        piece_tops()
        coin()
    if "all" in what or "env" in what:
        env_textures()
