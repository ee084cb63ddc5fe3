package net.ur.net.wire;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

import net.ur.net.chain.Hashes;

/**
 * Reads a message's fields, each within its stated bound and within the bytes the message has:
 * a length the message cannot hold or a field larger than its bound is an error, before anything
 * is allocated for it.
 */
final class WireIn {

    private final ByteBuffer buffer;

    WireIn(ByteBuffer buffer) {
        this.buffer = buffer;
    }

    private void need(int n, String what) throws IOException {
        if (n < 0 || buffer.remaining() < n) {
            throw new IOException("message too short for " + what);
        }
    }

    int u8(String what) throws IOException {
        need(1, what);
        return buffer.get() & 0xff;
    }

    boolean bool(String what) throws IOException {
        int v = u8(what);
        if (v > 1) {
            throw new IOException(what + " must be 0 or 1, not " + v);
        }
        return v == 1;
    }

    int i32(String what) throws IOException {
        need(4, what);
        return buffer.getInt();
    }

    long i64(String what) throws IOException {
        need(8, what);
        return buffer.getLong();
    }

    byte[] bytes(int max, String what) throws IOException {
        need(2, what);
        int n = buffer.getShort() & 0xffff;
        if (n > max) {
            throw new IOException(what + " of " + n + " bytes is longer than its limit of " + max);
        }
        need(n, what);
        byte[] b = new byte[n];
        buffer.get(b);
        return b;
    }

    /** Hex of a field that is empty or exactly {@code size} bytes. */
    String hex(int size, String what) throws IOException {
        byte[] b = bytes(size, what);
        if (b.length != 0 && b.length != size) {
            throw new IOException(what + " must be empty or " + size + " bytes, not " + b.length);
        }
        return Hashes.hex(b);
    }

    String str(int maxBytes, String what) throws IOException {
        byte[] b = bytes(maxBytes, what);
        try {
            CharBuffer c = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b));
            return c.toString();
        } catch (CharacterCodingException e) {
            throw new IOException(what + " is not UTF-8", e);
        }
    }

    void end() throws IOException {
        if (buffer.remaining() != 0) {
            throw new IOException(buffer.remaining() + " bytes after the message's last field");
        }
    }
}
