package net.ur.net.chain;

/** An entry or action the chain will not take, and why: nothing was changed by it. */
public final class Refusal extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * @param reason one line saying what was wrong, for both sides to read
     */
    public Refusal(String reason) {
        super(reason);
    }
}
