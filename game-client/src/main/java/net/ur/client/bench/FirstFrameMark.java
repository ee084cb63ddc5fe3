package net.ur.client.bench;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import net.ur.client.ui.MainMenuScreen;

/**
 * The start-up mark behind {@code ur bench start}: when the environment variable
 * {@value #ENV} names a file, the game writes into it the wall-clock time (milliseconds since the
 * epoch) at which the main menu's first frame has been drawn and the CPU time its process had used
 * by then (milliseconds, all its threads), then quits. The CPU time tells apart, on a busy machine,
 * the work a start needs from the waiting for a core. An environment variable
 * rather than a system property, so that it reaches the game however it is started: the
 * {@code ./ur} script, {@code java -jar} or the packaged launcher, which takes no JVM options on
 * its command line.
 */
public final class FirstFrameMark extends BaseAppState {

    /** The environment variable that names the mark's file. */
    public static final String ENV = "UR_FIRST_FRAME_MARK";

    private final Path file;
    private boolean menuRendered;

    /**
     * Creates the mark.
     *
     * @param file where the time is written (replaced whole); not null
     */
    public FirstFrameMark(Path file) {
        jme3utilities.Validate.nonNull(file, "file");
        this.file = file;
    }

    /**
     * The mark the environment asks for.
     *
     * @return the mark, or null when {@value #ENV} is unset or empty
     */
    public static FirstFrameMark fromEnvironment() {
        String name = System.getenv(ENV);
        return name == null || name.isBlank() ? null : new FirstFrameMark(Path.of(name));
    }

    @Override
    public void update(float tpf) {
        // The frame that drew the menu was swapped onto the screen between its postRender and
        // this update: this is the first moment the player can see the menu.
        if (menuRendered) {
            long cpu = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toMillis()).orElse(-1L);
            write(System.currentTimeMillis() + " " + cpu);
            setEnabled(false);
            getApplication().stop();
        }
    }

    @Override
    public void postRender() {
        MainMenuScreen menu = getState(MainMenuScreen.class);
        if (menu != null && menu.isEnabled() && menu.getRoot() != null && menu.getRoot().getParent() != null) {
            menuRendered = true;
        }
    }

    private void write(String line) {
        // Written beside, then moved: a reader never sees half a line.
        Path part = file.resolveSibling(file.getFileName() + ".part");
        try {
            Files.writeString(part, line + "\n", StandardCharsets.UTF_8);
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the first-frame mark " + file, e);
        }
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
