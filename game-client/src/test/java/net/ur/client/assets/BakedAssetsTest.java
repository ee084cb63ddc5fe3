package net.ur.client.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.MatParam;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.TextureCubeMap;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The baked assets: a picture written and read again is the same picture; a model baked and read
 * through {@link BakedAssets} is the model its file gives, its textures' pixels the same, with
 * their mipmap levels; a picture two models share is written once; without baked assets the
 * model file itself is read.
 */
class BakedAssetsTest {

    @TempDir
    Path out;

    /** The game finds baked assets in the folder this property names, as the package's launcher sets it. */
    @org.junit.jupiter.api.BeforeEach
    void bakeIntoTheTemporaryFolder() {
        System.setProperty(BakedAssets.FOLDER_PROPERTY, out.toString());
    }

    @org.junit.jupiter.api.AfterEach
    void forgetTheFolder() {
        System.clearProperty(BakedAssets.FOLDER_PROPERTY);
    }

    private static byte[] bytes(ByteBuffer b) {
        ByteBuffer d = b.duplicate();
        d.rewind();
        byte[] a = new byte[d.remaining()];
        d.get(a);
        return a;
    }

    @Test
    void aPictureReadsBackAsItWasWrittenFromAFileOrAStream() throws IOException {
        ByteBuffer data = BufferUtils.createByteBuffer(4 * 2 * 3);
        for (int i = 0; i < data.capacity(); i++) {
            data.put((byte) (i * 7));
        }
        data.flip();
        Image image = new Image(Image.Format.BGR8, 4, 2, data, ColorSpace.sRGB);
        Mipmaps.generate(image);
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        BakedImageLoader.write(image, written);
        Path file = out.resolve("p." + BakedImageLoader.EXTENSION);
        Files.write(file, written.toByteArray());
        for (InputStream in : List.of(new ByteArrayInputStream(written.toByteArray()), new FileInputStream(file.toFile()))) {
            try (in) {
                Image read = BakedImageLoader.read(in);
                assertEquals(Image.Format.BGR8, read.getFormat());
                assertEquals(ColorSpace.sRGB, read.getColorSpace());
                assertEquals(4, read.getWidth());
                assertEquals(2, read.getHeight());
                assertArrayEquals(image.getMipMapSizes(), read.getMipMapSizes());
                assertArrayEquals(bytes(image.getData(0)), bytes(read.getData(0)), "the pixels and their levels");
                assertTrue(read.getData(0).isDirect(), "ready to upload");
            }
        }
    }

    @Test
    void aCubesSixFacesReadBack() throws IOException {
        ArrayList<ByteBuffer> faces = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            ByteBuffer b = BufferUtils.createByteBuffer(3);
            b.put((byte) f).put((byte) (f + 1)).put((byte) (f + 2)).flip();
            faces.add(b);
        }
        Image cube = new Image(Image.Format.RGB8, 1, 1, 0, faces, ColorSpace.sRGB);
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        BakedImageLoader.write(cube, written);
        Image read = BakedImageLoader.read(new ByteArrayInputStream(written.toByteArray()));
        assertEquals(6, read.getData().size());
        for (int f = 0; f < 6; f++) {
            assertArrayEquals(bytes(faces.get(f)), bytes(read.getData(f)), "face " + f);
        }
    }

    private static List<Texture> textures(Spatial s) {
        List<Texture> textures = new ArrayList<>();
        s.depthFirstTraversal(sp -> {
            if (sp instanceof Geometry g) {
                for (MatParam p : g.getMaterial().getParams()) {
                    if (p.getValue() instanceof Texture t) {
                        textures.add(t);
                    }
                }
            }
        });
        return textures;
    }

    private static List<String> geometries(Spatial s) {
        List<String> g = new ArrayList<>();
        s.depthFirstTraversal(sp -> {
            if (sp instanceof Geometry geo) {
                g.add(geo.getName() + " " + geo.getMesh().getVertexCount() + " " + geo.getMesh().getTriangleCount() + " "
                        + geo.getMaterial().getMaterialDef().getAssetName() + " " + geo.getWorldTranslation());
            }
        });
        return g;
    }

    @Test
    void aBakedModelIsTheModelWithItsLevelsAndSharedPicturesAreWrittenOnce() throws IOException {
        Map<Image, String> pictures = new IdentityHashMap<>();
        AssetManager baker = new DesktopAssetManager(true);
        // The lamp and the room share the terracotta.
        AssetBaker.bakeModel(baker, "Models/Environment/lamp.glb", out, pictures);
        AssetBaker.bakeModel(baker, "Models/Environment/room.glb", out, pictures);
        AssetBaker.bakeModel(baker, "Models/Environment/chair.glb", out, pictures);
        long files;
        try (Stream<Path> images = Files.list(out.resolve(BakedAssets.ROOT + "Images"))) {
            files = images.count();
        }
        assertEquals(pictures.values().stream().distinct().count(), files, "one file a picture");
        assertTrue(files < pictures.size(), "the pictures the models share are written once: " + files + " files, "
                + pictures.size() + " textures");

        AssetManager game = new DesktopAssetManager(true);
        BakedAssets.install(game);
        Spatial baked = BakedAssets.model(game, "Models/Environment/lamp.glb");
        Spatial source = game.loadModel("Models/Environment/lamp.glb");
        baked.updateGeometricState();
        source.updateGeometricState();
        assertEquals(geometries(source), geometries(baked), "the same meshes, materials and places");
        List<Texture> bt = textures(baked);
        List<Texture> st = textures(source);
        assertEquals(st.size(), bt.size());
        for (int i = 0; i < bt.size(); i++) {
            Texture b = bt.get(i);
            Texture s = st.get(i);
            assertTrue(b.getKey().getName().startsWith(BakedAssets.ROOT + "Images/"), "read from a baked picture: " + b.getKey());
            assertEquals(s.getMinFilter(), b.getMinFilter());
            assertEquals(s.getMagFilter(), b.getMagFilter());
            assertEquals(s.getWrap(Texture.WrapAxis.S), b.getWrap(Texture.WrapAxis.S));
            assertEquals(s.getImage().getFormat(), b.getImage().getFormat());
            assertEquals(s.getImage().getColorSpace(), b.getImage().getColorSpace());
            byte[] full = bytes(s.getImage().getData(0));
            byte[] bakedAll = bytes(b.getImage().getData(0));
            assertArrayEquals(full, java.util.Arrays.copyOf(bakedAll, full.length), "the full-size pixels as the file has them");
            assertTrue(b.getImage().hasMipmaps(), "with their levels");
            assertEquals(full.length, b.getImage().getMipMapSizes()[0]);
        }
        // Models that share a picture share it when read: the renderer uploads it once.
        Image chairs = textures(BakedAssets.model(game, "Models/Environment/chair.glb")).stream()
                .filter(t -> t.getImage().getWidth() == 1024).findFirst().orElseThrow().getImage();
        boolean shared = textures(BakedAssets.model(game, "Models/Environment/room.glb")).stream()
                .anyMatch(t -> t.getImage() == chairs);
        assertTrue(shared, "the room's reed mat is the chairs' picture");
    }

    @Test
    void withoutBakedAssetsTheFilesAreRead() {
        System.clearProperty(BakedAssets.FOLDER_PROPERTY);
        AssetManager game = new DesktopAssetManager(true);
        BakedAssets.install(game);
        Spatial lamp = BakedAssets.model(game, "Models/Environment/lamp.glb");
        assertNotNull(lamp);
        for (Texture t : textures(lamp)) {
            assertTrue(t.getKey() == null || !t.getKey().getName().startsWith(BakedAssets.ROOT), "not baked: " + t.getKey());
        }
        assertEquals("Baked/Models/Environment/lamp.j3o", BakedAssets.bakedPath("Models/Environment/lamp.glb"));
    }

    @Test
    void theBakedSkyIsACubeOfTheSixFaces() throws IOException {
        AssetManager baker = new DesktopAssetManager(true);
        Spatial sky = AssetBaker.bake(BakedAssets.skyFromFaces(baker), out, new IdentityHashMap<>());
        com.jme3.export.binary.BinaryExporter.getInstance().save(sky, out.resolve(BakedAssets.SKY).toFile());
        AssetManager game = new DesktopAssetManager(true);
        BakedAssets.install(game);
        Spatial baked = BakedAssets.sky(game);
        Spatial source = BakedAssets.skyFromFaces(game);
        Texture b = textures(baked).get(0);
        Texture s = textures(source).get(0);
        assertTrue(b instanceof TextureCubeMap, "a cube: " + b);
        assertEquals(s.getMinFilter(), b.getMinFilter());
        assertEquals(6, b.getImage().getData().size());
        for (int f = 0; f < 6; f++) {
            assertArrayEquals(bytes(s.getImage().getData(f)), bytes(b.getImage().getData(f)), "face " + f);
        }
        assertEquals(source.getQueueBucket(), baked.getQueueBucket());
        assertNotSame(s.getImage(), b.getImage());
        assertSame(com.jme3.renderer.queue.RenderQueue.Bucket.Sky, baked.getQueueBucket());
    }
}
