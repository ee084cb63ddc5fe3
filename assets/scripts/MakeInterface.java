import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Makes the interface assets: the game's bitmap fonts (AngelCode .fnt + PNG, as jME's
 * BitmapFont loader reads them) from EB Garamond, and the window icons (a rosette on lapis).
 *
 * Run from the repository root:  java assets/scripts/MakeInterface.java
 * Needs Debian's fonts-ebgaramond-extra (EB Garamond, SIL Open Font License) and fonts-dejavu-core
 * (DejaVu Sans, for the few signs EB Garamond lacks).
 */
public class MakeInterface {

    static final String FONT_DIR = "/usr/share/fonts/truetype/ebgaramond/";
    /** Where a sign EB Garamond lacks (the check mark) is taken from: Debian's fonts-dejavu-core (DejaVu Sans, a free license). */
    static final String FALLBACK = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

    public static void main(String[] args) throws Exception {
        File out = new File(args.length > 0 ? args[0] : "assets");
        File fonts = new File(out, "Interface/Fonts");
        File icons = new File(out, "Interface/Icons");
        fonts.mkdirs();
        icons.mkdirs();
        font(FONT_DIR + "EBGaramondSC12-Regular.ttf", 96f, "Garamond-Title", fonts);
        font(FONT_DIR + "EBGaramond12-Regular.ttf", 40f, "Garamond-Heading", fonts);
        font(FONT_DIR + "EBGaramond12-Regular.ttf", 26f, "Garamond-Body", fonts);
        // The same at twice the size, for a large window's interface (net.ur.client.render.UiScale).
        font(FONT_DIR + "EBGaramondSC12-Regular.ttf", 192f, "Garamond-Title-2x", fonts);
        font(FONT_DIR + "EBGaramond12-Regular.ttf", 80f, "Garamond-Heading-2x", fonts);
        font(FONT_DIR + "EBGaramond12-Regular.ttf", 52f, "Garamond-Body-2x", fonts);
        for (int size : new int[] {16, 32, 64, 128}) {
            ImageIO.write(icon(size), "png", new File(icons, "ur-" + size + ".png"));
        }
        System.out.println("made fonts in " + fonts + " and icons in " + icons);
    }

    static List<Integer> charset() {
        List<Integer> cs = new ArrayList<>();
        for (int c = 32; c < 127; c++) {
            cs.add(c);
        }
        for (int c = 160; c < 256; c++) {
            cs.add(c);
        }
        // Beyond Latin-1, what the game's languages write (docs/GLOSSARY.md): French's oe and
        // capital Y with diaeresis, German's low quotes, single guillemets, the narrow and thin
        // spaces, and the dashes, quotes, arrows and check mark of the interface.
        for (int c : new int[] {0x0152, 0x0153, 0x0178, 0x2009, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D,
                0x201E, 0x2022, 0x2026, 0x202F, 0x2039, 0x203A, 0x2190, 0x2192, 0x2191, 0x2193, 0x2713}) {
            cs.add(c);
        }
        return cs;
    }

    static void font(String ttf, float size, String name, File dir) throws Exception {
        Font font = Font.createFont(Font.TRUETYPE_FONT, new File(ttf)).deriveFont(size);
        // A little smaller: DejaVu's signs stand taller than Garamond's letters.
        Font fallback = Font.createFont(Font.TRUETYPE_FONT, new File(FALLBACK)).deriveFont(size * 0.8f);
        FontRenderContext frc = new FontRenderContext(null, true, true);
        BufferedImage probe = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
        Graphics2D pg = probe.createGraphics();
        pg.setFont(font);
        java.awt.FontMetrics fm = pg.getFontMetrics();
        int ascent = fm.getAscent();
        int lineHeight = fm.getAscent() + fm.getDescent() + fm.getLeading();
        pg.dispose();

        List<int[]> glyphs = new ArrayList<>();
        List<GlyphVector> vectors = new ArrayList<>();
        for (int c : charset()) {
            Font from = font.canDisplay(c) ? font : fallback;
            if (!from.canDisplay(c)) {
                continue;
            }
            GlyphVector gv = from.createGlyphVector(frc, new String(Character.toChars(c)));
            Rectangle b = gv.getPixelBounds(frc, 0, 0);
            int advance = Math.round(gv.getGlyphMetrics(0).getAdvanceX());
            glyphs.add(new int[] {c, b.x, b.y, b.width, b.height, advance, 0, 0});
            vectors.add(gv);
        }
        int pad = 2;
        int texSize = 128;
        while (!pack(glyphs, texSize, pad)) {
            texSize *= 2;
        }
        BufferedImage img = new BufferedImage(texSize, texSize, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setColor(Color.WHITE);
        for (int i = 0; i < glyphs.size(); i++) {
            int[] gl = glyphs.get(i);
            if (gl[3] > 0 && gl[4] > 0) {
                g.drawGlyphVector(vectors.get(i), gl[6] - gl[1], gl[7] - gl[2]);
            }
        }
        g.dispose();
        ImageIO.write(img, "png", new File(dir, name + ".png"));

        try (PrintWriter w = new PrintWriter(new File(dir, name + ".fnt"), StandardCharsets.UTF_8)) {
            w.printf("info face=\"%s\" size=%d bold=0 italic=0 charset=\"\" unicode=1 stretchH=100 smooth=1 aa=1 padding=0,0,0,0 spacing=%d,%d%n",
                    font.getFontName(), Math.round(size), pad, pad);
            w.printf("common lineHeight=%d base=%d scaleW=%d scaleH=%d pages=1 packed=0%n", lineHeight, ascent, texSize, texSize);
            w.printf("page id=0 file=\"%s.png\"%n", name);
            w.printf("chars count=%d%n", glyphs.size());
            for (int[] gl : glyphs) {
                w.printf("char id=%d x=%d y=%d width=%d height=%d xoffset=%d yoffset=%d xadvance=%d page=0 chnl=0%n",
                        gl[0], gl[6], gl[7], gl[3], gl[4], gl[1], ascent + gl[2], gl[5]);
            }
        }
    }

    /** Shelf packing: fills in x and y of each glyph; false if the texture is too small. */
    static boolean pack(List<int[]> glyphs, int texSize, int pad) {
        int x = pad;
        int y = pad;
        int shelf = 0;
        for (int[] gl : glyphs) {
            int w = gl[3];
            int h = gl[4];
            if (x + w + pad > texSize) {
                x = pad;
                y += shelf + pad;
                shelf = 0;
            }
            if (y + h + pad > texSize) {
                return false;
            }
            gl[6] = x;
            gl[7] = y;
            x += w + pad;
            shelf = Math.max(shelf, h);
        }
        return true;
    }

    /** The window icon: a gold-and-carnelian rosette on a lapis tile edged in shell. */
    static BufferedImage icon(int size) {
        int s = 512;
        BufferedImage big = new BufferedImage(s, s, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = big.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(236, 222, 190));
        g.fill(new RoundRectangle2D.Float(8, 8, s - 16, s - 16, 90, 90));
        g.setColor(new Color(34, 58, 132));
        g.fill(new RoundRectangle2D.Float(36, 36, s - 72, s - 72, 70, 70));
        double c = s / 2.0;
        Path2D petals = new Path2D.Double();
        int n = 8;
        for (int i = 0; i <= 720; i++) {
            double a = Math.PI * 2 * i / 720;
            double r = s * (0.25 + 0.13 * Math.cos(n * a));
            double x = c + r * Math.cos(a);
            double y = c + r * Math.sin(a);
            if (i == 0) {
                petals.moveTo(x, y);
            } else {
                petals.lineTo(x, y);
            }
        }
        petals.closePath();
        g.setColor(new Color(176, 56, 34));
        g.fill(petals);
        g.setColor(new Color(248, 200, 98));
        g.setStroke(new BasicStroke(s / 40f));
        g.draw(petals);
        g.setColor(new Color(248, 200, 98));
        double r = s * 0.09;
        g.fill(new Ellipse2D.Double(c - r, c - r, 2 * r, 2 * r));
        g.dispose();
        BufferedImage out = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D o = out.createGraphics();
        o.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        o.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        o.drawImage(big.getScaledInstance(size, size, java.awt.Image.SCALE_AREA_AVERAGING), 0, 0, null);
        o.dispose();
        return out;
    }
}
