package net.ur.net.chain;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.interfaces.EdECPrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

import org.bouncycastle.math.ec.rfc8032.Ed25519;

/**
 * A player's Ed25519 key pair: its public key, as hex of the X.509 encoding, names the player in
 * every entry it signs. Kept in the data folder ({@link #defaultFile()}), made on first use,
 * readable by its owner only, in the JDK's encodings (X.509 and PKCS#8). Signing and verifying are
 * BouncyCastle's RFC 8032 code ({@code org.bouncycastle.math.ec.rfc8032.Ed25519}), several times
 * faster than the JDK's provider; the signatures are the standard's, the same bytes the JDK makes
 * (Ed25519 is deterministic), so keys and signatures made by either are good for the other.
 */
public final class Identity {

    /** Hex digits of an encoded public key: 44 bytes of X.509 for Ed25519. */
    public static final int KEY_BYTES = 44;
    /** Bytes of an Ed25519 signature. */
    public static final int SIGNATURE_BYTES = 64;

    /** The X.509 (SubjectPublicKeyInfo) start of every Ed25519 public key; the key's 32 bytes follow. */
    private static final byte[] X509_PREFIX = Hashes.bytes("302a300506032b6570032100");
    /** The PKCS#8 start of an Ed25519 private key as the JDK writes it; the 32-byte seed follows. */
    private static final byte[] PKCS8_PREFIX = Hashes.bytes("302e020100300506032b657004220420");

    /**
     * Public keys already decoded (a point's square root), by hex (a match has two keys; the relay's cache is
     * cleared when it holds more keys than this).
     */
    private static final int KEY_CACHE = 4096;
    private static final Map<String, Ed25519.PublicPoint> POINTS = new ConcurrentHashMap<>();

    private static final SecureRandom RANDOM = new SecureRandom();

    /** The key pair files this program has taken ({@link #claim}), and their locks, held until it ends. */
    private static final Map<Path, FileLock> CLAIMED = new HashMap<>();
    /** How many programs on one account {@link #claim} gives a key each; the next ones share the first's. */
    private static final int MAX_CLAIMS = 16;

    /** The 32-byte private seed and the 32-byte public key. */
    private final byte[] seed;
    private final byte[] publicRaw;
    private final String publicHex;

    private Identity(byte[] seed) {
        this.seed = seed.clone();
        this.publicRaw = new byte[Ed25519.PUBLIC_KEY_SIZE];
        Ed25519.generatePublicKey(this.seed, 0, publicRaw, 0);
        byte[] x509 = Arrays.copyOf(X509_PREFIX, KEY_BYTES);
        System.arraycopy(publicRaw, 0, x509, X509_PREFIX.length, publicRaw.length);
        this.publicHex = Hashes.hex(x509);
    }

    /**
     * A new key pair, kept nowhere (tests, bots, the benchmark).
     *
     * @return the identity
     */
    public static Identity generate() {
        byte[] seed = new byte[Ed25519.SECRET_KEY_SIZE];
        Ed25519.generatePrivateKey(RANDOM, seed);
        return new Identity(seed);
    }

    /**
     * The key pair of a 32-byte private seed, kept nowhere: the same seed, the same keys (a test's match
     * played again exactly: the game's id, and so its dice, follow from the players' keys).
     *
     * @param seed the private seed, {@code Ed25519.SECRET_KEY_SIZE} (32) bytes
     * @return the identity
     */
    public static Identity fromSeed(byte[] seed) {
        if (seed == null || seed.length != Ed25519.SECRET_KEY_SIZE) {
            throw new IllegalArgumentException("an Ed25519 seed is " + Ed25519.SECRET_KEY_SIZE + " bytes");
        }
        return new Identity(seed);
    }

    /**
     * The file of the player's key pair: {@code net/identity.key} in the game's data folder, found as the
     * game finds it ({@code ur.home}/data, else {@code $XDG_DATA_HOME/ur}, else {@code ~/.local/share/ur}).
     *
     * @return the path (it may not exist yet)
     */
    public static Path defaultFile() {
        String home = System.getProperty("ur.home");
        Path data;
        if (home != null && !home.isBlank()) {
            data = Paths.get(home, "data");
        } else {
            String xdg = System.getenv("XDG_DATA_HOME");
            data = xdg != null && !xdg.isBlank() ? Paths.get(xdg, "ur")
                    : Paths.get(System.getProperty("user.home"), ".local", "share", "ur");
        }
        return data.resolve("net").resolve("identity.key");
    }

    /**
     * The key pair file this program plays with: {@code file}, unless another running program has taken it,
     * then the first of {@code NAME-2.key}, {@code NAME-3.key}, ... beside it that none has taken, so that two
     * windows of the game on one computer are two players. A program takes a file by the operating system's
     * lock on {@code FILE.lock}, which it holds until it ends (a crash or a kill releases it too); the same
     * program is given the same file every time.
     *
     * @param file the player's file ({@link #defaultFile()}), not null
     * @return the file to load or make with {@link #loadOrCreate}
     * @throws IOException if no lock file can be made beside it
     */
    public static Path claim(Path file) throws IOException {
        if (file == null) {
            throw new IllegalArgumentException("file must not be null");
        }
        synchronized (CLAIMED) {
            Path base = file.toAbsolutePath();
            Files.createDirectories(base.getParent());
            String name = base.getFileName().toString();
            String stem = name.endsWith(".key") ? name.substring(0, name.length() - 4) : name;
            for (int n = 1; n <= MAX_CLAIMS; n++) {
                Path candidate = n == 1 ? base : base.resolveSibling(stem + "-" + n + ".key");
                if (CLAIMED.containsKey(candidate)) {
                    return candidate;
                }
                FileChannel ch = FileChannel.open(candidate.resolveSibling(candidate.getFileName() + ".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock;
                try {
                    lock = ch.tryLock();
                } catch (OverlappingFileLockException e) {
                    lock = null;
                }
                if (lock != null) {
                    CLAIMED.put(candidate, lock);
                    return candidate;
                }
                ch.close();
            }
            return base;
        }
    }

    /**
     * Reads the key pair kept in a file, or makes one and keeps it there.
     *
     * @param file the file, not null
     * @return the identity
     * @throws IOException if the file cannot be read or written, or does not hold a key pair (it is then left
     *     untouched)
     */
    public static Identity loadOrCreate(Path file) throws IOException {
        if (Files.exists(file)) {
            Properties p = new Properties();
            try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                p.load(in);
            }
            try {
                KeyFactory kf = KeyFactory.getInstance("Ed25519");
                PublicKey pub = kf.generatePublic(new X509EncodedKeySpec(Hashes.bytes(p.getProperty("public", ""))));
                PrivateKey priv = kf.generatePrivate(new PKCS8EncodedKeySpec(Hashes.bytes(p.getProperty("private", ""))));
                byte[] seed = ((EdECPrivateKey) priv).getBytes().orElseThrow(
                        () -> new InvalidKeyException("the private key has no seed"));
                Identity id = new Identity(seed);
                if (!id.publicHex.equals(Hashes.hex(pub.getEncoded()))) {
                    throw new InvalidKeyException("its public key is not its private key's");
                }
                return id;
            } catch (GeneralSecurityException | IllegalArgumentException | ClassCastException e) {
                throw new IOException(file + " does not hold a key pair (" + e.getMessage() + "); move it away to make"
                        + " a new one", e);
            }
        }
        Identity id = generate();
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path part = file.resolveSibling(file.getFileName() + ".part");
        String text = "# The key pair that signs this player's moves in network games. Keep it private.\n"
                + "public=" + id.publicHex + "\nprivate=" + Hashes.hex(id.privateEncoded()) + "\n";
        Files.writeString(part, text, StandardCharsets.UTF_8);
        try {
            Files.setPosixFilePermissions(part, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // A file system without POSIX permissions keeps its own.
        }
        Files.move(part, file, StandardCopyOption.ATOMIC_MOVE);
        return id;
    }

    /** The public key as hex: the player's name in entries. */
    public String publicKey() {
        return publicHex;
    }

    /** The private key in the JDK's PKCS#8 encoding (what the file keeps). */
    private byte[] privateEncoded() {
        byte[] pkcs8 = Arrays.copyOf(PKCS8_PREFIX, PKCS8_PREFIX.length + seed.length);
        System.arraycopy(seed, 0, pkcs8, PKCS8_PREFIX.length, seed.length);
        return pkcs8;
    }

    /**
     * Signs a text.
     *
     * @param text the text (its UTF-8 bytes are signed), not null
     * @return the signature as hex
     */
    public String sign(String text) {
        byte[] message = text.getBytes(StandardCharsets.UTF_8);
        byte[] signature = new byte[SIGNATURE_BYTES];
        Ed25519.sign(seed, 0, publicRaw, 0, message, 0, message.length, signature, 0);
        return Hashes.hex(signature);
    }

    /**
     * Checks a signature.
     *
     * @param publicKeyHex the signer's public key as hex (X.509)
     * @param text the signed text
     * @param signatureHex the signature as hex
     * @return true if the key signed the text; false for a wrong signature or a malformed key or signature
     */
    public static boolean verify(String publicKeyHex, String text, String signatureHex) {
        byte[] signature;
        try {
            signature = Hashes.bytes(signatureHex);
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (signature.length != SIGNATURE_BYTES) {
            return false;
        }
        Ed25519.PublicPoint key = POINTS.get(publicKeyHex);
        if (key == null) {
            key = point(publicKeyHex);
            if (key == null) {
                return false;
            }
            if (POINTS.size() >= KEY_CACHE) {
                POINTS.clear();
            }
            POINTS.put(publicKeyHex, key);
        }
        byte[] message = text.getBytes(StandardCharsets.UTF_8);
        return Ed25519.verify(signature, 0, key, message, 0, message.length);
    }

    /** The point of an X.509 Ed25519 public key given as hex, or null if it is malformed or not on the curve. */
    private static Ed25519.PublicPoint point(String publicKeyHex) {
        byte[] x509;
        try {
            x509 = Hashes.bytes(publicKeyHex);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (x509.length != KEY_BYTES || !Arrays.equals(x509, 0, X509_PREFIX.length, X509_PREFIX, 0, X509_PREFIX.length)) {
            return null;
        }
        return Ed25519.validatePublicKeyPartialExport(x509, X509_PREFIX.length);
    }
}
