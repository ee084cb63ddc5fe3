package net.ur.rules.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import net.ur.rules.GameState;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.MoveNotes;
import net.ur.rules.Phase;
import net.ur.rules.Piece;
import net.ur.rules.PieceKind;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.dice.RollDecision;
import net.ur.rules.ravensburg.RavensburgRuleSet;

/**
 * An append-only chain of entries (roll, roll decision, move, hash of the previous entry) under
 * one rule set; the game state is the fold of the entries. Appending checks the action against
 * the rules; {@link #replay} rebuilds a record from loaded entries and reports the first bad one.
 */
public final class GameRecord {

    /** The version of the record format written by this code (2: roll decisions and Babylonian setups). */
    public static final int VERSION = 2;
    /** The oldest version this code reads (1: classic games only, no roll decisions). */
    public static final int OLDEST_READABLE_VERSION = 1;

    private final RuleSet rules;
    private final String genesisName;
    private final int version;
    private final List<RecordEntry> entries;
    private final List<GameState> states;

    private GameRecord(RuleSet rules, String genesisName, int version, List<RecordEntry> entries,
            List<GameState> states) {
        this.rules = rules;
        this.genesisName = genesisName;
        this.version = version;
        this.entries = entries;
        this.states = states;
    }

    /**
     * Starts an empty record.
     *
     * @param rules the rules, not null
     * @return a record with no entries
     */
    public static GameRecord start(RuleSet rules) {
        if (rules == null) {
            throw new IllegalArgumentException("rules must not be null");
        }
        return new GameRecord(rules, rules.name(), VERSION, List.of(), List.of(rules.initialState()));
    }

    /**
     * Starts an empty record whose chain follows an older format version (to read old files).
     *
     * @param rules the rules, not null
     * @param genesisName the rule set name the record's chain was started with, not null
     * @param version {@link #OLDEST_READABLE_VERSION}..{@link #VERSION}
     * @return a record with no entries
     */
    public static GameRecord startVersion(RuleSet rules, String genesisName, int version) {
        if (rules == null || genesisName == null) {
            throw new IllegalArgumentException("rules and genesis name must not be null");
        }
        if (version < OLDEST_READABLE_VERSION || version > VERSION) {
            throw new IllegalArgumentException("record version must be " + OLDEST_READABLE_VERSION + ".." + VERSION
                    + ", not " + version);
        }
        return new GameRecord(rules, genesisName, version, List.of(), List.of(rules.initialState()));
    }

    /**
     * Starts an empty record whose chain starts from another rule set's name, for a record that
     * is replayed under rules other than those it was written with ({@code --rules}).
     *
     * @param rules the rules to replay with, not null
     * @param genesisName the rule set name the record's chain was started with, not null
     * @return a record with no entries
     */
    public static GameRecord startWithGenesis(RuleSet rules, String genesisName) {
        if (rules == null || genesisName == null) {
            throw new IllegalArgumentException("rules and genesis name must not be null");
        }
        return new GameRecord(rules, genesisName, VERSION, List.of(), List.of(rules.initialState()));
    }

    /**
     * Returns the hash the first entry of a classic record must store: SHA-256 of
     * {@code ur-game-record/VERSION/RULES}.
     *
     * @param rulesName the rule set's name, not null
     * @return 64 hex digits
     */
    public static String genesisHash(String rulesName) {
        if (rulesName == null) {
            throw new IllegalArgumentException("rule set name must not be null");
        }
        return RecordEntry.sha256("ur-game-record/" + VERSION + "/" + rulesName);
    }

    /**
     * Returns the text the first entry's previous hash is computed over: {@code ur-game-record/VERSION/RULES},
     * followed for a Babylonian game by {@code /} and its setup (counters, first player, opening throw), for
     * a Ravensburg game by {@code /first=light;opening=3,5}.
     *
     * @return the text
     */
    public String genesisText() {
        String text = "ur-game-record/" + version + "/" + genesisName;
        if (rules instanceof BabylonianRuleSet b) {
            text += "/" + b.setup().canonicalText();
        }
        if (rules instanceof RavensburgRuleSet r) {
            text += "/" + r.setup().canonicalText();
        }
        return text;
    }

    /**
     * Returns the format version the record's chain follows.
     *
     * @return {@link #VERSION} for new records, older for records read from old files
     */
    public int version() {
        return version;
    }

    /**
     * Returns the rules.
     *
     * @return the rules
     */
    public RuleSet rules() {
        return rules;
    }

    /**
     * Returns the entries in order.
     *
     * @return an unmodifiable list
     */
    public List<RecordEntry> entries() {
        return entries;
    }

    /**
     * Returns the state after every entry: element 0 is the start, element i the state after entry i.
     *
     * @return an unmodifiable list of {@code entries().size() + 1} states
     */
    public List<GameState> states() {
        return states;
    }

    /**
     * Returns the state after the last entry (the fold of the entries).
     *
     * @return the state, awaiting a roll or finished
     */
    public GameState state() {
        return states.get(states.size() - 1);
    }

    /**
     * Returns the hash the next entry must store.
     *
     * @return 64 hex digits
     */
    public String headHash() {
        return entries.isEmpty() ? RecordEntry.sha256(genesisText()) : entries.get(entries.size() - 1).hash();
    }

    /**
     * Appends a roll and the move made with it (games without roll decisions).
     *
     * @param roll the roll, not null
     * @param move a legal move of the roll, or null when the roll has no legal move
     * @return the longer record; this one is unaffected
     * @throws IllegalStateException if the game is over
     * @throws IllegalArgumentException if the roll or the move breaks the rules, saying why
     */
    public GameRecord append(Roll roll, Move move) {
        return append(roll, null, move);
    }

    /**
     * Appends a turn: the roll, the roll decision and the move made.
     *
     * @param roll the roll (the small astragal's in a Babylonian game), not null
     * @param decision the roll decision: required in games with one (Babylonian), null in the others
     * @param move a legal move of the (kept or converted) roll, or null when the turn passes
     * @return the longer record; this one is unaffected
     * @throws IllegalStateException if the game is over
     * @throws IllegalArgumentException if the roll, the decision or the move breaks the rules, saying why
     */
    public GameRecord append(Roll roll, RollDecision decision, Move move) {
        if (roll == null) {
            throw new IllegalArgumentException("roll must not be null");
        }
        GameState before = state();
        RecordEntry entry = new RecordEntry(before.turn(), roll, move, headHash(), decision);
        GameState after = step(rules, before, entry);
        List<RecordEntry> e = new ArrayList<>(entries);
        e.add(entry);
        List<GameState> s = new ArrayList<>(states);
        s.add(after);
        return new GameRecord(rules, genesisName, version, Collections.unmodifiableList(e),
                Collections.unmodifiableList(s));
    }

    private static GameState step(RuleSet rules, GameState before, RecordEntry entry) {
        if (before.isOver()) {
            throw new IllegalStateException("the game is already over: " + (before.isDraw() ? "it was drawn"
                    : before.winner().displayName() + " has won"));
        }
        if (entry.player() != before.turn()) {
            throw new IllegalArgumentException("it is " + before.turn().displayName() + "'s turn, not "
                    + entry.player().displayName() + "'s");
        }
        GameState rolled = rules.applyRoll(before, entry.roll());
        if (rolled.phase() == Phase.AWAITING_ROLL_DECISION) {
            if (entry.decision() == null) {
                throw new IllegalArgumentException("a roll of " + entry.roll().value() + " needs a roll decision: keep "
                        + "it or throw the broad astragal");
            }
            rolled = rules.applyRollDecision(rolled, entry.decision());
        } else if (entry.decision() != null) {
            throw new IllegalArgumentException(rules.displayName() + " has no roll decisions");
        }
        if (rolled.phase() != Phase.AWAITING_MOVE) {
            if (entry.move() != null) {
                throw new IllegalArgumentException(passText(entry) + "; the move " + entry.move() + " is not allowed");
            }
            return rolled;
        }
        if (entry.move() == null) {
            throw new IllegalArgumentException("a roll of " + rolled.roll().value() + " has legal moves ("
                    + rules.legalMoves(rolled) + "); passing is not allowed");
        }
        return rules.applyMove(rolled, entry.move());
    }

    private static String passText(RecordEntry entry) {
        RollDecision d = entry.decision();
        if (d != null && d.throwAgain() && d.secondThrow().value() == 0) {
            return "the broad astragal said no, so the turn is forfeited";
        }
        if (d != null && d.throwAgain()) {
            return "the converted roll has no legal move here, so the turn passes";
        }
        return "a roll of " + entry.roll().value() + " has no legal move here, so the turn passes";
    }

    /**
     * Rebuilds a record from loaded entries, checking the chain and replaying every entry.
     *
     * @param rules the rules, not null
     * @param entries the entries, not null
     * @return the record
     * @throws RecordException naming the first bad entry and why: a broken chain or an illegal action
     */
    public static GameRecord replay(RuleSet rules, List<RecordEntry> entries) throws RecordException {
        if (rules == null || entries == null) {
            throw new IllegalArgumentException("rules and entries must not be null");
        }
        GameRecord r = start(rules);
        for (int i = 0; i < entries.size(); i++) {
            RecordEntry e = entries.get(i);
            String expected = r.headHash();
            if (!expected.equals(e.previousHash())) {
                throw new RecordException(i + 1, "the chain is broken: the previous-entry hash "
                        + e.previousHash().substring(0, 12) + "... does not match "
                        + (i == 0 ? "the record's start" : "entry " + i) + " (" + expected.substring(0, 12) + "...)");
            }
            try {
                r = r.append(e.roll(), e.decision(), e.move());
            } catch (IllegalArgumentException | IllegalStateException ex) {
                throw new RecordException(i + 1, describeTurn(r.state()) + ex.getMessage(), ex);
            }
        }
        return r;
    }

    private static String describeTurn(GameState s) {
        return s.isOver() ? "" : s.turn().displayName() + " to play: ";
    }

    /**
     * Finds the legal move of a roll from one location to another, as loaders of records need.
     *
     * @param rules the rules, not null
     * @param state a state awaiting a roll, not null
     * @param roll the roll, not null
     * @param from {@code start} or a square name
     * @param to {@code home} or a square name
     * @return the legal move, or null if none goes from {@code from} to {@code to}
     */
    public static Move findMove(RuleSet rules, GameState state, Roll roll, String from, String to) {
        if (rules == null || state == null || roll == null || from == null || to == null) {
            throw new IllegalArgumentException("rules, state, roll, from and to must not be null");
        }
        for (Move m : rules.movesForRoll(state, roll)) {
            if (RecordEntry.locationText(m.from()).equalsIgnoreCase(from)
                    && RecordEntry.locationText(m.to()).equalsIgnoreCase(to)) {
                return m;
            }
        }
        return null;
    }

    /**
     * Builds the move a record names even when it is illegal, so that the rules can say why.
     *
     * @param rules the rules, not null
     * @param state the state before the roll, not null
     * @param roll the roll, not null
     * @param piece the piece number named, or -1 to take the piece standing on {@code from}
     * @param from {@code start} or a square name
     * @param to {@code home} or a square name
     * @param capture whether the record marks a capture
     * @return a move that {@link RuleSet#applyMove} will accept or explain
     * @throws IllegalArgumentException if the names cannot describe a move at all
     */
    public static Move describeMove(RuleSet rules, GameState state, Roll roll, int piece, String from, String to,
            boolean capture) {
        if (rules == null || state == null || roll == null || from == null || to == null) {
            throw new IllegalArgumentException("rules, state, roll, from and to must not be null");
        }
        Player p = state.turn();
        Location fromLoc;
        int fromStep;
        Piece moved = null;
        if (from.equalsIgnoreCase("start")) {
            fromLoc = Location.WAITING;
            fromStep = -1;
            for (var ps : state.piecesOf(p)) {
                if (ps.location() instanceof Location.Waiting) {
                    moved = ps.piece();
                    break;
                }
            }
        } else {
            Square sq = Square.parse(from);
            var there = state.at(sq).orElse(null);
            if (there != null && there.location() instanceof Location.OnBoard on) {
                fromLoc = on;
                fromStep = on.step();
                moved = there.piece();
            } else {
                int st = rules.route(p).firstStepOf(sq);
                if (st < 0) {
                    throw new IllegalArgumentException(sq + " is not on " + p.displayName() + "'s route");
                }
                fromLoc = Location.at(sq, st);
                fromStep = st;
            }
        }
        if (piece >= 0) {
            Piece named = null;
            for (var ps : state.piecesOf(p)) {
                if (ps.piece().number() == piece) {
                    named = ps.piece();
                }
            }
            moved = named != null ? named : new Piece(p, piece, moved != null ? moved.kind() : PieceKind.PLAIN);
        }
        if (moved == null) {
            moved = Piece.plain(p, 0);
        }
        Location toLoc;
        if (to.equalsIgnoreCase("home")) {
            toLoc = Location.FINISHED;
        } else {
            Square sq = Square.parse(to);
            var route = rules.route(p);
            int st = -1;
            for (int i = Math.max(0, fromStep + 1); i < route.length(); i++) {
                if (route.square(i).equals(sq)) {
                    st = i;
                    break;
                }
            }
            if (st < 0) {
                throw new IllegalArgumentException(sq + " is not ahead of " + from + " on " + p.displayName()
                        + "'s route");
            }
            toLoc = Location.at(sq, st);
        }
        List<Piece> captured = new ArrayList<>();
        if (capture && toLoc instanceof Location.OnBoard on) {
            state.at(on.square()).ifPresent(ps -> {
                if (ps.piece().owner() != p) {
                    captured.add(ps.piece());
                }
            });
            if (captured.isEmpty()) {
                captured.add(Piece.plain(p.other(), 0));
            }
        }
        boolean rosette = toLoc instanceof Location.OnBoard on && rules.board().isRosette(on.square());
        for (Move m : rules.movesForRoll(state, roll)) {
            if (m.from().equals(fromLoc) && m.to().equals(toLoc) && m.piece().equals(moved)
                    && m.captured().equals(captured)) {
                return m;
            }
        }
        return new Move(p, moved, fromLoc, toLoc, captured, rosette, false, MoveNotes.NONE);
    }
}
