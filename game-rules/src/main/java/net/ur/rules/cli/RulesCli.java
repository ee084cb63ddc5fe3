package net.ur.rules.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import net.ur.rules.AsciiBoard;
import net.ur.rules.GameState;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.RuleSets;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.fast.FastClassic;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;
import net.ur.rules.rgn.RgnRules;

/**
 * The rules module's command line, called by the launcher for {@code ./ur record ...},
 * {@code ./ur bench rules|ai} and {@code ./ur arena}: checks, shows and converts game records (ours
 * or RGN), measures playout and search speed, and plays matches between computer players.
 */
public final class RulesCli {

    /** Exit code: everything fine. */
    public static final int OK = 0;
    /** Exit code: a record is illegal or unreadable. */
    public static final int FAILED = 1;
    /** Exit code: the command line was wrong. */
    public static final int USAGE = 2;

    static final String USAGE_TEXT = String.join("\n",
            "usage: ur record check [--rules R] [--json] FILE...",
            "       ur record show [--rules R] [--json] FILE",
            "       ur record convert --to rgn|json [--rules R] FILE",
            "       ur bench rules [--seconds S]",
            "       " + AiCommands.ARENA_USAGE,
            "       " + AiCommands.BENCH_USAGE,
            "       " + net.ur.rules.solve.SolveCommand.USAGE,
            "rule sets: " + String.join(", ", RuleSets.ALL_NAMES) + " (FILE: our .json record or .rgn)");

    private RulesCli() {
    }

    /**
     * Runs a command.
     *
     * @param args the words from the subcommand on, e.g. {@code ["record", "check", "a.rgn"]}; not null
     * @param out where results go, not null
     * @param err where errors and usage go, not null
     * @return the exit code: 0 ok, 1 a record is illegal or unreadable, 2 wrong command line
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args == null || out == null || err == null) {
            throw new IllegalArgumentException("args, out and err must not be null");
        }
        if (args.length >= 2 && args[0].equals("record") && args[1].equals("check")) {
            return recordCheck(List.of(args).subList(2, args.length), out, err);
        }
        if (args.length >= 2 && args[0].equals("record") && args[1].equals("show")) {
            return recordShow(List.of(args).subList(2, args.length), out, err);
        }
        if (args.length >= 2 && args[0].equals("record") && args[1].equals("convert")) {
            return recordConvert(List.of(args).subList(2, args.length), out, err);
        }
        if (args.length >= 2 && args[0].equals("bench") && args[1].equals("rules")) {
            return bench(List.of(args).subList(2, args.length), out, err);
        }
        if (args.length >= 1 && args[0].equals("arena")) {
            return AiCommands.arena(List.of(args).subList(1, args.length), out, err);
        }
        if (args.length >= 2 && args[0].equals("bench") && args[1].equals("ai")) {
            return AiCommands.bench(List.of(args).subList(2, args.length), out, err);
        }
        if (args.length >= 1 && args[0].equals("solve")) {
            return net.ur.rules.solve.SolveCommand.run(List.of(args).subList(1, args.length), out, err);
        }
        if (args.length >= 1 && (args[0].equals("--help") || args[0].equals("help"))) {
            out.println(USAGE_TEXT);
            return OK;
        }
        return usage(err, args.length == 0 ? "missing command" : "unknown command: " + String.join(" ", args));
    }

    static int usage(PrintStream err, String message) {
        err.println("ur: " + message);
        err.println(USAGE_TEXT);
        return USAGE;
    }

    /** Parsed options shared by the record commands. */
    private record Options(RuleSet rules, boolean json, List<String> files, double seconds) {
    }

    private static Options parse(List<String> args, boolean allowRules, boolean allowJson, boolean allowSeconds)
            throws IllegalArgumentException {
        RuleSet rules = null;
        boolean json = false;
        double seconds = 3.0;
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (allowRules && a.equals("--rules")) {
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException("--rules needs a rule set name");
                }
                rules = RuleSets.byName(args.get(++i));
                if (!RuleSets.ALL_NAMES.contains(args.get(i))) {
                    throw new IllegalArgumentException("--rules must be one of " + String.join(", ", RuleSets.ALL_NAMES)
                            + ", not " + args.get(i));
                }
            } else if (allowJson && a.equals("--json")) {
                json = true;
            } else if (allowSeconds && a.equals("--seconds")) {
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException("--seconds needs a number");
                }
                try {
                    seconds = Double.parseDouble(args.get(++i));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--seconds must be a number, not " + args.get(i));
                }
                if (!(seconds > 0 && seconds <= 600)) {
                    throw new IllegalArgumentException("--seconds must be more than 0 and at most 600, not "
                            + args.get(i));
                }
            } else if (a.startsWith("-") && a.length() > 1) {
                throw new IllegalArgumentException("unknown option: " + a);
            } else {
                files.add(a);
            }
        }
        return new Options(rules, json, files, seconds);
    }

    /** A loaded record with the header it came with (empty for our JSON). */
    private record Loaded(GameRecord record, Map<String, String> header, String format) {
    }

    private static Loaded load(String file, RuleSet rules) throws RecordException {
        String text;
        try {
            text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new RecordException(0, "cannot read the file (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")", e);
        }
        if (RecordJson.looksLikeJson(text)) {
            return new Loaded(RecordJson.read(text, rules), Map.of(), "json");
        }
        Rgn.Parsed p = Rgn.read(text, rules);
        return new Loaded(p.record(), p.header(), "rgn");
    }

    private static int recordCheck(List<String> args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = parse(args, true, true, false);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (o.files().isEmpty()) {
            return usage(err, "record check needs at least one FILE");
        }
        Gson gson = new Gson();
        int code = OK;
        for (String f : o.files()) {
            JsonObject j = new JsonObject();
            j.addProperty("file", f);
            try {
                Loaded l = load(f, o.rules());
                GameState s = l.record().state();
                j.addProperty("ok", true);
                j.addProperty("format", l.format());
                j.addProperty("rules", l.record().rules().name());
                j.addProperty("entries", l.record().entries().size());
                j.addProperty("winner", s.isOver() && !s.isDraw() ? s.winner().name().toLowerCase(Locale.ROOT) : null);
                if (s.isDraw()) {
                    j.addProperty("drawn", true);
                }
                if (o.json()) {
                    out.println(gson.toJson(j));
                } else {
                    out.println(f + ": ok (" + l.record().rules().displayName() + ", " + l.record().entries().size()
                            + " rolls, " + s.resultText() + ")");
                }
            } catch (RecordException e) {
                code = FAILED;
                j.addProperty("ok", false);
                j.addProperty("entry", e.entry());
                j.addProperty("error", e.reason());
                if (o.json()) {
                    out.println(gson.toJson(j));
                } else if (e.entry() > 0) {
                    out.println(f + ": illegal at entry " + e.entry() + ": " + e.reason());
                } else {
                    out.println(f + ": unreadable: " + e.reason());
                }
            }
        }
        return code;
    }

    private static int recordShow(List<String> args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = parse(args, true, true, false);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (o.files().size() != 1) {
            return usage(err, "record show needs exactly one FILE");
        }
        String f = o.files().get(0);
        Loaded l;
        try {
            l = load(f, o.rules());
        } catch (RecordException e) {
            err.println(f + ": " + (e.entry() > 0 ? "illegal at entry " + e.entry() + ": " : "unreadable: ")
                    + e.reason());
            return FAILED;
        }
        GameRecord r = l.record();
        RuleSet rules = r.rules();
        if (o.json()) {
            JsonObject root = new JsonObject();
            root.addProperty("file", f);
            root.addProperty("rules", rules.name());
            JsonObject header = new JsonObject();
            l.header().forEach(header::addProperty);
            root.add("header", header);
            JsonArray turns = new JsonArray();
            for (int i = 0; i < r.entries().size(); i++) {
                RecordEntry e = r.entries().get(i);
                JsonObject t = new JsonObject();
                t.addProperty("entry", i + 1);
                t.addProperty("player", e.player().name().toLowerCase(Locale.ROOT));
                t.addProperty("roll", e.roll().value());
                if (e.decision() != null) {
                    t.addProperty("decision", RecordEntry.decisionText(e.decision()));
                }
                t.addProperty("move", e.move() == null ? null : e.move().toString());
                t.addProperty("text", TurnText.turn(rules, e));
                if (!r.states().get(i + 1).counters().isEmpty()) {
                    JsonObject c = new JsonObject();
                    r.states().get(i + 1).counters().forEach(c::addProperty);
                    t.add("counters", c);
                }
                t.addProperty("board", TurnText.board(rules, r.states().get(i + 1)));
                turns.add(t);
            }
            root.add("turns", turns);
            GameState s = r.state();
            root.addProperty("winner", s.isOver() && !s.isDraw() ? s.winner().name().toLowerCase(Locale.ROOT) : null);
            if (s.isDraw()) {
                root.addProperty("drawn", true);
            }
            Gson gson = new GsonBuilder().setPrettyPrinting().serializeNulls().create();
            out.println(gson.toJson(root));
            return OK;
        }
        out.println(f + ": " + rules.displayName() + ", " + r.entries().size() + " rolls");
        l.header().forEach((k, v) -> out.println("  [" + k + " " + v + "]"));
        out.print(TurnText.setup(rules));
        out.print(TurnText.board(rules, r.states().get(0)));
        out.print(TurnText.counters(r.states().get(0)));
        for (int i = 0; i < r.entries().size(); i++) {
            RecordEntry e = r.entries().get(i);
            Move m = e.move();
            out.println();
            out.println((i + 1) + ". " + TurnText.turn(rules, e));
            out.print(TurnText.board(rules, r.states().get(i + 1)));
            out.print(TurnText.counters(r.states().get(i + 1)));
        }
        GameState s = r.state();
        out.println();
        out.println(s.isOver() ? TurnText.end(rules, s) : "The game is unfinished: "
                + s.turn().displayName() + " to roll.");
        return OK;
    }

    private static int recordConvert(List<String> args, PrintStream out, PrintStream err) {
        String to = null;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--to")) {
                if (i + 1 >= args.size()) {
                    return usage(err, "--to needs rgn or json");
                }
                to = args.get(++i);
            } else {
                rest.add(args.get(i));
            }
        }
        if (!"rgn".equals(to) && !"json".equals(to)) {
            return usage(err, "record convert needs --to rgn or --to json");
        }
        Options o;
        try {
            o = parse(rest, true, false, false);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (o.files().size() != 1) {
            return usage(err, "record convert needs exactly one FILE");
        }
        String f = o.files().get(0);
        Loaded l;
        try {
            l = load(f, o.rules());
        } catch (RecordException e) {
            err.println(f + ": " + (e.entry() > 0 ? "illegal at entry " + e.entry() + ": " : "unreadable: ")
                    + e.reason());
            return FAILED;
        }
        Map<String, String> metadata = new LinkedHashMap<>(l.header());
        RgnRules.KEYS.forEach(metadata::remove);
        try {
            out.print(to.equals("rgn") ? Rgn.write(l.record(), metadata) : RecordJson.write(l.record()));
        } catch (IllegalArgumentException e) {
            err.println(f + ": " + e.getMessage());
            return FAILED;
        }
        return OK;
    }

    private static int bench(List<String> args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = parse(args, false, false, true);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (!o.files().isEmpty()) {
            return usage(err, "bench rules takes no arguments besides --seconds, got " + o.files());
        }
        ClassicSettings finkel = ClassicSettings.FINKEL;
        FastClassic fast = new FastClassic(finkel);
        ClassicRuleSet readable = new ClassicRuleSet(finkel);
        SplittableRandom random = new SplittableRandom(20261122L);
        out.println("Random complete Finkel games (real dice, uniformly random legal moves), one thread:");
        runFast(fast, random, Math.min(1.0, o.seconds() / 2));
        runPerPiece(fast, random, Math.min(0.5, o.seconds() / 4));
        runReadable(readable, random, Math.min(1.5, o.seconds() / 2));
        double[] fastResult = runFast(fast, random, o.seconds());
        out.printf(Locale.ROOT, "  compact encoding, bit-parallel generator:  %,12.0f games/s  (%d games in %.2f s,"
                + " light won %.1f%%)%n", fastResult[0] / fastResult[1], (long) fastResult[0], fastResult[1],
                100.0 * fastResult[2] / fastResult[0]);
        double[] perPiece = runPerPiece(fast, random, Math.max(0.5, o.seconds() / 2));
        out.printf(Locale.ROOT, "  compact encoding, per-piece generator:     %,12.0f games/s  (%d games in %.2f s,"
                + " light won %.1f%%)%n", perPiece[0] / perPiece[1], (long) perPiece[0], perPiece[1],
                100.0 * perPiece[2] / perPiece[0]);
        double[] slow = runReadable(readable, random, Math.max(0.5, o.seconds() / 2));
        out.printf(Locale.ROOT, "  readable model (ClassicRuleSet, baseline): %,12.0f games/s  (%d games in %.2f s,"
                + " light won %.1f%%)%n", slow[0] / slow[1], (long) slow[0], slow[1], 100.0 * slow[2] / slow[0]);
        out.printf(Locale.ROOT, "  speed-up of the compact encoding: %.1fx%n", (fastResult[0] / fastResult[1])
                / (slow[0] / slow[1]));
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        out.printf(Locale.ROOT, "  (system load average %.1f on %d cores: other work on the machine slows the figures,"
                + " the readable model most)%n", load, Runtime.getRuntime().availableProcessors());
        return OK;
    }

    private static double[] runFast(FastClassic fast, SplittableRandom random, double seconds) {
        long start = System.nanoTime();
        long limit = start + (long) (seconds * 1e9);
        long games = 0;
        long lightWins = 0;
        long code = fast.start();
        long now;
        do {
            for (int i = 0; i < 1000; i++) {
                lightWins += 1 - fast.playout(code, random);
            }
            games += 1000;
            now = System.nanoTime();
        } while (now < limit);
        return new double[] {games, (now - start) / 1e9, lightWins};
    }

    private static double[] runPerPiece(FastClassic fast, SplittableRandom random, double seconds) {
        long start = System.nanoTime();
        long limit = start + (long) (seconds * 1e9);
        long games = 0;
        long lightWins = 0;
        long code = fast.start();
        long now;
        do {
            for (int i = 0; i < 1000; i++) {
                lightWins += 1 - fast.playoutPerPiece(code, random);
            }
            games += 1000;
            now = System.nanoTime();
        } while (now < limit);
        return new double[] {games, (now - start) / 1e9, lightWins};
    }

    private static double[] runReadable(ClassicRuleSet rules, SplittableRandom random, double seconds) {
        long start = System.nanoTime();
        long limit = start + (long) (seconds * 1e9);
        long games = 0;
        long lightWins = 0;
        long now;
        do {
            GameState s = rules.initialState();
            while (!s.isOver()) {
                s = rules.applyRoll(s, rules.roll(random));
                if (s.phase() == Phase.AWAITING_MOVE) {
                    List<Move> moves = rules.legalMoves(s);
                    s = rules.applyMove(s, moves.get(random.nextInt(moves.size())));
                }
            }
            games++;
            if (s.winner() == Player.LIGHT) {
                lightWins++;
            }
            now = System.nanoTime();
        } while (now < limit);
        return new double[] {games, (now - start) / 1e9, lightWins};
    }
}
