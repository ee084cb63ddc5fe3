package net.ur.client.testing;

import com.jme3.post.SceneProcessor;
import com.jme3.profile.AppProfiler;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import com.jme3.util.BufferUtils;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import javax.imageio.ImageIO;

/**
 * Reads the finished frame back from the framebuffer after the viewport it is added to has been
 * drawn (add it to the GUI viewport to get the whole picture). Pixels are read as BGRA, the order
 * in which this renderer returns them correctly.
 */
public final class FrameGrabber implements SceneProcessor {

    private RenderManager renderManager;
    private volatile boolean wanted;
    private volatile BufferedImage last;

    /** Asks for the next frame to be grabbed. */
    public void request() {
        last = null;
        wanted = true;
    }

    /** The grabbed frame, or null if none has been grabbed since the last request. */
    public BufferedImage image() {
        return last;
    }

    /**
     * Writes an image as PNG, making the folder if needed.
     *
     * @param image the picture
     * @param file where it goes
     */
    public static void save(BufferedImage image, File file) {
        file.getParentFile().mkdirs();
        try {
            ImageIO.write(image, "png", file);
        } catch (IOException e) {
            throw new IllegalStateException("could not write " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void initialize(RenderManager rm, ViewPort vp) {
        renderManager = rm;
    }

    @Override
    public void postFrame(FrameBuffer out) {
        if (!wanted) {
            return;
        }
        wanted = false;
        int w = renderManager.getCurrentCamera().getWidth();
        int h = renderManager.getCurrentCamera().getHeight();
        ByteBuffer buf = BufferUtils.createByteBuffer(w * h * 4);
        renderManager.getRenderer().readFrameBufferWithFormat(out, buf, Image.Format.BGRA8);
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = ((h - 1 - y) * w + x) * 4;
                int b = buf.get(i) & 0xff;
                int g = buf.get(i + 1) & 0xff;
                int r = buf.get(i + 2) & 0xff;
                img.setRGB(x, y, (r << 16) | (g << 8) | b);
            }
        }
        last = img;
    }

    @Override
    public void reshape(ViewPort vp, int w, int h) {
    }

    @Override
    public boolean isInitialized() {
        return renderManager != null;
    }

    @Override
    public void preFrame(float tpf) {
    }

    @Override
    public void postQueue(RenderQueue rq) {
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void setProfiler(AppProfiler profiler) {
    }
}
