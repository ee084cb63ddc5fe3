package net.ur.client.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.ai.review.DiceTally;
import net.ur.ai.review.Judge;
import net.ur.ai.review.LuckCache;
import net.ur.ai.review.LuckReport;
import net.ur.ai.review.Review;
import net.ur.ai.review.Reviewer;
import net.ur.client.game.PlayerNames;
import net.ur.client.perfect.PerfectTables;
import net.ur.client.perfect.PerfectTablesState;
import net.ur.client.perfect.ReviewJudge;
import net.ur.client.settings.PlaySetup;
import net.ur.client.settings.SavedGames;
import net.ur.client.settings.Settings;
import net.ur.client.settings.SettingsState;
import net.ur.client.words.MenuWords;
import net.ur.rules.Player;
import net.ur.rules.record.GameRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The luck of the dice over all the saved games on one screen: for the person ("you" in the games
 * against the computer, by the settings' names in games of two people) and each computer player, and each kind of dice, the games, what the dice gave
 * against the average throw (in winning chance, summed and a game on average), and the throws they
 * got against fair dice with the verdict ({@link LuckReport}). The games are reviewed on a worker
 * thread (by perfect play's table where it is ready, else the master's estimate), the screen showing
 * how far it has come. What each game's review gave is remembered ({@link LuckCache}, in the data folder, by
 * the file's content and the judge), so opening the screen again reviews only the games it has not seen.
 */
public class LuckScreen extends ScreenState {

    private static final Logger LOG = LoggerFactory.getLogger(LuckScreen.class);

    /**
     * The games counted so far (of them, those whose luck was remembered from an earlier review) and the
     * report over them; replaced whole by the worker.
     */
    record Progress(int done, int total, int remembered, LuckReport report) {
    }

    private volatile Progress progress = new Progress(0, 0, 0, LuckReport.empty());
    private int shown = -1;
    private ExecutorService worker;

    @Override
    protected boolean rebuildOnShow() {
        return true;
    }

    @Override
    protected void onEnable() {
        SettingsState state = getState(SettingsState.class);
        List<SavedGames.Kept> kept = state == null ? List.of()
                : state.saves().list().stream().filter(SavedGames.Kept::readable).toList();
        Settings settings = state == null ? null : state.get();
        PerfectTablesState perfect = getState(PerfectTablesState.class);
        progress = new Progress(0, kept.size(), 0, LuckReport.empty());
        shown = -1;
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ur-luck");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        java.nio.file.Path cacheFile = state == null ? null : state.saves().luckCacheFile();
        worker.submit(() -> {
            LuckCache cache = cacheFile == null ? LuckCache.empty() : LuckCache.read(cacheFile);
            LuckReport report = LuckReport.empty();
            int done = 0;
            try {
                for (SavedGames.Kept k : kept) {
                    if (Thread.currentThread().isInterrupted()) {
                        return;
                    }
                    GameRecord record = k.saved().record();
                    LuckCache.Luck luck = luck(cache, k.file(), record, perfect == null ? null : perfect.tables());
                    for (Player side : Player.values()) {
                        report = report.add(record, luck.of(side), side, who(settings, k.saved().setup(), side));
                    }
                    progress = new Progress(++done, kept.size(), cache.hits(), report);
                }
            } finally {
                if (cacheFile != null) {
                    try {
                        cache.write(cacheFile);
                    } catch (java.io.IOException | RuntimeException e) {
                        LOG.warn("The luck of the saved games could not be remembered in {}: {}", cacheFile, e.toString());
                    }
                }
            }
        });
        super.onEnable();
    }

    /**
     * A saved game's luck: remembered for the file's content and the judge there is now, else the game
     * reviewed and remembered.
     */
    private static LuckCache.Luck luck(LuckCache cache, java.nio.file.Path file, GameRecord record, PerfectTables tables) {
        Judge judge = ReviewJudge.of(record.rules(), tables);
        String hash;
        try {
            hash = LuckCache.hash(java.nio.file.Files.readAllBytes(file));
        } catch (java.io.IOException e) {
            Review r = Reviewer.review(record, judge, null); // read a moment ago; reviewed, not remembered
            return new LuckCache.Luck(r.judge(), r.luck(Player.LIGHT), r.luck(Player.DARK));
        }
        return cache.get(hash, judge.description()).orElseGet(() -> cache.put(hash, Reviewer.review(record, judge, null)));
    }

    /** The games counted so far, for tests. */
    Progress progress() {
        return progress;
    }

    @Override
    protected void onDisable() {
        worker.shutdownNow();
        super.onDisable();
    }

    /**
     * A side of a saved game as the report names it: "you" for the person against the computer (the
     * same person whichever side they took), each person's name when two played at this table, or the
     * computer player.
     */
    static String who(Settings settings, PlaySetup setup, Player side) {
        if (!setup.isHuman(side)) {
            return "the computer (" + setup.controller(side) + ")";
        }
        return setup.isHuman(side.other()) ? PlayerNames.name(settings, setup, side) : YOU;
    }

    /** The person at this table in a game against the computer. */
    static final String YOU = "you";

    @Override
    public void update(float tpf) {
        super.update(tpf);
        if (progress.done() != shown) {
            rebuild();
        }
    }

    @Override
    protected Panel build() {
        Progress p = progress;
        shown = p.done();
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        panel.addChild(new Label("Luck of the dice", UrStyle.SUBTITLE, UrStyle.NAME));
        List<String> lines = lines(p.report(), p.done(), p.total(), p.remembered());
        List<LuckReport.Line> ordered = ordered(p.report());
        int heading = lines.size() - ordered.size();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Label l = panel.addChild(new Label(line, UrStyle.BODY, UrStyle.NAME));
            l.setFontSize(line.startsWith("  ") ? 18f : 22f);
            l.setMaxWidth(900);
            if (i >= heading) {
                // Under each player's line, the throws they got against fair dice as small pictures.
                LuckReport.Line r = ordered.get(i - heading);
                Container pictures = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
                pictures.addChild(new DiceLuckPanel(MenuWords.LUCK_THROWS, r.rolls(), 18f));
                if (r.broad() != null) {
                    Container gap = pictures.addChild(new Container());
                    gap.setPreferredSize(new com.jme3.math.Vector3f(24, 10, 0));
                    pictures.addChild(new DiceLuckPanel(MenuWords.LUCK_BROAD, r.broad(), 18f));
                }
            }
        }
        Container actions = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
        addButton(actions, "Back", UrStyle.MENU_BUTTON.getId(), () -> screens().back());
        return panel;
    }

    /** The report's lines in the order the screen shows them: the person first. */
    static List<LuckReport.Line> ordered(LuckReport report) {
        List<LuckReport.Line> ordered = new ArrayList<>(report.lines());
        ordered.sort(java.util.Comparator.comparing((LuckReport.Line l) -> !l.who().equals(YOU)));
        return ordered;
    }

    /**
     * The screen's lines: how far the reviews have come, then per person and dice the luck (under
     * each, the screen draws the throws against fair dice, {@link DiceLuckPanel}).
     *
     * @param report the luck over the games reviewed; not null
     * @param done games reviewed
     * @param total games to review
     * @param remembered of the games counted, those whose luck was remembered from an earlier review
     * @return the lines, a line per person and dice last; a detail line starts with two spaces
     */
    static List<String> lines(LuckReport report, int done, int total, int remembered) {
        List<String> out = new ArrayList<>();
        if (total == 0) {
            out.add("No games have been kept yet: keep one from the pause panel (Esc) or at the end of a game.");
            return out;
        }
        out.add(done < total ? "Reviewing the saved games: " + done + " of " + total + "\u2026"
                : "Over the " + total + " saved game" + (total == 1 ? "" : "s") + ", what the dice gave each player against the"
                        + " average throw, in winning chance:");
        if (remembered > 0) {
            out.add("  (" + remembered + " of them remembered from an earlier review, " + (done - remembered) + " reviewed now)");
        }
        for (LuckReport.Line l : ordered(report)) {
            out.add(String.format(Locale.ROOT, "%s, %s: %+.1f%% a game (%+.1f%% over %d game%s)", l.who(), l.dice().replace('_', ' '),
                    100 * l.luckPerGame(), 100 * l.luck(), l.games(), l.games() == 1 ? "" : "s"));
        }
        return out;
    }

    /** The pictures of throws the screen shows now, for tests. */
    List<DiceLuckPanel> pictures() {
        List<DiceLuckPanel> out = new ArrayList<>();
        Panel root = panel();
        if (root != null) {
            root.depthFirstTraversal(sp -> {
                if (sp instanceof DiceLuckPanel d) {
                    out.add(d);
                }
            });
        }
        return out;
    }
}
