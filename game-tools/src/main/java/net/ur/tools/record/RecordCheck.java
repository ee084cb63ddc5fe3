package net.ur.tools.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import net.ur.rules.GameState;
import net.ur.rules.RuleSet;
import net.ur.rules.record.RecordException;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ur record check}: replays each record under its rules and prints one line per file, ok
 * with the result so far or the first entry that is illegal; exit status 1 if any file failed.
 */
@Command(name = "check", description = "check game records (our JSON or RGN): one line per file")
public final class RecordCheck extends UrCommand {

    @Mixin
    public RecordOptions options;

    @Option(names = "--json", description = "one JSON object per file")
    public boolean json;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "the records")
    public List<String> files = new ArrayList<>();

    public RecordCheck(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        RuleSet rules = checked(options::ruleSet);
        if (files.isEmpty()) {
            throw usageError("record check needs at least one FILE");
        }
        Gson gson = new Gson();
        int code = UrCommand.OK;
        for (String f : files) {
            JsonObject j = new JsonObject();
            j.addProperty("file", f);
            try {
                RecordFiles.Loaded l = RecordFiles.load(f, rules);
                GameState s = l.record().state();
                j.addProperty("ok", true);
                j.addProperty("format", l.format());
                j.addProperty("rules", l.record().rules().name());
                j.addProperty("entries", l.record().entries().size());
                j.addProperty("winner", s.isOver() && !s.isDraw() ? s.winner().name().toLowerCase(Locale.ROOT) : null);
                if (s.isDraw()) {
                    j.addProperty("drawn", true);
                }
                if (json) {
                    out.println(gson.toJson(j));
                } else {
                    int rolls = l.record().entries().size();
                    out.println(f + ": ok (" + l.record().rules().displayName() + ", " + (rolls == 0
                            ? "no moves: the game has not begun" : rolls + " rolls, " + s.resultText()) + ")");
                }
            } catch (RecordException e) {
                code = UrCommand.FAILED;
                j.addProperty("ok", false);
                j.addProperty("entry", e.entry());
                j.addProperty("error", e.reason());
                out.println(json ? gson.toJson(j) : RecordFiles.failure(f, e));
            }
        }
        return code;
    }
}
