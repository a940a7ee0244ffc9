package org.goref.core.rules;

import java.util.List;
import java.util.Locale;

import org.goref.core.text.PlainNumber;

import org.goref.core.rules.RuleSet.Counting;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.core.rules.RuleSet.HandicapBonus;
import org.goref.core.rules.RuleSet.Preset;
import org.goref.core.rules.RuleSet.Seki;
import org.goref.core.rules.RuleSet.Spelled;
import org.goref.core.rules.RuleSet.Suicide;
import org.goref.core.rules.RuleSet.Superko;
import org.goref.core.text.Quote;

/**
 * The spec syntax of INTERFACES.md: {@code PRESET[,key=value]...}. Parsing is case-insensitive and
 * tolerates spaces; errors name what was wrong and list what would have been valid.
 */
public final class RuleSpec {
    /** The keys, in the order the canonical form prints them. */
    public static final List<String> KEYS = List.of(
            "counting", "superko", "suicide", "seki", "handicap-bonus", "pass-stones", "disputes", "komi");

    private RuleSpec() {
    }

    public static RuleSet parse(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("empty rule spec; valid presets: " + String.join(", ", Preset.names()));
        }
        String[] parts = spec.split(",", -1);
        Preset preset = Preset.find(parts[0]);
        if (preset == null) {
            throw new IllegalArgumentException("unknown preset '" + Quote.of(parts[0].trim()) + "'; valid presets: "
                    + String.join(", ", Preset.names()));
        }
        RuleSet r = preset.rules();
        // A key given twice is a typo or two conflicting intentions; taking the last silently
        // would referee a game under rules the organiser may not have meant.
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].trim();
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("'" + Quote.of(part) + "' is not key=value; valid keys: " + String.join(", ", KEYS));
            }
            String key = part.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1).trim().toLowerCase(Locale.ROOT);
            if (KEYS.contains(key) && !seen.add(key)) {
                throw new IllegalArgumentException("key '" + Quote.of(key) + "' given twice; give each key once");
            }
            r = switch (key) {
                case "counting" -> r.withCounting(value(Counting.class, key, value));
                case "superko" -> r.withSuperko(value(Superko.class, key, value));
                case "suicide" -> r.withSuicide(value(Suicide.class, key, value));
                case "seki" -> r.withSeki(value(Seki.class, key, value));
                case "handicap-bonus" -> r.withHandicapBonus(value(HandicapBonus.class, key, value));
                case "pass-stones" -> r.withPassStones(yesNo(value));
                case "disputes" -> r.withDisputes(value(Disputes.class, key, value));
                case "komi" -> r.withKomi(komi(value));
                default -> throw new IllegalArgumentException("unknown key '" + Quote.of(key) + "'; valid keys: " + String.join(", ", KEYS));
            };
        }
        return r;
    }

    public static String print(RuleSet r) {
        RuleSet p = r.preset().rules();
        StringBuilder sb = new StringBuilder(r.preset().spelling());
        if (r.counting() != p.counting()) {
            sb.append(",counting=").append(r.counting().spelling());
        }
        if (r.superko() != p.superko()) {
            sb.append(",superko=").append(r.superko().spelling());
        }
        if (r.suicide() != p.suicide()) {
            sb.append(",suicide=").append(r.suicide().spelling());
        }
        if (r.seki() != p.seki()) {
            sb.append(",seki=").append(r.seki().spelling());
        }
        if (r.handicapBonus() != p.handicapBonus()) {
            sb.append(",handicap-bonus=").append(r.handicapBonus().spelling());
        }
        if (r.passStones() != p.passStones()) {
            sb.append(",pass-stones=").append(r.passStones() ? "yes" : "no");
        }
        if (r.disputes() != p.disputes()) {
            sb.append(",disputes=").append(r.disputes().spelling());
        }
        if (r.komi() != p.komi()) {
            sb.append(",komi=").append(RuleSet.formatKomi(r.komi()));
        }
        return sb.toString();
    }

    private static <E extends Enum<E> & Spelled> E value(Class<E> type, String key, String value) {
        for (E e : type.getEnumConstants()) {
            if (e.spelling().equals(value)) {
                return e;
            }
        }
        throw new IllegalArgumentException("invalid value '" + Quote.of(value) + "' for " + key + "; valid values: "
                + RuleSet.spellings(type));
    }

    private static boolean yesNo(String value) {
        return switch (value) {
            case "yes" -> true;
            case "no" -> false;
            default -> throw new IllegalArgumentException("invalid value '" + Quote.of(value) + "' for pass-stones; valid values: yes, no");
        };
    }

    /** Komi: a number in steps of 0.5, possibly negative. */
    public static double komi(String value) {
        double k;
        try {
            k = PlainNumber.decimal(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("invalid value '" + Quote.of(value) + "' for komi; valid values: a number in steps of 0.5, e.g. 6.5, 7, -5.5");
        }
        if (!RuleSet.isValidKomi(k)) {
            throw new IllegalArgumentException("invalid value '" + Quote.of(value) + "' for komi; valid values: a number in steps of 0.5, e.g. 6.5, 7, -5.5");
        }
        return k;
    }
}
