package net.ur.client.lesson;

import com.simsilica.es.EntityComponent;

/**
 * The person asks the lesson to take its step for them (the panel's Skip, or N), on an entity of
 * its own: the lesson's system takes it away and, when the lesson waits for the person, writes
 * the step's request as the person would have. The panel writes it instead of calling the system.
 */
public record LessonSkip() implements EntityComponent {
}
