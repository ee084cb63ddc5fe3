package net.ur.launcher;

import java.nio.file.Path;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.filter.Filter;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.TimeBasedRollingPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.spi.FilterReply;
import ch.qos.logback.core.util.FileSize;
import net.ur.client.settings.UserFolders;

/**
 * The game's logging, set up in code: what the game does at INFO, the libraries (jME, SpiderMonkey, whose
 * java.util.logging is bridged in by {@link Main}) only when they warn, all of it into the day's log file in
 * the data folder ({@link #folder()}); standard error shows the game's own lines only, so that a player never
 * reads a library's. Logback finds it as a service before it looks for an XML file; set up so, logging starts
 * without Logback's XML configurator, a noticeable part of the game's start. A file named by
 * {@code -Dlogback.configurationFile} still takes over.
 */
public final class LogSetup extends ContextAwareBase implements Configurator {

    /** The layout of a line: time, level, logger, message. */
    static final String PATTERN = "%d{HH:mm:ss.SSS} %-5level %logger{24} - %msg%n";
    /** The layout of a line in the file, which several programs of the game may write at once. */
    static final String FILE_PATTERN = "%d{yyyy-MM-dd HH:mm:ss.SSS} [%property{PID}] %-5level %logger{24} - %msg%n";
    /** The loggers whose lines standard error shows. */
    static final String OURS = "net.ur";
    /** How many days' log files are kept. */
    static final int DAYS_KEPT = 7;

    /** The folder of the log files: the data folder's {@code logs}. */
    static Path folder() {
        return UserFolders.data().resolve("logs");
    }

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        context.putProperty("PID", Long.toString(ProcessHandle.current().pid()));
        ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
        stderr.setContext(context);
        stderr.setName("STDERR");
        stderr.setTarget("System.err");
        stderr.setEncoder(encoder(context, PATTERN));
        stderr.addFilter(new Filter<>() {
            @Override
            public FilterReply decide(ILoggingEvent e) {
                String name = e.getLoggerName();
                return name.equals(OURS) || name.startsWith(OURS + ".") ? FilterReply.NEUTRAL : FilterReply.DENY;
            }
        });
        stderr.start();
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.WARN);
        root.addAppender(stderr);
        root.addAppender(file(context));
        context.getLogger(OURS).setLevel(Level.INFO);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /**
     * The day's file, written in Logback's prudent mode: two windows, a relay and the command-line players may
     * run at once and append to it, each line whole (prudent mode takes no file name of its own: the policy's
     * pattern names each day's file).
     */
    private static RollingFileAppender<ILoggingEvent> file(LoggerContext context) {
        RollingFileAppender<ILoggingEvent> file = new RollingFileAppender<>();
        file.setContext(context);
        file.setName("FILE");
        file.setPrudent(true);
        file.setEncoder(encoder(context, FILE_PATTERN));
        TimeBasedRollingPolicy<ILoggingEvent> days = new TimeBasedRollingPolicy<>();
        days.setContext(context);
        days.setParent(file);
        days.setFileNamePattern(folder().resolve("ur-%d{yyyy-MM-dd}.log").toString());
        days.setMaxHistory(DAYS_KEPT);
        days.setTotalSizeCap(FileSize.valueOf("50MB"));
        days.start();
        file.setRollingPolicy(days);
        file.start();
        return file;
    }

    private static PatternLayoutEncoder encoder(LoggerContext context, String pattern) {
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(pattern);
        encoder.start();
        return encoder;
    }
}
