package net.ur.client.remote;

import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.jme3.math.Vector3f;
import com.simsilica.es.Entity;
import com.simsilica.es.EntitySet;
import com.simsilica.lemur.Button;
import net.ur.client.UrApp;
import net.ur.client.camera.PlayCameraState;
import net.ur.client.es.EntityDataState;
import net.ur.client.es.components.DieId;
import net.ur.client.es.components.Position;
import net.ur.client.game.PlaySession;
import net.ur.client.hud.HudState;
import net.ur.client.settings.GameOptions;
import net.ur.client.testing.AppDriver;
import net.ur.client.testing.FrameGrabber;
import net.ur.client.testing.TableNow;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.Screens;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.PieceState;

/**
 * One game in a real window, in a process of its own, for {@link TwoWindowsRenderTest}: the test
 * clicks and types in the window with xdotool as a person would, and asks this process, line by line
 * on its standard input, where things are on the screen and what its table and its chain hold. Each
 * answer is one line on standard output that starts with {@value #ANSWER}. Arguments: the window's
 * title and the quality (LOW, MEDIUM, HIGH); the network is set by {@code -Dur.net.*} and the data
 * folder by {@code -Dur.home}.
 *
 * <p>Questions: {@code screen}; {@code button TEXT} (where the button of the screen shown whose text
 * starts so is, in the window's pixels, y down); {@code texts} (the labels and fields of the screen shown); {@code hostcode}; {@code table}; {@code die};
 * {@code piece} (the first legal move's piece); {@code onboard} (where each piece on the board is);
 * {@code head}; {@code match} (the game's number in the match, its counters, the chain's opening, the ledger);
 * {@code record}; {@code hud}; {@code noticeabove} (whether the HUD's notice stands above the bands panels keep
 * clear at the bottom, its bottom and the highest band); {@code cut} (ends the camera's opening view);
 * {@code frames N}; {@code shot FILE}; {@code quit}.
 */
public final class NetWindow {

    /** The start of every answer line. */
    public static final String ANSWER = "@@ ";

    private final UrApp app;
    private final AppDriver driver;
    private final FrameGrabber grabber = new FrameGrabber();
    private final int height;
    private EntitySet dice;

    private NetWindow(String title, GameOptions options) {
        app = new UrApp(options);
        com.jme3.system.AppSettings settings = UrApp.windowSettings(options);
        settings.setTitle(title);
        // Two games share the machine's cores with the test: a calm frame rate is enough to click.
        settings.setFrameRate(30);
        driver = AppDriver.window(app, settings).timeout(120);
        driver.run(() -> app.getGuiViewPort().addProcessor(grabber));
        height = options.height();
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        GameOptions.Quality quality = GameOptions.Quality.valueOf(args.length > 1 ? args[1] : "LOW");
        NetWindow w = new NetWindow(args[0], new GameOptions(1280, 720, false, false, quality));
        w.driver.frames(10);
        out.println(ANSWER + "ready");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            line = line.strip();
            if (line.equals("quit")) {
                break;
            }
            String answer;
            try {
                answer = w.answer(line);
            } catch (RuntimeException | AssertionError e) {
                answer = "error " + e;
            }
            out.println(ANSWER + answer.replace('\n', ' '));
        }
        w.driver.close();
        out.println(ANSWER + "bye");
        System.exit(0);
    }

    private NetPlayState net() {
        return app.getStateManager().getState(NetPlayState.class);
    }

    /** A point of the scene or the GUI (y up) as the window's pixel, y down. */
    private String pixel(Vector3f at) {
        return Math.round(at.x) + " " + Math.round(height - at.y);
    }

    private String answer(String line) {
        int space = line.indexOf(' ');
        String word = space < 0 ? line : line.substring(0, space);
        String arg = space < 0 ? "" : line.substring(space + 1);
        switch (word) {
            case "frames":
                driver.frames(Integer.parseInt(arg));
                return "ok";
            case "screen":
                return driver.call(() -> {
                    ScreenState s = app.getStateManager().getState(Screens.class).current();
                    return s == null ? "none" : s.getClass().getSimpleName();
                });
            case "button":
                return driver.call(() -> {
                    ScreenState s = app.getStateManager().getState(Screens.class).current();
                    if (s == null) {
                        return "none";
                    }
                    for (Button b : s.getButtons()) {
                        if (b.getText().startsWith(arg)) {
                            Vector3f pos = b.getWorldTranslation();
                            Vector3f size = b.getSize();
                            return pixel(new Vector3f(pos.x + size.x / 2, pos.y - size.y / 2, 0));
                        }
                    }
                    return "none";
                });
            case "texts":
                return driver.call(() -> {
                    ScreenState s = app.getStateManager().getState(Screens.class).current();
                    List<String> texts = new ArrayList<>();
                    if (s != null) {
                        s.getRoot().depthFirstTraversal(sp -> {
                            if (sp instanceof com.simsilica.lemur.Label l && !l.getText().isEmpty()) {
                                texts.add(l.getText());
                            } else if (sp instanceof com.simsilica.lemur.TextField f) {
                                texts.add("[" + f.getText() + "]");
                            }
                        });
                    }
                    return String.join(" | ", texts);
                });
            case "hostcode":
                return String.valueOf(driver.call(() -> app.getStateManager().getState(NetworkScreen.class).hostCode()));
            case "table":
                return driver.call(this::table);
            case "die":
                return driver.call(() -> {
                    if (dice == null) {
                        dice = app.getStateManager().getState(EntityDataState.class).getEntityData()
                                .getEntities(DieId.class, Position.class);
                    }
                    dice.applyChanges();
                    Entity d = dice.iterator().next();
                    return pixel(app.getCamera().getScreenCoordinates(d.get(Position.class).location()));
                });
            case "piece":
                return driver.call(() -> {
                    PlaySession s = net().session();
                    List<Move> moves = TableNow.legalMoves(app);
                    if (moves.isEmpty()) {
                        return "none";
                    }
                    return pixel(app.getCamera().getScreenCoordinates(net.ur.client.testing.Places.byLayout(s.layout()).restingPlace(s.state(),
                            moves.get(0).piece()).add(0, 0.006f, 0)));
                });
            case "onboard":
                return driver.call(() -> {
                    PlaySession s = net().session();
                    List<String> at = new ArrayList<>();
                    for (PieceState p : s.state().pieces()) {
                        if (p.location() instanceof Location.OnBoard) {
                            at.add(p.piece().owner() + " " + pixel(app.getCamera().getScreenCoordinates(
                                    net.ur.client.testing.Places.byLayout(s.layout()).restingPlace(s.state(), p.piece()).add(0, 0.006f, 0))));
                        }
                    }
                    return String.join(";", at);
                });
            case "match":
                return driver.call(() -> {
                    NetLink l = net().link();
                    if (l == null) {
                        return "none";
                    }
                    net.ur.rules.match.MatchLedger ledger = l.match().ledger();
                    return l.match().query(c -> c == null ? "none" : "game=" + c.setup().gameNumber() + " setup="
                            + c.setup().lightCounters() + "/" + c.setup().darkCounters() + " opening="
                            + (c.opening() == null ? "-" : c.opening().canonicalText().replace(' ', '_'))
                            + " ledger=" + (ledger == null ? "-" : ledger.lightCounters() + "/" + ledger.darkCounters()));
                });
            case "head":
                return driver.call(() -> {
                    NetLink l = net().link();
                    return l == null ? "none" : l.match().query(c -> c == null ? "none" : c.head() + " " + c.size());
                });
            case "record":
                return driver.call(() -> net().session() == null ? "none"
                        : net().session().game().record().headHash());
            case "hud":
                return driver.call(() -> {
                    HudState hud = app.getStateManager().getState(HudState.class);
                    return hud.statusText() + " | " + hud.noticeText();
                });
            case "noticeabove":
                return driver.call(() -> {
                    float[] box = app.getStateManager().getState(HudState.class).noticeBox();
                    float band = 0;
                    for (com.simsilica.es.EntityId id : app.getStateManager().getState(EntityDataState.class).getEntityData()
                            .findEntities(null, net.ur.client.es.components.ClearBelow.class)) {
                        band = Math.max(band, app.getStateManager().getState(EntityDataState.class).getEntityData()
                                .getComponent(id, net.ur.client.es.components.ClearBelow.class).pixels());
                    }
                    return (box[1] >= band) + " " + box[1] + " " + band;
                });
            case "cut":
                driver.run(() -> app.getStateManager().getState(PlayCameraState.class).cutOpening());
                return "ok";
            case "shot":
                grabber.request();
                driver.frames(2);
                BufferedImage img = grabber.image();
                if (img == null) {
                    return "none";
                }
                FrameGrabber.save(img, new File(arg));
                return "ok " + img.getWidth() + " " + img.getHeight();
            default:
                return "error unknown question " + word;
        }
    }

    /** The table in one line: {@code none LOBBY} before it is laid, else its side, turn, phase, and counts. */
    private String table() {
        NetPlayState net = net();
        PlaySession s = net == null ? null : net.session();
        if (s == null) {
            return "none " + (net == null ? "" : net.lobbyText());
        }
        String counters = s.state().counters() instanceof net.ur.rules.Counters.Piles c
                ? c.light() + "/" + c.dark() + "/" + c.pool() : "-";
        String opening = s.opening() == null ? "-" : s.opening().canonicalText().replace(' ', '_');
        return String.format(Locale.ROOT, "side=%s turn=%s phase=%s busy=%b over=%b moves=%d entries=%d waiting=%d"
                + " inopening=%b opening=%s counters=%s", net.side(), s.state().turn(), s.state().phase(), TableNow.busy(app),
                TableNow.over(app), TableNow.moves(app, net.side()), s.game().record().entries().size(), net.stepsWaiting(),
                s.inOpening(), opening, counters);
    }
}
