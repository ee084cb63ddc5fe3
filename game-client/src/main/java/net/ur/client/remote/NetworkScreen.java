package net.ur.client.remote;


import java.io.IOException;
import java.net.InetAddress;
import java.security.SecureRandom;
import java.util.List;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.client.game.PlayerNames;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SettingsState;
import net.ur.client.ui.ScreenState;
import net.ur.client.ui.UrStyle;
import net.ur.client.words.NetWords;
import net.ur.net.chain.Identity;
import net.ur.net.peer.Match;
import net.ur.net.wire.PortInUseException;

/**
 * Play across the network: host a game (this game listens; the screen shows its addresses and a
 * short match code to tell the other player), join one by its address and code, or meet the other
 * player at a relay ({@code ./ur serve}) by the relay's address and a code both give. The address
 * and the code are Lemur text fields. While the other player is awaited the screen says so, with
 * the names of both once they have met; the table is laid when both sides are ready.
 */
public class NetworkScreen extends ScreenState {

    /** The rule sets offered, as the game selection names them. */
    static final List<String[]> RULES = List.of(new String[] {"finkel", "Finkel"}, new String[] {"babylonian", "Babylonian"},
            new String[] {"babylonian-ur", "Babylonian (board of Ur)"}, new String[] {"masters", "Masters"},
            new String[] {"blitz", "Blitz"}, new String[] {"aseb", "Aseb"}, new String[] {"murray", "Murray"},
            new String[] {"ravensburg", "Ravensburg"});

    private int rules;
    /** The port this game hosts on: {@code -Dur.net.port}, or the next free one after a port in use. */
    private int port = NetAddress.hostPort();
    private String address = "127.0.0.1:" + NetAddress.hostPort();
    private String relay = "127.0.0.1:" + NetAddress.hostPort();
    /** The code to join with: typed by the player, or {@code -Dur.net.code} for scripts and tests. */
    private String code = Match.validCode(System.getProperty("ur.net.code", "")) ? System.getProperty("ur.net.code") : "";
    private String problem = "";
    /** What the screen shows while a match is being met: null for the choices. */
    private String waitingTitle;
    private String hostCode;
    private Button rulesButton;
    private Label status;

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        String id = UrStyle.MENU_BUTTON.getId();
        if (waitingTitle != null) {
            panel.addChild(new Label(waitingTitle, UrStyle.SUBTITLE, UrStyle.NAME));
            if (hostCode != null) {
                Label where = panel.addChild(new Label("Your address: " + String.join("  or  ",
                        NetAddress.localAddresses()) + " (port " + port + ")", UrStyle.BODY, UrStyle.NAME));
                where.setMaxWidth(640);
                Label c = panel.addChild(new Label("Match code: " + hostCode, UrStyle.SUBTITLE, UrStyle.NAME));
                c.setColor(UrStyle.GOLD);
                Label tell = panel.addChild(new Label("Tell the other player your address and this code.",
                        UrStyle.BODY, UrStyle.NAME));
                tell.setMaxWidth(640);
            }
            Label you = panel.addChild(new Label(youPlayAs() + ".", UrStyle.BODY, UrStyle.NAME));
            you.setMaxWidth(640);
            status = panel.addChild(new Label("", UrStyle.BODY, UrStyle.NAME));
            status.setMaxWidth(640);
            status.setColor(UrStyle.GOLD);
            gap(panel, 12);
            addButton(panel, "Cancel", id, this::cancel);
            return panel;
        }
        panel.addChild(new Label("Play across the network", UrStyle.SUBTITLE, UrStyle.NAME));
        Label you = panel.addChild(new Label(youPlayAs() + " (your name is the light player's name in Settings).",
                UrStyle.BODY, UrStyle.NAME));
        you.setMaxWidth(640);
        rulesButton = addValueLine(panel, "Rules", id, d -> {
            rules = Math.floorMod(rules + d, RULES.size());
            rulesButton.setText("Rules when you host or arrive first: " + RULES.get(rules)[1]);
        });
        rulesButton.setText("Rules when you host or arrive first: " + RULES.get(rules)[1]);
        addTextField(panel, NetWords.PORT_FIELD, Integer.toString(port), 5, t -> {
            Integer p = NetWords.parsePort(t);
            if (p == null) {
                return false;
            }
            port = p;
            return true;
        });
        addButton(panel, "Host a game", id, this::host);
        gap(panel, 8);
        addTextField(panel, "Address:", address, 64, t -> {
            address = t.strip();
            return true;
        });
        addTextField(panel, "Code:", code, 16, t -> {
            code = t.strip();
            return true;
        });
        addButton(panel, "Join the game at that address", id, () -> dial(NetLink.Way.JOIN, address));
        gap(panel, 8);
        addTextField(panel, "Relay:", relay, 64, t -> {
            relay = t.strip();
            return true;
        });
        addButton(panel, "Meet at the relay with that code", id, () -> dial(NetLink.Way.RELAY, relay));
        Label problemLine = panel.addChild(new Label(problem, UrStyle.BODY, UrStyle.NAME));
        problemLine.setMaxWidth(640);
        problemLine.setColor(UrStyle.CARNELIAN);
        gap(panel, 8);
        addButton(panel, "Back", id, () -> screens().back());
        return panel;
    }

    private static void gap(Container panel, float height) {
        Container gap = panel.addChild(new Container());
        gap.setPreferredSize(new Vector3f(10, height, 0));
    }

    /** What the other side will call this player: a chosen name, or the side dealt (PlayerNames.network). */
    private String youPlayAs() {
        String name = myName();
        return PlayerNames.isSideName(name) ? "You play as Light or Dark, whichever side you are dealt"
                : "You play as " + name;
    }

    private String myName() {
        SettingsState s = getState(SettingsState.class);
        return s == null ? "Light" : s.get().lightName();
    }

    private Identity identity() throws IOException {
        return Identity.loadOrCreate(NetAddress.identityFile());
    }

    /** Hosts a game on this computer's port and shows its code. */
    private void host() {
        try {
            String made = NetAddress.hostCode(new SecureRandom());
            Match.Options o = Match.Options.of(identity(), myName(), made, RULES.get(rules)[0], true);
            NetLink l = NetLink.host(o, NetAddress.bind(), port);
            hostCode = made;
            begin(l, "Hosting a game of " + RULES.get(rules)[1]);
        } catch (PortInUseException e) {
            // The port field offers the next free port: Host again takes it.
            if (e.nextFree() != 0) {
                port = e.nextFree();
            }
            fail(NetWords.portInUse(e.port(), e.nextFree()));
        } catch (IOException | RuntimeException e) {
            fail("Cannot host on port " + port + ": " + e.getMessage());
        }
    }

    /** Joins a host, or meets the other player at a relay. */
    private void dial(NetLink.Way way, String where) {
        if (!Match.validCode(code)) {
            fail("A match code is 1 to 16 letters and digits: type the one the other player gave you.");
            return;
        }
        try {
            NetAddress a = NetAddress.parse(where);
            InetAddress to = a.resolve();
            Match.Options o = Match.Options.of(identity(), myName(), code.toUpperCase(java.util.Locale.ROOT),
                    way == NetLink.Way.RELAY ? RULES.get(rules)[0] : null, false);
            NetLink l = NetLink.dial(way, o, to, a.port());
            hostCode = null;
            begin(l, way == NetLink.Way.RELAY ? "Meeting at the relay " + a + " (match " + o.code() + ")"
                    : "Joining the game at " + a + " (match " + o.code() + ")");
        } catch (IOException | RuntimeException e) {
            fail(e.getMessage());
        }
    }

    private void begin(NetLink l, String title) {
        problem = "";
        waitingTitle = title;
        getState(NetPlayState.class).start(l, PlaySetup.HUMAN);
        rebuild();
    }

    private void fail(String why) {
        problem = why;
        rebuild();
    }

    private void cancel() {
        NetPlayState net = getState(NetPlayState.class);
        net.stop();
        waitingTitle = null;
        hostCode = null;
        rebuild();
    }

    @Override
    public void update(float tpf) {
        super.update(tpf);
        if (waitingTitle != null && status != null) {
            NetPlayState net = getState(NetPlayState.class);
            String line = net.link() == null ? "" : net.lobbyText();
            if (!line.equals(status.getText())) {
                status.setText(line);
                contentChanged();
            }
        }
    }

    @Override
    protected void onDisable() {
        super.onDisable();
        // Back at the menu or at the table: the next visit starts from the choices.
        if (getState(NetPlayState.class) == null || getState(NetPlayState.class).link() == null) {
            waitingTitle = null;
            hostCode = null;
        }
    }

    /** The port this game hosts on now (the port field's), for tests. */
    public int port() {
        return port;
    }

    /** The problem line shown under the choices, or empty, for tests. */
    public String problem() {
        return problem;
    }

    /** Hosts a game on the port field's port, as the Host button does, for tests. */
    public void hostNow() {
        host();
    }

    /** The match code shown while hosting, or null (for tests). */
    public String hostCode() {
        return hostCode;
    }
}
