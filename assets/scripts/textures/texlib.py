"""Small helpers for procedural, tileable textures (numpy + PIL only).

All noise here is periodic, so every texture made from it tiles seamlessly.
"""
import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def rng(seed):
    return np.random.default_rng(seed)


def value_noise(size, cells, r, aspect=1):
    """Periodic value noise in [0,1], shape (size, size*aspect) with cells x cells*aspect lattice."""
    h, w = size, size * aspect
    ch, cw = cells, cells * aspect
    grid = r.random((ch, cw))
    y = np.arange(h) * ch / h
    x = np.arange(w) * cw / w
    y0 = np.floor(y).astype(int)
    x0 = np.floor(x).astype(int)
    fy = y - y0
    fx = x - x0
    fy = fy * fy * (3 - 2 * fy)
    fx = fx * fx * (3 - 2 * fx)
    y1 = (y0 + 1) % ch
    x1 = (x0 + 1) % cw
    a = grid[y0][:, x0]
    b = grid[y0][:, x1]
    c = grid[y1][:, x0]
    d = grid[y1][:, x1]
    top = a + (b - a) * fx[None, :]
    bot = c + (d - c) * fx[None, :]
    return top + (bot - top) * fy[:, None]


def fbm(size, base_cells, octaves, r, gain=0.5, aspect=1):
    total = np.zeros((size, size * aspect))
    amp = 1.0
    norm = 0.0
    cells = base_cells
    for _ in range(octaves):
        total += amp * value_noise(size, min(cells, size), r, aspect)
        norm += amp
        amp *= gain
        cells *= 2
    return total / norm


def stretched_noise(h, w, cy, cx, r):
    """Periodic value noise of shape (h, w) with an anisotropic lattice (cy x cx)."""
    grid = r.random((cy, cx))
    y = np.arange(h) * cy / h
    x = np.arange(w) * cx / w
    y0 = np.floor(y).astype(int)
    x0 = np.floor(x).astype(int)
    fy = y - y0
    fx = x - x0
    fy = fy * fy * (3 - 2 * fy)
    fx = fx * fx * (3 - 2 * fx)
    y1 = (y0 + 1) % cy
    x1 = (x0 + 1) % cx
    a = grid[y0][:, x0]
    b = grid[y0][:, x1]
    c = grid[y1][:, x0]
    d = grid[y1][:, x1]
    top = a + (b - a) * fx[None, :]
    bot = c + (d - c) * fx[None, :]
    return top + (bot - top) * fy[:, None]


def colorize(t, stops):
    """Map t in [0,1] (2D array) through colour stops [(pos, (r,g,b)), ...] -> HxWx3 float."""
    t = np.clip(t, 0, 1)
    pos = np.array([s[0] for s in stops])
    cols = np.array([s[1] for s in stops], dtype=float)
    out = np.zeros(t.shape + (3,))
    for ch in range(3):
        out[..., ch] = np.interp(t, pos, cols[:, ch])
    return out


def to_img(arr):
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def wood(size, r, base=(120, 78, 45), dark=(70, 42, 22), rings=18, stretch=12):
    """Tileable wood grain running along X (horizontal)."""
    n1 = stretched_noise(size, size, 4, 1, r)
    n2 = fbm(size, 4, 5, r)
    fine = stretched_noise(size, size, 160, 8, r)
    y = np.arange(size)[:, None] / size
    g = (y * rings + n1 * 3.0 + n2 * 1.2) % 1.0
    g = np.abs(g - 0.5) * 2
    g = g ** 3
    t = 0.55 * g + 0.3 * fine + 0.15 * n2
    return colorize(t, [(0, base), (0.5, tuple((b + d) / 2 for b, d in zip(base, dark))), (1, dark)])


def save(img, path):
    import os
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(img, np.ndarray):
        img = to_img(img)
    img.save(path, optimize=True)
    print("wrote", path, img.size)
