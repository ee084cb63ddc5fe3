package net.ur.client.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import net.ur.ai.Agents;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The words' files and their lookup: the language taken from the system's locale variables, every
 * key in every language and no other, every message formatted with sample arguments, and the
 * pseudo-language.
 */
class WordsTest {

    @AfterEach
    void english() {
        Words.use("en");
    }

    @Test
    void theLanguageFollowsTheLocaleVariablesAsGettextReadsThem() {
        assertEquals("en", Words.fromEnvironment(Map.of()), "no locale at all");
        assertEquals("de", Words.fromEnvironment(Map.of("LANG", "de_DE.UTF-8")));
        assertEquals("fr", Words.fromEnvironment(Map.of("LANG", "de_DE.UTF-8", "LC_MESSAGES", "fr_CA.UTF-8")),
                "LC_MESSAGES before LANG");
        assertEquals("it", Words.fromEnvironment(Map.of("LANG", "de_DE.UTF-8", "LC_MESSAGES", "fr_FR", "LC_ALL", "it_IT@euro")),
                "LC_ALL before both");
        assertEquals("nl", Words.fromEnvironment(Map.of("LANG", "de_DE.UTF-8", "LANGUAGE", "sv:nl:de")),
                "LANGUAGE's first language the game speaks comes first");
        assertEquals("en", Words.fromEnvironment(Map.of("LC_ALL", "C.UTF-8", "LANGUAGE", "de")),
                "the C locale speaks English whatever LANGUAGE says");
        assertEquals("en", Words.fromEnvironment(Map.of("LANG", "POSIX")));
        assertEquals("es", Words.fromEnvironment(Map.of("LANG", "es-MX")));
        assertEquals("en", Words.fromEnvironment(Map.of("LANG", "ja_JP.UTF-8")), "a language the game does not speak");
        assertEquals("en", Words.fromEnvironment(Map.of("LANG", "", "LC_ALL", " ")), "blank is not set");
    }

    @Test
    void aLanguageTheGameDoesNotSpeakIsRefusedNamingThoseItDoes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Words.use("xx"));
        assertEquals("no language 'xx': en, de, fr, it, nl or es", e.getMessage());
        assertEquals("en", Words.language(), "the language in use stays");
    }

    @Test
    void everyLanguageHasEveryKeyAndNoOther() {
        Set<String> english = Words.keys("en");
        assertTrue(english.size() > 100, "the English file is read: " + english.size());
        for (String code : Words.LANGUAGES) {
            Set<String> missing = new TreeSet<>(english);
            missing.removeAll(Words.keys(code));
            Set<String> extra = new TreeSet<>(Words.keys(code));
            extra.removeAll(english);
            assertEquals(Set.of(), missing, code + " lacks");
            assertEquals(Set.of(), extra, code + " has keys English has not");
        }
    }

    @Test
    void everyComputerLevelAndRuleSetOfTheMenusHasItsWords() {
        for (Agents.Level level : Agents.LEVELS) {
            assertTrue(Words.keys("en").contains("level." + level.name()), level.name());
            assertTrue(Words.keys("en").contains("level." + level.name() + ".line"), level.name());
            assertEquals(level.title(), Words.in("en", "level." + level.name()), "the English name as the AI names it");
        }
    }

    @Test
    void everyMessageFormatsWithSampleArgumentsAndTakesTheSameArgumentsAsEnglish() {
        for (String code : Words.LANGUAGES) {
            for (String key : Words.keys("en")) {
                String pattern = Words.pattern(code, key);
                MessageFormat f = new MessageFormat(pattern, new ULocale(code));
                MessageFormat english = new MessageFormat(Words.pattern("en", key), ULocale.ENGLISH);
                assertEquals(english.getArgumentNames(), f.getArgumentNames(), code + " " + key + ": " + pattern);
                for (int n : new int[] {0, 1, 2, 23}) {
                    Object[] args = new Object[english.getArgumentNames().size()];
                    java.util.Arrays.fill(args, n);
                    String said = Words.in(code, key, args);
                    assertFalse(said.isBlank(), code + " " + key);
                    assertFalse(said.contains("{") || said.contains("}"), code + " " + key + " left a brace: " + said);
                }
                if (!code.equals("en")) {
                    // A lone ASCII apostrophe before a brace would quote it: the translations use ’.
                    assertFalse(pattern.contains("'"), code + " " + key + " has an ASCII apostrophe: " + pattern);
                }
            }
        }
    }

    @Test
    void pluralsAndNumbersAreTheLanguages() {
        assertEquals("1 move", Words.in("en", "menu.moves", 1));
        assertEquals("23 moves", Words.in("en", "menu.moves", 23));
        assertEquals("1 Zug", Words.in("de", "menu.moves", 1));
        assertEquals("23 Züge", Words.in("de", "menu.moves", 23));
        assertEquals("0 coup", Words.in("fr", "menu.moves", 0), "French counts 0 as one");
        assertEquals("0 moves", Words.in("en", "menu.moves", 0));
        assertEquals("1.25 times normal", Words.in("en", "speed.times", 1.25));
        assertEquals("1,25-fach", Words.in("de", "speed.times", 1.25));
        assertEquals("50%", Words.in("en", "value.percent", 50L));
        assertEquals("50\u00a0%", Words.in("fr", "value.percent", 50L));
    }

    @Test
    void aKeyTheFilesLackReadsAsItselfAndALanguageLackingOneFallsBackToEnglish() {
        assertEquals("no.such.key", Words.in("de", "no.such.key"));
        Words.use("de");
        assertEquals("Spielen", Words.get("menu.play"));
        assertEquals("Play", Words.in("en", "menu.play"));
    }

    @Test
    void thePseudoLanguageIsAccentedAndAboutFortyPercentLonger() {
        List<Float> ratios = new ArrayList<>();
        for (String key : Words.keys("en")) {
            String english = Words.in("en", key, 2, 2, 2, 2, 2);
            String pseudo = Words.in(Words.PSEUDO, key, 2, 2, 2, 2, 2);
            if (english.length() >= 10) {
                ratios.add(pseudo.length() / (float) english.length());
            }
        }
        float least = ratios.stream().min(Float::compare).orElseThrow();
        float most = ratios.stream().max(Float::compare).orElseThrow();
        assertTrue(least >= 1.3f && most <= 1.6f, "between " + least + " and " + most);
        Words.use(Words.PSEUDO);
        String play = Words.get("menu.play");
        assertTrue(play.startsWith("[Pl\u00e5\u00fd") && play.endsWith("]"), play);
    }
}
