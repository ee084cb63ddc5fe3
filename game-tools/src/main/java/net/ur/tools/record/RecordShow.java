package net.ur.tools.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import net.ur.rules.GameState;
import net.ur.rules.RuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./ur record show}: prints a game turn by turn, the board after each (or all of it as JSON). */
@Command(name = "show", description = "print a game turn by turn with the board")
public final class RecordShow extends UrCommand {

    @Mixin
    public RecordOptions options;

    @Option(names = "--json", description = "the turns as one JSON document")
    public boolean json;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "the record")
    public List<String> files = new ArrayList<>();

    public RecordShow(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        RuleSet override = checked(options::ruleSet);
        if (files.size() != 1) {
            throw usageError("record show needs exactly one FILE");
        }
        String f = files.get(0);
        RecordFiles.Loaded l;
        try {
            l = RecordFiles.load(f, override);
        } catch (RecordException e) {
            err.println(RecordFiles.failure(f, e));
            return UrCommand.FAILED;
        }
        if (json) {
            printJson(f, l);
        } else {
            printText(f, l);
        }
        return UrCommand.OK;
    }

    private void printJson(String f, RecordFiles.Loaded l) {
        GameRecord r = l.record();
        RuleSet rules = r.rules();
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
            if (!r.states().get(i + 1).counters().named().isEmpty()) {
                JsonObject c = new JsonObject();
                r.states().get(i + 1).counters().named().forEach(c::addProperty);
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
    }

    private void printText(String f, RecordFiles.Loaded l) {
        GameRecord r = l.record();
        RuleSet rules = r.rules();
        out.println(f + ": " + rules.displayName() + ", " + r.entries().size() + " rolls");
        l.header().forEach((k, v) -> out.println("  [" + k + " " + v + "]"));
        out.print(TurnText.setup(rules));
        out.print(TurnText.board(rules, r.states().get(0)));
        out.print(TurnText.counters(r.states().get(0)));
        for (int i = 0; i < r.entries().size(); i++) {
            RecordEntry e = r.entries().get(i);
            out.println();
            out.println((i + 1) + ". " + TurnText.turn(rules, e));
            out.print(TurnText.board(rules, r.states().get(i + 1)));
            out.print(TurnText.counters(r.states().get(i + 1)));
        }
        GameState s = r.state();
        out.println();
        out.println(s.isOver() ? TurnText.end(rules, s) : "The game is unfinished: "
                + s.turn().displayName() + " to roll.");
    }
}
