package org.goref.sgf;

import java.util.Locale;

import org.goref.core.text.Quote;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Counting;
import org.goref.core.rules.RuleSet.HandicapBonus;
import org.goref.core.rules.RuleSet.Preset;
import org.goref.core.rules.RuleSet.Seki;
import org.goref.core.rules.RuleSet.Suicide;
import org.goref.core.rules.RuleSet.Superko;

/**
 * {@code RU} values onto goref's rule sets, and back. Read: goref's own specs
 * ({@code russian-area,superko=positional}), the names programs write (Japanese, Chinese, Korean,
 * AGA, NZ / New Zealand, GOE / Ing, Tromp-Taylor, Russian, in any case and with words like
 * "rules" around them), and KataGo's compact strings ({@code koPOSITIONALscoreAREAtaxNONEsui1}).
 * Written: the names other programs know for presets, goref's spec otherwise.
 */
public final class SgfRules {
    private SgfRules() {
    }

    /** A mapped rule set (komi not yet set) and, when it is not a plain match, why it was chosen. */
    public record Mapped(RuleSet rules, String note) {
    }

    /**
     * Maps an RU value; {@code ru == null} (no RU) and unknown values get the rule set real records
     * most likely mean: Chinese for komi 7 or 7.5, Japanese otherwise.
     */
    public static Mapped map(String ru, double komi) {
        RuleSet fallback = Math.abs(komi) == 7.5 || Math.abs(komi) == 7 ? Preset.CHINESE.rules() : Preset.JAPANESE.rules();
        if (ru == null || ru.isBlank()) {
            return new Mapped(fallback, "no RU: assuming " + fallback.preset().spelling() + " rules");
        }
        String v = ru.trim();
        String specProblem = null;
        try {
            return new Mapped(RuleSet.parse(v).withKomi(0), null);
        } catch (IllegalArgumentException e) {
            // not a goref spec; if it is one with a wrong key or value, say so whatever it maps to
            if (v.contains("=")) {
                specProblem = e.getMessage();
            }
        }
        if (v.startsWith("ko") && v.contains("score")) {
            Mapped m = kataGo(v);
            if (m != null) {
                return m;
            }
        }
        String l = v.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", " ").trim();
        String squeezed = l.replace(" ", "");
        Preset p = null;
        String note = null;
        if (l.contains("japan") || squeezed.equals("jp") || squeezed.equals("ja") || l.contains("nihon")) {
            p = Preset.JAPANESE;
        } else if (l.contains("chin") || squeezed.equals("cn") || squeezed.equals("zh")) {
            p = Preset.CHINESE;
        } else if (l.contains("korea") || squeezed.equals("kr") || squeezed.equals("ko")) {
            p = Preset.KOREAN;
        } else if (squeezed.startsWith("aga") || l.contains("american")) {
            p = Preset.AGA;
        } else if (l.contains("zealand") || squeezed.equals("nz")) {
            p = Preset.NEW_ZEALAND;
        } else if (squeezed.equals("goe") || squeezed.startsWith("ing") || l.contains(" ing") || l.contains("sst")) {
            p = Preset.NEW_ZEALAND;
            note = "RU[" + Quote.of(v) + "] (Ing/GOE) mapped to new-zealand, the closest preset (area counting, situational superko, "
                    + "multi-stone suicide allowed); Ing's fill-in counting and ko rules are not modelled";
        } else if (l.contains("tromp") || squeezed.equals("tt")) {
            p = Preset.TROMP_TAYLOR;
        } else if (l.contains("russia")) {
            p = l.contains("area") ? Preset.RUSSIAN_AREA : Preset.RUSSIAN_TERRITORY;
        } else if (squeezed.equals("bga") || l.contains("british") || l.contains("french") || l.contains("stone scoring")) {
            p = Preset.AGA;
            note = "RU[" + Quote.of(v) + "] mapped to aga, the closest preset (area counting, situational superko)";
        }
        if (p == null) {
            return new Mapped(fallback, "RU[" + Quote.of(v) + "] is no rule set goref knows; assuming " + fallback.preset().spelling()
                    + (specProblem == null ? "" : " (" + specProblem + ")"));
        }
        if (note == null && specProblem != null) {
            note = "RU[" + Quote.of(v) + "]: " + specProblem + "; read as " + p.spelling();
        }
        return new Mapped(p.rules().withKomi(0), note);
    }

    /** KataGo's compact form: ko…score…tax…sui…[button…][whb…][fpok…]. */
    private static Mapped kataGo(String v) {
        Superko ko = null;
        Counting counting = null;
        Seki seki = Seki.COUNT;
        Suicide suicide = Suicide.FORBIDDEN;
        HandicapBonus bonus = HandicapBonus.ZERO;
        StringBuilder notes = new StringBuilder();
        int i = 0;
        while (i < v.length()) {
            int keyEnd = i;
            while (keyEnd < v.length() && Character.isLowerCase(v.charAt(keyEnd))) {
                keyEnd++;
            }
            int valEnd = keyEnd;
            while (valEnd < v.length() && !Character.isLowerCase(v.charAt(valEnd))) {
                valEnd++;
            }
            if (keyEnd == i || valEnd == keyEnd) {
                return null;
            }
            String key = v.substring(i, keyEnd);
            String val = v.substring(keyEnd, valEnd);
            switch (key) {
                case "ko" -> ko = switch (val) {
                    case "POSITIONAL" -> Superko.POSITIONAL;
                    case "SITUATIONAL" -> Superko.SITUATIONAL;
                    case "SIMPLE" -> Superko.NO_RESULT;
                    case "SPIGHT" -> Superko.NO_RESULT;
                    default -> null;
                };
                case "score" -> counting = switch (val) {
                    case "AREA" -> Counting.AREA;
                    case "TERRITORY" -> Counting.TERRITORY;
                    default -> null;
                };
                case "tax" -> {
                    switch (val) {
                        case "NONE" -> seki = Seki.COUNT;
                        case "SEKI" -> seki = Seki.NO_COUNT;
                        case "ALL" -> {
                            seki = Seki.NO_COUNT;
                            notes.append("; taxALL (group tax) is not modelled");
                        }
                        default -> {
                            return null;
                        }
                    }
                }
                case "sui" -> suicide = val.equals("1") ? Suicide.ALLOWED : Suicide.FORBIDDEN;
                case "whb" -> bonus = switch (val) {
                    case "N" -> HandicapBonus.N;
                    case "N-1" -> HandicapBonus.N_MINUS_1;
                    default -> HandicapBonus.ZERO;
                };
                case "button" -> {
                    if (val.equals("1")) {
                        notes.append("; the button is not modelled");
                    }
                }
                case "fpok" -> { }
                default -> notes.append("; key ").append(key).append(" ignored");
            }
            i = valEnd;
        }
        if (ko == null || counting == null) {
            return null;
        }
        RuleSet best = null;
        int bestDiff = Integer.MAX_VALUE;
        for (Preset p : Preset.values()) {
            RuleSet r = p.rules().withCounting(counting).withSuperko(ko).withSuicide(suicide).withSeki(seki)
                    .withHandicapBonus(bonus).withKomi(0);
            int diff = differences(r, p.rules());
            if (diff < bestDiff) {
                bestDiff = diff;
                best = r;
            }
        }
        return new Mapped(best, bestDiff == 0 && notes.isEmpty() ? null
                : "RU[" + Quote.of(v) + "] read as " + best.spec() + notes);
    }

    private static int differences(RuleSet a, RuleSet b) {
        int d = 0;
        d += a.counting() != b.counting() ? 1 : 0;
        d += a.superko() != b.superko() ? 1 : 0;
        d += a.suicide() != b.suicide() ? 1 : 0;
        d += a.seki() != b.seki() ? 1 : 0;
        d += a.handicapBonus() != b.handicapBonus() ? 1 : 0;
        d += a.passStones() != b.passStones() ? 1 : 0;
        d += a.disputes() != b.disputes() ? 1 : 0;
        return d;
    }

    /**
     * The RU value to write: the name other programs know for a preset (Japanese, Chinese, Korean,
     * AGA, NZ, Tromp-Taylor), goref's spec without komi (KM carries it) for Russian presets and for
     * rule sets that differ from their preset.
     */
    public static String write(RuleSet rules) {
        RuleSet r = rules.withKomi(rules.preset().rules().komi());
        if (rules.sameRulesAs(rules.preset())) {
            return switch (rules.preset()) {
                case JAPANESE -> "Japanese";
                case CHINESE -> "Chinese";
                case KOREAN -> "Korean";
                case AGA -> "AGA";
                case NEW_ZEALAND -> "NZ";
                case TROMP_TAYLOR -> "Tromp-Taylor";
                default -> r.spec();
            };
        }
        return r.spec();
    }
}
