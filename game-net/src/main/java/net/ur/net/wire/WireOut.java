package net.ur.net.wire;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import net.ur.net.chain.Hashes;

/** Writes a message's fields: lengths as two bytes, texts as UTF-8, hex fields as their bytes. */
final class WireOut {

    private final ByteBuffer buffer;

    WireOut(ByteBuffer buffer) {
        this.buffer = buffer;
    }

    void u8(int v) {
        buffer.put((byte) v);
    }

    void bool(boolean v) {
        buffer.put((byte) (v ? 1 : 0));
    }

    void i32(int v) {
        buffer.putInt(v);
    }

    void bytes(byte[] b) {
        buffer.putShort((short) b.length);
        buffer.put(b);
    }

    void hex(String h) {
        bytes(h == null || h.isEmpty() ? new byte[0] : Hashes.bytes(h));
    }

    void str(String s) {
        bytes((s == null ? "" : s).getBytes(StandardCharsets.UTF_8));
    }
}
