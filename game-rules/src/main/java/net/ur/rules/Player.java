package net.ur.rules;

/**
 * The two sides of a game: light owns the A lane and moves first in the classic games, dark owns
 * the C lane. (In the Babylonian game an opening throw decides who starts.)
 */
public enum Player {
    /** The player who moves first in the classic games; uses column A of the board. */
    LIGHT("Light", 'L'),
    /** The player who moves second; uses column C of the standard board. */
    DARK("Dark", 'D');

    private final String displayName;
    private final char symbol;

    Player(String displayName, char symbol) {
        this.displayName = displayName;
        this.symbol = symbol;
    }

    /**
     * Returns the opponent of this player.
     *
     * @return the other player, never null
     */
    public Player other() {
        return this == LIGHT ? DARK : LIGHT;
    }

    /**
     * Returns the name shown to people ("Light", "Dark").
     *
     * @return the display name, never null
     */
    public String displayName() {
        return displayName;
    }

    /**
     * Returns the one-letter symbol used on ASCII boards ('L' or 'D').
     *
     * @return the symbol
     */
    public char symbol() {
        return symbol;
    }
}
