package net.ur.client.audio;

import com.simsilica.lemur.Button;
import com.simsilica.lemur.Command;
import java.util.function.Consumer;
import jme3utilities.Validate;

/**
 * The one hook between the menus' buttons and the sound: a button given to {@link #attach} asks
 * for the hover sound when the pointer comes over it and the click sound when it is clicked (by
 * the mouse or by Enter). {@link SoundState} listens while it is enabled; with no sound state the
 * buttons are silent.
 */
public final class UiSounds {

    private static volatile Consumer<Sound> player;

    private UiSounds() {
    }

    /**
     * Gives a button its hover and click sounds.
     *
     * @param button the button; not null
     */
    @SuppressWarnings("unchecked")
    public static void attach(Button button) {
        Validate.nonNull(button, "button");
        button.addCommands(Button.ButtonAction.HighlightOn, (Command<Button>) source -> request(Sound.UI_HOVER));
        button.addClickCommands((Command<Button>) source -> request(Sound.UI_CLICK));
    }

    /**
     * Asks for a menu sound now, as a button does.
     *
     * @param sound {@link Sound#UI_HOVER} or {@link Sound#UI_CLICK}, or {@link Sound#MENU_MOTIF} when the
     *     main menu comes into view (the sound state plays it unless it played not long ago)
     */
    public static void request(Sound sound) {
        Consumer<Sound> p = player;
        if (p != null) {
            p.accept(sound);
        }
    }

    static void listen(Consumer<Sound> listener) {
        player = listener;
    }

    static void stopListening(Consumer<Sound> listener) {
        if (player == listener) {
            player = null;
        }
    }
}
