package net.ur.client.words;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The words a player reads, in the player's language: each is a message of the resource file of
 * the language ({@code /words/LANG.properties}, UTF-8), an ICU {@link MessageFormat} pattern with
 * its numbers and plurals formatted for the language. One language is in use at a time for the
 * whole game ({@link #use}); a screen built in another is built again when it is shown. Besides the
 * six languages there is a pseudo-language, {@value #PSEUDO}, for testing the layout: English with
 * accents, about 40% longer.
 */
public final class Words {

    private static final Logger LOG = LoggerFactory.getLogger(Words.class);

    /** The languages the game speaks, by their ISO 639-1 codes; the first is the fallback. */
    public static final List<String> LANGUAGES = net.ur.client.settings.Settings.LANGUAGES;

    /** The pseudo-language's code: English, accented and about 40% longer, to see what a longer language does to a panel. */
    public static final String PSEUDO = "qps";

    private static final String ENGLISH = "en";

    private static volatile String language = ENGLISH;

    private static final Map<String, Properties> FILES = new ConcurrentHashMap<>();
    private static final Map<String, MessageFormat> FORMATS = new ConcurrentHashMap<>();

    private Words() {
    }

    /**
     * Whether a code names a language the game speaks, or the pseudo-language.
     *
     * @param code a code, or null
     * @return true for {@code en}, {@code de}, {@code fr}, {@code it}, {@code nl}, {@code es} and {@value #PSEUDO}
     */
    public static boolean speaks(String code) {
        return code != null && (LANGUAGES.contains(code) || code.equals(PSEUDO));
    }

    /**
     * Puts a language in use for every word from now on.
     *
     * @param code one of {@link #LANGUAGES} or {@value #PSEUDO}
     * @throws IllegalArgumentException for another code, naming those there are
     */
    public static void use(String code) {
        if (!speaks(code)) {
            throw new IllegalArgumentException(problem(code));
        }
        language = code;
    }

    /**
     * What is wrong with a language's code, as the command line and the programmer read it (English).
     *
     * @param code the code given
     * @return e.g. "no language 'xx': en, de, fr, it, nl or es"
     */
    public static String problem(String code) {
        return "no language '" + code + "': " + String.join(", ", LANGUAGES.subList(0, LANGUAGES.size() - 1)) + " or " // not for players
                + LANGUAGES.get(LANGUAGES.size() - 1);
    }

    /** The code of the language in use. */
    public static String language() {
        return language;
    }

    /**
     * The language the system speaks, from the locale variables as gettext reads them: the
     * locale is the first set of {@code LC_ALL}, {@code LC_MESSAGES} and {@code LANG}; unless it
     * is {@code C} or {@code POSIX}, {@code LANGUAGE}'s list of languages (e.g. {@code nl:de}) comes
     * first; the first of them the game speaks is taken, English when it speaks none.
     *
     * @param env the environment (e.g. {@link System#getenv()}); not null
     * @return one of {@link #LANGUAGES}
     */
    public static String fromEnvironment(Map<String, String> env) {
        String locale = null;
        for (String name : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
            String v = env.get(name);
            if (v != null && !v.isBlank()) {
                locale = v.strip();
                break;
            }
        }
        if (locale == null || isPlainC(locale)) {
            return ENGLISH;
        }
        String list = env.get("LANGUAGE");
        if (list != null) {
            for (String entry : list.split(":")) {
                String code = codeOf(entry);
                if (LANGUAGES.contains(code)) {
                    return code;
                }
            }
        }
        String code = codeOf(locale);
        return LANGUAGES.contains(code) ? code : ENGLISH;
    }

    private static boolean isPlainC(String locale) {
        String l = locale.toUpperCase(Locale.ROOT);
        return l.equals("C") || l.startsWith("C.") || l.equals("POSIX");
    }

    /** The language of a locale's name: {@code de} of {@code de_AT.UTF-8@euro}. */
    private static String codeOf(String locale) {
        String l = locale.strip().toLowerCase(Locale.ROOT);
        int end = l.length();
        for (char c : new char[] {'_', '-', '.', '@'}) {
            int i = l.indexOf(c);
            if (i >= 0) {
                end = Math.min(end, i);
            }
        }
        return l.substring(0, end);
    }

    /**
     * A message in the language in use.
     *
     * @param key the message's key; a key no file has reads as itself (and is logged)
     * @param args the message's arguments, {0}, {1}, ... in its pattern
     * @return the words
     */
    public static String get(String key, Object... args) {
        return in(language, key, args);
    }

    /**
     * A message in a given language.
     *
     * @param code one of {@link #LANGUAGES} or {@value #PSEUDO}
     * @param key the message's key
     * @param args its arguments
     * @return the words; a key the language lacks is taken from English
     */
    public static String in(String code, String key, Object... args) {
        if (code.equals(PSEUDO)) {
            return pseudo(in(ENGLISH, key, args));
        }
        String lang = pattern(code, key) != null ? code : ENGLISH;
        String pattern = pattern(lang, key);
        if (pattern == null) {
            LOG.warn("no words for '{}'", key);
            return key;
        }
        MessageFormat f = FORMATS.computeIfAbsent(lang + ":" + key, k -> new MessageFormat(pattern, new ULocale(lang)));
        synchronized (f) {
            return f.format(args);
        }
    }

    /**
     * A message's pattern as its file has it.
     *
     * @param code one of {@link #LANGUAGES}
     * @param key the message's key
     * @return the pattern, or null when the language's file lacks the key
     */
    public static String pattern(String code, String key) {
        return file(code).getProperty(key);
    }

    /**
     * Every key of a language's file.
     *
     * @param code one of {@link #LANGUAGES}
     * @return the keys
     */
    public static java.util.Set<String> keys(String code) {
        return file(code).stringPropertyNames();
    }

    private static Properties file(String code) {
        return FILES.computeIfAbsent(code, c -> {
            Properties p = new Properties();
            String path = "/words/" + c + ".properties";
            try (InputStream in = Words.class.getResourceAsStream(path)) {
                if (in == null) {
                    LOG.warn("no file of words {}", path);
                    return p;
                }
                try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                    p.load(r);
                }
            } catch (IOException e) {
                LOG.warn("the words of {} could not be read: {}", path, e.toString());
            }
            return p;
        });
    }

    /** Plain letters and their accented forms in the pseudo-language (letters the game's fonts carry). */
    private static final String PLAIN = "aceinouyACEINOUY";
    private static final String ACCENTED = "\u00e5\u00e7\u00e9\u00ee\u00f1\u00f6\u00fc\u00fd\u00c5\u00c7\u00c9\u00ce\u00d1\u00d6\u00dc\u00dd";

    /**
     * A text in the pseudo-language: its letters accented, bracketed, and padded to about 140% of its length.
     *
     * @param text the English text
     * @return e.g. "[Plåý ·~·~]"
     */
    static String pseudo(String text) {
        StringBuilder b = new StringBuilder(text.length() * 3 / 2 + 4).append('[');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int at = PLAIN.indexOf(c);
            b.append(at >= 0 ? ACCENTED.charAt(at) : c);
        }
        int pad = Math.max(1, Math.round(text.length() * 0.4f) - 2);
        b.append(' ');
        for (int i = 1; i < pad; i++) {
            b.append(i % 2 == 1 ? '\u00b7' : '~');
        }
        return b.append(']').toString();
    }
}
