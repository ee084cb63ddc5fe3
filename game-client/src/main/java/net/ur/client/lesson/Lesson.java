package net.ur.client.lesson;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.ur.rules.Player;

/**
 * A lesson as its file says it: a guided game of one family of rules, as a list of steps (data,
 * not code: {@code /lessons/ID.json} on the classpath). Reading checks the file's form; whether
 * each step is legal where the steps before it lead is checked by {@link LessonScript}.
 *
 * <pre>
 * {"format": "ur-lesson", "version": 1, "id": "classic", "title": "The classic race",
 *  "rules": "finkel-2p", "summary": "...", "steps": [
 *    {"who": "you", "throw": [1, 0, 0, 0], "say": "Throw the dice."},
 *    {"who": "you", "move": {"from": "start", "to": "A4"}, "say": "...", "wrong": "retry", "why": "..."},
 *    {"who": "opponent", "keep": true}, {"who": "you", "broad": [1]},
 *    {"jump": [{"who": "opponent", "throw": [5]}, ...], "say": "Later in the game: ..."}, ...]}
 * </pre>
 *
 * <p>The format in full is described in {@code docs/LESSONS.md}.
 *
 * @param id the lesson's name ({@code classic}, {@code babylonian}, {@code ravensburg}); not null
 * @param title its title for the menu; not null
 * @param rules the rule set's name as {@code RuleSets.byName} takes it; not null
 * @param summary one line on what it teaches; not null
 * @param steps the steps in order; not null, not empty
 */
public record Lesson(String id, String title, String rules, String summary, List<LessonStep> steps) {

    /** The format's name in a lesson file. */
    public static final String FORMAT = "ur-lesson";
    /** The version of the format this game reads. */
    public static final int VERSION = 1;
    /** The lessons the game has, in the menu's order. */
    public static final List<String> IDS = List.of("classic", "babylonian", "ravensburg");

    /** Validates the lesson. */
    public Lesson {
        if (id == null || title == null || rules == null || summary == null || steps == null || steps.isEmpty()) {
            throw new IllegalArgumentException("a lesson needs an id, a title, rules, a summary and steps");
        }
        steps = List.copyOf(steps);
    }

    /**
     * Reads one of the game's lessons from the classpath.
     *
     * @param id one of {@link #IDS}
     * @return the lesson, its form checked (not yet played through: see {@link LessonScript#of})
     * @throws LessonException when there is no such lesson or its file is not one
     */
    public static Lesson load(String id) {
        if (id == null || !id.matches("[a-z0-9-]{1,40}")) {
            throw new LessonException("no lesson named " + id + "; the lessons are " + String.join(", ", IDS));
        }
        String path = "/lessons/" + id + ".json";
        try (InputStream in = Lesson.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new LessonException("no lesson named " + id + "; the lessons are " + String.join(", ", IDS));
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), id + ".json");
        } catch (IOException e) {
            throw new LessonException(id + ".json could not be read: " + e.getMessage());
        }
    }

    /**
     * Reads a lesson's text.
     *
     * @param json the file's text; not null
     * @param source the file's name, for the messages; not null
     * @return the lesson
     * @throws LessonException naming the source and the step, when the text is not a lesson
     */
    public static Lesson parse(String json, String source) {
        JsonObject o;
        try {
            JsonElement e = JsonParser.parseString(json);
            if (!e.isJsonObject()) {
                throw new LessonException(source + ": not a lesson (a JSON object)");
            }
            o = e.getAsJsonObject();
        } catch (JsonParseException e) {
            throw new LessonException(source + ": not JSON: " + e.getMessage());
        }
        if (!FORMAT.equals(text(o, "format", source, ""))) {
            throw new LessonException(source + ": \"format\" must be \"" + FORMAT + "\"");
        }
        if (!o.has("version") || !o.get("version").isJsonPrimitive() || o.get("version").getAsInt() != VERSION) {
            throw new LessonException(source + ": \"version\" must be " + VERSION);
        }
        String what = source + ": ";
        JsonElement stepsJson = o.get("steps");
        if (stepsJson == null || !stepsJson.isJsonArray() || stepsJson.getAsJsonArray().isEmpty()) {
            throw new LessonException(what + "\"steps\" must be a list of steps");
        }
        List<LessonStep> steps = new ArrayList<>();
        JsonArray array = stepsJson.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            steps.add(step(array.get(i), i + 1, source));
        }
        return new Lesson(text(o, "id", source, ""), text(o, "title", source, ""), text(o, "rules", source, ""),
                text(o, "summary", source, ""), steps);
    }

    private static LessonStep step(JsonElement e, int number, String source) {
        return step(e, number, source, "step " + number, true);
    }

    /**
     * Reads one step.
     *
     * @param name how the messages name it: {@code step 12}, or {@code step 12 jump action 3}
     * @param mayJump whether it may be a jump (the actions inside a jump may not)
     */
    private static LessonStep step(JsonElement e, int number, String source, String name, boolean mayJump) {
        String where = source + " " + name + ": ";
        if (!e.isJsonObject()) {
            throw new LessonException(where + "a step must be an object");
        }
        JsonObject o = e.getAsJsonObject();
        Player side = null;
        if (!o.has("jump")) {
            String who = text(o, "who", source, name + " ");
            side = switch (who) {
                case "you" -> Player.LIGHT;
                case "opponent" -> Player.DARK;
                default -> throw new LessonException(where + "\"who\" must be \"you\" or \"opponent\", not \"" + who + "\"");
            };
        }
        List<String> actions = new ArrayList<>();
        for (String key : List.of("throw", "keep", "broad", "move", "jump")) {
            if (o.has(key)) {
                actions.add(key);
            }
        }
        if (actions.size() != 1) {
            throw new LessonException(where + "a step does one of throw, keep, broad, move and jump, not " + actions);
        }
        if (actions.get(0).equals("jump")) {
            if (!mayJump) {
                throw new LessonException(where + "the actions of a jump are throws, keeps, broads and moves, not another jump");
            }
            return jump(o, number, source, name, where);
        }
        LessonStep.Action action = LessonStep.Action.valueOf(actions.get(0).toUpperCase(Locale.ROOT));
        List<Integer> faces = new ArrayList<>();
        LessonStep.MoveSpec move = null;
        switch (action) {
            case THROW, BROAD -> {
                JsonElement f = o.get(actions.get(0));
                if (!f.isJsonArray() || f.getAsJsonArray().isEmpty()) {
                    throw new LessonException(where + "\"" + actions.get(0) + "\" must list the faces the dice rest on");
                }
                for (JsonElement face : f.getAsJsonArray()) {
                    if (!face.isJsonPrimitive() || !face.getAsJsonPrimitive().isNumber()) {
                        throw new LessonException(where + "a face must be a number, not " + face);
                    }
                    faces.add(face.getAsInt());
                }
            }
            case KEEP -> {
                if (!o.get("keep").isJsonPrimitive() || !o.get("keep").getAsBoolean()) {
                    throw new LessonException(where + "\"keep\" must be true");
                }
            }
            case MOVE -> {
                if (!o.get("move").isJsonObject()) {
                    throw new LessonException(where + "\"move\" must be an object with \"from\" and \"to\"");
                }
                JsonObject m = o.getAsJsonObject("move");
                String prefix = name + " move ";
                move = new LessonStep.MoveSpec(text(m, "from", source, prefix), text(m, "to", source, prefix),
                        m.has("bird") ? text(m, "bird", source, prefix) : null,
                        m.has("leave") ? m.get("leave").getAsBoolean() : null);
            }
            default -> throw new IllegalStateException("a jump is read apart");
        }
        Set<LessonStep.Cue> cues = EnumSet.noneOf(LessonStep.Cue.class);
        if (o.has("cue")) {
            if (!o.get("cue").isJsonArray()) {
                throw new LessonException(where + "\"cue\" must be a list of dice, piece, house");
            }
            for (JsonElement c : o.getAsJsonArray("cue")) {
                try {
                    cues.add(LessonStep.Cue.valueOf(c.getAsString().toUpperCase(Locale.ROOT)));
                } catch (IllegalArgumentException | IllegalStateException | UnsupportedOperationException bad) {
                    throw new LessonException(where + "a cue is dice, piece or house, not " + c);
                }
            }
        } else if (action == LessonStep.Action.MOVE) {
            cues.add(LessonStep.Cue.PIECE);
            cues.add(LessonStep.Cue.HOUSE);
        } else if (action != LessonStep.Action.KEEP) {
            cues.add(LessonStep.Cue.DICE);
        }
        String wrong = o.has("wrong") ? text(o, "wrong", source, name + " ") : "retry";
        if (!wrong.equals("retry") && !wrong.equals("adapt")) {
            throw new LessonException(where + "\"wrong\" must be \"retry\" or \"adapt\", not \"" + wrong + "\"");
        }
        return new LessonStep(number, side, action, faces, move, o.has("say") ? text(o, "say", source, name + " ") : "",
                cues, wrong.equals("adapt"), o.has("why") ? text(o, "why", source, name + " ") : "");
    }

    /**
     * Reads a jump: {@code {"jump": [actions...], "say": "Later in the game: ..."}}. It must say
     * that the lesson goes ahead (the person did not see those actions), and it has no side.
     */
    private static LessonStep jump(JsonObject o, int number, String source, String name, String where) {
        for (String key : List.of("who", "cue", "wrong", "why")) {
            if (o.has(key)) {
                throw new LessonException(where + "a jump is the lesson's own: it has no \"" + key + "\"");
            }
        }
        JsonElement list = o.get("jump");
        if (!list.isJsonArray() || list.getAsJsonArray().isEmpty()) {
            throw new LessonException(where + "\"jump\" must list the actions played to reach the later position");
        }
        String say = o.has("say") ? text(o, "say", source, name + " ") : "";
        if (say.isBlank()) {
            throw new LessonException(where + "a jump must say that the lesson goes ahead (\"say\": \"Later in the game: ...\")");
        }
        List<LessonStep> actions = new ArrayList<>();
        JsonArray array = list.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            actions.add(step(array.get(i), i + 1, source, name + " jump action " + (i + 1), false));
        }
        return new LessonStep(number, null, LessonStep.Action.JUMP, List.of(), null, say, Set.of(), false, "", actions);
    }

    private static String text(JsonObject o, String key, String source, String where) {
        JsonElement e = o.get(key);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new LessonException(source + ": " + where + "\"" + key + "\" must be a text");
        }
        return e.getAsString();
    }
}
