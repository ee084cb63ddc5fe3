package net.ur.client.testing;

import java.awt.image.BufferedImage;

/** The night sky's colours in a screenshot: what the render tests count inside a window's rectangle. */
public final class SkyPixels {

    private SkyPixels() {
    }

    /**
     * The share of pixels in the sky's colours (blue at least as strong as red less 15, and darker than a
     * mid grey) in the rectangle x0..x1, y0..y1 (ends excluded, image rows from the top).
     *
     * @return 0..1, 0 for an empty rectangle
     */
    public static double share(BufferedImage img, int x0, int y0, int x1, int y1) {
        int sky = 0;
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int c = img.getRGB(x, y);
                int r = (c >> 16) & 0xff;
                int g = (c >> 8) & 0xff;
                int b = c & 0xff;
                if (r - b < 15 && r + g + b < 3 * 150) {
                    sky++;
                }
                n++;
            }
        }
        return n == 0 ? 0 : (double) sky / n;
    }
}
