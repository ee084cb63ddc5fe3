package net.ur.rules.match;

import java.util.ArrayList;
import java.util.List;

import net.ur.rules.GameState;
import net.ur.rules.Player;
import net.ur.rules.babylonian.BabylonianBoard;
import net.ur.rules.babylonian.BabylonianRuleSet;
import net.ur.rules.babylonian.BabylonianSetup;
import net.ur.rules.babylonian.Opening;
import net.ur.rules.record.GameRecord;

/**
 * The running ledger of a Babylonian match: the counters each player holds between games and the
 * result of every game played. A match starts at 25 counters each; each game's stake is 10 each;
 * the match ends when the players stop or one of them cannot pay the stake. Immutable: recording
 * a game returns the next ledger.
 *
 * @param lightCounters the counters light holds now
 * @param darkCounters the counters dark holds now; with light's, {@link BabylonianSetup#TOTAL}
 * @param games the finished games in order, not null
 * @param stopped whether the players have stopped the match
 */
public record MatchLedger(int lightCounters, int darkCounters, List<GameResult> games, boolean stopped) {

    /**
     * One finished game of the match.
     *
     * @param number the game's number in the match, from 1
     * @param board the board it was played on, not null
     * @param firstPlayer who started it, not null
     * @param winner who won it, not null
     * @param poolWon the counters the winner took from the pool at the end
     * @param lightCounters light's counters after it
     * @param darkCounters dark's counters after it
     */
    public record GameResult(int number, BabylonianBoard board, Player firstPlayer, Player winner, int poolWon,
            int lightCounters, int darkCounters) {
        /**
         * Validates the result.
         *
         * @throws IllegalArgumentException if a value is missing or the counters do not add up
         */
        public GameResult {
            if (number < 1 || board == null || firstPlayer == null || winner == null) {
                throw new IllegalArgumentException("a game result needs a number from 1, a board, a first player and"
                        + " a winner");
            }
            if (poolWon < 0 || lightCounters < 0 || darkCounters < 0
                    || lightCounters + darkCounters != BabylonianSetup.TOTAL) {
                throw new IllegalArgumentException("a game result's counters must be at least 0 and light's and dark's"
                        + " must add up to " + BabylonianSetup.TOTAL + ", got pool won " + poolWon + ", light "
                        + lightCounters + ", dark " + darkCounters);
            }
        }
    }

    /**
     * Validates the ledger and copies the games.
     *
     * @throws IllegalArgumentException if the counters are negative or do not add up
     */
    public MatchLedger {
        if (games == null) {
            throw new IllegalArgumentException("games must not be null (use an empty list)");
        }
        if (lightCounters < 0 || darkCounters < 0 || lightCounters + darkCounters != BabylonianSetup.TOTAL) {
            throw new IllegalArgumentException("a ledger's counters must be at least 0 and add up to "
                    + BabylonianSetup.TOTAL + ", got light " + lightCounters + " and dark " + darkCounters);
        }
        games = List.copyOf(games);
    }

    /**
     * Starts a match: 25 counters each, no games.
     *
     * @return the ledger
     */
    public static MatchLedger start() {
        return new MatchLedger(BabylonianSetup.STARTING_COUNTERS, BabylonianSetup.STARTING_COUNTERS, List.of(), false);
    }

    /**
     * Rebuilds the ledger of a match from its games' records (e.g. loaded from their JSON files), checking
     * that each game started from the counters the games before it left.
     *
     * @param records the finished games in the order played, not null
     * @return the ledger after the last game
     * @throws IllegalArgumentException naming the first game that does not follow (1-based) and why
     */
    public static MatchLedger replay(List<GameRecord> records) {
        if (records == null) {
            throw new IllegalArgumentException("records must not be null");
        }
        MatchLedger ledger = start();
        for (int i = 0; i < records.size(); i++) {
            try {
                ledger = ledger.afterGame(records.get(i));
            } catch (IllegalArgumentException | IllegalStateException e) {
                throw new IllegalArgumentException("game " + (i + 1) + " of the match: " + e.getMessage(), e);
            }
        }
        return ledger;
    }

    /**
     * Returns a player's counters between games.
     *
     * @param player the player, not null
     * @return the counters
     */
    public int counters(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("player must not be null");
        }
        return player == Player.LIGHT ? lightCounters : darkCounters;
    }

    /**
     * Tells whether another game can be played: the players have not stopped and both can pay the stake.
     *
     * @return true if {@link #nextGame} may be called
     */
    public boolean canPlayAnother() {
        return !stopped && lightCounters >= BabylonianSetup.STAKE && darkCounters >= BabylonianSetup.STAKE;
    }

    /**
     * Tells whether the match has ended (stopped, or a player cannot pay the stake).
     *
     * @return true if no more games can be played
     */
    public boolean isOver() {
        return !canPlayAnother();
    }

    /**
     * Returns the rules of the next game: its counters come from this ledger, its first player from the opening.
     *
     * @param board the board to play on, not null
     * @param opening a decided opening throw, not null
     * @return the rule set, whose initial state has both stakes paid into the pool
     * @throws IllegalStateException if the match is over
     */
    public BabylonianRuleSet nextGame(BabylonianBoard board, Opening opening) {
        if (board == null || opening == null) {
            throw new IllegalArgumentException("board and opening must not be null");
        }
        requireNotOver();
        return new BabylonianRuleSet(board, BabylonianSetup.of(lightCounters, darkCounters, opening));
    }

    private void requireNotOver() {
        if (isOver()) {
            throw new IllegalStateException(stopped ? "the players have stopped the match"
                    : "the match is over: " + (lightCounters < BabylonianSetup.STAKE ? "light" : "dark") + " holds "
                    + Math.min(lightCounters, darkCounters) + " counters and cannot pay the stake of "
                    + BabylonianSetup.STAKE);
        }
    }

    /**
     * Returns the rules of the next game of a rule set played as a match: its counters from this
     * ledger, its first player from an opening throw made with the random generator.
     *
     * @param play the match play of the rules ({@link net.ur.rules.RuleSet#match()}), not null
     * @param opening the randomness of the opening throw, not null
     * @return the rule set, whose initial state has both stakes paid into the pool
     * @throws IllegalStateException if the match is over
     */
    public net.ur.rules.RuleSet nextGame(net.ur.rules.MatchPlay play, java.util.random.RandomGenerator opening) {
        if (play == null || opening == null) {
            throw new IllegalArgumentException("match play and opening randomness must not be null");
        }
        requireNotOver();
        return play.nextGame(lightCounters, darkCounters, opening);
    }

    /**
     * Returns the rules of the next game as they stand while its opening is thrown at the table: its
     * counters from this ledger, its first player from the opening once it has decided
     * ({@link net.ur.rules.MatchPlay#nextGame(int, int, net.ur.rules.OpeningThrows)}).
     *
     * @param play the match play of the rule set, not null
     * @param opening the opening so far, not null
     * @return the rule set
     * @throws IllegalStateException if the match is over
     */
    public net.ur.rules.RuleSet nextGame(net.ur.rules.MatchPlay play, net.ur.rules.OpeningThrows opening) {
        if (play == null || opening == null) {
            throw new IllegalArgumentException("match play and opening must not be null");
        }
        requireNotOver();
        return play.nextGame(lightCounters, darkCounters, opening);
    }

    /**
     * Records a finished game of this match.
     *
     * @param record the game's record, finished, played with rules from {@link #nextGame} of this ledger; not null
     * @return the ledger after the game
     * @throws IllegalArgumentException if the game is unfinished, not Babylonian, or did not start from this
     *     ledger's counters
     * @throws IllegalStateException if the match is over
     */
    public MatchLedger afterGame(GameRecord record) {
        if (record == null) {
            throw new IllegalArgumentException("record must not be null");
        }
        if (isOver()) {
            throw new IllegalStateException("the match is over; no more games can be recorded");
        }
        if (!(record.rules() instanceof BabylonianRuleSet rules)) {
            throw new IllegalArgumentException("a match ledger records Babylonian games, not " + record.rules()
                    .displayName());
        }
        GameState end = record.state();
        if (!end.isOver()) {
            throw new IllegalArgumentException("the game is not finished yet");
        }
        BabylonianSetup setup = rules.setup();
        if (setup.lightCounters() != lightCounters || setup.darkCounters() != darkCounters) {
            throw new IllegalArgumentException("the game started with light " + setup.lightCounters() + " and dark "
                    + setup.darkCounters() + " counters, but the ledger holds light " + lightCounters + " and dark "
                    + darkCounters);
        }
        List<GameState> states = record.states();
        int poolWon = BabylonianRuleSet.pool(states.get(states.size() - 2));
        List<GameResult> g = new ArrayList<>(games);
        int light = BabylonianRuleSet.counters(end, Player.LIGHT);
        int dark = BabylonianRuleSet.counters(end, Player.DARK);
        g.add(new GameResult(games.size() + 1, rules.babylonianBoard(), setup.firstPlayer(), end.winner(), poolWon,
                light, dark));
        return new MatchLedger(light, dark, g, false);
    }

    /**
     * Returns the ledger of a match the players have stopped.
     *
     * @return the stopped ledger
     */
    public MatchLedger stop() {
        return new MatchLedger(lightCounters, darkCounters, games, true);
    }
}
