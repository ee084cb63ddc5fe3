package net.ur.net.wire;

import com.jme3.network.AbstractMessage;

/**
 * A message of the Ur protocol: a SpiderMonkey message whose fields {@link Wire}'s serializer
 * writes and reads itself, field by field, every length bounded (no Java object serialization, no
 * class named by the wire). Every message is sent reliably (TCP).
 */
public abstract class WireMessage extends AbstractMessage {

    protected WireMessage() {
        super(true);
    }

    /** Writes the fields. */
    abstract void write(WireOut out);

    /**
     * Reads the fields.
     *
     * @throws java.io.IOException if a field is out of its bounds
     */
    abstract void read(WireIn in) throws java.io.IOException;
}
