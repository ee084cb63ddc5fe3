package net.ur.net.chain;

import java.nio.file.Path;

/**
 * A second program of the game for {@link IdentityTest}: claims the key pair file named by its argument,
 * prints the file it was given, and holds it until its standard input closes.
 */
final class ClaimingProgram {

    private ClaimingProgram() {
    }

    public static void main(String[] args) throws Exception {
        System.out.println(Identity.claim(Path.of(args[0])));
        System.out.flush();
        while (System.in.read() >= 0) {
            // Holds the claim until the test closes the pipe.
        }
    }
}
