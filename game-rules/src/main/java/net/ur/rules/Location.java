package net.ur.rules;

/**
 * Where a piece is: waiting off the board to enter, on a board square at a step of its owner's
 * route, or finished (borne off). Later families add kinds here (a Ravensburg captive carried by
 * another piece), which is why it is a sealed interface and not a number.
 */
public sealed interface Location permits Location.Waiting, Location.OnBoard, Location.Finished {

    /** The single waiting location. */
    Waiting WAITING = new Waiting();
    /** The single finished location. */
    Finished FINISHED = new Finished();

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
}
