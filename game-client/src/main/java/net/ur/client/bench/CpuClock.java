package net.ur.client.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The CPU time the render thread ("jME3 Main") and llvmpipe's rasteriser threads have used, read
 * from {@code /proc/self/task/N/schedstat} (Linux): steadier than frame times on a machine that
 * other jobs load. Zero where there is no such file.
 */
final class CpuClock {

    private final List<Path> main = new ArrayList<>();
    private final List<Path> raster = new ArrayList<>();
    private long scanned;

    /** The render thread's and the rasterisers' CPU time so far, in nanoseconds. */
    long[] read() {
        long now = System.nanoTime();
        if (now - scanned > 2_000_000_000L) {
            scan();
            scanned = now;
        }
        return new long[] {sum(main), sum(raster)};
    }

    private void scan() {
        main.clear();
        raster.clear();
        try (var dirs = Files.list(Path.of("/proc/self/task"))) {
            for (Path d : (Iterable<Path>) dirs::iterator) {
                String name = Files.readString(d.resolve("comm")).trim();
                if (name.equals("jME3 Main")) {
                    main.add(d.resolve("schedstat"));
                } else if (name.startsWith("llvmpipe")) {
                    raster.add(d.resolve("schedstat"));
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc: every reading is zero
        }
    }

    private static long sum(List<Path> files) {
        long t = 0;
        for (Path f : files) {
            try {
                String s = Files.readString(f);
                t += Long.parseLong(s.substring(0, s.indexOf(' ')));
            } catch (IOException | RuntimeException e) {
                // the thread has ended
            }
        }
        return t;
    }
}
