package net.ur.net.chain;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Properties;

/**
 * A player's Ed25519 key pair (the JDK's own): its public key, as hex of the X.509 encoding, names
 * the player in every entry it signs. Kept in the data folder ({@link #defaultFile()}), made on
 * first use, readable by its owner only.
 */
public final class Identity {

    /** Hex digits of an encoded public key: 44 bytes of X.509 for Ed25519. */
    public static final int KEY_BYTES = 44;
    /** Bytes of an Ed25519 signature. */
    public static final int SIGNATURE_BYTES = 64;

    /**
     * Verifiers already initialised, by public key, idle ones queued for reuse (a match has two keys; the
     * relay's cache is cleared when it holds more keys than this).
     */
    private static final int KEY_CACHE = 4096;
    private static final java.util.Map<String, java.util.Queue<Signature>> VERIFIERS =
            new java.util.concurrent.ConcurrentHashMap<>();

    private final KeyPair pair;
    private final String publicHex;

    private Identity(KeyPair pair) {
        this.pair = pair;
        this.publicHex = Hashes.hex(pair.getPublic().getEncoded());
    }

    /**
     * A new key pair, kept nowhere (tests, bots, the benchmark).
     *
     * @return the identity
     */
    public static Identity generate() {
        try {
            return new Identity(KeyPairGenerator.getInstance("Ed25519").generateKeyPair());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this Java has no Ed25519", e);
        }
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
                return new Identity(new KeyPair(pub, priv));
            } catch (GeneralSecurityException | IllegalArgumentException e) {
                throw new IOException(file + " does not hold a key pair (" + e.getMessage() + "); move it away to make"
                        + " a new one", e);
            }
        }
        Identity id = generate();
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path part = file.resolveSibling(file.getFileName() + ".part");
        String text = "# The key pair that signs this player's moves in network games. Keep it private.\n"
                + "public=" + id.publicHex + "\nprivate=" + Hashes.hex(id.pair.getPrivate().getEncoded()) + "\n";
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

    /**
     * Signs a text.
     *
     * @param text the text (its UTF-8 bytes are signed), not null
     * @return the signature as hex
     */
    public String sign(String text) {
        try {
            Signature s = Signature.getInstance("Ed25519");
            s.initSign(pair.getPrivate());
            s.update(text.getBytes(StandardCharsets.UTF_8));
            return Hashes.hex(s.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot sign with Ed25519", e);
        }
    }

    /**
     * Checks a signature.
     *
     * @param publicKeyHex the signer's public key as hex
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
        java.util.Queue<Signature> idle = VERIFIERS.get(publicKeyHex);
        Signature s = idle == null ? null : idle.poll();
        try {
            if (s == null) {
                s = verifier(publicKeyHex);
                if (idle == null) {
                    if (VERIFIERS.size() >= KEY_CACHE) {
                        VERIFIERS.clear();
                    }
                    idle = VERIFIERS.computeIfAbsent(publicKeyHex, k -> new java.util.concurrent.ConcurrentLinkedQueue<>());
                }
            }
            s.update(text.getBytes(StandardCharsets.UTF_8));
            boolean good = s.verify(signature);
            idle.add(s);
            return good;
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            // A verifier that failed is dropped (its state is unknown); a malformed key never gets one.
            return false;
        }
    }

    /** A verifier initialised with a public key: the JDK decodes the key's point (a square root) on each init. */
    private static Signature verifier(String publicKeyHex) throws GeneralSecurityException {
        PublicKey key = KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(
                Hashes.bytes(publicKeyHex)));
        Signature s = Signature.getInstance("Ed25519");
        s.initVerify(key);
        return s;
    }
}
