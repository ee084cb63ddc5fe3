package net.ur.client.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;

import net.ur.client.UrApp;
import net.ur.client.settings.GameOptions;
import net.ur.client.testing.AppDriver;
import net.ur.client.ui.Screens;
import net.ur.client.words.NetWords;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hosting from the window's network screen on a port another program listens on, on loopback: the
 * screen says the port is in use and puts the next free port in its port field, and hosting again
 * hosts there.
 */
class HostPortInUseHeadlessTest {

    @TempDir
    Path home;

    @AfterEach
    void forget() {
        System.clearProperty("ur.net.port");
        System.clearProperty("ur.net.bind");
    }

    @Test
    void aPortInUseIsSaidAndTheNextFreePortIsOffered() throws Exception {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(loopback, 0));
            int busy = taken.getLocalPort();
            System.setProperty("ur.home", home.toString());
            System.setProperty("ur.net.port", Integer.toString(busy));
            System.setProperty("ur.net.bind", loopback.getHostAddress());
            UrApp app = new UrApp(GameOptions.DEFAULT);
            try (AppDriver driver = AppDriver.headless(app, UrApp.windowSettings(GameOptions.DEFAULT))) {
                driver.frames(2);
                Screens screens = driver.call(() -> app.getStateManager().getState(Screens.class));
                driver.run(() -> screens.show(NetworkScreen.class));
                driver.frames(3);
                NetworkScreen screen = driver.call(() -> app.getStateManager().getState(NetworkScreen.class));
                assertEquals(busy, driver.call(screen::port), "the port field starts at the game's port");
                driver.run(screen::hostNow);
                driver.frames(2);
                assertNull(driver.call(screen::hostCode), "nothing is hosted on a port in use");
                int offered = driver.call(screen::port);
                assertNotEquals(busy, offered, "the port field offers another port");
                assertEquals(NetWords.portInUse(busy, offered), driver.call(screen::problem));
                assertTrue(driver.call(screen::problem).startsWith("Port " + busy + " is in use by another program."));
                // Host again: on the port offered.
                driver.run(screen::hostNow);
                driver.frames(2);
                assertNotNull(driver.call(screen::hostCode), "hosting on the port offered");
                NetPlayState net = driver.call(() -> app.getStateManager().getState(NetPlayState.class));
                try (java.net.Socket s = new java.net.Socket(loopback, offered)) {
                    assertTrue(s.isConnected(), "the game listens on port " + offered);
                }
                driver.run(net::stop);
            }
        }
    }
}
