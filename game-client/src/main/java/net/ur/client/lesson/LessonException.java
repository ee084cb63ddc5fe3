package net.ur.client.lesson;

/**
 * A lesson file that cannot be used: not a lesson, or a step whose action is not legal where the
 * steps before it lead. The message names the file and the step.
 */
public class LessonException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong, naming the file and the step; not null
     */
    public LessonException(String message) {
        super(message);
    }
}
