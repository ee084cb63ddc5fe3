package net.ur.net.peer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import net.ur.net.cli.NetCommands;
import net.ur.tools.Cli;
import net.ur.tools.command.Streams;

/** {@code ./ur serve} in a process of its own, for the tests that kill it: its lines are read as they come. */
final class RelayProcess implements AutoCloseable {

    final Process process;
    final List<String> lines = new CopyOnWriteArrayList<>();

    /** The process's entry point: the game's command line with the network commands. */
    public static void main(String[] args) {
        System.exit(NetCommands.addTo(Cli.withRuleTools(Streams.system())).run(args));
    }

    private RelayProcess(Process process) {
        this.process = process;
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String l = r.readLine(); l != null; l = r.readLine()) {
                    lines.add(l);
                }
            } catch (IOException e) {
                // The process ended.
            }
        }, "relay-process-out");
        t.setDaemon(true);
        t.start();
    }

    /**
     * Starts {@code ./ur serve --port P --bind 127.0.0.1 ARGS...} and waits until it listens.
     *
     * @return the process, listening
     */
    static RelayProcess start(int port, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                RelayProcess.class.getName(), "serve", "--port", Integer.toString(port), "--bind", "127.0.0.1"));
        cmd.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(cmd).redirectErrorStream(true);
        RelayProcess p = new RelayProcess(b.start());
        for (int i = 0; i < 1500 && p.lines.stream().noneMatch(l -> l.contains("listening on port")); i++) {
            if (!p.process.isAlive()) {
                throw new AssertionError("the relay ended: " + p.lines);
            }
            Thread.sleep(20);
        }
        if (p.lines.stream().noneMatch(l -> l.contains("listening on port"))) {
            p.close();
            throw new AssertionError("the relay did not listen within 30 s: " + p.lines);
        }
        return p;
    }

    /** Kills it as a crash would: SIGKILL, no shutdown hook, nothing flushed. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                kill();
            }
        }
    }
}
