package net.ur.client.assets;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.asset.TextureKey;
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
import java.util.Map;
import java.util.stream.Stream;

/**
 * Bakes the game's models and sky for the distribution ({@link BakedAssets}): each model file
 * under {@code Models/} is read as the game reads it and saved again in jME's binary form, each of
 * its textures naming a baked picture ({@link BakedImageLoader}) that holds its pixels with their
 * mipmap levels ({@link Mipmaps}) wherever the texture's filter uses them; the sky, made from its
 * six faces, likewise. A picture two models share (the reed mat of the floor and of the chairs) is
 * written once, named by its content, and read once. Run by the launcher's {@code dist} profile,
 * with the assets on the class path:
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
        Map<Image, String> pictures = new IdentityHashMap<>();
        for (String model : models) {
            bakeModel(assets, model, out, pictures);
        }
        write(bake(BakedAssets.skyFromFaces(assets), out, pictures), out.resolve(BakedAssets.SKY));
        System.out.println("AssetBaker: " + (models.size() + 1) + " assets baked into " + out + ", with "
                + new java.util.HashSet<>(pictures.values()).size() + " pictures");
    }

    /**
     * Bakes one model: reads it, bakes it and writes it where {@link BakedAssets#bakedPath} says.
     *
     * @param assets reads the model
     * @param model the model's file, e.g. {@code Models/Environment/lamp.glb}
     * @param out the folder {@code Baked/...} is written into
     * @param pictures the pictures written so far and their asset names; added to
     * @throws IOException when a file cannot be written
     */
    static void bakeModel(AssetManager assets, String model, Path out, Map<Image, String> pictures) throws IOException {
        write(bake(assets.loadModel(model), out, pictures), out.resolve(BakedAssets.bakedPath(model)));
    }

    /**
     * Makes a loaded scene graph ready to save: every texture of its materials gets its mipmap
     * levels if its filter uses them, its picture is written into {@code out} (once) and the
     * texture is given the picture's key.
     *
     * @param scene the scene; changed
     * @param out the folder {@code Baked/...} is written into
     * @param pictures the pictures written so far and their asset names; added to
     * @return the scene
     * @throws IOException when a picture cannot be written
     */
    static Spatial bake(Spatial scene, Path out, Map<Image, String> pictures) throws IOException {
        List<Material> materials = new ArrayList<>();
        scene.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getMaterial() != null) {
                materials.add(g.getMaterial());
            }
        });
        for (Material material : materials) {
            for (MatParam p : material.getParams()) {
                if (p.getValue() instanceof Texture t) {
                    bake(t, out, pictures);
                }
            }
        }
        return scene;
    }

    private static void bake(Texture t, Path out, Map<Image, String> pictures) throws IOException {
        Image image = t.getImage();
        String name = pictures.get(image);
        if (name == null) {
            if (t.getMinFilter().usesMipMapLevels() && Mipmaps.canGenerate(image)) {
                Mipmaps.generate(image);
            }
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            BakedImageLoader.write(image, bytes);
            name = BakedAssets.ROOT + "Images/" + digest(bytes.toByteArray()) + "." + BakedImageLoader.EXTENSION;
            Path file = out.resolve(name);
            if (!Files.exists(file)) {
                Files.createDirectories(file.getParent());
                Files.write(file, bytes.toByteArray());
            }
            pictures.put(image, name);
        }
        TextureKey key = new TextureKey(name, false);
        key.setGenerateMips(false);
        key.setTextureTypeHint(t.getType());
        t.setKey(key);
    }

    /** The first 16 hexadecimal digits of the bytes' SHA-256. */
    private static String digest(byte[] bytes) {
        try {
            byte[] d = java.security.MessageDigest.getInstance("SHA-256").digest(bytes);
            return java.util.HexFormat.of().formatHex(d, 0, 8);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this Java", e);
        }
    }

    private static void write(Spatial scene, Path file) throws IOException {
        Files.createDirectories(file.getParent());
        BinaryExporter.getInstance().save(scene, file.toFile());
    }
}
