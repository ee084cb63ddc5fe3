package net.ur.net.chain;

import java.nio.ByteBuffer;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Dice that neither side chooses: each side commits to the SHA-256 of a fresh secret, then both
 * reveal; a throw's randomness is a {@link SplittableRandom} seeded with the first 8 bytes of
 * SHA-256 over the game id, the throw's number and both secrets, and the rules throw their own
 * dice with it. Neither side can steer the seed once it has committed; the side that reveals last
 * can only refuse to reveal, which loses it the game by forfeit.
 */
public final class SharedDice {

    private SharedDice() {
    }

    /**
     * The commitment to a secret.
     *
     * @param secretHex the secret, hex
     * @return 64 hex digits
     */
    public static String commitment(String secretHex) {
        return Hashes.sha256Hex("ur-net-commit/1;" + secretHex);
    }

    /**
     * The randomness of one throw.
     *
     * @param gameId the game's id
     * @param throwNumber the throw's number in the game, from 0 (opening throws count)
     * @param lightSecret light's revealed secret, hex
     * @param darkSecret dark's revealed secret, hex
     * @return a generator both sides build alike
     */
    public static RandomGenerator random(String gameId, int throwNumber, String lightSecret, String darkSecret) {
        byte[] h = Hashes.sha256("ur-net-dice/1;game=" + gameId + ";throw=" + throwNumber + ";light=" + lightSecret
                + ";dark=" + darkSecret);
        return new SplittableRandom(ByteBuffer.wrap(h).getLong());
    }

    /**
     * A fresh secret.
     *
     * @param random where its bytes come from (a {@link java.security.SecureRandom} in play; seeded in tests)
     * @return {@link Entry#SECRET_BYTES} bytes as hex
     */
    public static String newSecret(RandomGenerator random) {
        byte[] b = new byte[Entry.SECRET_BYTES];
        random.nextBytes(b);
        return Hashes.hex(b);
    }
}
