package net.ur.rules.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Piece;
import net.ur.rules.PieceKind;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.board.Square;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.ravensburg.RavensburgRuleSet;
import net.ur.rules.ravensburg.RavensburgSetup;
import net.ur.rules.sets.RgnRules;
import net.ur.rules.sets.RuleSets;

/**
 * Reads and writes our game-record JSON: a format tag, a version, the rule set's name (with its
 * settings, or a Babylonian game's setup) and the chain of entries. Reading replays every entry
 * and reports the first bad one. Version 2 is written; versions 1 and 2 are read.
 */
public final class RecordJson {

    /** The value of the {@code format} field. */
    public static final String FORMAT = "ur-game-record";

    /** The rule set name of a record whose rules are given by its settings alone. */
    public static final String CUSTOM = "custom";

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().create();

    private RecordJson() {
    }

    /**
     * Writes a record as JSON, in the format version its chain follows ({@link GameRecord#VERSION}
     * unless it was read from an older file, whose hashes depend on its version).
     *
     * @param record the record, not null
     * @return the JSON text
     */
    public static String write(GameRecord record) {
        return write(record, Map.of());
    }

    /**
     * Writes a record as JSON with metadata: facts about the game that are not its rules or moves
     * (the players' names, a date, the seed, as RGN headers carry them), kept in a {@code metadata}
     * object outside the hash chain.
     *
     * @param record the record, not null
     * @param metadata key/value pairs in the order to write, not null (empty: no {@code metadata} object)
     * @return the JSON text
     */
    public static String write(GameRecord record, Map<String, String> metadata) {
        if (record == null || metadata == null) {
            throw new IllegalArgumentException("record and metadata must not be null");
        }
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("version", record.version());
        root.addProperty("rules", record.rules().name());
        if (record.rules() instanceof ClassicRuleSet c) {
            JsonObject settings = new JsonObject();
            RgnRules.header(c.settings()).forEach(settings::addProperty);
            root.add("settings", settings);
        }
        if (record.rules() instanceof BabylonianRuleSet b) {
            root.add("setup", setupJson(b));
        }
        if (record.rules() instanceof RavensburgRuleSet r) {
            JsonObject setup = new JsonObject();
            JsonArray opening = new JsonArray();
            r.setup().opening().forEach(opening::add);
            setup.add("opening", opening);
            setup.addProperty("first", r.setup().first().name().toLowerCase(Locale.ROOT));
            root.add("setup", setup);
        }
        if (!metadata.isEmpty()) {
            JsonObject m = new JsonObject();
            metadata.forEach(m::addProperty);
            root.add("metadata", m);
        }
        JsonArray entries = new JsonArray();
        for (RecordEntry e : record.entries()) {
            JsonObject o = new JsonObject();
            o.addProperty("player", e.player().name().toLowerCase(Locale.ROOT));
            o.addProperty("roll", e.roll().value());
            JsonArray faces = new JsonArray();
            e.roll().faces().forEach(faces::add);
            o.add("faces", faces);
            if (e.decision() != null) {
                o.addProperty("decision", e.decision().throwAgain() ? "broad" : "keep");
                if (e.decision().throwAgain()) {
                    o.addProperty("broad", e.decision().secondThrow().value() == 1 ? "yes" : "no");
                }
            }
            if (e.move() == null) {
                o.add("move", JsonNull.INSTANCE);
            } else {
                JsonObject m = new JsonObject();
                m.addProperty("piece", e.move().piece().number());
                if (!e.move().piece().kind().equals(PieceKind.PLAIN)) {
                    m.addProperty("bird", e.move().piece().kind().id());
                }
                m.addProperty("from", RecordEntry.locationText(e.move().from()));
                m.addProperty("to", RecordEntry.locationText(e.move().to()));
                m.addProperty("capture", e.move().isCapture());
                if (record.rules() instanceof BabylonianRuleSet) {
                    m.addProperty("counters", BabylonianRuleSet.counterChange(e.move()));
                }
                if (record.rules() instanceof RavensburgRuleSet) {
                    MoveNotes x = e.move().notes();
                    if (x.backwards()) {
                        m.addProperty("direction", "back");
                    }
                    if (x.leavesCaptives()) {
                        m.addProperty("leave", true);
                    }
                    if (x.carries() > 0) {
                        m.addProperty("carries", x.carries());
                    }
                    if (x.delivers() > 0) {
                        m.addProperty("delivers", x.delivers());
                    }
                }
                o.add("move", m);
            }
            o.addProperty("prev", e.previousHash());
            entries.add(o);
        }
        root.add("entries", entries);
        return GSON.toJson(root) + "\n";
    }

    private static JsonObject setupJson(BabylonianRuleSet rules) {
        BabylonianSetup setup = rules.setup();
        JsonObject o = new JsonObject();
        o.addProperty("board", rules.babylonianBoard().id());
        JsonObject counters = new JsonObject();
        counters.addProperty("light", setup.lightCounters());
        counters.addProperty("dark", setup.darkCounters());
        o.add("counters", counters);
        o.addProperty("stake", BabylonianSetup.STAKE);
        JsonArray opening = new JsonArray();
        for (Opening.Throw t : setup.opening().throwsMade()) {
            JsonObject j = new JsonObject();
            j.addProperty("player", t.player().name().toLowerCase(Locale.ROOT));
            j.addProperty("small", t.small().value());
            j.addProperty("broad", t.yes() ? "yes" : "no");
            j.addProperty("score", t.score());
            opening.add(j);
        }
        o.add("opening", opening);
        o.addProperty("first", setup.firstPlayer().name().toLowerCase(Locale.ROOT));
        return o;
    }

    /**
     * Reads a Babylonian setup object; the rule set's defaults when it is absent.
     */
    private static BabylonianRuleSet withSetup(BabylonianRuleSet rules, JsonObject root) throws RecordException {
        JsonElement el = root.get("setup");
        if (el == null || el.isJsonNull()) {
            return rules;
        }
        if (!el.isJsonObject()) {
            throw new RecordException(0, "not a game record: \"setup\" must be an object");
        }
        JsonObject o = el.getAsJsonObject();
        try {
            if (o.has("board")) {
                BabylonianBoard board = BabylonianBoard.byName(string(o, "board", 0));
                if (board != rules.babylonianBoard()) {
                    throw new RecordException(0, "the record names rule set " + rules.name() + " but its setup is on"
                            + " the board " + board.id());
                }
            }
            if (o.has("stake") && integer(o, "stake", 0) != BabylonianSetup.STAKE) {
                throw new RecordException(0, "the stake of a Babylonian game is " + BabylonianSetup.STAKE + ", not "
                        + o.get("stake"));
            }
            int light = BabylonianSetup.STARTING_COUNTERS;
            int dark = BabylonianSetup.STARTING_COUNTERS;
            JsonElement c = o.get("counters");
            if (c != null && !c.isJsonNull()) {
                if (!c.isJsonObject()) {
                    throw new RecordException(0, "setup counters must be an object {\"light\": n, \"dark\": n}");
                }
                light = integer(c.getAsJsonObject(), "light", 0);
                dark = integer(c.getAsJsonObject(), "dark", 0);
            }
            Opening opening = Opening.start();
            JsonElement op = o.get("opening");
            if (op != null && !op.isJsonNull()) {
                if (!op.isJsonArray()) {
                    throw new RecordException(0, "setup opening must be an array of throws");
                }
                for (JsonElement t : op.getAsJsonArray()) {
                    if (!t.isJsonObject()) {
                        throw new RecordException(0, "an opening throw must be an object");
                    }
                    JsonObject to = t.getAsJsonObject();
                    Player player = player(string(to, "player", 0), 0);
                    if (!opening.isDecided() && player != opening.thrower()) {
                        throw new RecordException(0, "opening throw " + (opening.throwsMade().size() + 1) + " must be "
                                + opening.thrower().displayName() + "'s, not " + player.displayName() + "'s");
                    }
                    opening = opening.add(SmallAstragal.roll(integer(to, "small", 0)),
                            BroadAstragal.roll(yesNo(string(to, "broad", 0), 0)));
                    if (to.has("score") && integer(to, "score", 0) != opening.throwsMade()
                            .get(opening.throwsMade().size() - 1).score()) {
                        throw new RecordException(0, "opening throw " + opening.throwsMade().size() + " scores "
                                + opening.throwsMade().get(opening.throwsMade().size() - 1).score() + ", not "
                                + to.get("score"));
                    }
                }
            }
            Player first = o.has("first") ? player(string(o, "first", 0), 0)
                    : opening.isDecided() ? opening.firstPlayer() : Player.LIGHT;
            return rules.withSetup(new BabylonianSetup(light, dark, first, opening));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new RecordException(0, "the record's setup is impossible: " + e.getMessage(), e);
        }
    }

    private static Player player(String text, int entry) throws RecordException {
        try {
            return Player.valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new RecordException(entry, "player must be light or dark, not \"" + text + "\"");
        }
    }

    private static boolean yesNo(String text, int entry) throws RecordException {
        if (text.equals("yes")) {
            return true;
        }
        if (text.equals("no")) {
            return false;
        }
        throw new RecordException(entry, "the broad astragal says yes or no, not \"" + text + "\"");
    }

    /**
     * Reads a record's metadata (see {@link #write(GameRecord, Map)}) without replaying it.
     *
     * @param json the JSON text, not null
     * @return the metadata in file order; empty when there is none or the text is not a JSON object
     */
    public static Map<String, String> metadata(String json) {
        if (json == null) {
            throw new IllegalArgumentException("json must not be null");
        }
        Map<String, String> out = new LinkedHashMap<>();
        try {
            JsonElement root = JsonParser.parseString(json);
            JsonElement m = root.isJsonObject() ? root.getAsJsonObject().get("metadata") : null;
            if (m != null && m.isJsonObject()) {
                for (Map.Entry<String, JsonElement> e : m.getAsJsonObject().entrySet()) {
                    if (e.getValue().isJsonPrimitive()) {
                        out.put(e.getKey(), e.getValue().getAsString());
                    }
                }
            }
        } catch (JsonParseException e) {
            return Map.of();
        }
        return out;
    }

    /**
     * Tells whether a text looks like our JSON rather than RGN.
     *
     * @param text the file's text, not null
     * @return true if it starts with '{' after white space
     */
    public static boolean looksLikeJson(String text) {
        return text.stripLeading().startsWith("{");
    }

    /**
     * Reads a record, replaying and validating every entry.
     *
     * @param json the JSON text, not null
     * @param rulesOverride rules the caller expects (the command line's {@code --rules}), or null; a record
     *     that names other rules is refused
     * @return the record
     * @throws RecordException naming the first bad entry (or 0 for a malformed file) and why
     */
    public static GameRecord read(String json, RuleSet rulesOverride) throws RecordException {
        if (json == null) {
            throw new IllegalArgumentException("json must not be null");
        }
        JsonObject root;
        try {
            JsonElement el = JsonParser.parseString(json);
            if (!el.isJsonObject()) {
                throw new RecordException(0, "not a game record: the JSON is not an object");
            }
            root = el.getAsJsonObject();
        } catch (JsonParseException e) {
            throw new RecordException(0, "not a game record: malformed JSON (" + e.getMessage() + ")", e);
        }
        String format = string(root, "format", 0);
        if (!FORMAT.equals(format)) {
            throw new RecordException(0, "not a game record: format is \"" + format + "\", expected \"" + FORMAT
                    + "\"");
        }
        int version = integer(root, "version", 0);
        if (version < GameRecord.OLDEST_READABLE_VERSION || version > GameRecord.VERSION) {
            throw new RecordException(0, "record version " + version + " is not supported (this code reads versions "
                    + GameRecord.OLDEST_READABLE_VERSION + " to " + GameRecord.VERSION + ")");
        }
        String rulesName = string(root, "rules", 0);
        RuleSet rules = rulesOf(root, rulesName);
        if (rulesOverride != null && !sameRules(rulesOverride, rules)) {
            throw new RecordException(0, "the rules given, " + rulesOverride.displayName() + ", contradict the"
                    + " record, which names " + rules.displayName() + ": leave out --rules");
        }
        if (rules instanceof BabylonianRuleSet b) {
            rules = withSetup(b, root);
        }
        if (rules instanceof RavensburgRuleSet rv) {
            rules = withRavensburgSetup(rv, root);
        }
        JsonElement entriesEl = root.get("entries");
        if (entriesEl == null || !entriesEl.isJsonArray()) {
            throw new RecordException(0, "not a game record: \"entries\" must be an array");
        }
        JsonArray entries = entriesEl.getAsJsonArray();
        GameRecord record = GameRecord.startVersion(rules, rulesName, version);
        for (int i = 0; i < entries.size(); i++) {
            int n = i + 1;
            if (!entries.get(i).isJsonObject()) {
                throw new RecordException(n, "an entry must be a JSON object");
            }
            JsonObject o = entries.get(i).getAsJsonObject();
            Player player = player(string(o, "player", n), n);
            List<Integer> faces = new ArrayList<>();
            JsonElement facesEl = o.get("faces");
            if (facesEl != null && !facesEl.isJsonNull()) {
                if (!facesEl.isJsonArray()) {
                    throw new RecordException(n, "faces must be an array of numbers");
                }
                for (JsonElement f : facesEl.getAsJsonArray()) {
                    faces.add(asInt(f, "faces", n));
                }
            }
            Roll roll;
            try {
                roll = Roll.of(integer(o, "roll", n), faces);
            } catch (IllegalArgumentException e) {
                throw new RecordException(n, e.getMessage(), e);
            }
            RollDecision decision = null;
            JsonElement decisionEl = o.get("decision");
            if (decisionEl != null && !decisionEl.isJsonNull()) {
                String d = string(o, "decision", n);
                if (d.equals("keep")) {
                    decision = RollDecision.keep();
                } else if (d.equals("broad")) {
                    decision = RollDecision.throwAgain(BroadAstragal.roll(yesNo(string(o, "broad", n), n)));
                } else {
                    throw new RecordException(n, "decision must be keep or broad, not \"" + d + "\"");
                }
            }
            String prev = string(o, "prev", n);
            if (!prev.equals(record.headHash())) {
                throw new RecordException(n, "the chain is broken: the previous-entry hash "
                        + abbreviate(prev) + " does not match " + (i == 0 ? "the record's start" : "entry " + i)
                        + " (" + abbreviate(record.headHash()) + ")");
            }
            GameState before = record.state();
            Move move = null;
            JsonElement moveEl = o.get("move");
            try {
                if (before.isOver()) {
                    throw new IllegalStateException("the game is already over: " + (before.isDraw() ? "it was drawn"
                            : before.winner().displayName() + " has won"));
                }
                if (moveEl != null && !moveEl.isJsonNull()) {
                    if (!moveEl.isJsonObject()) {
                        throw new RecordException(n, "move must be an object or null");
                    }
                    JsonObject m = moveEl.getAsJsonObject();
                    int piece = m.has("piece") ? integer(m, "piece", n) : -1;
                    boolean capture = m.has("capture") && m.get("capture").isJsonPrimitive()
                            && m.get("capture").getAsBoolean();
                    String from = string(m, "from", n);
                    String to = string(m, "to", n);
                    if (player == before.turn() && rules instanceof RavensburgRuleSet rv) {
                        boolean leave = m.has("leave") && m.get("leave").isJsonPrimitive()
                                && m.get("leave").getAsBoolean();
                        move = ravensburgMove(rv, before, roll, piece, from, to, leave);
                        checkRavensburgDetails(m, move, capture);
                    } else if (player == before.turn()) {
                        move = GameRecord.describeMove(rules, before, movingRoll(roll, decision), piece, from, to,
                                capture);
                        checkMoveDetails(m, move);
                    } else {
                        move = null;
                    }
                }
                if (player != before.turn()) {
                    throw new IllegalArgumentException("it is " + before.turn().displayName() + "'s turn, not "
                            + player.displayName() + "'s");
                }
                record = record.append(roll, decision, move);
                if (move != null && moveEl.getAsJsonObject().has("counters")) {
                    int written = integer(moveEl.getAsJsonObject(), "counters", n);
                    int actual = BabylonianRuleSet.counterChange(move);
                    if (written != actual) {
                        throw new IllegalArgumentException("the record says the move changes "
                                + player.displayName() + "'s counters by " + signed(written) + ", but it changes them by "
                                + signed(actual));
                    }
                }
            } catch (IllegalArgumentException | IllegalStateException e) {
                throw new RecordException(n, (before.isOver() ? "" : before.turn().displayName() + " to play: ")
                        + e.getMessage(), e);
            }
        }
        return record;
    }

    /**
     * Reads a Ravensburg setup object ({@code opening} faces and {@code first}); light begins when it is absent.
     */
    private static RavensburgRuleSet withRavensburgSetup(RavensburgRuleSet rules, JsonObject root)
            throws RecordException {
        JsonElement el = root.get("setup");
        if (el == null || el.isJsonNull()) {
            return rules;
        }
        if (!el.isJsonObject()) {
            throw new RecordException(0, "not a game record: \"setup\" must be an object");
        }
        JsonObject o = el.getAsJsonObject();
        List<Integer> faces = new ArrayList<>();
        JsonElement op = o.get("opening");
        if (op != null && !op.isJsonNull()) {
            if (!op.isJsonArray()) {
                throw new RecordException(0, "setup opening must be an array of die faces");
            }
            for (JsonElement f : op.getAsJsonArray()) {
                faces.add(asInt(f, "opening", 0));
            }
        }
        Player first = o.has("first") ? player(string(o, "first", 0), 0) : Player.LIGHT;
        try {
            return rules.withSetup(new RavensburgSetup(faces, first));
        } catch (IllegalArgumentException e) {
            throw new RecordException(0, "the record's setup is impossible: " + e.getMessage(), e);
        }
    }

    /**
     * Finds the Ravensburg move a record names (piece, from, to, and whether it leaves its captives), or
     * builds it when it is illegal so that the rules can say why.
     */
    private static Move ravensburgMove(RavensburgRuleSet rules, GameState state, Roll roll, int piece, String from,
            String to, boolean leave) {
        for (Move m : rules.movesForRoll(state, roll)) {
            if ((piece < 0 || m.piece().number() == piece)
                    && RecordEntry.locationText(m.from()).equalsIgnoreCase(from)
                    && RecordEntry.locationText(m.to()).equalsIgnoreCase(to)
                    && leave == m.notes().leavesCaptives()) {
                return m;
            }
        }
        Player p = state.turn();
        if (piece < 0 || piece >= RavensburgRuleSet.MEN) {
            throw new IllegalArgumentException("a Ravensburg move names its man, 0.." + (RavensburgRuleSet.MEN - 1)
                    + ", not " + piece);
        }
        Location fromLoc = from.equalsIgnoreCase("start") ? Location.WAITING : onRoute(rules, p, from);
        Location toLoc = to.equalsIgnoreCase("home") ? Location.FINISHED : onRoute(rules, p, to);
        MoveNotes notes = leave ? MoveNotes.tower(false, true, 0, 0, false) : MoveNotes.NONE;
        return new Move(p, Piece.plain(p, piece), fromLoc, toLoc, List.of(), false, false, notes);
    }

    private static Location onRoute(RuleSet rules, Player p, String name) {
        Square sq = Square.parse(name);
        int step = rules.route(p).firstStepOf(sq);
        if (step < 0) {
            throw new IllegalArgumentException(sq + " is not on " + p.displayName() + "'s route: it is one of "
                    + p.other().displayName() + "'s own cells");
        }
        return Location.at(sq, step);
    }

    private static void checkRavensburgDetails(JsonObject m, Move move, boolean capture) {
        if (m.has("capture") && capture != move.isCapture()) {
            throw new IllegalArgumentException("the record says the move " + (capture ? "takes" : "takes no")
                    + " captive, but " + (move.isCapture() ? "it takes " + move.captured() : "it takes none"));
        }
        for (String key : List.of("carries", "delivers")) {
            JsonElement el = m.get(key);
            if (el != null && !el.isJsonNull()) {
                String actual = Integer.toString(key.equals("carries") ? move.notes().carries() : move.notes().delivers());
                if (!el.getAsString().equals(actual)) {
                    throw new IllegalArgumentException("the record says the move " + key + " " + el.getAsString()
                            + " captives, but it " + key + " " + actual);
                }
            }
        }
    }

    /** The roll a move is made with: the kept roll, or the small roll converted by a broad "yes". */
    private static Roll movingRoll(Roll roll, RollDecision decision) {
        if (decision != null && decision.throwAgain() && decision.secondThrow().value() == 1
                && roll.value() >= 1 && roll.value() <= 4) {
            return Roll.of(BroadAstragal.convert(roll.value()), List.of(roll.value(), 1));
        }
        return roll;
    }

    private static void checkMoveDetails(JsonObject m, Move move) {
        JsonElement bird = m.get("bird");
        if (bird != null && !bird.isJsonNull() && !bird.getAsString().equals(move.piece().kind().id())) {
            throw new IllegalArgumentException("piece " + move.piece().number() + " of "
                    + move.player().displayName() + " is the " + move.piece().kind().displayName() + ", not "
                    + bird.getAsString());
        }
    }

    private static String signed(int n) {
        return n > 0 ? "+" + n : Integer.toString(n);
    }

    /**
     * Finds the rules a record names; its {@code settings} object (optional) must agree with a known
     * name, and defines the rules of a record named {@code custom} (a custom rule set read from RGN).
     */
    private static RuleSet rulesOf(JsonObject root, String rulesName) throws RecordException {
        ClassicRuleSet fromSettings = null;
        JsonElement settingsEl = root.get("settings");
        if (settingsEl != null && !settingsEl.isJsonNull()) {
            if (!settingsEl.isJsonObject()) {
                throw new RecordException(0, "not a game record: \"settings\" must be an object");
            }
            Map<String, String> settings = new LinkedHashMap<>();
            for (Map.Entry<String, JsonElement> e : settingsEl.getAsJsonObject().entrySet()) {
                if (!e.getValue().isJsonPrimitive()) {
                    throw new RecordException(0, "settings value \"" + e.getKey() + "\" must be a string");
                }
                settings.put(e.getKey(), e.getValue().getAsString());
            }
            try {
                fromSettings = RgnRules.fromHeader(settings);
            } catch (IllegalArgumentException e) {
                throw new RecordException(0, "the record's settings cannot be mapped to our rules: "
                        + e.getMessage(), e);
            }
        }
        RuleSet named;
        try {
            named = RuleSets.byName(rulesName);
        } catch (IllegalArgumentException e) {
            if (fromSettings != null && rulesName.equals(CUSTOM)) {
                return fromSettings;
            }
            throw new RecordException(0, e.getMessage(), e);
        }
        if (fromSettings != null && named instanceof ClassicRuleSet c
                && !c.settings().sameRules(fromSettings.settings())) {
            throw new RecordException(0, "the record names rule set " + rulesName
                    + " but its settings describe other rules");
        }
        return named;
    }

    /** Whether two rule sets play the same game: equal classic settings, else the same name. */
    private static boolean sameRules(RuleSet a, RuleSet b) {
        if (a instanceof ClassicRuleSet ca && b instanceof ClassicRuleSet cb) {
            return ca.settings().sameRules(cb.settings());
        }
        return a.name().equals(b.name());
    }

    private static String abbreviate(String hash) {
        return hash.length() > 12 ? hash.substring(0, 12) + "..." : hash;
    }

    private static String string(JsonObject o, String key, int entry) throws RecordException {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            throw new RecordException(entry, (entry == 0 ? "not a game record: " : "") + "missing field \"" + key
                    + "\"");
        }
        if (!e.isJsonPrimitive() || !((JsonPrimitive) e).isString()) {
            throw new RecordException(entry, "field \"" + key + "\" must be a string");
        }
        return e.getAsString();
    }

    private static int integer(JsonObject o, String key, int entry) throws RecordException {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            throw new RecordException(entry, (entry == 0 ? "not a game record: " : "") + "missing field \"" + key
                    + "\"");
        }
        return asInt(e, key, entry);
    }

    private static int asInt(JsonElement e, String key, int entry) throws RecordException {
        if (!e.isJsonPrimitive() || !((JsonPrimitive) e).isNumber()) {
            throw new RecordException(entry, "field \"" + key + "\" must be a whole number, not " + e);
        }
        double d = e.getAsDouble();
        if (d != Math.rint(d) || Math.abs(d) > 1_000_000) {
            throw new RecordException(entry, "field \"" + key + "\" must be a whole number, not " + e);
        }
        return (int) d;
    }
}
