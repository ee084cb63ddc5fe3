package net.ur.tools.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.ur.rules.RuleSet;
import net.ur.rules.record.RecordException;
import net.ur.rules.record.RecordJson;
import net.ur.rules.rgn.Rgn;
import net.ur.rules.sets.RgnRules;
import net.ur.tools.command.Streams;
import net.ur.tools.command.UrCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ur record convert --to rgn|json}: writes a record in the other format on stdout, with its
 * metadata (an RGN header's keys that are not about the rules: players, dates, seed) carried over.
 */
@Command(name = "convert", description = "write a record in the other format")
public final class RecordConvert extends UrCommand {

    @Option(names = "--to", paramLabel = "rgn|json", description = "the format to write")
    public String to;

    @Mixin
    public RecordOptions options;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "the record")
    public List<String> files = new ArrayList<>();

    public RecordConvert(Streams io) {
        super(io);
    }

    @Override
    protected int run() {
        if (!"rgn".equals(to) && !"json".equals(to)) {
            throw usageError("record convert needs --to rgn or --to json");
        }
        RuleSet override = checked(options::ruleSet);
        if (files.size() != 1) {
            throw usageError("record convert needs exactly one FILE");
        }
        String f = files.get(0);
        RecordFiles.Loaded l;
        try {
            l = RecordFiles.load(f, override);
        } catch (RecordException e) {
            err.println(RecordFiles.failure(f, e));
            return UrCommand.FAILED;
        }
        Map<String, String> metadata = new LinkedHashMap<>(l.header());
        metadata.keySet().removeIf(RgnRules::isRuleKey);
        try {
            out.print(to.equals("rgn") ? Rgn.write(l.record(), metadata) : RecordJson.write(l.record(), metadata));
        } catch (IllegalArgumentException e) {
            err.println(f + ": " + e.getMessage());
            return UrCommand.FAILED;
        }
        return UrCommand.OK;
    }
}
