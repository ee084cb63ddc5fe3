package net.ur.client.render;

import jme3utilities.Validate;
import net.ur.client.settings.Settings;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.post.SceneProcessor;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.ui.Picture;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL30C;

/**
 * Draws the 3D scene smaller than the window and stretches it to the window, so that a software
 * renderer shades fewer pixels (the frame is bound by the fragment work: see docs/PERFORMANCE.md).
 * The GUI is drawn afterwards at the window's full size, so its text stays sharp.
 *
 * <p>Two scene processors do it: {@link #sceneProcessor()} goes on the main viewport and, before
 * the scene is drawn, points it at an offscreen framebuffer of {@link #scaled} pixels (an sRGB
 * one, like the window's) and narrows the camera's viewport to that many pixels (the projection is
 * unchanged, so the picture is the same, only coarser); {@link #guiProcessor()} goes on the GUI
 * viewport and, before the GUI is drawn, puts the camera and viewport back and stretches the
 * offscreen picture over the window with linear filtering. The stretch is a framebuffer blit
 * ({@code glBlitFramebuffer} with {@code GL_LINEAR}: jME's {@code Renderer.copyFrameBuffer} always
 * filters with {@code GL_NEAREST}, which leaves every third row and column doubled at 0.75) or, to
 * compare, a textured quad ({@link Upscale#QUAD}).
 *
 * <p>At a scale of 1 nothing is redirected and nothing is stretched. Everything happens on the
 * render thread; {@link #setScale} may be called between frames.
 */
public final class RenderScale {

    /** The smallest scale allowed: the settings' ({@link Settings#MIN_SCALE}). */
    public static final float MIN = Settings.MIN_SCALE;

    /** How the small picture is stretched over the window. */
    public enum Upscale {
        /** A framebuffer blit with linear filtering. */
        BLIT,
        /** The same with the window's sRGB conversion off: the stored bytes are filtered and copied as they are. */
        BLIT_RAW,
        /** A full-window textured quad (bilinear). */
        QUAD,
        /** The same reading the texture's bytes without sRGB decoding and writing them without encoding. */
        QUAD_RAW
    }

    private final AssetManager assets;
    private final Upscale upscale;
    private float scale;
    private RenderManager renderManager;
    private ViewPort sceneView;
    private ViewPort guiView;
    private FrameBuffer buffer;
    private Texture2D colour;
    private Picture quad;
    private int windowWidth;
    private int windowHeight;
    private FrameBuffer sceneOutput;
    private boolean redirected;

    /**
     * @param assets the asset manager (for the quad's material); not null
     * @param scale the share of the window's width and height the scene is drawn at, {@link #MIN}..1
     * @param upscale how the picture is stretched; not null
     */
    public RenderScale(AssetManager assets, float scale, Upscale upscale) {
        Validate.nonNull(assets, "assets");
        Validate.nonNull(upscale, "upscale");
        this.assets = assets;
        this.upscale = upscale;
        this.scale = check(scale);
    }

    /**
     * Checks a render scale.
     *
     * @param scale the scale
     * @return the scale
     * @throws IllegalArgumentException if it is not within {@link #MIN}..1
     */
    public static float check(float scale) {
        Validate.inRange(scale, "render scale", MIN, 1f);
        return scale;
    }

    /**
     * The size in pixels the scene is drawn at for a window size and a scale: rounded, at least 1,
     * at most the window's.
     *
     * @param window the window's width or height, at least 1
     * @param scale the scale, {@link #MIN}..1
     * @return the scaled size
     */
    public static int scaled(int window, float scale) {
        Validate.positive(window, "window");
        check(scale);
        return Math.max(1, Math.min(window, Math.round(window * scale)));
    }

    /**
     * The camera's viewport fraction that covers exactly {@code pixels} of {@code window} pixels:
     * jME makes the viewport {@code (int) (fraction * window)} pixels wide, so the fraction aims
     * half a pixel past the wanted edge to be safe from rounding.
     *
     * @param pixels the pixels wanted, 1..window
     * @param window the camera's width or height
     * @return the fraction, above 0 and at most 1
     */
    public static float fraction(int pixels, int window) {
        Validate.inRange(pixels, "pixels", 1, window);
        return pixels == window ? 1f : (pixels + 0.5f) / window;
    }

    /** The scale now. */
    public float getScale() {
        return scale;
    }

    /**
     * Changes the scale from the next frame on.
     *
     * @param scale {@link #MIN}..1
     */
    public void setScale(float scale) {
        check(scale);
        if (scale != this.scale) {
            this.scale = scale;
            if (sceneView != null) {
                makeBuffer(windowWidth, windowHeight);
            }
        }
    }

    /** The width and height the scene is drawn at now, or null before the first frame. */
    public int[] sceneSize() {
        return windowWidth == 0 ? null : new int[] {scaled(windowWidth, scale), scaled(windowHeight, scale)};
    }

    private final SceneProcessor scene = new BaseSceneProcessor() {
        @Override
        public void initialize(RenderManager rm, ViewPort vp) {
            renderManager = rm;
            sceneView = vp;
            sceneOutput = vp.getOutputFrameBuffer();
            reshape(vp, vp.getCamera().getWidth(), vp.getCamera().getHeight());
            super.initialize(rm, vp);
        }

        @Override
        public void reshape(ViewPort vp, int w, int h) {
            makeBuffer(w, h);
        }

        @Override
        public void preFrame(float tpf) {
            // Should the GUI viewport not have been drawn last frame, the camera is put back first.
            restore();
            if (buffer == null) {
                return;
            }
            Camera cam = sceneView.getCamera();
            if (cam.getWidth() != windowWidth || cam.getHeight() != windowHeight) {
                makeBuffer(cam.getWidth(), cam.getHeight());
                if (buffer == null) {
                    return;
                }
            }
            sceneOutput = sceneView.getOutputFrameBuffer();
            sceneView.setOutputFrameBuffer(buffer);
            cam.setViewPort(0f, fraction(buffer.getWidth(), windowWidth), 0f, fraction(buffer.getHeight(), windowHeight));
            redirected = true;
        }

        @Override
        public void cleanup() {
            restore();
            dropBuffer();
            sceneView = null;
            super.cleanup();
        }
    };

    private final SceneProcessor gui = new BaseSceneProcessor() {
        @Override
        public void initialize(RenderManager rm, ViewPort vp) {
            guiView = vp;
            super.initialize(rm, vp);
        }

        @Override
        public void preFrame(float tpf) {
            if (!redirected) {
                return;
            }
            restore();
            present();
        }
    };

    /** The processor for the main (3D) viewport: add it before any other. */
    public SceneProcessor sceneProcessor() {
        return scene;
    }

    /** The processor for the GUI viewport, which stretches the scene over the window. */
    public SceneProcessor guiProcessor() {
        return gui;
    }

    private void restore() {
        if (!redirected) {
            return;
        }
        redirected = false;
        sceneView.getCamera().setViewPort(0f, 1f, 0f, 1f);
        sceneView.setOutputFrameBuffer(sceneOutput);
    }

    private void present() {
        var r = renderManager.getRenderer();
        r.setFrameBuffer(sceneOutput);
        r.clearClipRect();
        boolean raw = upscale == Upscale.BLIT_RAW || upscale == Upscale.QUAD_RAW;
        if (raw) {
            GL11C.glDisable(GL30C.GL_FRAMEBUFFER_SRGB);
        }
        if (upscale == Upscale.BLIT || upscale == Upscale.BLIT_RAW) {
            // jME's copyFrameBuffer filters with GL_NEAREST; blit with GL_LINEAR ourselves. The
            // draw framebuffer is the window's (bound above); only the read one is changed and put back.
            int target = sceneOutput == null ? 0 : sceneOutput.getId();
            GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, buffer.getId());
            GL30C.glBlitFramebuffer(0, 0, buffer.getWidth(), buffer.getHeight(), 0, 0, windowWidth, windowHeight,
                    GL11C.GL_COLOR_BUFFER_BIT, GL11C.GL_LINEAR);
            GL30C.glBindFramebuffer(GL30C.GL_READ_FRAMEBUFFER, target);
        } else {
            if (raw && !skipDecodeSet && colour.getImage().getId() > 0) {
                GL11C.glBindTexture(GL11C.GL_TEXTURE_2D, colour.getImage().getId());
                GL11C.glTexParameteri(GL11C.GL_TEXTURE_2D, 0x8A48, 0x8A4A); // TEXTURE_SRGB_DECODE_EXT = SKIP_DECODE_EXT
                GL11C.glBindTexture(GL11C.GL_TEXTURE_2D, 0);
                r.invalidateState();
                r.setFrameBuffer(sceneOutput);
                skipDecodeSet = true;
            }
            Camera guiCam = guiView.getCamera();
            renderManager.setCamera(guiCam, true);
            quad.updateGeometricState();
            renderManager.renderGeometry(quad);
        }
        if (raw) {
            GL11C.glEnable(GL30C.GL_FRAMEBUFFER_SRGB);
        }
    }

    private boolean skipDecodeSet;

    private void makeBuffer(int w, int h) {
        dropBuffer();
        windowWidth = w;
        windowHeight = h;
        if (scale >= 1f || w < 1 || h < 1) {
            return;
        }
        int sw = scaled(w, scale);
        int sh = scaled(h, scale);
        buffer = new FrameBuffer(sw, sh, 1);
        buffer.setName("RenderScale");
        skipDecodeSet = false;
        if (upscale == Upscale.BLIT || upscale == Upscale.BLIT_RAW) {
            buffer.setSrgb(true);
            buffer.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(Image.Format.RGBA8));
        } else {
            colour = new Texture2D(sw, sh, Image.Format.RGBA8);
            colour.getImage().setColorSpace(ColorSpace.sRGB);
            colour.setMagFilter(Texture.MagFilter.Bilinear);
            colour.setMinFilter(Texture.MinFilter.BilinearNoMipMaps);
            buffer.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(colour));
            buffer.setMipMapsGenerationHint(false);
            quad = new Picture("RenderScale.Quad");
            Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
            m.setTexture("ColorMap", colour);
            m.getAdditionalRenderState().setDepthTest(false);
            m.getAdditionalRenderState().setDepthWrite(false);
            m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Off);
            quad.setMaterial(m);
            quad.setWidth(w);
            quad.setHeight(h);
            quad.setPosition(0, 0);
        }
        buffer.setDepthTarget(FrameBuffer.FrameBufferTarget.newTarget(Image.Format.Depth));
    }

    private void dropBuffer() {
        if (buffer != null) {
            buffer.dispose();
            buffer = null;
        }
        if (colour != null) {
            colour.getImage().dispose();
            colour = null;
        }
        quad = null;
    }
}
