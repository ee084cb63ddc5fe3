package net.ur.client.view;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import com.jme3.scene.shape.Quad;
import net.ur.client.board.BoardLayout;
import net.ur.client.render.Materials;
import net.ur.client.render.ProceduralTextures;
import net.ur.client.render.SquarePatterns;
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Square;

/**
 * Builds a board of any shape the rules define, inlaid like the boards of Ur: a dark wooden frame
 * block under every square, and on it a shell plaque with a rosette or one of the patterns. Each
 * square's plaque is named {@code sq_A1} etc., so that picking finds the square.
 */
public final class BoardBuilder {

    private BoardBuilder() {
    }

    /**
     * Builds the board.
     *
     * @param assets the asset manager; not null
     * @param layout where the squares go; not null
     * @return a node whose origin is on the table top under the board's centre
     */
    public static Node build(AssetManager assets, BoardLayout layout) {
        Node modelled = modelled(assets, layout);
        return modelled != null ? modelled : inCode(assets, layout);
    }

    /**
     * The modelled board of the shape, if there is one: the board of Ur
     * (Models/Boards/board_ur.glb) or the twenty-squares board (board_twenty.glb), whose squares
     * and rosettes are the rules' own (anchors {@code sq_A1}...). It is turned so that its long
     * axis runs left to right with light's lane nearest the player, as {@link BoardLayout}
     * places the houses.
     */
    private static Node modelled(AssetManager assets, BoardLayout layout) {
        String file = switch (layout.shape().name()) {
            case "standard" -> "Models/Boards/board_ur.glb";
            case "aseb" -> "Models/Boards/board_twenty.glb";
            default -> null;
        };
        if (file == null) {
            return null;
        }
        try {
            com.jme3.scene.Spatial model = net.ur.client.assets.BakedAssets.model(assets, file);
            Materials.toPhong(assets, model);
            Node board = new Node("Board." + layout.shape().name());
            model.rotate(0, FastMath.HALF_PI, 0);
            board.attachChild(model);
            board.setLocalTranslation(0, layout.surface() - BoardLayout.BOARD_HEIGHT, 0);
            board.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
            return board;
        } catch (com.jme3.asset.AssetNotFoundException e) {
            org.slf4j.LoggerFactory.getLogger(BoardBuilder.class).warn("The board model is missing ({}); the board is built in code", e.getMessage());
            return null;
        }
    }

    private static Node inCode(AssetManager assets, BoardLayout layout) {
        BoardShape shape = layout.shape();
        Node board = new Node("Board." + shape.name());
        Material frame = Materials.lit(assets, Materials.wood(), new ColorRGBA(0.25f, 0.16f, 0.10f, 1f), 24f);
        Material rosette = Materials.lit(assets, ProceduralTextures.paint(128, SquarePatterns::rosette), ColorRGBA.White, 32f);
        Material five = Materials.lit(assets, ProceduralTextures.paint(128, SquarePatterns::fiveDots), ColorRGBA.White, 32f);
        Material eyes = Materials.lit(assets, ProceduralTextures.paint(128, SquarePatterns::eyes), ColorRGBA.White, 32f);
        Material dots = Materials.lit(assets, ProceduralTextures.paint(128, SquarePatterns::dots12), ColorRGBA.White, 32f);
        float s = BoardLayout.SQUARE;
        float h = BoardLayout.BOARD_HEIGHT;
        float base = layout.surface() - h;
        for (Square sq : shape.squares()) {
            var c = layout.centre(sq);
            Geometry block = new Geometry("Frame." + sq, new Box(s / 2, h / 2 - 0.001f, s / 2));
            block.setMaterial(frame);
            block.setLocalTranslation(c.x, h / 2 - 0.001f, c.z);
            board.attachChild(block);
            Material m;
            if (shape.isRosette(sq)) {
                m = rosette;
            } else if (sq.column() == 1) {
                m = sq.row() % 2 == 0 ? dots : five;
            } else {
                m = sq.row() % 2 == 0 ? eyes : five;
            }
            Geometry tile = new Geometry("sq_" + sq, new Quad(s * 0.9f, s * 0.9f));
            tile.setMaterial(m);
            tile.rotate(-FastMath.HALF_PI, 0, 0);
            tile.setLocalTranslation(c.x - s * 0.45f, h + 0.0005f, c.z + s * 0.45f);
            tile.setUserData("square", sq.toString());
            board.attachChild(tile);
        }
        board.setLocalTranslation(0, base, 0);
        board.setShadowMode(RenderQueue.ShadowMode.CastAndReceive);
        return board;
    }
}
