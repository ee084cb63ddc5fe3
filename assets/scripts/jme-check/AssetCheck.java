import com.jme3.app.SimpleApplication;
import com.jme3.asset.plugins.FileLocator;
import com.jme3.light.*;
import com.jme3.math.*;
import com.jme3.scene.*;
import com.jme3.system.AppSettings;
import com.jme3.texture.Texture;
import com.jme3.util.BufferUtils;
import com.jme3.util.SkyFactory;
import java.io.File;
import java.nio.ByteBuffer;
import java.awt.image.BufferedImage;
import javax.imageio.ImageIO;

public class AssetCheck extends SimpleApplication {
    static String ROOT = System.getProperty("ur.assets", new java.io.File("../..").getAbsolutePath());
    int frame = 0; int shot = 0;
    Vector3f[][] views = {
        {new Vector3f(0, 1.2f, 0), new Vector3f(1, 0, 0)},          // east: expect the moon right of centre
        {new Vector3f(0, 1.2f, 0), new Vector3f(0, 0, 1)},          // north
        {new Vector3f(-0.55f, 1.15f, 0.05f), new Vector3f(0.55f, -0.42f, -0.02f)}, // game-like view of the table
        {new Vector3f(-1.9f, 1.6f, 1.6f), new Vector3f(1.0f, -0.2f, -0.55f)},   // room
        {new Vector3f(1.2f, 1.5f, 1.4f), new Vector3f(-0.45f, -0.12f, -1.0f)},  // the back (-Z) wall: shelf, hanging, chest
    };
    public static void main(String[] a) {
        AssetCheck app = new AssetCheck();
        AppSettings s = new AppSettings(true);
        s.setResolution(640, 360); s.setAudioRenderer(null); s.setVSync(false); s.setFrameRate(-1);
        app.setSettings(s); app.setShowSettings(false); app.start();
    }
    Node load(String p) { return (Node) assetManager.loadModel(p); }
    @Override public void simpleInitApp() {
        assetManager.registerLocator(ROOT, FileLocator.class);
        setDisplayStatView(false); setDisplayFps(false);
        flyCam.setEnabled(false);
        cam.setFrustumPerspective(50, 640f/360f, 0.02f, 100f);
        String[] faces = {"west","east","north","south","up","down"};
        Texture[] t = new Texture[6];
        for (int i = 0; i < 6; i++) t[i] = assetManager.loadTexture("Textures/Sky/sky_" + faces[i] + ".png");
        rootNode.attachChild(SkyFactory.createSky(assetManager, t[0], t[1], t[2], t[3], t[4], t[5]));
        Node room = load("Models/Environment/room.glb"); rootNode.attachChild(room);
        Node table = load("Models/Environment/table.glb"); rootNode.attachChild(table);
        Node board = load("Models/Boards/board_ur.glb"); board.setLocalTranslation(0, 0.75f, 0); rootNode.attachChild(board);
        Node lamp = load("Models/Environment/lamp.glb"); lamp.setLocalTranslation(0.22f, 0.75f, 0.45f); rootNode.attachChild(lamp);
        Spatial bowl = load("Models/Counters/bowl.glb"); bowl.setLocalTranslation(0, 0.75f, -0.42f); rootNode.attachChild(bowl);
        String[] kinds = {"swallow","stormbird","raven","rooster","eagle"};
        Node b = (Node) ((Node) board).getChild("board_ur");
        System.out.println("board children: " + (b == null ? "null" : b.getChildren().size()));
        for (int i = 0; i < 5; i++) {
            for (String tone : new String[]{"light","dark"}) {
                Spatial p = load("Models/Pieces/bird_" + kinds[i] + "_" + tone + ".glb");
                Spatial sq = board.getChild("sq_" + (tone.equals("light") ? "A" : "C") + new int[]{1,2,3,4,7}[i]);
                p.setLocalTranslation(sq.getWorldTranslation());
                p.setLocalRotation(new Quaternion().fromAngleAxis(tone.equals("light") ? FastMath.HALF_PI : -FastMath.HALF_PI, Vector3f.UNIT_Y));
                rootNode.attachChild(p);
            }
        }
        String[] dice = {"astragal_small","astragal_broad","tetra_die","die_d6"};
        for (int i = 0; i < 4; i++) {
            Spatial d = load("Models/Dice/" + dice[i] + ".glb");
            d.setLocalTranslation(-0.2f + 0.04f * i, 0.765f, 0.3f); rootNode.attachChild(d);
            load("Models/Dice/" + dice[i] + "_collision.glb");
        }
        for (int i = 0; i < 6; i++) { Spatial c = load("Models/Counters/coin.glb"); c.setLocalTranslation(-0.25f, 0.75f + 0.0018f * i, -0.2f); rootNode.attachChild(c); }
        Spatial chair = load("Models/Environment/chair.glb"); chair.setLocalTranslation(0.75f, 0, 0);
        chair.setLocalRotation(new Quaternion().fromAngleAxis(-FastMath.HALF_PI, Vector3f.UNIT_Y)); rootNode.attachChild(chair);
        load("Models/Pieces/ur_piece_light.glb"); load("Models/Pieces/ur_piece_dark.glb"); load("Models/Boards/board_twenty.glb");
        Spatial flameLight = lamp.getChild("flame_light");
        System.out.println("flame node: " + lamp.getChild("flame") + " light at " + flameLight.getWorldTranslation());
        PointLight pl = new PointLight(flameLight.getWorldTranslation(), new ColorRGBA(1f, 0.62f, 0.22f, 1f).multLocal(3f), 6f);
        rootNode.addLight(pl);
        DirectionalLight moon = new DirectionalLight(new Vector3f(-0.92f, -0.26f, -0.30f).normalizeLocal(), new ColorRGBA(0.55f, 0.62f, 0.8f, 1f).multLocal(0.5f));
        rootNode.addLight(moon);
        rootNode.addLight(new AmbientLight(new ColorRGBA(0.25f, 0.22f, 0.2f, 1f)));
        setView(0);
    }
    void setView(int i) { cam.setLocation(views[i][0]); cam.lookAtDirection(views[i][1].normalize(), Vector3f.UNIT_Y); }
    @Override public void simpleUpdate(float tpf) {
        frame++;
        if (frame % 4 == 3) {
            int w = cam.getWidth(), h = cam.getHeight();
            ByteBuffer buf = BufferUtils.createByteBuffer(w * h * 4);
            renderer.readFrameBuffer(null, buf);
            BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
                int k = ((h - 1 - y) * w + x) * 4;
                int r = buf.get(k) & 255, g = buf.get(k + 1) & 255, bb = buf.get(k + 2) & 255;
                img.setRGB(x, y, (r << 16) | (g << 8) | bb);
            }
            try { ImageIO.write(img, "png", new File("/tmp/jmetest/shot" + shot + ".png")); } catch (Exception e) { throw new RuntimeException(e); }
            System.out.println("shot " + shot);
            shot++;
            if (shot >= views.length) { stop(); return; }
            setView(shot);
        }
    }
}
