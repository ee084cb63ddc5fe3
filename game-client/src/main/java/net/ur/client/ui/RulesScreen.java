package net.ur.client.ui;

import java.util.List;
import java.util.Locale;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.VAlignment;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import net.ur.rules.Player;
import net.ur.rules.RuleSet;
import net.ur.rules.board.BoardShape;
import net.ur.rules.board.Route;
import net.ur.rules.board.Square;
import net.ur.rules.dice.Dice;
import net.ur.rules.sets.RuleSets;

/**
 * The rules screen: one page per rule set, readable in a minute — what the game is, the board
 * with the light player's route numbered house by house (rosettes in lapis where the rules use
 * them), the dice with the
 * chance of each throw, and the pieces; a last page gives the mouse and keys. Next and Previous turn
 * the pages.
 */
public class RulesScreen extends ScreenState {

    /** The name of the page of the controls (not a rule set). */
    static final String CONTROLS = "controls";

    /** A page: the rule set's name and what to say about it. */
    record Page(String rules, String title, String text) {
    }

    static final List<Page> PAGES = List.of(
            new Page("babylonian", "The Babylonian game (tablet BM 33333B)",
                    "Five birds each: Swallow, Storm-bird, Raven, Rooster, Eagle. A bird enters only with its own "
                    + "throw (Swallow 2, onto a house before a rosette; Storm-bird 5, Raven 6, Rooster 7, Eagle 10). "
                    + "Throw the small astragal (1 to 4), then keep it or throw the broad astragal: yes turns 1, 2, "
                    + "3, 4 into 5, 6, 7, 10; no loses the turn. Landing on a rosette collects the bird's counters "
                    + "from the pool; passing a rosette and landing on a plain house pays them in. No rosette "
                    + "throws again and an occupied rosette is closed. Bear off with exactly one more than the "
                    + "houses left; the first to bear off all five takes the pool."),
            new Page("finkel", "Finkel's rules",
                    "Race your 7 pieces along your route and off the board before your opponent. Throw the four "
                    + "pyramid dice: the marked tips up are how far one piece moves. Land on an opponent's piece on "
                    + "a shared house to send it back to the start. A rosette is safe and throws again. Bear off "
                    + "with the exact throw; a throw of 0, or one no piece can use, passes the turn."),
            new Page("masters", "Masters' rules",
                    "The route runs up the middle and round the far end: 16 houses. Three dice, a throw of no "
                    + "marks counting 4. Rosettes throw again but are not safe: a piece on one can be captured."),
            new Page("blitz", "Blitz",
                    "A quick game on the Masters route with 5 pieces. Rosettes are not safe, and a capture "
                    + "throws again as well as a rosette."),
            new Page("aseb", "Aseb, the twenty squares",
                    "The later board: 4 houses of your own, then a central row of 12 shared houses. The "
                    + "rosettes lie on the fourth house and every fourth house of the central row."),
            new Page("murray", "Murray's route",
                    "Murray's long route: up the middle, round the far end, back down the middle and out past "
                    + "your opponent's start. 27 houses, so the middle sees many fights."),
            new Page("ravensburg", "Ravensburg (1977)",
                    "Ten men a side and one die: 1 to 5 move, a 6 misses the turn. Land on an opponent's man to "
                    + "take it captive: your man stands on top and carries it (or leaves it) as it goes on. The "
                    + "top man of a tower moves, with the opponent's men beneath it down to its owner's next man; "
                    + "capture a carrier to rescue its captives. House 13 is safe; captives carried into house 14, "
                    + "the last, are removed and the carrier turns red. Red men may go back into the middle row and move "
                    + "either way, until they take a captive. At most five of your men in each home cell. Capture "
                    + "all ten to win; after 100 turns without a capture, more captures wins."),
            new Page(CONTROLS, "Playing at the table",
                    "Mouse: click the dice (or flick them) to throw; hover a piece to see its move: a ghost where "
                    + "it lands, marks on the houses it passes, a line saying what happens; click to move it.\n\n"
                    + "Keys: Space throws, the arrow keys pick among the pieces that can move, Enter moves the "
                    + "picked one, H asks for a hint (perfect play's move where the game is solved and its table "
                    + "is made, else the master's), K keeps a Babylonian throw and B throws the broad astragal, "
                    + "Esc pauses.\n\nTo look round, drag with the middle mouse button or hold W, A, S, D."));

    private int page;
    private Container content;

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        content = panel.addChild(new Container());
        Container buttons = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
        String id = UrStyle.MENU_BUTTON.getId();
        addButton(buttons, "Next", id, () -> turn(1));
        addButton(buttons, "Previous", id, () -> turn(-1));
        addButton(buttons, "Back", id, () -> screens().back());
        show();
        return panel;
    }

    private void turn(int delta) {
        page = Math.floorMod(page + delta, PAGES.size());
        show();
    }

    /**
     * Turns to the page of a rule set (the pause panel opens the rules of the game at the table).
     *
     * @param rules a rule set's name; a variant without its own page (babylonian-ur) shows its
     *     family's page, an unknown name leaves the page as it is
     */
    public void turnTo(String rules) {
        for (int i = 0; i < PAGES.size(); i++) {
            if (rules != null && (rules.equals(PAGES.get(i).rules()) || rules.startsWith(PAGES.get(i).rules() + "-"))) {
                page = i;
                if (content != null) {
                    show();
                }
                return;
            }
        }
    }

    /** The page shown now, for tests. */
    public String currentRules() {
        return PAGES.get(page).rules();
    }

    private void show() {
        content.clearChildren();
        Page p = PAGES.get(page);
        content.addChild(new Label(p.title() + "   (" + (page + 1) + " of " + PAGES.size() + ")", UrStyle.SUBTITLE, UrStyle.NAME));
        Label text = content.addChild(new Label(p.text(), UrStyle.BODY, UrStyle.NAME));
        text.setMaxWidth(760);
        if (p.rules().equals(CONTROLS)) {
            return;
        }
        RuleSet rules = RuleSets.byName(p.rules());
        content.addChild(board(rules));
        content.addChild(new Label(diceLine(rules.dice()) + "   Pieces: " + rules.initialState().piecesOf(Player.LIGHT).size()
                + " each.", UrStyle.BODY, UrStyle.NAME));
        Label key = content.addChild(new Label(keyLine(rules), UrStyle.BODY, UrStyle.NAME));
        key.setFontSize(20f);
        key.setMaxWidth(760);
    }

    /**
     * What the board's picture shows: the route's numbering, and the rosettes where the rules use them
     * (the Ravensburg game's rosettes mean nothing, so its page does not mark them).
     *
     * @param rules the page's rules; not null
     * @return the line
     */
    static String keyLine(RuleSet rules) {
        return "Numbers: light's route, house by house (dark's mirrors it on the far lane)."
                + (rules.rosettesMatter() ? " Blue: rosettes." : "");
    }

    /**
     * The dice and the chance of each throw, e.g. {@code Throws: 0 6%, 1 25%, ...}.
     *
     * @param dice the dice; not null
     * @return the line
     */
    static String diceLine(Dice dice) {
        StringBuilder b = new StringBuilder("Throws:");
        for (int v = 0; v <= dice.maxValue(); v++) {
            double p = dice.probability(v);
            if (p > 0) {
                b.append(' ').append(v).append(" (").append(String.format(Locale.ROOT, "%.0f%%", p * 100)).append(')');
            }
        }
        return b.toString();
    }

    /** The board as a grid of small squares, light's lane at the bottom, numbered along light's route. */
    private static Container board(RuleSet rules) {
        BoardShape shape = rules.board();
        Route route = rules.route(Player.LIGHT);
        Container grid = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None));
        ColorRGBA shell = new ColorRGBA(0.85f, 0.78f, 0.62f, 1f);
        ColorRGBA lapis = new ColorRGBA(0.16f, 0.26f, 0.6f, 1f);
        for (int lane = shape.columns() - 1; lane >= 0; lane--) {
            for (int row = 1; row <= shape.rows(); row++) {
                Square sq = new Square(lane, row);
                Label cell;
                if (!shape.contains(sq)) {
                    cell = new Label("", UrStyle.BODY, UrStyle.NAME);
                } else {
                    StringBuilder n = new StringBuilder();
                    for (int step = 0; step < route.length(); step++) {
                        if (route.square(step).equals(sq)) {
                            n.append(n.length() == 0 ? "" : ",").append(step + 1);
                        }
                    }
                    cell = new Label(n.toString(), UrStyle.BODY, UrStyle.NAME);
                    boolean rosette = shape.isRosette(sq) && rules.rosettesMatter();
                    cell.setBackground(new QuadBackgroundComponent(rosette ? lapis : shell));
                    cell.setColor(rosette ? UrStyle.SHELL : new ColorRGBA(0.1f, 0.07f, 0.05f, 1f));
                    cell.setShadowColor(new ColorRGBA(0, 0, 0, 0));
                }
                cell.setFontSize(route.length() > 20 ? 16f : 20f);
                cell.setTextHAlignment(HAlignment.Center);
                cell.setTextVAlignment(VAlignment.Center);
                cell.setPreferredSize(new Vector3f(44, 38, 0));
                cell.setInsets(new com.simsilica.lemur.Insets3f(2, 2, 2, 2));
                grid.addChild(cell, shape.columns() - 1 - lane, row - 1);
            }
        }
        return grid;
    }
}
