#!/usr/bin/env python3
"""The room's light in a picture, as issue #39 measures it.

    room_figures.py [--right-half] PICTURE.png ...

For each picture (or its right half, beside the main menu's panel): the mean luma (Rec. 601,
0.299 R + 0.587 G + 0.114 B of the stored sRGB bytes, 0-255) of its darkest quarter of pixels, and
how many times brighter the mean of its brightest 2% is. The Cycles preview docs/assets/room.png
gives 21 and 12; what a night room lit by one lamp looks like.
"""
import sys

import numpy as np
from PIL import Image


def figures(path, right_half):
    rgb = np.asarray(Image.open(path).convert("RGB"), dtype=np.float64)
    if right_half:
        rgb = rgb[:, rgb.shape[1] // 2:]
    luma = np.sort((rgb[..., 0] * 0.299 + rgb[..., 1] * 0.587 + rgb[..., 2] * 0.114).ravel())
    n = luma.size
    dark = luma[: n // 4].mean()
    bright = luma[n - max(1, n // 50):].mean()
    return dark, bright / max(dark, 1e-6)


def main(args):
    right = "--right-half" in args
    for path in [a for a in args if not a.startswith("--")]:
        dark, ratio = figures(path, right)
        print("%s: darkest quarter %.1f, brightest 2%% %.1f times brighter" % (path, dark, ratio))


if __name__ == "__main__":
    main(sys.argv[1:])
