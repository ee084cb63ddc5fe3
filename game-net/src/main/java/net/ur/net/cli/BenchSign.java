package net.ur.net.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.Arrays;
import java.util.Locale;

import net.ur.net.chain.Hashes;
import net.ur.net.chain.Identity;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./ur bench sign}: the CPU time of one Ed25519 signature and one verification with the JDK's
 * provider (used as the game used it before: a {@link Signature} made and initialised for each
 * signature, one initialised verifier kept per key) and with {@link Identity} (BouncyCastle's RFC 8032
 * code), the same keys and texts, in alternating rounds of the same run. Checks first that both make
 * the same signature of the same text with the same key.
 */
@Command(name = "sign", description = "Ed25519: CPU time of a signature and a verification, the JDK's against the"
        + " game's (BouncyCastle), same run")
final class BenchSign extends UrCommand {

    @Option(names = "--ops", paramLabel = "N", description = "signatures and verifications of each kind a round"
            + " (default 2000)")
    int ops = 2000;

    @Option(names = "--rounds", paramLabel = "R", description = "rounds, after one to warm up (default 5)")
    int rounds = 5;

    BenchSign(Streams io) {
        super(io);
    }

    /** A text the size of an entry's signed text. */
    private static String text(int i) {
        return "ur-net-entry/1;game=" + "3f".repeat(32) + ";seq=" + i + ";author=" + "a1".repeat(44) + ";prev="
                + "7c".repeat(32) + ";action=throw;secret=" + "55".repeat(32) + ";commit=" + "e0".repeat(32) + ";move=";
    }

    @Override
    protected int run() throws Exception {
        checked(() -> {
            if (ops < 1 || ops > 1_000_000) {
                throw new IllegalArgumentException("--ops must be 1..1000000, not " + ops);
            }
            if (rounds < 1 || rounds > 100) {
                throw new IllegalArgumentException("--rounds must be 1..100, not " + rounds);
            }
            return null;
        });
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        KeyPair pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Identity id = sameKey(pair);
        String[] texts = new String[ops];
        for (int i = 0; i < ops; i++) {
            texts[i] = text(i);
        }
        String[] signatures = new String[ops];
        Signature verifier = Signature.getInstance("Ed25519");
        verifier.initVerify(pair.getPublic());
        for (int i = 0; i < Math.min(ops, 50); i++) {
            String ours = id.sign(texts[i]);
            if (!ours.equals(jdkSign(pair, texts[i])) || !jdkVerify(verifier, texts[i], ours)
                    || !Identity.verify(id.publicKey(), texts[i], ours)) {
                err.println("bench sign: the JDK and BouncyCastle disagree on a signature: not measured");
                return 1;
            }
        }
        var os = ManagementFactory.getOperatingSystemMXBean();
        out.printf(Locale.ROOT, "bench sign: Ed25519, %d signatures and %d verifications of each a round, %d rounds"
                + " after one to warm up, the order alternating; thread CPU time; %d cores, load average %.2f (the"
                + " machine is shared)%n", ops, ops, rounds, os.getAvailableProcessors(), os.getSystemLoadAverage());
        long[][] ns = new long[4][rounds];
        for (int r = -1; r < rounds; r++) {
            boolean jdkFirst = Math.floorMod(r, 2) == 0;
            for (int k = 0; k < 2; k++) {
                boolean jdk = jdkFirst == (k == 0);
                long t0 = threads.getCurrentThreadCpuTime();
                for (int i = 0; i < ops; i++) {
                    signatures[i] = jdk ? jdkSign(pair, texts[i]) : id.sign(texts[i]);
                }
                long t1 = threads.getCurrentThreadCpuTime();
                boolean good = true;
                for (int i = 0; i < ops; i++) {
                    good &= jdk ? jdkVerify(verifier, texts[i], signatures[i])
                            : Identity.verify(id.publicKey(), texts[i], signatures[i]);
                }
                long t2 = threads.getCurrentThreadCpuTime();
                if (!good) {
                    err.println("bench sign: a signature was not good");
                    return 1;
                }
                if (r >= 0) {
                    ns[jdk ? 0 : 2][r] = (t1 - t0) / ops;
                    ns[jdk ? 1 : 3][r] = (t2 - t1) / ops;
                }
            }
        }
        String[] what = {"sign", "verify"};
        for (int w = 0; w < 2; w++) {
            long jdk = median(ns[w]);
            long bc = median(ns[w + 2]);
            out.printf(Locale.ROOT, "%-6s JDK %,d ns, BouncyCastle %,d ns: x%.1f less CPU (median of %d rounds; JDK"
                    + " rounds %s, BouncyCastle %s)%n", what[w], jdk, bc, (double) jdk / bc, rounds,
                    Arrays.toString(ns[w]), Arrays.toString(ns[w + 2]));
        }
        return 0;
    }

    /** The same key pair as an identity: written as the game keeps it and read back. */
    private static Identity sameKey(KeyPair pair) throws java.io.IOException {
        Path dir = Files.createTempDirectory("ur-bench-sign");
        Path file = dir.resolve("identity.key");
        try {
            Files.writeString(file, "public=" + Hashes.hex(pair.getPublic().getEncoded()) + "\nprivate="
                    + Hashes.hex(pair.getPrivate().getEncoded()) + "\n", StandardCharsets.UTF_8);
            return Identity.loadOrCreate(file);
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }

    private static String jdkSign(KeyPair pair, String text) throws GeneralSecurityException {
        Signature s = Signature.getInstance("Ed25519");
        s.initSign(pair.getPrivate());
        s.update(text.getBytes(StandardCharsets.UTF_8));
        return Hashes.hex(s.sign());
    }

    private static boolean jdkVerify(Signature verifier, String text, String signature) throws GeneralSecurityException {
        verifier.update(text.getBytes(StandardCharsets.UTF_8));
        return verifier.verify(Hashes.bytes(signature));
    }

    private static long median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }
}
