package net.ur.launcher;

import net.ur.client.UrApp;
import net.ur.client.lesson.Lesson;
import net.ur.client.lesson.LessonException;
import net.ur.client.lesson.LessonScript;
import net.ur.client.settings.GameOptions;
import net.ur.client.settings.SettingsStore;
import net.ur.tools.command.Streams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code ./ur learn classic|babylonian|ravensburg}: opens the game straight into a lesson. */
@Command(name = "learn", description = "learn to play: a guided game of classic, babylonian or ravensburg rules")
final class LearnCommand extends GameCommand {

    @Parameters(index = "0", paramLabel = "LESSON", description = "classic, babylonian or ravensburg")
    String lesson;

    @Mixin
    WindowOptions window;

    LearnCommand(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (!Lesson.IDS.contains(lesson)) {
            throw usageError("unknown lesson '" + lesson + "': the lessons are " + String.join(", ", Lesson.IDS));
        }
        try {
            LessonScript.load(lesson);
        } catch (LessonException e) {
            err.println("ur: the lesson cannot be played: " + e.getMessage());
            return 1;
        }
        GameOptions options = checked(() -> window.over(SettingsStore.forPlayer().load().windowOptions()));
        return start(UrApp.withLesson(options, lesson).speaking(window.lang));
    }
}
