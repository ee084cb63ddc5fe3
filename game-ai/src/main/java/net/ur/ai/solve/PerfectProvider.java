package net.ur.ai.solve;

import net.ur.ai.Agent;
import net.ur.ai.AgentProvider;

/**
 * Offers perfect play by the name {@code perfect} to {@link net.ur.ai.Agents#byName}
 * (registered in {@code META-INF/services}).
 */
public final class PerfectProvider implements AgentProvider {

    @Override
    public String name() {
        return "perfect";
    }

    @Override
    public Agent create() {
        return new PerfectPlayer();
    }
}
