package net.ur.rules.rgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.board.Square;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.Roll;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.record.RecordException;
import net.ur.rules.sets.RgnRules;

/**
 * Reads and writes RGN, RoyalUr.net's game notation: a {@code [Key value]} header, then turns
 * {@code N. LIGHT / DARK} whose halves list moves ({@code A@A4}, {@code B2B4x *}, {@code A7A+#})
 * and passes ({@code 0 --}). Reading replays the game under our rules and reports the first
 * action that is illegal or that disagrees with its own marks.
 */
public final class Rgn {

    /** Turn lines are wrapped before this many characters, as RoyalUr-Java does. */
    public static final int MAX_TURN_LINE = 60;

    private static final Pattern HEADER = Pattern.compile("^\\[\\s*([^\\s\\]]+)\\s*(.*?)\\s*]$");
    private static final Pattern MOVE = Pattern.compile(
            "^([A-Za-z])(@|\\d{1,2})([A-Za-z])(\\+|\\d{1,2})(x?)(\\*?)(#?)$");

    private Rgn() {
    }

    /** Why RGN cannot hold a Babylonian game. */
    public static final String BABYLONIAN_REFUSAL = RgnRules.BABYLONIAN_REFUSAL;

    /** Why RGN cannot hold a Ravensburg game. */
    public static final String RAVENSBURG_REFUSAL = RgnRules.RAVENSBURG_REFUSAL;

    /** A parsed RGN file: its header and the record replayed from its turns. */
    public record Parsed(Map<String, String> header, GameRecord record) {
    }

    /**
     * Writes a record as RGN.
     *
     * @param record the record, not null
     * @param metadata extra header entries (player names, dates), not null; written after the rule keys
     * @return the RGN text, ending with a newline
     */
    public static String write(GameRecord record, Map<String, String> metadata) {
        if (record == null || metadata == null) {
            throw new IllegalArgumentException("record and metadata must not be null");
        }
        if (record.rules() instanceof BabylonianRuleSet) {
            throw new IllegalArgumentException(BABYLONIAN_REFUSAL);
        }
        if (record.rules() instanceof RavensburgRuleSet) {
            throw new IllegalArgumentException(RAVENSBURG_REFUSAL);
        }
        StringBuilder out = new StringBuilder();
        Map<String, String> header = new LinkedHashMap<>();
        if (record.rules() instanceof ClassicRuleSet c) {
            header.putAll(RgnRules.header(c.settings()));
        }
        header.putAll(metadata);
        for (Map.Entry<String, String> e : header.entrySet()) {
            out.append('[').append(escape(e.getKey())).append(' ').append(escape(e.getValue())).append("]\n");
        }
        if (!header.isEmpty()) {
            out.append('\n');
        }
        List<RecordEntry> entries = record.entries();
        boolean over = record.state().isOver();
        int turnNumber = 0;
        StringBuilder line = new StringBuilder();
        int i = 0;
        while (i < entries.size()) {
            Player p = entries.get(i).player();
            List<String> actions = new ArrayList<>();
            while (i < entries.size() && entries.get(i).player() == p) {
                RecordEntry e = entries.get(i);
                String a = action(record.rules(), e);
                if (i == entries.size() - 1 && over) {
                    a += "#";
                }
                actions.add(a);
                i++;
            }
            if (p == Player.LIGHT) {
                if (line.length() > 0) {
                    out.append(line).append('\n');
                    line.setLength(0);
                }
                turnNumber++;
                appendWrapped(out, line, turnNumber + ".", actions);
            } else {
                if (line.length() == 0 && turnNumber == 0) {
                    turnNumber++;
                    line.append(turnNumber).append(". ...");
                }
                appendWrapped(out, line, "/", actions);
            }
        }
        if (line.length() > 0) {
            out.append(line).append('\n');
        }
        return out.toString();
    }

    private static void appendWrapped(StringBuilder out, StringBuilder line, String lead, List<String> actions) {
        String first = lead + " " + actions.get(0);
        if (line.length() > 0 && line.length() + 1 + first.length() >= MAX_TURN_LINE) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(first);
        for (int k = 1; k < actions.size(); k++) {
            String a = actions.get(k);
            if (line.length() + 1 + a.length() >= MAX_TURN_LINE) {
                out.append(line).append('\n');
                line.setLength(0);
                line.append(a);
            } else {
                line.append(' ').append(a);
            }
        }
    }

    private static String action(RuleSet rules, RecordEntry e) {
        Move m = e.move();
        if (m == null) {
            return e.roll().value() + " --";
        }
        StringBuilder b = new StringBuilder();
        if (m.isEntry()) {
            b.append(rules.route(m.player()).entry().columnLetter()).append('@');
        } else {
            b.append(RecordEntry.locationText(m.from()));
        }
        if (m.isBearOff()) {
            b.append(rules.route(m.player()).exit().columnLetter()).append('+');
        } else {
            b.append(RecordEntry.locationText(m.to()));
        }
        if (m.isCapture()) {
            b.append('x');
        }
        if (m.rosette()) {
            b.append(" *");
        }
        return b.toString();
    }

    /**
     * Escapes a header value as RGN does: bare if it starts with a letter and holds only letters,
     * digits, '_', '.' and '-', else quoted with backslash escapes.
     *
     * @param value the value, not null
     * @return the escaped value
     */
    public static String escape(String value) {
        if (value == null) {
            throw new IllegalArgumentException("header value must not be null");
        }
        if (value.matches("[A-Za-z][A-Za-z0-9_.-]*")) {
            return value;
        }
        StringBuilder b = new StringBuilder("\"");
        for (char ch : value.toCharArray()) {
            switch (ch) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\r' -> b.append("\\r");
                case '\n' -> b.append("\\n");
                default -> b.append(ch);
            }
        }
        return b.append('"').toString();
    }

    private static String unescape(String value, int lineNo) throws RecordException {
        if (!value.startsWith("\"")) {
            return value;
        }
        if (value.length() < 2 || !value.endsWith("\"")) {
            throw new RecordException(0, "RGN header line " + lineNo + ": unterminated quoted value "
                    + RecordException.clip(value));
        }
        StringBuilder b = new StringBuilder();
        for (int i = 1; i < value.length() - 1; i++) {
            char ch = value.charAt(i);
            if (ch == '\\' && i + 1 < value.length() - 1) {
                char n = value.charAt(++i);
                b.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
            } else {
                b.append(ch);
            }
        }
        return b.toString();
    }

    /**
     * Reads only the header of an RGN text.
     *
     * @param text the RGN text, not null
     * @return the header entries in file order
     * @throws RecordException if a header line is malformed
     */
    public static Map<String, String> readHeader(String text) throws RecordException {
        if (text == null) {
            throw new IllegalArgumentException("text must not be null");
        }
        Map<String, String> header = new LinkedHashMap<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].trim();
            if (t.isEmpty()) {
                continue;
            }
            if (!t.startsWith("[")) {
                break;
            }
            Matcher m = HEADER.matcher(t);
            if (!m.matches()) {
                throw new RecordException(0, "RGN header line " + (i + 1) + " is not [Key value]: "
                        + RecordException.clip(t));
            }
            header.put(m.group(1), unescape(m.group(2), i + 1));
        }
        return header;
    }

    /** What a file whose header names no rules is read as, in words (RoyalUr.net's default is Finkel's). */
    public static final String RULES_ASSUMED = "the file names no rules: read as Finkel, RoyalUr.net's default"
            + " (--rules R reads it under others)";

    /**
     * Tells whether an RGN header says anything of the rules (a {@code Rules} key, or the board, paths,
     * dice, pieces or a rule of its own); a header that says nothing is read as Finkel's game.
     *
     * @param header the header's key/value pairs, not null
     * @return true when a key names the rules or one of them
     */
    public static boolean namesRules(Map<String, String> header) {
        if (header == null) {
            throw new IllegalArgumentException("header must not be null");
        }
        return header.keySet().stream().anyMatch(RgnRules::isRuleKey);
    }

    /**
     * Reads an RGN text and replays it.
     *
     * @param text the RGN text, not null
     * @param rulesOverride the rules of a file whose header names none (or names rules we cannot map),
     *     or null to take them from the header; rules that differ from those the header names are refused
     * @return the header and the replayed record
     * @throws RecordException for a malformed file, a header we cannot map (entry 0), or the first
     *     illegal or inconsistent action (its 1-based action number; the message names the RGN turn)
     */
    public static Parsed read(String text, RuleSet rulesOverride) throws RecordException {
        try {
            return readAs(text, rulesOverride);
        } catch (RecordException e) {
            // A file that names no rules is read as Finkel's; an illegal move in it may only mean other rules
            // (RoyalUr-Java's encoder writes no rule keys by default), so the refusal says what was assumed.
            if (rulesOverride == null && e.entry() > 0 && !(e instanceof FormatError) && !namesRules(readHeader(text))) {
                throw new RecordException(e.entry(), e.reason() + "; " + RULES_ASSUMED, e);
            }
            throw e;
        }
    }

    /** A body that is not RGN whatever the rules (no rule set would read it otherwise). */
    private static final class FormatError extends RecordException {
        private static final long serialVersionUID = 1L;

        FormatError(int entry, String reason) {
            super(entry, reason);
        }
    }

    private static Parsed readAs(String text, RuleSet rulesOverride) throws RecordException {
        if (text == null) {
            throw new IllegalArgumentException("text must not be null");
        }
        if (rulesOverride instanceof BabylonianRuleSet) {
            throw new RecordException(0, BABYLONIAN_REFUSAL);
        }
        if (rulesOverride instanceof RavensburgRuleSet) {
            throw new RecordException(0, RAVENSBURG_REFUSAL);
        }
        Map<String, String> header = readHeader(text);
        RuleSet rules = rulesOverride;
        if (rules == null || namesRules(header)) {
            ClassicRuleSet named = null;
            try {
                named = RgnRules.fromHeader(header);
            } catch (IllegalArgumentException e) {
                if (rules == null) {
                    throw new RecordException(0, e.getMessage(), e);
                }
            }
            if (rules == null) {
                rules = named;
            } else if (named != null && !(rules instanceof ClassicRuleSet c && c.settings().sameRules(named.settings()))) {
                throw new RecordException(0, "the rules given, " + rules.displayName() + ", contradict the file's"
                        + " header, which names " + named.displayName() + ": leave out --rules or mend the header");
            }
        }
        StringBuilder body = new StringBuilder();
        boolean inHeader = true;
        for (String l : text.split("\\R", -1)) {
            String t = l.trim();
            if (inHeader && (t.isEmpty() || t.startsWith("["))) {
                continue;
            }
            inHeader = false;
            body.append(t).append(' ');
        }
        String[] tokens = body.toString().trim().isEmpty() ? new String[0] : body.toString().trim().split("\\s+");
        GameRecord record = GameRecord.start(rules);
        int turn = 0;
        Player half = null;
        Move last = null;
        boolean lastWasMove = false;
        boolean sawEnd = false;
        int k = 0;
        while (k < tokens.length) {
            String tok = tokens[k];
            int action = record.entries().size() + 1;
            String where = "turn " + Math.max(turn, 1) + " ("
                    + (half == null ? Player.LIGHT : half).displayName() + ")";
            if (tok.matches("\\d+\\.")) {
                turn = Integer.parseInt(tok.substring(0, tok.length() - 1));
                half = Player.LIGHT;
                lastWasMove = false;
                k++;
                continue;
            }
            if (tok.equals("/")) {
                half = Player.DARK;
                lastWasMove = false;
                k++;
                continue;
            }
            if (tok.equals("*") || tok.equals("*#")) {
                if (!lastWasMove) {
                    throw new FormatError(action - 1, where + ": a rosette mark '*' must follow a move");
                }
                if (!last.rosette()) {
                    throw new RecordException(action - 1, where + ": " + last + " is marked '*' but does not land on "
                            + "a rosette");
                }
                lastWasMove = false;
                if (tok.endsWith("#")) {
                    checkEnd(record, action - 1, where);
                    sawEnd = true;
                }
                k++;
                continue;
            }
            if (sawEnd || record.state().isOver()) {
                throw new RecordException(action, where + ": the game is already over ("
                        + record.state().winner().displayName() + " has won) but RGN goes on with \"" + RecordException.clip(tok)
                        + (k + 1 < tokens.length && tokens[k + 1].matches("--#?") ? " " + tokens[k + 1] : "") + "\"");
            }
            if (half == null) {
                throw new FormatError(action, "turn moves must start with a turn number like \"1.\", not \""
                        + RecordException.clip(tok) + "\"");
            }
            GameState before = record.state();
            if (before.turn() != half) {
                throw new RecordException(action, where + ": RGN has " + half.displayName() + " acting but it is "
                        + before.turn().displayName() + "'s turn");
            }
            if (tok.matches("\\d{1,2}")) {
                if (k + 1 >= tokens.length || !tokens[k + 1].matches("--#?")) {
                    throw new FormatError(action, where + ": a roll without a move must be written \""
                            + RecordException.clip(tok) + " --\"");
                }
                Roll roll = Roll.of(Integer.parseInt(tok));
                try {
                    record = record.append(roll, null);
                } catch (IllegalArgumentException | IllegalStateException e) {
                    throw new RecordException(action, where + ": " + e.getMessage(), e);
                }
                lastWasMove = false;
                k += 2;
                continue;
            }
            Matcher m = MOVE.matcher(tok);
            if (!m.matches()) {
                throw new FormatError(action, where + ": \"" + RecordException.clip(tok)
                        + "\" is not an RGN move, roll or mark");
            }
            record = applyMove(rules, record, m, action, where);
            last = record.entries().get(record.entries().size() - 1).move();
            lastWasMove = true;
            if (!m.group(6).isEmpty() && !last.rosette()) {
                throw new RecordException(action, where + ": " + last
                        + " is marked '*' but does not land on a rosette");
            }
            if (!m.group(7).isEmpty()) {
                checkEnd(record, action, where);
                sawEnd = true;
            }
            k++;
        }
        return new Parsed(header, record);
    }

    private static void checkEnd(GameRecord record, int action, String where) throws RecordException {
        if (!record.state().isOver()) {
            throw new RecordException(action, where + ": the move is marked '#' (game over) but the game goes on");
        }
    }

    private static GameRecord applyMove(RuleSet rules, GameRecord record, Matcher m, int action, String where)
            throws RecordException {
        GameState before = record.state();
        Player p = before.turn();
        String fromLetter = m.group(1).toUpperCase(Locale.ROOT);
        String from;
        if (m.group(2).equals("@")) {
            char entry = rules.route(p).entry().columnLetter();
            if (fromLetter.charAt(0) != entry) {
                throw new RecordException(action, where + ": " + p.displayName() + " enters pieces with " + entry
                        + "@, not " + fromLetter + "@");
            }
            from = "start";
        } else {
            from = fromLetter + m.group(2);
        }
        String to;
        if (m.group(4).equals("+")) {
            char exit = rules.route(p).exit().columnLetter();
            if (m.group(3).toUpperCase(Locale.ROOT).charAt(0) != exit) {
                throw new RecordException(action, where + ": " + p.displayName() + " bears off with " + exit
                        + "+, not " + m.group(3) + "+");
            }
            to = "home";
        } else {
            to = m.group(3).toUpperCase(Locale.ROOT) + m.group(4);
        }
        boolean capture = !m.group(5).isEmpty();
        for (int v = 1; v <= rules.dice().maxValue(); v++) {
            if (rules.dice().probability(v) == 0.0) {
                continue;
            }
            Roll roll = Roll.of(v);
            Move found = GameRecord.findMove(rules, before, roll, from, to);
            if (found != null) {
                if (found.isCapture() != capture) {
                    throw new RecordException(action, where + ": " + found + (capture
                            ? " is marked 'x' but captures nothing" : " captures " + found.captured().get(0)
                            + " but is not marked 'x'"));
                }
                return record.append(roll, found);
            }
        }
        int distance = distance(rules, before, from, to);
        if (distance < 0) {
            throw new RecordException(action, where + ": " + describe(from, to) + " is not a move along "
                    + p.displayName() + "'s route" + (from.equals("start") ? "" : reasonNoPiece(before, from, p)));
        }
        if (rules.dice().probability(distance) == 0.0) {
            throw new RecordException(action, where + ": " + describe(from, to) + " moves " + distance
                    + " squares, which the dice cannot roll");
        }
        Roll roll = Roll.of(distance);
        try {
            Move described = GameRecord.describeMove(rules, before, roll, -1, from, to, capture);
            record.append(roll, described);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new RecordException(action, where + ": " + describe(from, to) + ": " + e.getMessage(), e);
        }
        throw new RecordException(action, where + ": " + describe(from, to) + " is not legal");
    }

    private static String reasonNoPiece(GameState s, String from, Player p) {
        var there = s.at(Square.parse(from)).orElse(null);
        return there == null || there.piece().owner() != p ? " (there is no " + p.displayName() + " piece on " + from
                + ")" : "";
    }

    private static String describe(String from, String to) {
        return (from.equals("start") ? "entering" : from) + " to " + to;
    }

    private static int distance(RuleSet rules, GameState s, String from, String to) {
        Player p = s.turn();
        var route = rules.route(p);
        int fromStep = -1;
        if (!from.equals("start")) {
            var sq = Square.parse(from);
            var there = s.at(sq).orElse(null);
            if (there == null || there.piece().owner() != p
                    || !(there.location() instanceof Location.OnBoard on)) {
                return -1;
            }
            fromStep = on.step();
        }
        if (to.equals("home")) {
            return route.length() - fromStep;
        }
        var target = Square.parse(to);
        for (int i = fromStep + 1; i < route.length(); i++) {
            if (route.square(i).equals(target)) {
                return i - fromStep;
            }
        }
        return -1;
    }
}
