package net.ur.client.assets;

import com.jme3.asset.AssetManager;
import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import com.jme3.texture.Texture;
import com.jme3.util.SkyFactory;

/**
 * Models and the sky as the game reads them: baked, where the build has baked them, else from
 * their sources. A baked asset ({@link AssetBaker}, made by the distribution's build) is the very
 * scene graph the source gives, saved in jME's binary form under {@value #ROOT}, with its textures'
 * pixels in it raw and their mipmap levels made: read without decoding a PNG, drawn without
 * generating levels. Without them (a build from source, {@code ./ur}), the sources are read.
 */
public final class BakedAssets {

    /** Where baked assets lie among the assets: {@code Baked/Models/Environment/room.j3o}. */
    public static final String ROOT = "Baked/";

    /** The night sky's six faces, in the order {@link SkyFactory} takes them. */
    private static final String[] SKY_FACES = {"west", "east", "north", "south", "up", "down"};

    /** Where the baked sky lies. */
    static final String SKY = ROOT + "Textures/Sky/sky.j3o";

    /**
     * The system property that names the folder the baked assets lie in ({@code Baked/...} in
     * it): the distribution's launcher sets it to the app's own. Unset, the baked assets are looked
     * for on the class path only.
     */
    public static final String FOLDER_PROPERTY = "ur.baked";

    private BakedAssets() {
    }

    /**
     * Readies an asset manager for the baked assets: the reader of their pictures, and their folder
     * when {@value #FOLDER_PROPERTY} names one.
     *
     * @param assets the game's asset manager; not null
     */
    public static void install(AssetManager assets) {
        assets.registerLoader(BakedImageLoader.class, BakedImageLoader.EXTENSION);
        String folder = System.getProperty(FOLDER_PROPERTY);
        if (folder != null && !folder.isBlank() && java.nio.file.Files.isDirectory(java.nio.file.Path.of(folder))) {
            assets.registerLocator(folder, com.jme3.asset.plugins.FileLocator.class);
        }
    }

    /**
     * A model: its baked form if there is one, else the model file itself.
     *
     * @param assets the asset manager; not null
     * @param path the model's file, e.g. {@code Models/Environment/room.glb}
     * @return the model, a copy of the cached one as {@link AssetManager#loadModel(String)} gives
     * @throws com.jme3.asset.AssetNotFoundException when neither is there
     */
    public static Spatial model(AssetManager assets, String path) {
        String baked = bakedPath(path);
        return assets.loadModel(isBaked(baked) ? baked : path);
    }

    /**
     * The night-desert sky seen through the room's windows (Textures/Sky), baked or made from its faces.
     *
     * @param assets the asset manager; not null
     * @return the sky, as {@link SkyFactory} makes it
     * @throws com.jme3.asset.AssetNotFoundException when a face is missing
     */
    public static Spatial sky(AssetManager assets) {
        return isBaked(SKY) ? assets.loadModel(SKY) : skyFromFaces(assets);
    }

    /**
     * Whether a baked asset is there: in the folder {@value #FOLDER_PROPERTY} names, or on the
     * class path. Asked of the files, not of the asset manager, which warns in the log of every
     * asset it cannot find (every model, in a build without baked assets).
     */
    private static boolean isBaked(String asset) {
        String folder = System.getProperty(FOLDER_PROPERTY);
        if (folder != null && !folder.isBlank() && java.nio.file.Files.isRegularFile(java.nio.file.Path.of(folder, asset))) {
            return true;
        }
        return BakedAssets.class.getClassLoader().getResource(asset) != null;
    }

    /** The sky made from its six pictures. */
    static Spatial skyFromFaces(AssetManager assets) {
        Texture[] t = new Texture[SKY_FACES.length];
        for (int i = 0; i < t.length; i++) {
            t[i] = assets.loadTexture("Textures/Sky/sky_" + SKY_FACES[i] + ".png");
        }
        return SkyFactory.createSky(assets, t[0], t[1], t[2], t[3], t[4], t[5], Vector3f.UNIT_XYZ);
    }

    /**
     * Where a model's baked form lies.
     *
     * @param path the model's file, e.g. {@code Models/Environment/room.glb}
     * @return e.g. {@code Baked/Models/Environment/room.j3o}
     */
    public static String bakedPath(String path) {
        int dot = path.lastIndexOf('.');
        return ROOT + (dot > path.lastIndexOf('/') ? path.substring(0, dot) : path) + ".j3o";
    }
}
