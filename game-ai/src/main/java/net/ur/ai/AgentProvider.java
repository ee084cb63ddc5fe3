package net.ur.ai;

/**
 * A computer player that lives outside this package and is found by name through the JDK's
 * {@link java.util.ServiceLoader} (perfect play, which needs the solver's tables): the names of
 * the players ({@link Agents}) then need not import what plays them, and no package depends back
 * on this one's dependants.
 */
public interface AgentProvider {

    /**
     * The name it answers to in {@link Agents#byName}.
     *
     * @return a lower-case name, not null
     */
    String name();

    /**
     * Makes the player.
     *
     * @return a new agent, not null
     */
    Agent create();
}
