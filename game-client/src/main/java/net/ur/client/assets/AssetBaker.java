package net.ur.client.assets;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.export.binary.BinaryExporter;
import com.jme3.material.MatParam;
import com.jme3.material.Material;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Bakes the game's models and sky for the distribution ({@link BakedAssets}): each model file
 * under {@code Models/} is read as the game reads it and saved again in jME's binary form, its
 * textures' pixels in it (their keys dropped, so that they are not read from a file again) with
 * their mipmap levels ({@link Mipmaps}) wherever the texture's filter uses them; the sky, made from
 * its six faces, likewise. Run by the launcher's {@code dist} profile, with the assets on the class
 * path:
 *
 * <pre>java -cp ... net.ur.client.assets.AssetBaker ASSETS_DIR OUT_DIR</pre>
 *
 * ASSETS_DIR is the assets module (where the model files are listed from), OUT_DIR where
 * {@code Baked/...} is written.
 */
public final class AssetBaker {

    private AssetBaker() {
    }

    /**
     * Bakes every model and the sky.
     *
     * @param args the assets module's folder and the folder to write into
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: AssetBaker ASSETS_DIR OUT_DIR");
            System.exit(2);
        }
        Path assetsDir = Path.of(args[0]);
        Path out = Path.of(args[1]);
        AssetManager assets = new DesktopAssetManager(true);
        List<String> models = new ArrayList<>();
        try (Stream<Path> files = Files.walk(assetsDir.resolve("Models"))) {
            files.filter(p -> p.toString().endsWith(".glb"))
                    .forEach(p -> models.add(assetsDir.relativize(p).toString().replace('\\', '/')));
        }
        Collections.sort(models);
        for (String model : models) {
            write(bake(assets.loadModel(model)), out.resolve(BakedAssets.bakedPath(model)));
        }
        write(bake(BakedAssets.skyFromFaces(assets)), out.resolve(BakedAssets.SKY));
        System.out.println("AssetBaker: " + (models.size() + 1) + " assets baked into " + out);
    }

    /**
     * Makes a loaded scene graph ready to save with its pictures: every texture of its materials
     * loses its key and gets its mipmap levels if its filter uses them.
     *
     * @param scene the scene; changed
     * @return the scene
     */
    static Spatial bake(Spatial scene) {
        Set<Image> done = Collections.newSetFromMap(new IdentityHashMap<>());
        scene.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getMaterial() != null) {
                bake(g.getMaterial(), done);
            }
        });
        return scene;
    }

    private static void bake(Material material, Set<Image> done) {
        for (MatParam p : material.getParams()) {
            if (p.getValue() instanceof Texture t) {
                t.setKey(null);
                Image image = t.getImage();
                if (t.getMinFilter().usesMipMapLevels() && done.add(image) && Mipmaps.canGenerate(image)) {
                    Mipmaps.generate(image);
                }
            }
        }
    }

    private static void write(Spatial scene, Path file) throws IOException {
        Files.createDirectories(file.getParent());
        BinaryExporter.getInstance().save(scene, file.toFile());
    }
}
