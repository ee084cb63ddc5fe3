package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;

/**
 * The game at the table is paused (its pause panel, or a screen opened from it, is shown): on an
 * entity of its own while it lasts, written by the table's composer and read by the HUD.
 */
public record Paused() implements EntityComponent {
}
