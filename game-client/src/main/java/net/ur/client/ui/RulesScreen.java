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
import net.ur.client.words.Words;
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

    /** A page: the rule set's name (or {@link #CONTROLS}), whose title and text are the words {@code page.RULES.title} and {@code page.RULES.text}. */
    record Page(String rules) {

        /** The page's title in the language in use. */
        String title() {
            return Words.get("page." + rules + ".title");
        }

        /** The page's text in the language in use. */
        String text() {
            return Words.get("page." + rules + ".text");
        }
    }

    static final List<Page> PAGES = java.util.stream.Stream.of("babylonian", "finkel", "masters", "blitz", "aseb", "murray",
            "ravensburg", CONTROLS).map(Page::new).toList();

    private int page;
    private Container content;

    @Override
    protected Panel build() {
        Container panel = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even),
                UrStyle.PANEL, UrStyle.NAME);
        content = panel.addChild(new Container());
        Container buttons = panel.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None)));
        String id = UrStyle.MENU_BUTTON.getId();
        addButton(buttons, "next", Words.get("page.next"), id, () -> turn(1));
        addButton(buttons, "previous", Words.get("page.previous"), id, () -> turn(-1));
        addButton(buttons, "back", Words.get("common.back"), id, () -> screens().back());
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
        content.addChild(new Label(Words.get("page.heading", p.title(), page + 1, PAGES.size()), UrStyle.SUBTITLE, UrStyle.NAME));
        Label text = content.addChild(new Label(p.text(), UrStyle.BODY, UrStyle.NAME));
        text.setMaxWidth(760);
        if (p.rules().equals(CONTROLS)) {
            return;
        }
        RuleSet rules = RuleSets.byName(p.rules());
        content.addChild(board(rules));
        content.addChild(new Label(Words.get("page.diceAndPieces", diceLine(rules.dice()),
                rules.initialState().piecesOf(Player.LIGHT).size()), UrStyle.BODY, UrStyle.NAME));
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
        return Words.get(rules.rosettesMatter() ? "page.keyRosettes" : "page.key");
    }

    /**
     * The dice and the chance of each throw, e.g. {@code Throws: 0 6%, 1 25%, ...}.
     *
     * @param dice the dice; not null
     * @return the line
     */
    static String diceLine(Dice dice) {
        StringBuilder b = new StringBuilder(Words.get("page.throws"));
        for (int v = 0; v <= dice.maxValue(); v++) {
            double p = dice.probability(v);
            if (p > 0) {
                b.append(' ').append(Words.get("page.throw", String.valueOf(v), Math.round(p * 100)));
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
