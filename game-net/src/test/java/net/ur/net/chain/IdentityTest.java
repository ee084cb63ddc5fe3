package net.ur.net.chain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The key pair signs with BouncyCastle's Ed25519; keys and signatures must stay good with the JDK's
 * (players' data folders hold key files the JDK wrote, saved matches hold entries the JDK signed).
 */
class IdentityTest {

    @TempDir
    Path dir;

    private static final String TEXT = "ur-net-entry/1;game=ab;seq=3;author=cd;prev=ef;action=move;secret=;commit=;move=3:start>A4";

    private static String jdkSign(PrivateKey key, String text) throws GeneralSecurityException {
        Signature s = Signature.getInstance("Ed25519");
        s.initSign(key);
        s.update(text.getBytes(StandardCharsets.UTF_8));
        return Hashes.hex(s.sign());
    }

    private static boolean jdkVerify(String publicHex, String text, String signatureHex) throws GeneralSecurityException {
        PublicKey key = KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(Hashes.bytes(publicHex)));
        Signature s = Signature.getInstance("Ed25519");
        s.initVerify(key);
        s.update(text.getBytes(StandardCharsets.UTF_8));
        return s.verify(Hashes.bytes(signatureHex));
    }

    /** A key file as the JDK-based code wrote it (X.509 and PKCS#8 hex of the JDK's own key pair). */
    private Path jdkKeyFile(KeyPair pair) throws IOException {
        Path file = dir.resolve("identity.key");
        Files.writeString(file, "# The key pair that signs this player's moves in network games. Keep it private.\n"
                + "public=" + Hashes.hex(pair.getPublic().getEncoded()) + "\nprivate="
                + Hashes.hex(pair.getPrivate().getEncoded()) + "\n");
        return file;
    }

    /**
     * Two programs of one account (two windows) each play with a key of their own: the second is given
     * {@code identity-2.key} while the first holds {@code identity.key}, and the same file every time it asks.
     */
    @Test
    void aSecondProgramClaimsAKeyOfItsOwnWhileTheFirstHoldsTheAccountsKey() throws Exception {
        Path file = dir.resolve("net").resolve("identity.key");
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process first = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"),
                ClaimingProgram.class.getName(), file.toString()).redirectErrorStream(true).start();
        try (var lines = new java.io.BufferedReader(new java.io.InputStreamReader(first.getInputStream(),
                StandardCharsets.UTF_8))) {
            assertEquals(file.toAbsolutePath().toString(), lines.readLine(), "the first program takes the account's key");
            Path mine = Identity.claim(file);
            assertEquals(dir.resolve("net").resolve("identity-2.key").toAbsolutePath(), mine);
            assertEquals(mine, Identity.claim(file), "the same program is given the same file again");
            assertFalse(Identity.loadOrCreate(mine).publicKey().equals(Identity.loadOrCreate(file).publicKey()),
                    "two keys, two players");
        } finally {
            first.getOutputStream().close();
            assertTrue(first.waitFor(30, java.util.concurrent.TimeUnit.SECONDS), "the first program ends");
        }
    }

    @Test
    void aKeyFileTheJdkWroteSignsTheSameBytesAsTheJdk() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Identity id = Identity.loadOrCreate(jdkKeyFile(pair));
        assertEquals(Hashes.hex(pair.getPublic().getEncoded()), id.publicKey(), "the same public key, the same name");
        for (String text : new String[] {TEXT, "", "é ∑ 𒀭"}) {
            // Ed25519 is deterministic: the same key and text give the same signature, whoever computes it.
            assertEquals(jdkSign(pair.getPrivate(), text), id.sign(text), "the same signature as the JDK's");
        }
    }

    @Test
    void signaturesOfEitherAreGoodForTheOther() throws Exception {
        for (int i = 0; i < 20; i++) {
            KeyPair pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
            String publicHex = Hashes.hex(pair.getPublic().getEncoded());
            String text = TEXT + i;
            assertTrue(Identity.verify(publicHex, text, jdkSign(pair.getPrivate(), text)), "the JDK's signature is good");
            assertFalse(Identity.verify(publicHex, text + "x", jdkSign(pair.getPrivate(), text)), "not for another text");

            Identity ours = Identity.generate();
            String signature = ours.sign(text);
            assertTrue(jdkVerify(ours.publicKey(), text, signature), "the JDK takes ours");
            assertFalse(jdkVerify(ours.publicKey(), text + "x", signature));
            assertFalse(Identity.verify(publicHex, text, signature), "not with another player's key");
        }
    }

    @Test
    void aKeyFileThisWritesIsReadByTheJdkAndAgain() throws Exception {
        Path file = dir.resolve("net").resolve("identity.key");
        Identity made = Identity.loadOrCreate(file);
        Properties p = new Properties();
        try (var in = Files.newBufferedReader(file)) {
            p.load(in);
        }
        KeyFactory kf = KeyFactory.getInstance("Ed25519");
        PublicKey pub = kf.generatePublic(new X509EncodedKeySpec(Hashes.bytes(p.getProperty("public"))));
        PrivateKey priv = kf.generatePrivate(new PKCS8EncodedKeySpec(Hashes.bytes(p.getProperty("private"))));
        assertEquals(made.publicKey(), Hashes.hex(pub.getEncoded()));
        assertEquals(made.sign(TEXT), jdkSign(priv, TEXT), "the JDK signs with the kept key as this does");
        assertEquals(made.publicKey(), Identity.loadOrCreate(file).publicKey(), "read again, the same player");
    }

    @Test
    void aKeyFileWhosePublicKeyIsAnothersIsRefusedAndLeftAlone() throws Exception {
        KeyPair a = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        KeyPair b = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Path file = jdkKeyFile(new KeyPair(b.getPublic(), a.getPrivate()));
        String before = Files.readString(file);
        IOException e = assertThrows(IOException.class, () -> Identity.loadOrCreate(file));
        assertTrue(e.getMessage().contains("does not hold a key pair"), e.getMessage());
        assertEquals(before, Files.readString(file));
    }

    @Test
    void aSeedMakesTheSameKeysEveryTimeAndTheirSignaturesAreGood() {
        byte[] seed = new byte[32];
        new java.util.SplittableRandom(7).nextBytes(seed);
        Identity a = Identity.fromSeed(seed);
        Identity b = Identity.fromSeed(seed.clone());
        assertEquals(a.publicKey(), b.publicKey());
        seed[0] ^= 1;
        assertFalse(a.publicKey().equals(Identity.fromSeed(seed).publicKey()), "another seed, other keys");
        assertTrue(Identity.verify(a.publicKey(), "text", a.sign("text")));
        assertThrows(IllegalArgumentException.class, () -> Identity.fromSeed(new byte[31]));
    }

    @Test
    void malformedKeysAndSignaturesAreNotGood() {
        Identity id = Identity.generate();
        String signature = id.sign(TEXT);
        assertTrue(Identity.verify(id.publicKey(), TEXT, signature));
        assertFalse(Identity.verify(id.publicKey(), TEXT, signature.substring(2)), "a short signature");
        assertFalse(Identity.verify(id.publicKey(), TEXT, "zz" + signature.substring(2)), "not hex");
        assertFalse(Identity.verify(id.publicKey().substring(2), TEXT, signature), "a short key");
        assertFalse(Identity.verify("00" + id.publicKey().substring(2), TEXT, signature), "not an X.509 Ed25519 key");
        // A key whose y is not below the field's prime (RFC 8032 5.1.3: decoding fails).
        String noPoint = id.publicKey().substring(0, 24) + "ed" + "ff".repeat(30) + "7f";
        assertFalse(Identity.verify(noPoint, TEXT, signature), "a key that is no point");
        byte[] flipped = Hashes.bytes(signature);
        flipped[40] ^= 1;
        assertFalse(Identity.verify(id.publicKey(), TEXT, Hashes.hex(flipped)), "a changed signature");
    }
}
