package org.goref.tournament;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/** The printed words in the reader's language: Russian for a Russian locale, English otherwise. */
public final class Messages {
    private final ResourceBundle bundle;
    private final Locale locale;

    private Messages(Locale locale) {
        this.locale = "ru".equals(locale.getLanguage()) ? Locale.forLanguageTag("ru") : Locale.ENGLISH;
        // No fallback to the machine's default locale: English is the base.
        this.bundle = ResourceBundle.getBundle("org.goref.tournament.messages", this.locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public static Messages of(Locale locale) {
        return new Messages(locale == null ? Locale.ENGLISH : locale);
    }

    /** For a browser's Accept-Language header or a ?lang= switch: the first supported language wins. */
    public static Messages ofLanguages(String acceptLanguage) {
        if (acceptLanguage != null) {
            for (Locale.LanguageRange r : parseRanges(acceptLanguage)) {
                String lang = r.getRange().split("-")[0];
                if (lang.equals("ru") || lang.equals("en")) {
                    return of(Locale.forLanguageTag(lang));
                }
            }
        }
        return of(Locale.ENGLISH);
    }

    private static List<Locale.LanguageRange> parseRanges(String s) {
        try {
            return Locale.LanguageRange.parse(s);
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }

    public Locale locale() {
        return locale;
    }

    public String get(String key, Object... args) {
        String pattern = bundle.getString(key);
        return args.length == 0 ? pattern : new MessageFormat(pattern.replace("'", "''"), locale).format(args);
    }
}
