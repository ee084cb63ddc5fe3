package net.ur.client.hud;

import java.util.ArrayList;
import java.util.List;

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
import com.simsilica.es.EntitySet;
import jme3utilities.Validate;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.state.ComputerStatus;
import net.ur.client.settings.PlaySetup;
import net.ur.client.ui.UrStyle;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.dice.Roll;

/**
 * The heads-up display that reads without words (seed 002): a plaque for each player in the top
 * corners (light left, dark right) with their token, lit in gold while it is their turn and
 * pulsing while the computer thinks; a token per piece, full while it waits, an outline while it
 * is on the board, ringed in gold once home; in the Babylonian game a coin with the player's
 * counters. At the top in the middle, the pool's bowl with its counters and, under it, the last
 * throw: the thrower's token, the dice as they fell (tetrahedra with the tip up marked or not; the
 * small astragal's pips and the broad astragal's sun or crescent) and the score. Numbers are the
 * only characters; the status line of {@code HudState} adds words below. An icon a lesson lights
 * ({@link HudCue}) glows for a moment ({@link IconGlow}).
 */
public class IconHudState extends BaseAppState {

    /** How long an icon a lesson lights glows, in seconds. */
    public static final float GLOW_SECONDS = IconGlow.SECONDS;

    private static final int PIECE = 26;
    private static final int TOKEN = 46;
    private static final int DIE = 34;
    private static final int PAD = 10;

    /** Who plays each side and by what rules, read from the table's {@code TableSetup} when the display begins. */
    private net.ur.client.settings.PlaySetup setup;
    private net.ur.rules.RuleSet rules;
    /** Whether the game is played for counters (the Babylonian game). */
    private boolean hasCounters;
    /**
     * The table as its entities say (the newest table's, when one laid before lingers beside it):
     * its published facts and counters, and their latest values (null before the first).
     */
    private net.ur.client.es.state.TableReader tableNow;
    private net.ur.client.es.state.TableFacts facts;
    private net.ur.client.es.state.CounterPiles pile;
    private final HudIcons icons = new HudIcons();
    private final Node root = new Node("IconHud");
    private final Plaque[] plaques = new Plaque[2];
    private final Node pool = new Node("IconHud.Pool");
    private final Node roll = new Node("IconHud.Throw");
    private BitmapFont font;
    private EntitySet computers;
    private BitmapText poolCount;
    /** The pool's bowl, drawn with coins heaped in it while the pool holds any. */
    private Picture bowl;
    private boolean bowlHasCoins = true;
    private String rollShown = "";
    /** The throw bar's words saying whose throw it shows, or empty. */
    private String whoseShown = "";
    private float time;

    /** One player's plaque: background, gold frame, token, pieces, counters. */
    private final class Plaque {
        final Player player;
        final Node node = new Node("IconHud.Plaque");
        /** The gold frame: its four edges in one mesh (one draw). */
        final Geometry frame;
        final Geometry back;
        final Picture token;
        final Material frameMaterial;
        /** The pieces' icons, painted into one texture ({@link IconStrip}) when a piece moves. */
        final Picture pieces = new Picture("IconHud.Pieces");
        int piecesShown;
        /** The names of the piece icons in the row, in order ({@link HudIcons#nameOf}). */
        List<String> pieceIcons = List.of();
        /** Each icon of the row: its piece's {@link HudCue#pieceKey} and look, as {@code key:LOOK}. */
        List<String> rowKeys = List.of();
        /** The left edge of each icon of the row, in pixels from the row's left. */
        int[] rowX = new int[0];
        final BitmapText counters;
        final BitmapText caption;
        final Picture coin;
        String shown = "";
        float width;
        float height;

        Plaque(Player player) {
            this.player = player;
            frame = quad(UrStyle.GOLD.clone());
            frame.setName("IconHud.Frame");
            frameMaterial = frame.getMaterial();
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
            if (hasCounters) {
                node.attachChild(coin);
                node.attachChild(counters);
            }
        }

        void update(GameState s) {
            boolean light = player == Player.LIGHT;
            StringBuilder sig = new StringBuilder();
            List<HudIcons.PieceLook> looks = new ArrayList<>();
            List<com.jme3.texture.Texture2D> faces = new ArrayList<>();
            List<String> keys = new ArrayList<>();
            for (HudIcons.PieceLook want : HudIcons.PieceLook.values()) {
                for (PieceState ps : s.piecesOf(player)) {
                    if (lookOf(ps) == want) {
                        looks.add(want);
                        keys.add(HudCue.pieceKey(ps.piece()) + ":" + want);
                        String bird = birdOf(ps.piece());
                        faces.add(bird == null ? icons.piece(light, want) : icons.bird(bird, light, want));
                        sig.append(want.ordinal()).append(bird == null ? "" : bird.charAt(0) + bird.substring(bird.length() - 1));
                    }
                }
            }
            int count = pile == null ? 0 : player == Player.LIGHT ? pile.light() : pile.dark();
            sig.append('/').append(count);
            if (!sig.toString().equals(shown)) {
                shown = sig.toString();
                List<IconStrip.Placed> row = new ArrayList<>();
                int x = 0;
                HudIcons.PieceLook last = null;
                rowX = new int[looks.size()];
                rowKeys = List.copyOf(keys);
                for (int i = 0; i < looks.size(); i++) {
                    HudIcons.PieceLook look = looks.get(i);
                    if (last != null && look != last) {
                        x += Math.round(PIECE * 0.45f); // a gap between waiting, on the board and home
                    }
                    rowX[i] = x;
                    row.add(new IconStrip.Placed(faces.get(i), x, 0, PIECE));
                    x += PIECE + 2;
                    last = look;
                }
                piecesShown = row.size();
                List<String> names = new ArrayList<>();
                for (com.jme3.texture.Texture2D t : faces) {
                    names.add(icons.nameOf(t));
                }
                pieceIcons = List.copyOf(names);
                pieces.setCullHint(row.isEmpty() ? com.jme3.scene.Spatial.CullHint.Always : com.jme3.scene.Spatial.CullHint.Inherit);
                if (!row.isEmpty()) {
                    int stripWidth = x - 2;
                    pieces.setTexture(getApplication().getAssetManager(), IconStrip.paint(stripWidth, PIECE, row), true);
                    pieces.setWidth(stripWidth);
                    pieces.setHeight(PIECE);
                }
                counters.setText(Integer.toString(count));
                float piecesWidth = x;
                float countersWidth = hasCounters ? PIECE + 6 + counters.getLineWidth() : 0;
                width = PAD * 3 + TOKEN + Math.max(piecesWidth, countersWidth);
                height = hasCounters ? Math.max(TOKEN, PIECE * 2 + 8) + 2 * PAD : TOKEN + 2 * PAD;
                width = Math.max(width, caption.getLineWidth() + 2 * PAD);
                back.setLocalScale(width, height, 1);
                // Words only add: who plays this side, under the plaque.
                caption.setLocalTranslation(player == Player.LIGHT ? 2 : width - caption.getLineWidth() - 2, -6, 0.3f);
                // A gold frame of four thin edges round the plaque.
                frame.setMesh(frameMesh(width, height, 3));
                frame.setLocalTranslation(0, 0, 0.2f);
                back.setLocalTranslation(0, 0, 0);
                token.setPosition(PAD, (height - TOKEN) / 2);
                token.setLocalTranslation(token.getLocalTranslation().x, token.getLocalTranslation().y, 0.2f);
                float left = PAD * 2 + TOKEN;
                if (hasCounters) {
                    pieces.setLocalTranslation(left, height - PAD - PIECE, 0.2f);
                    coin.setPosition(left, PAD);
                    counters.setLocalTranslation(left + PIECE + 6, PAD + PIECE / 2f + counters.getLineHeight() / 2f, 0.3f);
                } else {
                    pieces.setLocalTranslation(left, (height - PIECE) / 2, 0.2f);
                }
            }
            boolean turn = !facts.isOver() && s.turn() == player;
            boolean won = facts.isOver() && facts.winner() == player;
            boolean thinking = turn && computerThinking();
            float glow = turn ? (thinking ? 0.55f + 0.45f * FastMath.sin(time * 6f) : 1f) : won ? 1f : 0f;
            frameMaterial.setColor("Color", new ColorRGBA(UrStyle.GOLD.r, UrStyle.GOLD.g, UrStyle.GOLD.b, 0.95f * glow));
            float dim = turn || won || facts.isOver() ? 1f : 0.62f;
            token.getMaterial().setColor("Color", new ColorRGBA(dim, dim, dim, 1f));
            if (pieces.getMaterial() != null) {
                pieces.getMaterial().setColor("Color", new ColorRGBA(dim, dim, dim, 1f));
            }
            coin.getMaterial().setColor("Color", new ColorRGBA(dim, dim, dim, 1f));
            counters.setColor(turn ? UrStyle.GOLD : UrStyle.SHELL);
        }
    }

    /** A side's name as the table says it: the person's name, or the side's for a computer. */
    private String shortNameOf(Player p) {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return net.ur.client.game.PlayerNames.name(settings == null ? null : settings.get(), setup, p);
    }

    /** Who plays a side, in a few words: the person's name, or the computer's level. */
    private String captionOf(Player p) {
        net.ur.client.settings.SettingsState settings = getState(net.ur.client.settings.SettingsState.class);
        return net.ur.client.game.PlayerNames.describe(settings == null ? null : settings.get(), setup, p);
    }

    /** The icon name of a piece's bird (the Babylonian game), or null for a round piece. */
    static String birdOf(net.ur.rules.Piece piece) {
        String key = HudCue.pieceKey(piece);
        return key.equals("piece") ? null : key;
    }

    private static HudIcons.PieceLook lookOf(PieceState ps) {
        if (ps.location() instanceof Location.Waiting) {
            return HudIcons.PieceLook.WAITING;
        }
        return ps.location() instanceof Location.Finished ? HudIcons.PieceLook.HOME : HudIcons.PieceLook.ON_BOARD;
    }

    /** The display of the table laid when it begins (its {@code TableSetup} says the players and the rules). */
    public IconHudState() {
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

    /** The throw bar's words saying whose throw it shows ("Dark's throw"), empty without a throw shown, for tests. */
    public String whoseThrowShown() {
        return whoseShown;
    }

    /**
     * The counters the display shows, for tests: light's plaque, dark's plaque and the bowl, e.g.
     * "35 15 0"; empty in a game without counters.
     */
    public String countersShown() {
        return hasCounters ? plaques[Player.LIGHT.ordinal()].counters.getText() + " "
                + plaques[Player.DARK.ordinal()].counters.getText() + " " + poolCount.getText() : "";
    }

    /**
     * The bowl's icon, for tests: "bowl.true" with coins heaped in it, "bowl.false" empty; null in a
     * game without counters.
     */
    public String bowlShown() {
        return hasCounters ? icons.nameOf(bowl.getMaterial().getTextureParam("Texture").getTextureValue()) : null;
    }

    /** Whether a computer player is choosing now, as the turn system published it. */
    private boolean computerThinking() {
        computers.applyChanges();
        return !computers.isEmpty() && computers.iterator().next().get(ComputerStatus.class).thinking();
    }

    @Override
    protected void initialize(Application app) {
        net.ur.client.es.state.TableSetup table = net.ur.client.es.state.TableSetup.laid(getState(EntityDataState.class).getEntityData());
        setup = table.players();
        rules = table.rules();
        hasCounters = rules.hasCounters();
        computers = getState(EntityDataState.class).getEntityData().getEntities(ComputerStatus.class);
        tableNow = new net.ur.client.es.state.TableReader(getState(EntityDataState.class).getEntityData());
        font = app.getAssetManager().loadFont(UrStyle.fontAt(UrStyle.HEADING_FONT,
                net.ur.client.render.UiScale.of(app.getCamera().getWidth(), app.getCamera().getHeight())));
        for (Player p : Player.values()) {
            plaques[p.ordinal()] = new Plaque(p);
            root.attachChild(plaques[p.ordinal()].node);
        }
        if (hasCounters) {
            bowl = picture(icons.bowl(true), TOKEN + 8);
            pool.attachChild(bowl);
            poolCount = text(28);
            pool.attachChild(poolCount);
            root.attachChild(pool);
        }
        rollBack = quad(new ColorRGBA(0.05f, 0.035f, 0.025f, 0.6f));
        root.attachChild(rollBack);
        root.attachChild(roll);
        cues = getState(EntityDataState.class).getEntityData().getEntities(HudCue.class);
        glows = new IconGlow(app.getAssetManager());
    }

    @Override
    protected void cleanup(Application app) {
        cues.release();
        glows.clear();
        computers.release();
        tableNow.release();
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
        facts = tableNow.facts();
        pile = tableNow.counters();
        if (facts == null) {
            return;
        }
        GameState s = facts.state();
        // Laid out in the HUD's units: the window's pixels divided by the interface's scale.
        int pw = getApplication().getCamera().getWidth();
        int ph = getApplication().getCamera().getHeight();
        float scale = net.ur.client.render.UiScale.of(pw, ph);
        root.setLocalScale(scale);
        int w = Math.round(pw / scale);
        int h = Math.round(ph / scale);
        for (Plaque p : plaques) {
            p.update(s);
            // Whole pixels, so that the icon rows are drawn one texel per pixel.
            float x = p.player == Player.LIGHT ? 16 : Math.round(w - 16 - p.width);
            p.node.setLocalTranslation(x, Math.round(h - 16 - p.height), 1);
        }
        updateThrow();
        float top = middleTop(w, h);
        if (hasCounters) {
            int inPool = pile == null ? 0 : pile.pool();
            poolCount.setText(Integer.toString(inPool));
            if (bowlHasCoins != (inPool > 0)) {
                bowlHasCoins = inPool > 0;
                bowl.setTexture(getApplication().getAssetManager(), icons.bowl(bowlHasCoins), true);
            }
            float bw = TOKEN + 8;
            float total = bw + 6 + poolCount.getLineWidth();
            pool.getChild(0).setLocalTranslation(0, 0, 0);
            poolCount.setLocalTranslation(bw + 6, bw / 2 + poolCount.getLineHeight() / 2, 0.1f);
            pool.setLocalTranslation((w - total) / 2, top - bw, 1);
            top -= bw + 4;
        }
        roll.setLocalTranslation(Math.round((w - rollWidth) / 2), Math.round(top - DIE), 1);
        rollBack.setCullHint(rollWidth > 0 ? com.jme3.scene.Spatial.CullHint.Inherit : com.jme3.scene.Spatial.CullHint.Always);
        rollBack.setLocalScale(rollWidth + 2 * PAD, DIE + PAD, 1);
        rollBack.setLocalTranslation((w - rollWidth) / 2 - PAD, top - DIE - PAD / 2f, 0.5f);
        if (cues.applyChanges()) {
            for (com.simsilica.es.Entity e : cues.getAddedEntities()) {
                glows.start(e.get(HudCue.class).targets());
            }
            for (com.simsilica.es.Entity e : cues.getChangedEntities()) {
                glows.start(e.get(HudCue.class).targets());
            }
        }
        glows.update(tpf, this::place);
    }

    /** What a lesson has lit ({@link HudCue}), for the moment it glows. */
    private EntitySet cues;
    private IconGlow glows;
    /** The broad astragal's left edge in the throw shown, or -1 when the throw shows none. */
    private int broadX = -1;

    /**
     * The targets glowing now where the display shows them, for tests.
     *
     * @return the targets, in the order they were lit
     */
    public List<HudCue.Target> lit() {
        return glows == null ? List.of() : glows.lit();
    }

    /** Where a target is shown now: the node it is drawn in and its rectangle there; null when it is not shown. */
    private IconGlow.Place place(HudCue.Target t) {
        switch (t.element()) {
            case THROW -> {
                return rollWidth > 0 ? new IconGlow.Place(roll, 0, 0, rollWidth, DIE) : null;
            }
            case BROAD -> {
                Boolean yes = facts == null || facts.lastThrow() == null ? null : facts.lastThrow().broad();
                boolean shown = broadX >= 0 && yes != null && yes == t.detail().equals("yes") && !rollShown.startsWith("opening");
                return shown ? new IconGlow.Place(roll, broadX, 0, DIE, DIE) : null;
            }
            case POOL -> {
                if (!hasCounters) {
                    return null;
                }
                float bw = TOKEN + 8;
                return new IconGlow.Place(pool, 0, 0, bw + 6 + poolCount.getLineWidth(), bw);
            }
            case COUNTERS -> {
                Plaque p = plaques[t.side().ordinal()];
                if (!hasCounters) {
                    return null;
                }
                return new IconGlow.Place(p.node, p.coin.getLocalTranslation().x, p.coin.getLocalTranslation().y,
                        PIECE + 6 + p.counters.getLineWidth(), PIECE);
            }
            case PIECE, HOME -> {
                Plaque p = plaques[t.side().ordinal()];
                String key = t.detail() + ":" + (t.element() == HudCue.Element.HOME ? HudIcons.PieceLook.HOME : HudIcons.PieceLook.ON_BOARD);
                int i = p.rowKeys.indexOf(key);
                if (i < 0 || i >= p.rowX.length) {
                    return null;
                }
                return new IconGlow.Place(p.node, p.pieces.getLocalTranslation().x + p.rowX[i], p.pieces.getLocalTranslation().y,
                        PIECE, PIECE);
            }
            default -> {
                return null;
            }
        }
    }

    private float rollWidth;
    private Geometry rollBack;

    /**
     * The top of the middle column (the pool and the throw): the window's top, or, when the column
     * would run into a player's plaque (a narrow window, or the ten men of the Ravensburg game), under
     * the plaques and their captions.
     */
    float middleTop(int w, int h) {
        float half = (rollWidth + 2 * PAD) / 2;
        if (hasCounters) {
            half = Math.max(half, (TOKEN + 8 + 6 + poolCount.getLineWidth()) / 2);
        }
        float lowest = h;
        boolean clash = false;
        for (Plaque p : plaques) {
            float inner = p.player == Player.LIGHT ? 16 + p.width : w - 16 - p.width;
            clash |= p.player == Player.LIGHT ? w / 2f - half < inner + 8 : w / 2f + half > inner - 8;
            lowest = Math.min(lowest, h - 16 - p.height);
        }
        return clash ? lowest - CAPTION_ROOM : h - 12;
    }

    /** Room under a plaque for its caption (the player's name). */
    private static final float CAPTION_ROOM = 34;

    private void updateThrow() {
        net.ur.client.es.state.TableFacts.ThrowShown last = facts.lastThrow();
        Roll r = last == null ? null : last.roll();
        Player who = last == null ? null : last.who();
        String sig;
        net.ur.rules.OpeningThrows opening = facts.opening();
        if ((r == null || who == null) && opening != null) {
            showOpening(opening);
            return;
        }
        if (r == null || who == null) {
            sig = "";
        } else if (hasCounters) {
            Boolean broad = last.broad();
            sig = who.name().toLowerCase(java.util.Locale.ROOT) + " " + last.small()
                    + (broad == null ? "" : broad ? "+yes" : "+no") + "=" + last.score();
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
        broadX = -1;
        whoseShown = "";
        if (sig.isEmpty()) {
            return;
        }
        // Whose throw it is, in words, then the thrower's token and the dice in one texture (one
        // draw), the score as text beside.
        BitmapText whose = text(18);
        whose.setText(net.ur.client.words.TurnLogWords.whoseThrow(shortNameOf(who)));
        whose.setLocalTranslation(0, DIE / 2f + whose.getLineHeight() / 2f, 0.1f);
        roll.attachChild(whose);
        whoseShown = whose.getText();
        int offset = (int) Math.ceil(whose.getLineWidth()) + 8;
        List<IconStrip.Placed> strip = new ArrayList<>();
        int x = 0;
        strip.add(new IconStrip.Placed(icons.piece(who == Player.LIGHT, HudIcons.PieceLook.WAITING), x, (DIE - PIECE) / 2, PIECE));
        x += PIECE + 10;
        List<Texture2D> dice = new ArrayList<>();
        if (hasCounters) {
            dice.add(icons.astragal(last.small()));
            if (last.broad() != null) {
                dice.add(icons.broad(last.broad()));
            }
        } else if (rules.dice().shape() == net.ur.rules.dice.Dice.Shape.SIX_SIDED) {
            for (int f : r.faces()) {
                dice.add(icons.d6(f));
            }
        } else {
            for (int f : r.faces()) {
                dice.add(icons.tetra(f == 1));
            }
        }
        for (Texture2D t : dice) {
            if (hasCounters && t == dice.get(dice.size() - 1) && dice.size() == 2) {
                broadX = offset + x;
            }
            strip.add(new IconStrip.Placed(t, x, 0, DIE));
            x += DIE + 4;
        }
        Picture icons = picture(IconStrip.paint(x - 4, DIE, strip), x - 4, DIE);
        icons.setLocalTranslation(offset, 0, 0);
        icons.setName("IconHud.ThrowIcons");
        roll.attachChild(icons);
        BitmapText score = text(34);
        score.setText("= " + (hasCounters ? last.score() : r.value()));
        score.setColor(UrStyle.GOLD);
        score.setLocalTranslation(offset + x + 6, DIE / 2f + score.getLineHeight() / 2f, 0.1f);
        roll.attachChild(score);
        rollWidth = offset + x + 6 + score.getLineWidth();
    }

    /**
     * While a Babylonian game's opening is thrown, its round so far (one throw, or two that tied);
     * then, before the game's first throw, the deciding round: each player's token with both
     * astragals as they fell and the score, the starter's token ringed in gold.
     */
    private void showOpening(net.ur.rules.OpeningThrows opening) {
        String sig = "opening " + opening.canonicalText();
        if (sig.equals(rollShown)) {
            return;
        }
        rollShown = sig;
        roll.detachAllChildren();
        List<? extends net.ur.rules.OpeningThrows.Thrown> all = opening.throwsMade();
        float x = 0;
        // The round being thrown (one throw, or two that tied) or the deciding one; nothing before the first throw.
        int from = Math.max(0, all.size() % 2 == 0 ? all.size() - 2 : all.size() - 1);
        for (net.ur.rules.OpeningThrows.Thrown t : all.subList(from, all.size())) {
            boolean first = opening.isDecided() && t.player() == opening.firstPlayer();
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
        rollWidth = Math.max(0, x - 26);
    }

    private Picture picture(Texture2D texture, float size) {
        return picture(texture, size, size);
    }

    private Picture picture(Texture2D texture, float width, float height) {
        Picture p = new Picture("IconHud.Icon");
        p.setTexture(getApplication().getAssetManager(), texture, true);
        p.setWidth(width);
        p.setHeight(height);
        return p;
    }

    /**
     * A frame of four edges of thickness t round a width x height rectangle whose bottom left is
     * the origin, as one mesh.
     */
    static com.jme3.scene.Mesh frameMesh(float width, float height, float t) {
        float[][] rects = {
            {-t, -t, width + t, 0}, {-t, height, width + t, height + t}, {-t, 0, 0, height}, {width, 0, width + t, height}};
        float[] pos = new float[rects.length * 4 * 3];
        short[] idx = new short[rects.length * 6];
        for (int i = 0; i < rects.length; i++) {
            float[] r = rects[i];
            float[] corners = {r[0], r[1], 0, r[2], r[1], 0, r[2], r[3], 0, r[0], r[3], 0};
            System.arraycopy(corners, 0, pos, i * 12, 12);
            short b = (short) (i * 4);
            short[] tri = {b, (short) (b + 1), (short) (b + 2), b, (short) (b + 2), (short) (b + 3)};
            System.arraycopy(tri, 0, idx, i * 6, 6);
        }
        com.jme3.scene.Mesh m = new com.jme3.scene.Mesh();
        m.setBuffer(com.jme3.scene.VertexBuffer.Type.Position, 3, pos);
        m.setBuffer(com.jme3.scene.VertexBuffer.Type.Index, 3, idx);
        m.updateBound();
        return m;
    }

    /**
     * The icons of a side's pieces on its plaque, in order, by name (e.g. "bird.raven.true.WAITING",
     * "piece.false.HOME"), for tests.
     *
     * @param player the side; not null
     * @return the names
     */
    public List<String> pieceIconsShown(Player player) {
        return plaques[player == Player.LIGHT ? 0 : 1].pieceIcons;
    }

    /**
     * How many piece icons each plaque shows (light, dark), for tests.
     *
     * @return the counts
     */
    public List<Integer> piecesShown() {
        return List.of(plaques[0].piecesShown, plaques[1].piecesShown);
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
