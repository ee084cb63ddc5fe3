package net.ur.client.assets;

import com.jme3.asset.AssetInfo;
import com.jme3.asset.AssetLoader;
import com.jme3.texture.Image;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.ArrayList;

/**
 * Reads and writes a baked picture ({@value #EXTENSION}): an image's pixels as the renderer takes
 * them, every face (one, or six of a cube) with its mipmap levels, behind a short header of its
 * format, size and colour space. Read straight into the buffer the renderer uploads, it needs no
 * decoding; the baked models ({@link AssetBaker}) name their textures' pictures by such files.
 *
 * <p>The file: an int, the header's length; the header (a version, the format's and the colour
 * space's names, width, height, depth, the number of faces, the level sizes); then each face's
 * length and bytes.
 */
public final class BakedImageLoader implements AssetLoader {

    /** The file name's extension of a baked picture. */
    public static final String EXTENSION = "urimage";

    private static final int VERSION = 1;

    @Override
    public Object load(AssetInfo info) throws IOException {
        try (InputStream in = info.openStream()) {
            return read(in);
        }
    }

    /**
     * Writes an image.
     *
     * @param image the image; not null
     * @param out where; not closed
     * @throws IOException when it cannot be written
     */
    public static void write(Image image, OutputStream out) throws IOException {
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        DataOutputStream h = new DataOutputStream(header);
        h.writeInt(VERSION);
        h.writeUTF(image.getFormat().name());
        h.writeUTF(image.getColorSpace() == null ? "" : image.getColorSpace().name());
        h.writeInt(image.getWidth());
        h.writeInt(image.getHeight());
        h.writeInt(image.getDepth());
        h.writeInt(image.getData().size());
        int[] mips = image.hasMipmaps() ? image.getMipMapSizes() : new int[0];
        h.writeInt(mips.length);
        for (int m : mips) {
            h.writeInt(m);
        }
        h.flush();
        DataOutputStream o = new DataOutputStream(out);
        o.writeInt(header.size());
        header.writeTo(o);
        for (ByteBuffer face : image.getData()) {
            ByteBuffer b = face.duplicate();
            b.rewind();
            o.writeInt(b.remaining());
            byte[] bytes = new byte[b.remaining()];
            b.get(bytes);
            o.write(bytes);
        }
        o.flush();
    }

    /**
     * Reads an image written by {@link #write}.
     *
     * @param in the file's bytes, from its start
     * @return the image, its pixels in direct buffers
     * @throws IOException when it cannot be read or is no baked picture of this version
     */
    public static Image read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(in);
        byte[] headerBytes = new byte[d.readInt()];
        d.readFully(headerBytes);
        DataInputStream h = new DataInputStream(new ByteArrayInputStream(headerBytes));
        int version = h.readInt();
        if (version != VERSION) {
            throw new IOException("a baked picture of version " + version + ", not " + VERSION);
        }
        Image.Format format = Image.Format.valueOf(h.readUTF());
        String space = h.readUTF();
        int width = h.readInt();
        int height = h.readInt();
        int depth = h.readInt();
        int faces = h.readInt();
        int[] mips = new int[h.readInt()];
        for (int i = 0; i < mips.length; i++) {
            mips[i] = h.readInt();
        }
        ArrayList<ByteBuffer> data = new ArrayList<>(faces);
        FileChannel channel = in instanceof FileInputStream f ? f.getChannel() : null;
        for (int i = 0; i < faces; i++) {
            ByteBuffer face = BufferUtils.createByteBuffer(d.readInt());
            if (channel != null) {
                // Straight from the file into the buffer the renderer uploads.
                while (face.hasRemaining()) {
                    if (channel.read(face) < 0) {
                        throw new EOFException("a baked picture cut short");
                    }
                }
            } else {
                byte[] bytes = new byte[face.capacity()];
                d.readFully(bytes);
                face.put(bytes);
            }
            face.flip();
            data.add(face);
        }
        Image image = new Image(format, width, height, depth, data, mips.length > 1 ? mips : null,
                space.isEmpty() ? null : ColorSpace.valueOf(space));
        return image;
    }
}
