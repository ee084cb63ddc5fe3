package net.ur.rules.solve;

import net.ur.rules.ai.Agent;
import net.ur.rules.ai.AgentProvider;

/**
 * Offers perfect play by the name {@code perfect} to {@link net.ur.rules.ai.Agents#byName}
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
