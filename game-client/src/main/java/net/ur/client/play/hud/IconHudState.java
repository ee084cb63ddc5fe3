package net.ur.client.play.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.Texture2D;
import com.jme3.ui.Picture;
import java.util.ArrayList;
import java.util.List;
import net.ur.client.play.PlaySession;
import net.ur.client.play.PlaySetup;
import net.ur.client.play.TurnSystem;
import net.ur.client.ui.UrStyle;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.Roll;

/**
 * The heads-up display that reads without words (seed 002): a plaque for each player in the top
 * corners (light left, dark right) with their token, lit in gold while it is their turn and
 * pulsing while the computer thinks; a token per piece, full while it waits, an outline while it
 * is on the board, ringed in gold once home; in the Babylonian game a coin with the player's
 * counters. At the top in the middle, the pool's bowl with its counters and, under it, the last
 * throw: the thrower's token, the dice as they fell (tetrahedra with the tip up marked or not; the
 * small astragal's pips and the broad astragal's sun or crescent) and the score. Numbers are the
 * only characters; the status line of {@code HudState} adds words below.
 */
public class IconHudState extends BaseAppState {

    private static final int PIECE = 26;
    private static final int TOKEN = 46;
    private static final int DIE = 34;
    private static final int PAD = 10;

    private final PlaySession session;
    private final HudIcons icons = new HudIcons();
    private final Node root = new Node("IconHud");
    private final Plaque[] plaques = new Plaque[2];
    private final Node pool = new Node("IconHud.Pool");
    private final Node roll = new Node("IconHud.Throw");
    private BitmapFont font;
    private BitmapText poolCount;
    private String rollShown = "";
    private float time;

    /** One player's plaque: background, gold frame, token, pieces, counters. */
    private final class Plaque {
        final Player player;
        final Node node = new Node("IconHud.Plaque");
        final Node frame = new Node("IconHud.Frame");
        final Geometry back;
        final Picture token;
        final Material frameMaterial;
        final Node pieces = new Node("IconHud.Pieces");
        final BitmapText counters;
        final BitmapText caption;
        final Picture coin;
        String shown = "";
        float width;
        float height;

        Plaque(Player player) {
            this.player = player;
            frameMaterial = quad(UrStyle.GOLD.clone()).getMaterial();
            for (int i = 0; i < 4; i++) {
                Geometry edge = quad(ColorRGBA.White);
                edge.setMaterial(frameMaterial);
                frame.attachChild(edge);
            }
            back = quad(new ColorRGBA(0.05f, 0.035f, 0.025f, 0.72f));
            token = picture(icons.piece(player == Player.LIGHT, HudIcons.PieceLook.WAITING), TOKEN);
            coin = picture(icons.coin(), PIECE);
            counters = text(24);
            caption = text(18);
            caption.setText(captionOf(player));
            node.attachChild(caption);
            node.attachChild(frame);
            node.attachChild(back);
            node.attachChild(token);
            node.attachChild(pieces);
            if (session.hasCounters()) {
                node.attachChild(coin);
                node.attachChild(counters);
            }
        }

        void update(GameState s) {
            boolean light = player == Player.LIGHT;
            StringBuilder sig = new StringBuilder();
            List<HudIcons.PieceLook> looks = new ArrayList<>();
            for (HudIcons.PieceLook want : HudIcons.PieceLook.values()) {
                for (PieceState ps : s.piecesOf(player)) {
                    if (lookOf(ps) == want) {
                        looks.add(want);
                        sig.append(want.ordinal());
                    }
                }
            }
            int count = session.counters(player);
            sig.append('/').append(count);
            if (!sig.toString().equals(shown)) {
                shown = sig.toString();
                pieces.detachAllChildren();
                float x = 0;
                HudIcons.PieceLook last = null;
                for (HudIcons.PieceLook look : looks) {
                    if (last != null && look != last) {
                        x += PIECE * 0.45f; // a gap between waiting, on the board and home
                    }
                    Picture p = picture(icons.piece(light, look), PIECE);
                    p.setPosition(x, 0);
                    pieces.attachChild(p);
                    x += PIECE + 2;
                    last = look;
                }
                counters.setText(Integer.toString(count));
                float piecesWidth = x;
                float countersWidth = session.hasCounters() ? PIECE + 6 + counters.getLineWidth() : 0;
                width = PAD * 3 + TOKEN + Math.max(piecesWidth, countersWidth);
                height = session.hasCounters() ? Math.max(TOKEN, PIECE * 2 + 8) + 2 * PAD : TOKEN + 2 * PAD;
                width = Math.max(width, caption.getLineWidth() + 2 * PAD);
                back.setLocalScale(width, height, 1);
                // Words only add: who plays this side, under the plaque.
                caption.setLocalTranslation(player == Player.LIGHT ? 2 : width - caption.getLineWidth() - 2, -6, 0.3f);
                // A gold frame of four thin edges round the plaque.
                float t = 3;
                frame.getChild(0).setLocalScale(width + 2 * t, t, 1);
                frame.getChild(0).setLocalTranslation(-t, -t, 0.2f);
                frame.getChild(1).setLocalScale(width + 2 * t, t, 1);
                frame.getChild(1).setLocalTranslation(-t, height, 0.2f);
                frame.getChild(2).setLocalScale(t, height, 1);
                frame.getChild(2).setLocalTranslation(-t, 0, 0.2f);
                frame.getChild(3).setLocalScale(t, height, 1);
                frame.getChild(3).setLocalTranslation(width, 0, 0.2f);
                back.setLocalTranslation(0, 0, 0);
                token.setPosition(PAD, (height - TOKEN) / 2);
                token.setLocalTranslation(token.getLocalTranslation().x, token.getLocalTranslation().y, 0.2f);
                float left = PAD * 2 + TOKEN;
                if (session.hasCounters()) {
                    pieces.setLocalTranslation(left, height - PAD - PIECE, 0.2f);
                    coin.setPosition(left, PAD);
                    counters.setLocalTranslation(left + PIECE + 6, PAD + PIECE / 2f + counters.getLineHeight() / 2f, 0.3f);
                } else {
                    pieces.setLocalTranslation(left, (height - PIECE) / 2, 0.2f);
                }
            }
            boolean turn = !s.isOver() && s.turn() == player;
            boolean won = s.isOver() && s.winner() == player;
            TurnSystem turns = getState(TurnSystem.class);
            boolean thinking = turn && turns != null && turns.isThinking();
            float glow = turn ? (thinking ? 0.55f + 0.45f * FastMath.sin(time * 6f) : 1f) : won ? 1f : 0f;
            frameMaterial.setColor("Color", new ColorRGBA(UrStyle.GOLD.r, UrStyle.GOLD.g, UrStyle.GOLD.b, 0.95f * glow));
            float dim = turn || won || s.isOver() ? 1f : 0.62f;
            token.getMaterial().setColor("Color", new ColorRGBA(dim, dim, dim, 1f));
            for (var child : pieces.getChildren()) {
                ((Picture) child).getMaterial().setColor("Color", new ColorRGBA(dim, dim, dim, 1f));
            }
            coin.getMaterial().setColor("Color", new ColorRGBA(dim, dim, dim, 1f));
            counters.setColor(turn ? UrStyle.GOLD : UrStyle.SHELL);
        }
    }

    /** Who plays a side, in a few words: the person's name, or the computer's level. */
    private String captionOf(Player p) {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return net.ur.client.play.PlayerNames.describe(settings == null ? null : settings.get(), session.setup(), p);
    }

    private static HudIcons.PieceLook lookOf(PieceState ps) {
        if (ps.location() instanceof Location.Waiting) {
            return HudIcons.PieceLook.WAITING;
        }
        return ps.location() instanceof Location.Finished ? HudIcons.PieceLook.HOME : HudIcons.PieceLook.ON_BOARD;
    }

    /**
     * @param session the game at the table; not null
     */
    public IconHudState(PlaySession session) {
        if (session == null) {
            throw new IllegalArgumentException("session must not be null");
        }
        this.session = session;
    }

    /** The node of the display, for tests. */
    public Node root() {
        return root;
    }

    /**
     * What the throw display shows, for tests: e.g. "light 3+yes=7", "dark 1,0,1,1=3", before the
     * first throw of a Babylonian game "opening " and the opening's text, or empty.
     */
    public String throwShown() {
        return rollShown;
    }

    @Override
    protected void initialize(Application app) {
        font = app.getAssetManager().loadFont(UrStyle.HEADING_FONT);
        for (Player p : Player.values()) {
            plaques[p.ordinal()] = new Plaque(p);
            root.attachChild(plaques[p.ordinal()].node);
        }
        if (session.hasCounters()) {
            Picture bowl = picture(icons.bowl(), TOKEN + 8);
            pool.attachChild(bowl);
            poolCount = text(28);
            pool.attachChild(poolCount);
            root.attachChild(pool);
        }
        rollBack = quad(new ColorRGBA(0.05f, 0.035f, 0.025f, 0.6f));
        root.attachChild(rollBack);
        root.attachChild(roll);
    }

    @Override
    protected void cleanup(Application app) {
        root.detachAllChildren();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(root);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }

    @Override
    public void update(float tpf) {
        time += tpf;
        GameState s = session.state();
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        for (Plaque p : plaques) {
            p.update(s);
            float x = p.player == Player.LIGHT ? 16 : w - 16 - p.width;
            p.node.setLocalTranslation(x, h - 16 - p.height, 1);
        }
        float top = h - 12;
        if (session.hasCounters()) {
            poolCount.setText(Integer.toString(session.pool()));
            float bw = TOKEN + 8;
            float total = bw + 6 + poolCount.getLineWidth();
            pool.getChild(0).setLocalTranslation(0, 0, 0);
            poolCount.setLocalTranslation(bw + 6, bw / 2 + poolCount.getLineHeight() / 2, 0.1f);
            pool.setLocalTranslation((w - total) / 2, top - bw, 1);
            top -= bw + 4;
        }
        updateThrow();
        roll.setLocalTranslation((w - rollWidth) / 2, top - DIE, 1);
        rollBack.setCullHint(rollWidth > 0 ? com.jme3.scene.Spatial.CullHint.Inherit : com.jme3.scene.Spatial.CullHint.Always);
        rollBack.setLocalScale(rollWidth + 2 * PAD, DIE + PAD, 1);
        rollBack.setLocalTranslation((w - rollWidth) / 2 - PAD, top - DIE - PAD / 2f, 0.5f);
    }

    private float rollWidth;
    private Geometry rollBack;

    private void updateThrow() {
        Roll r = session.lastRoll();
        Player who = session.lastRoller();
        String sig;
        net.ur.rules.babylonian.Opening opening = session.opening();
        if ((r == null || who == null) && opening != null) {
            showOpening(opening);
            return;
        }
        if (r == null || who == null) {
            sig = "";
        } else if (session.hasCounters()) {
            Boolean broad = session.lastBroad();
            sig = who.name().toLowerCase(java.util.Locale.ROOT) + " " + session.lastSmall()
                    + (broad == null ? "" : broad ? "+yes" : "+no") + "=" + session.lastScore();
        } else {
            StringBuilder b = new StringBuilder(who.name().toLowerCase(java.util.Locale.ROOT)).append(' ');
            for (int i = 0; i < r.faces().size(); i++) {
                b.append(i == 0 ? "" : ",").append(r.faces().get(i));
            }
            sig = b.append('=').append(r.value()).toString();
        }
        if (sig.equals(rollShown)) {
            return;
        }
        rollShown = sig;
        roll.detachAllChildren();
        rollWidth = 0;
        if (sig.isEmpty()) {
            return;
        }
        float x = 0;
        Picture thrower = picture(icons.piece(who == Player.LIGHT, HudIcons.PieceLook.WAITING), PIECE);
        thrower.setPosition(x, (DIE - PIECE) / 2f);
        roll.attachChild(thrower);
        x += PIECE + 10;
        List<Texture2D> dice = new ArrayList<>();
        if (session.hasCounters()) {
            dice.add(icons.astragal(session.lastSmall()));
            if (session.lastBroad() != null) {
                dice.add(icons.broad(session.lastBroad()));
            }
        } else if (session.rules().dice() instanceof net.ur.rules.ravensburg.SixSidedDie) {
            for (int f : r.faces()) {
                dice.add(icons.d6(f));
            }
        } else {
            for (int f : r.faces()) {
                dice.add(icons.tetra(f == 1));
            }
        }
        for (Texture2D t : dice) {
            Picture p = picture(t, DIE);
            p.setPosition(x, 0);
            roll.attachChild(p);
            x += DIE + 4;
        }
        BitmapText score = text(34);
        score.setText("= " + (session.hasCounters() ? session.lastScore() : r.value()));
        score.setColor(UrStyle.GOLD);
        score.setLocalTranslation(x + 6, DIE / 2f + score.getLineHeight() / 2f, 0.1f);
        roll.attachChild(score);
        rollWidth = x + 6 + score.getLineWidth();
    }

    /**
     * Before the first throw of a Babylonian game: the opening's deciding round, each player's
     * token with both astragals as they fell and the score, the starter's token ringed in gold.
     */
    private void showOpening(net.ur.rules.babylonian.Opening opening) {
        String sig = "opening " + opening.canonicalText();
        if (sig.equals(rollShown)) {
            return;
        }
        rollShown = sig;
        roll.detachAllChildren();
        List<net.ur.rules.babylonian.Opening.Throw> all = opening.throwsMade();
        float x = 0;
        for (net.ur.rules.babylonian.Opening.Throw t : all.subList(all.size() - 2, all.size())) {
            boolean first = t.player() == opening.firstPlayer();
            Picture token = picture(icons.piece(t.player() == Player.LIGHT, first ? HudIcons.PieceLook.HOME : HudIcons.PieceLook.WAITING), PIECE + 4);
            token.setPosition(x, (DIE - PIECE - 4) / 2f);
            roll.attachChild(token);
            x += PIECE + 12;
            for (Texture2D tex : List.of(icons.astragal(t.small().value()), icons.broad(t.yes()))) {
                Picture p = picture(tex, DIE);
                p.setPosition(x, 0);
                roll.attachChild(p);
                x += DIE + 4;
            }
            BitmapText score = text(30);
            score.setText("= " + t.score());
            score.setColor(first ? UrStyle.GOLD : UrStyle.SHELL);
            score.setLocalTranslation(x + 4, DIE / 2f + score.getLineHeight() / 2f, 0.1f);
            roll.attachChild(score);
            x += 4 + score.getLineWidth() + 26;
        }
        rollWidth = x - 26;
    }

    private Picture picture(Texture2D texture, float size) {
        Picture p = new Picture("IconHud.Icon");
        p.setTexture(getApplication().getAssetManager(), texture, true);
        p.setWidth(size);
        p.setHeight(size);
        return p;
    }

    private Geometry quad(ColorRGBA colour) {
        Geometry g = new Geometry("IconHud.Back", new Quad(1, 1));
        Material m = new Material(getApplication().getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", colour);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        g.setMaterial(m);
        return g;
    }

    private BitmapText text(float size) {
        BitmapText t = new BitmapText(font);
        t.setSize(size);
        t.setColor(UrStyle.SHELL);
        return t;
    }
}
