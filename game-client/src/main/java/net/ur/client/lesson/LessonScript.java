package net.ur.client.lesson;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import jme3utilities.Validate;
import net.ur.client.hud.HudCue;
import net.ur.rules.Counters;
import net.ur.rules.GameState;
import net.ur.rules.IllegalMoveException;
import net.ur.rules.Location;
import net.ur.rules.Move;
import net.ur.rules.Phase;
import net.ur.rules.PieceState;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Roll;
import net.ur.rules.record.Game;
import net.ur.rules.sets.RuleSets;

/**
 * A lesson played through by the rules, from the start of a game: the game before each step and
 * after the last. Building it checks every step where the steps before it lead (its side is to
 * act, its action is what the game awaits, its dice fit and its move is legal), so a lesson that
 * loads is one the rules let be played to its end; a step that is not is an error naming it.
 */
public final class LessonScript {

    private final Lesson lesson;
    /** The game before each step; the last is the game after the last step. */
    private final List<Game> games;
    /** For each step, the HUD's icons it is the first step in sight to use. */
    private final List<List<HudCue.Target>> hudFirstUsed;

    private LessonScript(Lesson lesson, List<Game> games) {
        this.lesson = lesson;
        this.games = List.copyOf(games);
        this.hudFirstUsed = firstUses(lesson, this.games);
    }

    /**
     * Plays a lesson through from the start of a game of its rules.
     *
     * @param lesson the lesson; not null
     * @return the script
     * @throws LessonException naming the step whose action the rules do not allow
     */
    public static LessonScript of(Lesson lesson) {
        Validate.nonNull(lesson, "lesson");
        RuleSet rules;
        try {
            rules = RuleSets.byName(lesson.rules());
        } catch (IllegalArgumentException e) {
            throw new LessonException(lesson.id() + ".json: " + e.getMessage());
        }
        List<Game> games = new ArrayList<>();
        games.add(Game.start(rules));
        playFrom(lesson, games);
        return new LessonScript(lesson, games);
    }

    /**
     * Loads one of the game's lessons and plays it through.
     *
     * @param id one of {@link Lesson#IDS}
     * @return the script
     * @throws LessonException when the lesson is missing, malformed, or a step is not legal
     */
    public static LessonScript load(String id) {
        return of(Lesson.load(id));
    }

    /** Plays the steps from the last game of the list on, adding the game after each. */
    private static void playFrom(Lesson lesson, List<Game> games) {
        for (int i = games.size() - 1; i < lesson.steps().size(); i++) {
            games.add(play(games.get(i), lesson.steps().get(i), lesson.id() + ".json"));
        }
    }

    /**
     * The same lesson going on from another game after a step (a wrong but legal move the lesson
     * adapts to): the later steps are played from it.
     *
     * @param index the step (from 0) after which the game differs
     * @param after the game after it; not null
     * @return the script from there
     * @throws LessonException when a later step is not legal from that game, or the lesson would not
     *     end as it does (its win)
     */
    public LessonScript adaptedAfter(int index, Game after) {
        Validate.inRange(index, "index", 0, lesson.steps().size() - 1);
        Validate.nonNull(after, "after");
        List<Game> list = new ArrayList<>(games.subList(0, index + 1));
        list.add(after);
        playFrom(lesson, list);
        GameState end = games.get(games.size() - 1).state();
        GameState adaptedEnd = list.get(list.size() - 1).state();
        if (end.isOver() != adaptedEnd.isOver() || end.winner() != adaptedEnd.winner()) {
            throw new LessonException(lesson.id() + ".json " + step(index).label() + ": from that move the lesson would not end as it"
                    + " does (" + end.resultText() + "), but " + adaptedEnd.resultText());
        }
        return new LessonScript(lesson, list);
    }

    /**
     * The icons of the heads-up display that a step is the first in sight to use (a jump's actions
     * are not in sight): its throw, the broad astragal's face, a piece's icon when it first comes
     * on the board or home, a player's counters and the pool when they first change, the pool
     * when it runs dry. The lesson lights them when the step is taken.
     *
     * @param index the step, from 0
     * @return the icons, maybe none
     */
    public List<HudCue.Target> hudFirstUsed(int index) {
        return hudFirstUsed.get(index);
    }

    private static List<List<HudCue.Target>> firstUses(Lesson lesson, List<Game> games) {
        Set<HudCue.Target> seen = new HashSet<>();
        List<List<HudCue.Target>> out = new ArrayList<>();
        for (int i = 0; i < lesson.steps().size(); i++) {
            LessonStep step = lesson.steps().get(i);
            List<HudCue.Target> first = new ArrayList<>();
            if (step.action() != LessonStep.Action.JUMP) {
                for (HudCue.Target t : used(step, games.get(i), games.get(i + 1))) {
                    if (seen.add(t)) {
                        first.add(t);
                    }
                }
            }
            out.add(List.copyOf(first));
        }
        return List.copyOf(out);
    }

    /** The icons a step uses: what the display shows differently because of it. */
    static List<HudCue.Target> used(LessonStep step, Game before, Game after) {
        List<HudCue.Target> used = new ArrayList<>();
        switch (step.action()) {
            case THROW -> used.add(new HudCue.Target(HudCue.Element.THROW, null, ""));
            case BROAD -> used.add(new HudCue.Target(HudCue.Element.BROAD, null, step.faces().get(0) == 1 ? "yes" : "no"));
            case MOVE -> {
                GameState a = before.state();
                GameState b = after.state();
                for (PieceState p : b.pieces()) {
                    Location was = a.stateOf(p.piece()).location();
                    Location is = p.location();
                    if (is instanceof Location.OnBoard && was instanceof Location.Waiting) {
                        used.add(new HudCue.Target(HudCue.Element.PIECE, p.piece().owner(), HudCue.pieceKey(p.piece())));
                    } else if (is instanceof Location.Finished && !(was instanceof Location.Finished)) {
                        used.add(new HudCue.Target(HudCue.Element.HOME, p.piece().owner(), HudCue.pieceKey(p.piece())));
                    }
                }
                if (before.rules().hasCounters()) {
                    Counters.Piles piles = (Counters.Piles) a.counters();
                    Counters.Piles pilesAfter = (Counters.Piles) b.counters();
                    for (Player side : Player.values()) {
                        if (piles.of(side) != pilesAfter.of(side)) {
                            used.add(new HudCue.Target(HudCue.Element.COUNTERS, side, ""));
                        }
                    }
                    int poolBefore = piles.pool();
                    int poolAfter = pilesAfter.pool();
                    if (poolBefore != poolAfter) {
                        used.add(new HudCue.Target(HudCue.Element.POOL, null, ""));
                    }
                    if (poolAfter == 0 && poolBefore > 0 && !b.isOver()) {
                        used.add(new HudCue.Target(HudCue.Element.POOL, null, "dry"));
                    }
                }
            }
            default -> {
            }
        }
        return used;
    }

    /** The lesson. */
    public Lesson lesson() {
        return lesson;
    }

    /** The number of steps. */
    public int size() {
        return lesson.steps().size();
    }

    /**
     * The game before a step.
     *
     * @param index the step from 0; {@link #size()} for the game after the last step
     * @return the game
     */
    public Game before(int index) {
        return games.get(index);
    }

    /**
     * A step.
     *
     * @param index from 0
     * @return the step
     */
    public LessonStep step(int index) {
        return lesson.steps().get(index);
    }

    /**
     * The move a move step makes in the game before it.
     *
     * @param index a move step, from 0
     * @return the rules' move
     */
    public Move move(int index) {
        return moveOf(games.get(index), step(index), lesson.id() + ".json");
    }

    /**
     * Plays one step.
     *
     * @param game the game before it; not null
     * @param step the step; not null
     * @param source the lesson's file, for the message; not null
     * @return the game after it
     * @throws LessonException naming the step when the rules do not allow it there
     */
    public static Game play(Game game, LessonStep step, String source) {
        String where = source + " " + step.label() + ": ";
        if (game.state().isOver()) {
            throw new LessonException(where + "the game is already over");
        }
        if (step.action() == LessonStep.Action.JUMP) {
            return jump(game, step, source);
        }
        if (game.state().turn() != step.side()) {
            throw new LessonException(where + "it is " + game.state().turn().displayName() + "'s turn, not "
                    + step.side().displayName() + "'s");
        }
        Phase phase = game.state().phase();
        try {
            return switch (step.action()) {
                case THROW -> {
                    expect(phase, Phase.AWAITING_ROLL, where);
                    yield game.roll(rollOf(game.rules(), step.faces(), where));
                }
                case KEEP -> {
                    expect(phase, Phase.AWAITING_ROLL_DECISION, where);
                    if (!game.canKeepRoll()) {
                        throw new LessonException(where + "no bird can use the roll of " + game.state().roll().value()
                                + ", so it cannot be kept");
                    }
                    yield game.keepRoll();
                }
                case BROAD -> {
                    expect(phase, Phase.AWAITING_ROLL_DECISION, where);
                    if (step.faces().size() != 1 || step.faces().get(0) < 0 || step.faces().get(0) > 1) {
                        throw new LessonException(where + "the broad astragal rests on one face, 0 (no) or 1 (yes), not "
                                + step.faces());
                    }
                    yield game.throwBroad(game.rules().rollDecisions().orElseThrow().dice().rollOf(step.faces()));
                }
                case MOVE -> {
                    expect(phase, Phase.AWAITING_MOVE, where);
                    yield game.move(moveOf(game, step, source));
                }
                case JUMP -> throw new IllegalStateException("a jump is played apart");
            };
        } catch (IllegalMoveException | IllegalStateException e) {
            throw new LessonException(where + "the rules refuse it: " + e.getMessage());
        }
    }

    /**
     * Plays a jump's actions one by one, as the rules judge them, and checks where they lead: a
     * position the rules' own validation accepts, between turns, with the game still on (the
     * lesson's end is played in sight).
     */
    private static Game jump(Game game, LessonStep step, String source) {
        String inJump = source + " " + step.label() + ",";
        Game g = game;
        for (LessonStep action : step.jump()) {
            g = play(g, action, inJump);
        }
        String where = source + " " + step.label() + ": ";
        try {
            g.rules().validate(g.state());
        } catch (IllegalArgumentException e) {
            throw new LessonException(where + "the rules refuse the position it reaches: " + e.getMessage());
        }
        if (g.state().phase() != Phase.AWAITING_ROLL) {
            throw new LessonException(where + "a jump ends between turns, with a throw awaited, not with "
                    + (g.state().isOver() ? "the game over" : "the game awaiting " + g.state().phase()));
        }
        return g;
    }

    private static void expect(Phase phase, Phase wanted, String where) {
        if (phase != wanted) {
            String awaits = switch (phase) {
                case AWAITING_ROLL -> "a throw";
                case AWAITING_ROLL_DECISION -> "the roll decision (keep or broad)";
                case AWAITING_MOVE -> "a move";
                case GAME_OVER -> "nothing: it is over";
            };
            throw new LessonException(where + "the game awaits " + awaits + " here");
        }
    }

    /**
     * The roll the rules get from dice resting on the faces given, as the table reads them.
     *
     * @param rules the rule set whose dice are thrown; not null
     * @param faces one per die; not null
     * @param where the step, for the message
     * @return the roll
     * @throws LessonException when the faces do not fit the dice
     */
    static Roll rollOf(RuleSet rules, List<Integer> faces, String where) {
        try {
            return rules.dice().rollOf(faces);
        } catch (IllegalArgumentException e) {
            throw new LessonException(where + e.getMessage());
        }
    }

    /**
     * The one legal move of a game that a move step names.
     *
     * @throws LessonException when none or several do
     */
    static Move moveOf(Game game, LessonStep step, String source) {
        String where = source + " " + step.label() + ": ";
        LessonStep.MoveSpec spec = step.move();
        List<Move> legal = game.legalMoves();
        List<Move> matching = new ArrayList<>();
        for (Move m : legal) {
            if (at(m.from(), spec.from(), "start", where) && at(m.to(), spec.to(), "home", where)
                    && (spec.bird() == null || m.piece().kind().id().equals(spec.bird()))
                    && (spec.leave() == null || m.notes().leavesCaptives() == spec.leave())) {
                matching.add(m);
            }
        }
        if (matching.size() == 1) {
            return matching.get(0);
        }
        if (matching.isEmpty()) {
            throw new LessonException(where + "no legal move goes " + spec + " with a roll of "
                    + game.state().roll().value() + "; the legal moves are " + legal);
        }
        throw new LessonException(where + matching.size() + " legal moves go " + spec + ": " + matching
                + "; name the bird or whether the captives are left");
    }

    /** Whether a location is the one a lesson names: a square, or the word for off the board. */
    private static boolean at(Location location, String name, String offBoard, String where) {
        if (name.equals(offBoard)) {
            return offBoard.equals("start") ? location instanceof Location.Waiting : location instanceof Location.Finished;
        }
        Square square;
        try {
            square = Square.parse(name);
        } catch (IllegalArgumentException e) {
            throw new LessonException(where + "\"" + name + "\" is neither a square nor \"" + offBoard + "\"");
        }
        return location instanceof Location.OnBoard on && on.square().equals(square);
    }
}
