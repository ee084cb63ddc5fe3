package net.ur.client.lesson;

import com.simsilica.es.EntityComponent;

/**
 * The person asks the lesson to take a step for them (the panel's Skip, or N), or not to wait any
 * longer on an opponent's step whose line is being read (Space, or the panel's Go on), on an
 * entity of its own: the lesson's system takes it away and, when it is still at that step, writes
 * the step's request. The panel writes it instead of calling the system; the step it names keeps
 * a late ask from taking the next step instead.
 *
 * @param step the step asked for, from 0
 */
public record LessonSkip(int step) implements EntityComponent {
}
