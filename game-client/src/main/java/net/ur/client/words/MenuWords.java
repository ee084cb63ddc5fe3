package net.ur.client.words;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The menus' words where a line says something of the player's games: the saved games screen (its
 * rows, its questions and what its actions did, still English) and the main menu's line under
 * Continue, with the dates and counts of moves, in the language in use ({@link Words}). Names of
 * sides and rule sets come in already made.
 */
public final class MenuWords {

    private MenuWords() {
    }

    /**
     * A fixed label or line of this class; through this call it is no compile-time constant, so
     * the text stays in this class alone.
     */
    private static String said(String text) {
        return text;
    }

    /**
     * A date as the menus show it.
     *
     * @param when the time, or {@link LocalDateTime#MIN} when it is not known
     * @return e.g. "22 Nov 2026, 04:30", or "undated", in the language in use
     */
    public static String date(LocalDateTime when) {
        if (when == null || when.equals(LocalDateTime.MIN)) {
            return Words.get("date.undated");
        }
        String lang = Words.language().equals(Words.PSEUDO) ? "en" : Words.language();
        return when.format(DateTimeFormatter.ofPattern(Words.in(lang, "date.pattern"), Locale.forLanguageTag(lang)));
    }

    /**
     * "1 move" or "23 moves".
     *
     * @param moves the count, at least 0
     * @return the words
     */
    public static String moves(int moves) {
        return Words.get("menu.moves", moves);
    }

    // The saved games screen.

    public static final String SAVED_GAMES = said("Saved games");
    public static final String REVIEW = said("Review");
    public static final String EXPORT = said("Export as RGN");
    public static final String DELETE = said("Delete");
    public static final String DELETE_ALL = said("Delete all");
    public static final String LUCK = said("Luck of the dice");
    /** The luck screen's pictures: the throws got against fair dice's. */
    public static final String LUCK_THROWS = said("Throws (bars) against fair dice (lines)");
    public static final String LUCK_BROAD = said("Broad astragal against fair");
    public static final String OLDER = said("Older");
    public static final String NEWER = said("Newer");
    public static final String BACK = said("Back");
    public static final String YES_DELETE = said("Yes, delete");
    public static final String NO_KEEP = said("No, keep");

    /**
     * The saved games screen with no game in it.
     *
     * @param folder where the games are kept, or null when the run has no place for them
     * @return the line
     */
    public static String noGames(Path folder) {
        return "No games yet. Every game you play goes here by itself when it ends (or when you start another"
                + " before it ends)." + (folder == null ? "" : " They are kept in " + folder + ".");
    }

    /** The line under the title of a list of games: what a click does. */
    public static final String LIST_HINT = said("Click a game (or Enter) to open it: an unfinished game goes on,"
            + " a finished one opens its review. The buttons below act on the marked game (Right takes the keys to them).");

    /**
     * A row of the list.
     *
     * @param when when it was saved, or {@link LocalDateTime#MIN}
     * @param rules the rule set's name
     * @param light the light side, described
     * @param dark the dark side, described
     * @param moves the piece moves made
     * @param result "Light won", or null for an unfinished game
     * @param kept whether the player kept it (it is never deleted but by the player)
     * @return e.g. "22 Nov 2026, 04:30   Finkel   Light v Dark (computer: expert)   23 moves, finished: Light won"
     */
    public static String row(LocalDateTime when, String rules, String light, String dark, int moves, String result,
            boolean kept) {
        return date(when) + "   " + rules + "   " + light + " v " + dark + "   " + moves(moves) + ", "
                + (result == null ? "unfinished" : "finished: " + result) + (kept ? ", kept" : "");
    }

    /**
     * A row of a file that cannot be read.
     *
     * @param file its name
     * @param problem why, shortened
     * @return the line
     */
    public static String unreadableRow(String file, String problem) {
        return file + ": cannot be read (" + problem + ")";
    }

    /**
     * Who won, for a row.
     *
     * @param winner the winner's name, or null when the game ended without one
     * @return the words
     */
    public static String won(String winner) {
        return winner == null ? "over" : winner + " won";
    }

    /**
     * The line under the list when the list is longer than a page.
     *
     * @param first the first shown, from 1
     * @param last the last shown
     * @param all how many there are
     * @return the line
     */
    public static String page(int first, int last, int all) {
        return "Games " + first + " to " + last + " of " + all;
    }

    /** Said when an action needs a game and none is marked. */
    public static final String CHOOSE_FIRST = said("Choose a game first (point at it, or move to it with the arrows).");

    /**
     * Said of a file that cannot be read when the player acts on it.
     *
     * @param what what cannot be done ("opened", "reviewed", "exported")
     * @param problem why it cannot be read
     * @return the line
     */
    public static String cannotBe(String what, String problem) {
        return "This file cannot be read, so it cannot be " + what + ": " + problem;
    }

    /**
     * Said after {@link #cannotBe}: where the file is left.
     *
     * @param folder its folder
     * @return the words, beginning with a space
     */
    public static String leftIn(Path folder) {
        return " It is left as it is in " + folder + ".";
    }

    /**
     * The question before one game is deleted.
     *
     * @param row the game's row
     * @return the question
     */
    public static String askDelete(String row) {
        return "Delete this game for good? " + row;
    }

    /**
     * The question before every game is deleted.
     *
     * @param games how many games can be deleted
     * @param unreadable how many files cannot be read (they are left alone)
     * @return the question
     */
    public static String askDeleteAll(int games, int unreadable) {
        return "Delete all " + (games == 1 ? "1 game" : games + " games") + " for good, the kept ones too?"
                + (unreadable == 0 ? "" : " The " + (unreadable == 1 ? "file" : unreadable + " files")
                        + " that cannot be read are left as they are.");
    }

    /**
     * What a deletion did.
     *
     * @param games how many were deleted
     * @return the line
     */
    public static String deleted(int games) {
        return games == 1 ? "The game was deleted." : games + " games were deleted.";
    }

    /**
     * A deletion that failed.
     *
     * @param why the reason
     * @return the line
     */
    public static String notDeleted(String why) {
        return "The game could not be deleted: " + why;
    }

    /** Said when the player answered no. */
    public static final String NOTHING_DELETED = said("Nothing was deleted.");

    /**
     * An export written.
     *
     * @param file the file
     * @return the line
     */
    public static String exported(Path file) {
        return "Written as RGN to " + file + ".";
    }

    /**
     * An export that failed.
     *
     * @param why the reason
     * @return the line
     */
    public static String notExported(String why) {
        return "The RGN file could not be written: " + why;
    }

    // The main menu.

    /**
     * The line under Continue: which game it resumes.
     *
     * @param rules the rule set's name
     * @param opponent the side the person plays against, described (e.g. "Dark (computer: expert)"),
     *     or null when people play both sides
     * @param light the light side, described
     * @param dark the dark side, described
     * @param moves the piece moves made so far, both sides
     * @param when when it was last saved, or {@link LocalDateTime#MIN}
     * @return e.g. "Finkel against Dark (computer: expert), 12 moves in, saved 4 Dec 2026, 23:10"
     */
    public static String continues(String rules, String opponent, String light, String dark, int moves, LocalDateTime when) {
        return opponent == null ? Words.get("menu.continuesBoth", rules, light, dark, moves, date(when))
                : Words.get("menu.continuesAgainst", rules, opponent, moves, date(when));
    }

}
