package net.ur.rules.sets;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import net.ur.rules.board.BoardShape;
import net.ur.rules.classic.ClassicBoards;
import net.ur.rules.classic.ClassicRuleSet;
import net.ur.rules.classic.ClassicSettings;
import net.ur.rules.dice.BinaryDice;

/**
 * Maps RGN header keys to a classic rule set and back. Keys are matched without regard to case,
 * order, '_' or '-'; keys we do not know are ignored; a key we know with a value we cannot map
 * is an error. With no rule keys at all the game is Finkel (RoyalUr.net's default).
 */
public final class RgnRules {

    /** Why RGN cannot hold a Babylonian game. */
    public static final String BABYLONIAN_REFUSAL = "RGN has no notation for the Babylonian game (birds, roll"
            + " decisions, counters); its record format is our JSON";

    /** Why RGN cannot hold a Ravensburg game. */
    public static final String RAVENSBURG_REFUSAL = "RGN has no notation for the Ravensburg game (towers, captives"
            + " left or carried, red men moving backwards, a die whose 6 misses the turn); its record format is our"
            + " JSON";

    /** Header keys written by {@link #header(ClassicSettings)}, in the order written. */
    public static final List<String> KEYS = List.of("Rules", "Board", "Paths", "Dice", "Pieces", "SafeRosettes",
            "RosettesGrantExtraRolls", "CapturesGrantExtraRolls");

    private RgnRules() {
    }

    /**
     * Writes the header entries that describe a rule set.
     *
     * @param s the settings, not null
     * @return key/value pairs in {@link #KEYS} order ({@code Rules} only for a named rule set)
     */
    public static Map<String, String> header(ClassicSettings s) {
        Map<String, String> h = new LinkedHashMap<>();
        if (RuleSets.NAMES.contains(s.name().replaceAll("-\\dp$", ""))) {
            h.put("Rules", s.displayName().replaceAll(" \\(\\d pieces\\)$", ""));
        }
        h.put("Board", s.board().name());
        h.put("Paths", s.routes().name());
        h.put("Dice", s.dice().id());
        h.put("Pieces", Integer.toString(s.pieces()));
        h.put("SafeRosettes", Boolean.toString(s.safeRosettes()));
        h.put("RosettesGrantExtraRolls", Boolean.toString(s.rosettesGrantExtraRoll()));
        h.put("CapturesGrantExtraRolls", Boolean.toString(s.capturesGrantExtraRoll()));
        return h;
    }

    /**
     * Tells whether a header key selects the rules (in any of its spellings), as opposed to metadata
     * such as the players' names.
     *
     * @param key a header key, not null
     * @return true for a rule key
     */
    public static boolean isRuleKey(String key) {
        if (key == null) {
            throw new IllegalArgumentException("key must not be null");
        }
        return canonical(normalise(key)) != null;
    }

    /**
     * Finds the rule set a header describes.
     *
     * @param header the header's key/value pairs in any order, not null
     * @return the rule set: a named one when the rules match one, else a custom classic one
     * @throws IllegalArgumentException naming the header entry that cannot be mapped
     */
    public static ClassicRuleSet fromHeader(Map<String, String> header) {
        if (header == null) {
            throw new IllegalArgumentException("header must not be null");
        }
        ClassicSettings base = ClassicSettings.FINKEL;
        Map<String, String> known = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : header.entrySet()) {
            String k = normalise(e.getKey());
            String canonical = canonical(k);
            if (canonical != null) {
                if (known.containsKey(canonical)) {
                    throw new IllegalArgumentException("RGN header names " + e.getKey() + " twice");
                }
                known.put(canonical, e.getValue() == null ? "" : e.getValue().trim());
            }
        }
        if (known.containsKey("rules")) {
            String v = known.get("rules");
            String named = v.toLowerCase(Locale.ROOT).replace(' ', '-');
            if (named.startsWith("babylonian")) {
                throw new IllegalArgumentException(BABYLONIAN_REFUSAL);
            }
            if (named.equals("ravensburg")) {
                throw new IllegalArgumentException(RAVENSBURG_REFUSAL);
            }
            try {
                base = RuleSets.classicSettings(v.toLowerCase(Locale.ROOT).replace(' ', '-'));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("RGN header [Rules " + v + "] is not a rule set we know; known: "
                        + String.join(", ", RuleSets.NAMES), e);
            }
        }
        BoardShape board = base.board();
        ClassicBoards.RoutePair routes = base.routes();
        BinaryDice dice = base.dice();
        int pieces = base.pieces();
        boolean safe = base.safeRosettes();
        boolean rosetteRoll = base.rosettesGrantExtraRoll();
        boolean captureRoll = base.capturesGrantExtraRoll();
        try {
            if (known.containsKey("board")) {
                board = ClassicBoards.board(known.get("board"));
            }
            if (known.containsKey("paths")) {
                routes = ClassicBoards.routes(known.get("paths"));
            }
            if (known.containsKey("dice")) {
                dice = BinaryDice.parse(known.get("dice"));
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("RGN header cannot be mapped to our rules: " + e.getMessage(), e);
        }
        if (known.containsKey("pieces")) {
            String v = known.get("pieces");
            try {
                pieces = Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("RGN header [Pieces " + v + "] must be a number 1..7", e);
            }
            if (pieces < 1 || pieces > 7) {
                throw new IllegalArgumentException("RGN header [Pieces " + v + "] must be 1..7");
            }
        }
        safe = bool(known, "safe", "SafeRosettes", safe);
        rosetteRoll = bool(known, "rosetteroll", "RosettesGrantExtraRolls", rosetteRoll);
        captureRoll = bool(known, "captureroll", "CapturesGrantExtraRolls", captureRoll);
        ClassicSettings wanted;
        try {
            wanted = new ClassicSettings("custom", "Custom", board, routes, dice, pieces, safe, rosetteRoll,
                    captureRoll);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("RGN header cannot be mapped to our rules: " + e.getMessage(), e);
        }
        for (String name : RuleSets.NAMES) {
            ClassicSettings preset = RuleSets.classicSettings(name).withPieces(pieces);
            if (preset.sameRules(wanted)) {
                return new ClassicRuleSet(preset);
            }
        }
        return new ClassicRuleSet(wanted);
    }

    private static boolean bool(Map<String, String> known, String key, String display, boolean dflt) {
        if (!known.containsKey(key)) {
            return dflt;
        }
        String v = known.get(key).toLowerCase(Locale.ROOT);
        if (v.equals("true") || v.equals("yes")) {
            return true;
        }
        if (v.equals("false") || v.equals("no")) {
            return false;
        }
        throw new IllegalArgumentException("RGN header [" + display + " " + known.get(key) + "] must be true or false");
    }

    /** The one name of a normalised rule key, or null for a key that is not about the rules. */
    private static String canonical(String k) {
        return switch (k) {
            case "rules", "ruleset", "variant" -> "rules";
            case "board", "boardshape" -> "board";
            case "path", "paths" -> "paths";
            case "dice" -> "dice";
            case "pieces", "startpieces", "startingpieces", "startingpiececount" -> "pieces";
            case "saferosettes" -> "safe";
            case "rosettesgrantextrarolls", "rosettesgrantrolls", "rosettesgrantextraroll" -> "rosetteroll";
            case "capturesgrantextrarolls", "capturesgrantrolls", "capturesgrantextraroll" -> "captureroll";
            default -> null;
        };
    }

    private static String normalise(String key) {
        return key == null ? "" : key.toLowerCase(Locale.ROOT).replace("_", "").replace("-", "").replace(" ", "");
    }
}
