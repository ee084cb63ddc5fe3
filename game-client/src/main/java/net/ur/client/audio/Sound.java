package net.ur.client.audio;

import com.jme3.audio.AudioData;
import java.util.ArrayList;
import java.util.List;
import jme3utilities.Validate;

/**
 * Every sound of the game and where its files are: each sound has one or more variants (files
 * {@code name-1.ogg}, {@code name-2.ogg}, ... or a single {@code name.ogg}), a channel whose volume
 * the settings set, and whether it loops. The files are made by {@code assets/scripts/MakeSounds.java}.
 */
public enum Sound {

    /** The dice shaken in the hand and let go. */
    DICE_THROW("Sounds/Dice/throw", 3, Channel.EFFECTS, false),
    /** One knock of a die on the board, the table or another die; played per physics contact. */
    DICE_KNOCK("Sounds/Dice/knock", 6, Channel.EFFECTS, false),
    /** A piece lifted to move. */
    PIECE_LIFT("Sounds/Pieces/lift", 4, Channel.EFFECTS, false),
    /** A piece set down. */
    PIECE_PLACE("Sounds/Pieces/place", 4, Channel.EFFECTS, false),
    /** A piece knocked off its square by a capture. */
    CAPTURE("Sounds/Pieces/capture", 2, Channel.EFFECTS, false),
    /** A piece landing on a rosette. */
    ROSETTE("Sounds/Pieces/rosette", 1, Channel.EFFECTS, false),
    /** One coin counted into the pool. */
    COIN_IN("Sounds/Coins/in", 3, Channel.EFFECTS, false),
    /** One coin taken out of the pool. */
    COIN_OUT("Sounds/Coins/out", 3, Channel.EFFECTS, false),
    /** Several coins counted into the pool. */
    COINS_IN("Sounds/Coins/in-many", 1, Channel.EFFECTS, false),
    /** Several coins gathered out of the pool. */
    COINS_OUT("Sounds/Coins/out-many", 1, Channel.EFFECTS, false),
    /** A turn that passes without a move. */
    NO_MOVE("Sounds/Game/no-move", 1, Channel.EFFECTS, false),
    /** A game won (or ended, between two computer players). */
    WIN("Sounds/Game/win", 1, Channel.EFFECTS, false),
    /** A game lost by the person at the table. */
    LOSS("Sounds/Game/loss", 1, Channel.EFFECTS, false),
    /** The pointer over a menu button. */
    UI_HOVER("Sounds/Interface/hover", 1, Channel.EFFECTS, false),
    /** A menu button clicked. */
    UI_CLICK("Sounds/Interface/click", 1, Channel.EFFECTS, false),
    /** The lyre's motif when the main menu shows. */
    MENU_MOTIF("Sounds/Music/menu-motif", 1, Channel.AMBIENCE, false),
    /** The night outside the window: wind and insects, looping. */
    NIGHT("Sounds/Ambience/night", 1, Channel.AMBIENCE, true),
    /** The lamp's flame, looping. */
    FLAME("Sounds/Ambience/flame", 1, Channel.AMBIENCE, true);

    /** Which volume setting a sound follows (besides the master volume). */
    public enum Channel {
        /** The effects volume. */
        EFFECTS,
        /** The ambience volume (the loops and the music). */
        AMBIENCE
    }

    /** The folders of the long sounds, which are streamed rather than held in memory. */
    private static final String[] STREAMED = {"Sounds/Ambience/", "Sounds/Music/"};

    private final String base;
    private final int variants;
    private final Channel channel;
    private final boolean loop;

    Sound(String base, int variants, Channel channel, boolean loop) {
        this.base = base;
        this.variants = variants;
        this.channel = channel;
        this.loop = loop;
    }

    /** How many files the sound has, at least 1. */
    public int variants() {
        return variants;
    }

    /** The volume setting it follows. */
    public Channel channel() {
        return channel;
    }

    /** Whether it plays on and on until stopped. */
    public boolean isLoop() {
        return loop;
    }

    /** Buffer for short effects (decoded once, cached); Stream for the long loops and the music. */
    public AudioData.DataType dataType() {
        for (String prefix : STREAMED) {
            if (base.startsWith(prefix)) {
                return AudioData.DataType.Stream;
            }
        }
        return AudioData.DataType.Buffer;
    }

    /**
     * The asset path of one variant.
     *
     * @param variant 0 to {@code variants() - 1}
     * @return the path, e.g. {@code Sounds/Dice/knock-3.ogg}
     */
    public String asset(int variant) {
        Validate.inRange(variant, "variant", 0, variants - 1);
        return variants == 1 ? base + ".ogg" : base + "-" + (variant + 1) + ".ogg";
    }

    /** The asset paths of every variant. */
    public List<String> assets() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < variants; i++) {
            out.add(asset(i));
        }
        return out;
    }
}
