package net.ur.client.world;

import net.ur.client.render.Materials;
import net.ur.client.render.Tessellator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.Material;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every model and every texture in the assets loads headless, as the game loads it: each model
 * (glTF binary or j3o) has drawable triangles with materials, turns into lit Phong materials, and
 * tessellates for the low quality; each picture has pixels. The folders are walked, so a file added
 * later is checked too.
 */
class AssetsLoadTest {

    private static AssetManager assets;

    @BeforeAll
    static void assetManager() {
        java.util.logging.Logger.getLogger("com.jme3").setLevel(java.util.logging.Level.WARNING);
        assets = new DesktopAssetManager(true);
    }

    /** The asset paths under a top folder of the assets, walked on disk or in the jar. */
    private static List<String> walk(String marker, String top, Set<String> extensions) throws IOException, URISyntaxException {
        URL url = AssetsLoadTest.class.getResource("/" + marker);
        assertNotNull(url, marker + " is on the classpath");
        URI uri = url.toURI();
        List<String> found = new ArrayList<>();
        FileSystem jar = uri.getScheme().equals("jar") ? FileSystems.newFileSystem(uri, Map.of()) : null;
        try {
            Path file = jar != null ? jar.provider().getPath(uri) : Path.of(uri);
            Path root = file;
            for (int i = 0; i < marker.split("/").length; i++) {
                root = root.getParent();
            }
            Path folder = root.resolve(top);
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path p : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                    String name = root.relativize(p).toString().replace('\\', '/');
                    String ext = name.substring(name.lastIndexOf('.') + 1).toLowerCase(java.util.Locale.ROOT);
                    if (extensions.contains(ext)) {
                        found.add(name);
                    }
                }
            }
        } finally {
            if (jar != null) {
                jar.close();
            }
        }
        return found;
    }

    @Test
    void everyModelLoadsWithTrianglesAndMaterials() throws Exception {
        List<String> models = walk("Models/Environment/room.glb", "Models", Set.of("glb", "gltf", "j3o"));
        assertTrue(models.size() >= 20, "the models are found: " + models);
        for (String path : models) {
            Spatial model = assets.loadModel(path);
            assertNotNull(model, path);
            int[] triangles = {0};
            List<String> problems = new ArrayList<>();
            model.depthFirstTraversal(s -> {
                if (s instanceof Geometry g) {
                    triangles[0] += g.getMesh().getTriangleCount();
                    if (g.getMaterial() == null) {
                        problems.add(g.getName() + " has no material");
                    }
                }
            });
            assertTrue(problems.isEmpty(), path + ": " + problems);
            assertTrue(triangles[0] > 0, path + " has triangles");
            if (!path.contains("_collision")) {
                Materials.toPhong(assets, model);
                model.depthFirstTraversal(s -> {
                    if (s instanceof Geometry g) {
                        Material m = g.getMaterial();
                        if (m.getMaterialDef().getAssetName().contains("PBR")) {
                            problems.add(g.getName() + " kept a PBR material");
                        }
                    }
                });
                assertTrue(problems.isEmpty(), path + ": " + problems);
                int before = triangles[0];
                Tessellator.tessellate(model, 0.05f);
                int[] after = {0};
                model.depthFirstTraversal(s -> {
                    if (s instanceof Geometry g) {
                        after[0] += g.getMesh().getTriangleCount();
                    }
                });
                assertTrue(after[0] >= before, path + " keeps its triangles when tessellated: " + before + " -> " + after[0]);
            }
        }
    }

    @Test
    void everyTextureLoadsWithPixels() throws Exception {
        Set<String> pictures = Set.of("png", "jpg", "jpeg", "ktx", "dds", "tga");
        List<String> textures = walk("Models/Environment/room.glb", "Textures", pictures);
        textures.addAll(walk("Models/Environment/room.glb", "Interface", pictures));
        assertTrue(textures.size() >= 20, "the textures are found: " + textures);
        for (String path : textures) {
            Texture t = assets.loadTexture(path);
            Image img = t.getImage();
            assertNotNull(img, path);
            assertTrue(img.getWidth() > 0 && img.getHeight() > 0, path + " has a size");
            assertTrue(img.getData(0) != null && img.getData(0).limit() > 0, path + " has pixels");
        }
        for (String face : new String[] {"west", "east", "north", "south", "up", "down"}) {
            Image sky = assets.loadTexture("Textures/Sky/sky_" + face + ".png").getImage();
            assertEquals(sky.getWidth(), sky.getHeight(), "a cube map face is square: " + face);
        }
    }
}
