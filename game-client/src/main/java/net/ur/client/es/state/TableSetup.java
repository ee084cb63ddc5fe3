package net.ur.client.es.state;

import com.simsilica.es.EntityComponent;
import jme3utilities.Validate;
import net.ur.client.board.BoardLayout;
import net.ur.client.settings.PlaySetup;
import net.ur.rules.RuleSet;

/**
 * What the table is laid for, on the table's entity from its start: who plays each side, the
 * rules, and where things stand on the table. The table system writes it once; the actors, the
 * camera and the panels read it instead of asking the session. All three are values that do not
 * change (a rule set keeps no state).
 *
 * @param players who plays each side (a person here, a computer player, a script, the other side of a network game); not null
 * @param rules the rule set; not null
 * @param layout the rules' squares, rows, tray and piles placed on the table; not null
 */
public record TableSetup(PlaySetup players, RuleSet rules, BoardLayout layout) implements EntityComponent {

    /** Validates the component. */
    public TableSetup {
        Validate.nonNull(players, "players");
        Validate.nonNull(rules, "rules");
        Validate.nonNull(layout, "layout");
    }

    /**
     * What the table now laid is laid for, read from the store: for the states that begin with a
     * table (the HUD's) and keep what it says, since it does not change.
     *
     * @param ed the entity store; not null
     * @return the table's setup
     * @throws IllegalStateException when no table is laid
     */
    public static TableSetup laid(com.simsilica.es.EntityData ed) {
        Validate.nonNull(ed, "ed");
        // The newest table: a table laid before may linger for a frame while this one is laid.
        com.simsilica.es.EntityId table = ed.findEntities(null, TableSetup.class).stream()
                .max(java.util.Comparator.comparingLong(com.simsilica.es.EntityId::getId)).orElse(null);
        if (table == null) {
            throw new IllegalStateException("no table is laid: no entity has a TableSetup");
        }
        return ed.getComponent(table, TableSetup.class);
    }
}
