package net.ur.net.chain;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.BroadAstragal;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.babylonian.SmallAstragal;
import net.ur.rules.dice.Roll;
import net.ur.rules.record.Game;
import net.ur.rules.record.GameRecord;
import net.ur.rules.record.RecordEntry;
import net.ur.rules.sets.RuleSets;

/**
 * One network game as every peer and the relay hold it: the signed entries so far and the game
 * they fold to. {@link #append} takes an entry only if it belongs to this game, the game is not
 * over, it follows the head, its author is a player whose turn it is to write this action, the
 * signature is good, a revealed secret matches its commitment and the rules (the rules' {@link Game})
 * allow the action; otherwise it throws a {@link Refusal} and nothing changes. At any moment exactly
 * one side may write the next entry ({@link #author()}), so two honest peers never fork.
 */
public final class Chain {

    /** What the chain waits for next. */
    public enum Awaiting {
        /** A side's first commitment (light's, then dark's). */
        COMMIT("commit to its first secret"),
        /** The thrower's throw (its reveal), in the game or the Babylonian opening. */
        THROW("throw"),
        /** The other side's reveal, which settles the throw. */
        REVEAL("reveal its secret"),
        /** A Babylonian roll decision: keep or throw the broad astragal. */
        DECISION("keep the roll or throw the broad astragal"),
        /** A move with the roll in hand. */
        MOVE("move"),
        /** A pass: the roll has no move. */
        PASS("pass (the roll has no move)"),
        /** Nothing: the game is over. */
        OVER("nothing (the game is over)");

        private final String text;

        Awaiting(String text) {
            this.text = text;
        }

        /** What the side must do, in words. */
        public String text() {
            return text;
        }
    }

    /** Which throw a pending reveal settles. */
    public enum ThrowKind {
        /** A throw of both astragals in the Babylonian opening. */
        OPENING,
        /** The turn's dice (the small astragal in the Babylonian game). */
        ROLL,
        /** The Babylonian broad astragal after a decision to throw it. */
        BROAD
    }

    /**
     * What an accepted entry did.
     *
     * @param entry the entry
     * @param author its author's side
     * @param kind for a reveal, the throw it settled; else null
     * @param roll for a reveal of the turn's dice or the broad astragal, the agreed roll; else null
     * @param openingThrow for a reveal in the opening, the throw of both astragals; else null
     * @param move for a move, the move; else null
     */
    public record Step(Entry entry, Player author, ThrowKind kind, Roll roll, Opening.Throw openingThrow, Move move) {
    }

    private final MatchSetup setup;
    private final String gameId;
    private final List<Entry> entries = new ArrayList<>();
    private final Map<String, Integer> seen = new HashMap<>();
    private final EnumMap<Player, String> commits = new EnumMap<>(Player.class);
    private Game game;
    private Opening opening;
    private Awaiting awaiting = Awaiting.COMMIT;
    private Player author = Player.LIGHT;
    private ThrowKind throwKind;
    private String thrownSecret;
    private int throwsDone;
    private Player resigned;

    /**
     * A game with no entries yet.
     *
     * @param setup what the players agreed, not null
     */
    public Chain(MatchSetup setup) {
        if (setup == null) {
            throw new IllegalArgumentException("setup must not be null");
        }
        this.setup = setup;
        this.gameId = setup.gameId();
    }

    /** What the players agreed. */
    public MatchSetup setup() {
        return setup;
    }

    /** The game's id. */
    public String gameId() {
        return gameId;
    }

    /** The entries, oldest first (unmodifiable view). */
    public List<Entry> entries() {
        return Collections.unmodifiableList(entries);
    }

    /** The number of entries. */
    public int size() {
        return entries.size();
    }

    /** The hash the next entry must name: the last entry's, or the game id before the first. */
    public String head() {
        return entries.isEmpty() ? gameId : entries.get(entries.size() - 1).hash();
    }

    /** What the chain waits for. */
    public Awaiting awaiting() {
        return awaiting;
    }

    /** Who must write the next entry (meaningless once {@link #isOver()}). */
    public Player author() {
        return author;
    }

    /** The throw a pending reveal settles, or null. */
    public ThrowKind throwKind() {
        return awaiting == Awaiting.REVEAL ? throwKind : null;
    }

    /** The rules' game, or null while the Babylonian opening is still being thrown. */
    public Game game() {
        return game;
    }

    /** The Babylonian opening so far, or null when the game has none. */
    public Opening opening() {
        return opening;
    }

    /** A side's current commitment, or null before its first. */
    public String commitment(Player p) {
        return commits.get(p);
    }

    /** Whether the game is over (won on the board, drawn, or resigned). */
    public boolean isOver() {
        return awaiting == Awaiting.OVER;
    }

    /** The side that resigned, or null. */
    public Player resigned() {
        return resigned;
    }

    /** The winner, or null while playing or for a draw. */
    public Player winner() {
        if (resigned != null) {
            return resigned.other();
        }
        return isOver() && game != null ? game.state().winner() : null;
    }

    /** The game's record (its turns as a game record), or null before the game's first turn could start. */
    public GameRecord record() {
        return game == null ? null : game.record();
    }

    /** What must happen next, in words: {@code Light must move}. */
    public String awaitingText() {
        if (isOver()) {
            return "the game is over: " + resultText();
        }
        return author.displayName() + " must " + awaiting.text();
    }

    /** The result in words: {@code Dark won}, {@code Light resigned}, {@code drawn}, or {@code playing}. */
    public String resultText() {
        if (resigned != null) {
            return resigned.displayName() + " resigned";
        }
        if (!isOver()) {
            return "playing";
        }
        Player w = winner();
        return w == null ? "drawn" : w.displayName() + " won";
    }

    /**
     * Takes an entry if it may follow.
     *
     * @param e the entry, not null
     * @param checkSignature false only for an entry this process has just signed itself
     * @return what it did
     * @throws Refusal saying why it may not follow; the chain is unchanged
     */
    public Step append(Entry e, boolean checkSignature) throws Refusal {
        if (!e.gameId().equals(gameId)) {
            throw new Refusal(e.describe() + " belongs to another game (" + Hashes.abbreviate(e.gameId())
                    + "), not this one (" + Hashes.abbreviate(gameId) + ")");
        }
        if (isOver()) {
            throw new Refusal("the game is over (" + resultText() + "): " + e.describe() + " cannot follow");
        }
        Integer already = seen.get(e.hash());
        if (already != null) {
            throw new Refusal("replayed entry: " + e.describe() + " is already entry " + already + " of the chain");
        }
        if (!e.prev().equals(head())) {
            throw new Refusal("wrong previous hash: " + e.describe() + " follows " + Hashes.abbreviate(e.prev())
                    + ", but the chain's head is " + Hashes.abbreviate(head()) + " (entry " + entries.size() + ")");
        }
        if (e.seq() != entries.size() + 1) {
            throw new Refusal(e.describe() + " is numbered " + e.seq() + ", but entry " + (entries.size() + 1)
                    + " comes next");
        }
        Player p = setup.playerOf(e.author());
        if (p == null) {
            throw new Refusal(e.describe() + " is signed by a key that plays no side of this game");
        }
        if (checkSignature && !e.signatureValid()) {
            throw new Refusal("bad signature: " + e.describe() + " is not signed by " + p.displayName() + "'s key");
        }
        if (p != author) {
            throw new Refusal("out of turn: " + awaitingText() + ", not " + p.displayName());
        }
        if (e.action() == Action.RESIGN) {
            resigned = p;
            return accept(e, p, Awaiting.OVER, author, null, null, null, null);
        }
        return switch (awaiting) {
            case COMMIT -> commit(e, p);
            case THROW -> throwDice(e, p);
            case REVEAL -> reveal(e, p);
            case DECISION -> decide(e, p);
            case MOVE -> move(e, p);
            case PASS -> pass(e, p);
            case OVER -> throw new IllegalStateException("unreachable: the game is over");
        };
    }

    private void expect(Entry e, Player p, Action... allowed) throws Refusal {
        for (Action a : allowed) {
            if (e.action() == a) {
                return;
            }
        }
        throw new Refusal(p.displayName() + " must " + awaiting.text() + ", not " + e.action().id());
    }

    private void checkReveal(Entry e, Player p) throws Refusal {
        String c = commits.get(p);
        if (!SharedDice.commitment(e.secret()).equals(c)) {
            throw new Refusal("the secret " + p.displayName() + " revealed in " + e.describe()
                    + " does not match its commitment " + Hashes.abbreviate(c));
        }
    }

    private Step commit(Entry e, Player p) throws Refusal {
        expect(e, p, Action.COMMIT);
        commits.put(p, e.commit());
        if (p == Player.LIGHT) {
            return accept(e, p, Awaiting.COMMIT, Player.DARK, null, null, null, null);
        }
        if (setup.babylonian()) {
            opening = Opening.start();
            return accept(e, p, Awaiting.THROW, opening.thrower(), null, null, null, null);
        }
        game = Game.start(RuleSets.byName(setup.rules()));
        return accept(e, p, Awaiting.THROW, game.state().turn(), null, null, null, null);
    }

    private Step throwDice(Entry e, Player p) throws Refusal {
        expect(e, p, Action.THROW);
        checkReveal(e, p);
        commits.put(p, e.commit());
        thrownSecret = e.secret();
        throwKind = game == null ? ThrowKind.OPENING : ThrowKind.ROLL;
        return accept(e, p, Awaiting.REVEAL, p.other(), null, null, null, null);
    }

    private Step reveal(Entry e, Player p) throws Refusal {
        expect(e, p, Action.REVEAL);
        checkReveal(e, p);
        Player thrower = p.other();
        String light = thrower == Player.LIGHT ? thrownSecret : e.secret();
        String dark = thrower == Player.DARK ? thrownSecret : e.secret();
        RandomGenerator random = SharedDice.random(gameId, throwsDone, light, dark);
        ThrowKind kind = throwKind;
        commits.put(p, e.commit());
        throwsDone++;
        thrownSecret = null;
        if (kind == ThrowKind.OPENING) {
            Roll small = SmallAstragal.INSTANCE.roll(random);
            Roll broad = BroadAstragal.INSTANCE.roll(random);
            opening = opening.add(small, broad);
            Opening.Throw t = opening.throwsMade().get(opening.throwsMade().size() - 1);
            if (!opening.isDecided()) {
                return accept(e, p, Awaiting.THROW, opening.thrower(), kind, null, t, null);
            }
            BabylonianRuleSet rules = new BabylonianRuleSet(setup.board(),
                    BabylonianSetup.of(setup.lightCounters(), setup.darkCounters(), opening));
            game = Game.start(rules);
            return accept(e, p, Awaiting.THROW, game.state().turn(), kind, null, t, null);
        }
        Roll roll = kind == ThrowKind.ROLL ? game.rules().roll(random)
                : game.rules().decisionDice().orElseThrow().roll(random);
        game = kind == ThrowKind.ROLL ? game.roll(roll) : game.throwBroad(roll);
        Phase phase = game.state().phase();
        Awaiting next = phase == Phase.GAME_OVER ? Awaiting.OVER : phase == Phase.AWAITING_MOVE ? Awaiting.MOVE
                : phase == Phase.AWAITING_ROLL_DECISION ? Awaiting.DECISION : Awaiting.PASS;
        return accept(e, p, next, thrower, kind, roll, null, null);
    }

    private Step decide(Entry e, Player p) throws Refusal {
        expect(e, p, Action.KEEP, Action.BROAD);
        if (e.action() == Action.KEEP) {
            if (!game.canKeepRoll()) {
                throw new Refusal("the roll of " + game.state().roll().value() + " has no legal move, so it cannot be"
                        + " kept: throw the broad astragal");
            }
            game = game.keepRoll();
            return accept(e, p, Awaiting.MOVE, p, null, null, null, null);
        }
        checkReveal(e, p);
        commits.put(p, e.commit());
        thrownSecret = e.secret();
        throwKind = ThrowKind.BROAD;
        return accept(e, p, Awaiting.REVEAL, p.other(), null, null, null, null);
    }

    private Step move(Entry e, Player p) throws Refusal {
        expect(e, p, Action.MOVE);
        List<Move> legal = game.legalMoves();
        Move chosen = null;
        for (Move m : legal) {
            if (moveText(m).equals(e.move())) {
                chosen = m;
                break;
            }
        }
        if (chosen == null) {
            List<String> names = legal.stream().map(Chain::moveText).toList();
            throw new Refusal("illegal move: " + e.move() + " is not a legal move with the roll of "
                    + game.state().roll().value() + " (legal: " + String.join(", ", names) + ")");
        }
        game = game.move(chosen);
        if (game.state().isOver()) {
            return accept(e, p, Awaiting.OVER, p, null, null, null, chosen);
        }
        return accept(e, p, Awaiting.THROW, game.state().turn(), null, null, null, chosen);
    }

    private Step pass(Entry e, Player p) throws Refusal {
        expect(e, p, Action.PASS);
        return accept(e, p, Awaiting.THROW, game.state().turn(), null, null, null, null);
    }

    private Step accept(Entry e, Player p, Awaiting next, Player nextAuthor, ThrowKind kind, Roll roll,
            Opening.Throw openingThrow, Move move) {
        entries.add(e);
        seen.put(e.hash(), entries.size());
        awaiting = next;
        author = nextAuthor;
        return new Step(e, p, kind, roll, openingThrow, move);
    }

    /**
     * A move as entries name it, the game record's own text of it: {@code 3:start>A4}, {@code 0:B2>home},
     * a capture marked {@code x}, a Ravensburg man leaving its captives {@code ~leave}.
     *
     * @param m the move, not null
     * @return the text
     */
    public static String moveText(Move m) {
        String t = new RecordEntry(m.player(), net.ur.rules.dice.Roll.of(0), m, "0".repeat(64)).canonicalText();
        int from = t.indexOf(";move=") + 6;
        return t.substring(from, t.indexOf(";prev=", from));
    }

    /** The Babylonian pool now (0 before the game's first turn, and in other games). */
    public int pool() {
        return game == null || !setup.babylonian() ? 0 : BabylonianRuleSet.pool(game.state());
    }

    /**
     * The counters each side holds after this finished Babylonian game, the pool to the winner.
     *
     * @param winner the winner (by the board, a resignation or a forfeit), not null
     * @return light's and dark's counters; the counters before the game if it ended before its first turn
     */
    public int[] countersAfter(Player winner) {
        if (game == null) {
            return new int[] {setup.lightCounters(), setup.darkCounters()};
        }
        var s = game.state();
        int pool = BabylonianRuleSet.pool(s);
        int light = BabylonianRuleSet.counters(s, Player.LIGHT) + (winner == Player.LIGHT ? pool : 0);
        int dark = BabylonianRuleSet.counters(s, Player.DARK) + (winner == Player.DARK ? pool : 0);
        return new int[] {light, dark};
    }
}
