package net.ur.client.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * The game's bitmap fonts, at every size made, carry every character that a language's words use
 * (the pseudo-language's too): a letter a font lacks would be left out of the line on screen.
 */
class FontCoverageTest {

    /** Every font the interface draws with (assets/scripts/MakeInterface.java makes them). */
    static final List<String> FONTS = List.of("Garamond-Title", "Garamond-Heading", "Garamond-Body", "Garamond-Title-2x",
            "Garamond-Heading-2x", "Garamond-Body-2x");

    private static Set<Integer> chars(String font) throws IOException {
        try (InputStream in = FontCoverageTest.class.getResourceAsStream("/Interface/Fonts/" + font + ".fnt")) {
            assertTrue(in != null, font + " is on the class path");
            Matcher m = Pattern.compile("(?m)^char id=(\\d+) ").matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            Set<Integer> ids = new TreeSet<>();
            while (m.find()) {
                ids.add(Integer.parseInt(m.group(1)));
            }
            return ids;
        }
    }

    @Test
    void everyFontCarriesEveryCharacterOfEveryLanguage() throws IOException {
        List<String> codes = new ArrayList<>(Words.LANGUAGES);
        codes.add(Words.PSEUDO);
        for (String font : FONTS) {
            Set<Integer> has = chars(font);
            TreeMap<String, String> lacking = new TreeMap<>();
            for (String code : codes) {
                for (String key : Words.keys("en")) {
                    String said = Words.in(code, key, 2, 2, 2, 2, 2);
                    said.codePoints().filter(c -> c != '\n' && !has.contains(c)).forEach(c ->
                            lacking.merge(String.format("U+%04X '%s'", c, new String(Character.toChars(c))), code + " " + key,
                                    (a, b) -> a));
                }
            }
            assertEquals(new TreeMap<String, String>(), lacking, font + " lacks (with a message that uses it)");
        }
    }

    @Test
    void theFontsCarryTheLettersOfTheSixLanguagesBeyondThoseTheWordsUseNow() throws IOException {
        String letters = "äöüÄÖÜß„“‚‘ àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»\u00a0\u202f ìíòóúÌÍÒÓÚ ñÑáÁ¿¡ éëïöÉËÏÖ’";
        for (String font : FONTS) {
            Set<Integer> has = chars(font);
            String lacks = letters.codePoints().filter(c -> c != ' ' && !has.contains(c))
                    .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
            assertEquals("", lacks, font);
        }
    }
}
