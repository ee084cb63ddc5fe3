package net.ur.rules;

import net.ur.rules.board.Square;

/**
 * Where a piece is: waiting off the board to enter, on a board square at a step of its owner's
 * route, or finished (borne off). The Ravensburg game adds a man beneath another in a tower
 * ({@link Beneath}: an own man stacked over, or a captive carried) and a man taken out of play
 * ({@link Removed}). Only the top man of a tower is {@link OnBoard}, so a square still holds at
 * most one on-board piece.
 */
public sealed interface Location permits Location.Waiting, Location.OnBoard, Location.Finished, Location.Beneath,
        Location.Removed {

    /** The single waiting location. */
    Waiting WAITING = new Waiting();
    /** The single finished location. */
    Finished FINISHED = new Finished();
    /** The single removed location (Ravensburg: a captive delivered into the capturer's last home cell). */
    Removed REMOVED = new Removed();

    /**
     * Creates an on-board location.
     *
     * @param square the square, not null
     * @param step the step along the owner's route, at least 0
     * @return the location
     */
    static OnBoard at(Square square, int step) {
        return new OnBoard(square, step);
    }

    /** A piece off the board that has not entered yet, or was captured and sent back. */
    record Waiting() implements Location {
        @Override
        public String toString() {
            return "start";
        }
    }

    /** A piece that has completed its route. */
    record Finished() implements Location {
        @Override
        public String toString() {
            return "home";
        }
    }

    /**
     * A piece on the board.
     *
     * @param square the square it stands on, not null
     * @param step its progress along its owner's route (the same square can be two steps on a looping route)
     */
    record OnBoard(Square square, int step) implements Location {
        /**
         * Validates the location.
         *
         * @throws IllegalArgumentException if the square is null or the step negative
         */
        public OnBoard {
            if (square == null) {
                throw new IllegalArgumentException("on-board location needs a square");
            }
            if (step < 0) {
                throw new IllegalArgumentException("route step must be at least 0, not " + step);
            }
        }

        @Override
        public String toString() {
            return square.toString();
        }
    }

    /**
     * A man beneath another in a tower (Ravensburg): the tower's square is its top man's; the man
     * directly above may be its owner's (stacked) or the opponent's (it is then a captive).
     *
     * @param above the man standing directly on it, not null
     */
    record Beneath(Piece above) implements Location {
        /**
         * Validates the location.
         *
         * @throws IllegalArgumentException if the man above is null
         */
        public Beneath {
            if (above == null) {
                throw new IllegalArgumentException("a man beneath another needs the man above");
            }
        }

        @Override
        public String toString() {
            return "beneath " + above;
        }
    }

    /** A man out of play for good (Ravensburg: a captive delivered into the capturer's last home cell). */
    record Removed() implements Location {
        @Override
        public String toString() {
            return "removed";
        }
    }
}
