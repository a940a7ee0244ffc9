package org.goref.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.goref.core.text.Quote;

/**
 * A rule set: the choices Articles 3 and 4 leave to the regulations, each an explicit parameter
 * (RULES.md §5), plus komi. A value: two rule sets with the same parameters are equal. It remembers
 * the preset it was written from, so that it prints back as that preset plus overrides.
 */
public record RuleSet(
        Preset preset,
        Counting counting,
        Superko superko,
        Suicide suicide,
        Seki seki,
        HandicapBonus handicapBonus,
        boolean passStones,
        Disputes disputes,
        double komi) {

    public RuleSet {
        if (preset == null || counting == null || superko == null || suicide == null || seki == null
                || handicapBonus == null || disputes == null) {
            throw new IllegalArgumentException("every rule parameter needs a value");
        }
        checkKomi(komi);
        komi += 0.0; // no negative zero: -0 is komi 0, equal to it and printed as it
    }

    /** The presets' own parameters. */
    public static RuleSet of(Preset preset) {
        return preset.rules();
    }

    public static RuleSet russianTerritory() {
        return Preset.RUSSIAN_TERRITORY.rules();
    }

    public RuleSet withKomi(double k) {
        return new RuleSet(preset, counting, superko, suicide, seki, handicapBonus, passStones, disputes, k);
    }

    public RuleSet withCounting(Counting v) {
        return new RuleSet(preset, v, superko, suicide, seki, handicapBonus, passStones, disputes, komi);
    }

    public RuleSet withSuperko(Superko v) {
        return new RuleSet(preset, counting, v, suicide, seki, handicapBonus, passStones, disputes, komi);
    }

    public RuleSet withSuicide(Suicide v) {
        return new RuleSet(preset, counting, superko, v, seki, handicapBonus, passStones, disputes, komi);
    }

    public RuleSet withSeki(Seki v) {
        return new RuleSet(preset, counting, superko, suicide, v, handicapBonus, passStones, disputes, komi);
    }

    public RuleSet withHandicapBonus(HandicapBonus v) {
        return new RuleSet(preset, counting, superko, suicide, seki, v, passStones, disputes, komi);
    }

    public RuleSet withPassStones(boolean v) {
        return new RuleSet(preset, counting, superko, suicide, seki, handicapBonus, v, disputes, komi);
    }

    public RuleSet withDisputes(Disputes v) {
        return new RuleSet(preset, counting, superko, suicide, seki, handicapBonus, passStones, v, komi);
    }

    /** The same parameters, remembered as written from another preset (changes only how it prints). */
    public RuleSet withPreset(Preset p) {
        return new RuleSet(p, counting, superko, suicide, seki, handicapBonus, passStones, disputes, komi);
    }

    /** Whether every parameter but komi equals the preset's. */
    public boolean sameRulesAs(Preset p) {
        RuleSet r = p.rules();
        return counting == r.counting && superko == r.superko && suicide == r.suicide && seki == r.seki
                && handicapBonus == r.handicapBonus && passStones == r.passStones && disputes == r.disputes;
    }

    /** Parses {@code PRESET[,key=value]...}; see {@link RuleSpec}. */
    public static RuleSet parse(String spec) {
        return RuleSpec.parse(spec);
    }

    /** The canonical spec: the preset, then every key that differs from it, in the documented order. */
    public String spec() {
        return RuleSpec.print(this);
    }

    @Override
    public String toString() {
        return spec();
    }

    /** A komi goref plays with: a finite number in steps of 0.5, at most 1000 either way. */
    public static boolean isValidKomi(double komi) {
        return Math.abs(komi) <= 1000 && HalfPoints.isWholeOrHalf(komi);
    }

    static void checkKomi(double komi) {
        if (!isValidKomi(komi)) {
            throw new IllegalArgumentException(komiRefused(Double.toString(komi)));
        }
    }

    /** Why {@code given} (as the user wrote it) is no komi: {@link #isValidKomi}'s steps and range. */
    public static String komiRefused(String given) {
        return "komi is a number in steps of 0.5 from -1000 to 1000, not " + Quote.of(given);
    }

    /** Komi as people write it: 6.5, 7, -5.5, 0. */
    public static String formatKomi(double komi) {
        if (komi == Math.rint(komi)) {
            return Long.toString((long) komi);
        }
        return Double.toString(komi);
    }

    // ------------------------------------------------------------------------------ parameters

    /** A parameter value as the spec spells it. */
    public interface Spelled {
        String spelling();
    }

    static <E extends Enum<E> & Spelled> String spellings(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Spelled::spelling).collect(Collectors.joining(", "));
    }

    /** 4.3: Japanese tradition (territory and prisoners) or Chinese (territory and stones). */
    public enum Counting implements Spelled {
        TERRITORY, AREA;

        public String spelling() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What a whole-board repetition does (3.3, second half). */
    public enum Superko implements Spelled {
        POSITIONAL("positional"), SITUATIONAL("situational"), NO_RESULT("no-result"), NONE("none");

        private final String spelling;

        Superko(String s) {
            spelling = s;
        }

        public String spelling() {
            return spelling;
        }
    }

    /** Multi-stone suicide; single-stone suicide is illegal whatever this says. */
    public enum Suicide implements Spelled {
        FORBIDDEN, ALLOWED;

        public String spelling() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Territory counting: whether eye points of chains in seki are territory. */
    public enum Seki implements Spelled {
        COUNT("count"), NO_COUNT("no-count");

        private final String spelling;

        Seki(String s) {
            spelling = s;
        }

        public String spelling() {
            return spelling;
        }
    }

    /** Area counting: points White gets for N handicap stones. */
    public enum HandicapBonus implements Spelled {
        ZERO("0"), N("n"), N_MINUS_1("n-1");

        private final String spelling;

        HandicapBonus(String s) {
            spelling = s;
        }

        public String spelling() {
            return spelling;
        }

        /** White's bonus for {@code stones} handicap stones actually placed. */
        public int points(int stones) {
            if (stones < 2) {
                return 0; // no handicap, or a single stone (a no-komi game), gives no bonus
            }
            return switch (this) {
                case ZERO -> 0;
                case N -> stones;
                case N_MINUS_1 -> stones - 1;
            };
        }
    }

    /** 4.2: what happens when the players disagree about dead stones. */
    public enum Disputes implements Spelled {
        RESUME("resume"), PLAY_OUT("play-out"), REFEREE("referee");

        private final String spelling;

        Disputes(String s) {
            spelling = s;
        }

        public String spelling() {
            return spelling;
        }
    }

    /** The rule sets people play (RULES.md §5). */
    public enum Preset implements Spelled {
        RUSSIAN_TERRITORY("russian-territory", Counting.TERRITORY, Superko.SITUATIONAL, Suicide.FORBIDDEN,
                Seki.COUNT, HandicapBonus.ZERO, false, Disputes.RESUME, 6.5),
        RUSSIAN_AREA("russian-area", Counting.AREA, Superko.SITUATIONAL, Suicide.FORBIDDEN,
                Seki.COUNT, HandicapBonus.N, false, Disputes.PLAY_OUT, 7.5),
        JAPANESE("japanese", Counting.TERRITORY, Superko.NO_RESULT, Suicide.FORBIDDEN,
                Seki.NO_COUNT, HandicapBonus.ZERO, false, Disputes.RESUME, 6.5),
        KOREAN("korean", Counting.TERRITORY, Superko.NO_RESULT, Suicide.FORBIDDEN,
                Seki.NO_COUNT, HandicapBonus.ZERO, false, Disputes.RESUME, 6.5),
        CHINESE("chinese", Counting.AREA, Superko.POSITIONAL, Suicide.FORBIDDEN,
                Seki.COUNT, HandicapBonus.N, false, Disputes.PLAY_OUT, 7.5),
        AGA("aga", Counting.AREA, Superko.SITUATIONAL, Suicide.FORBIDDEN,
                Seki.COUNT, HandicapBonus.N_MINUS_1, false, Disputes.RESUME, 7.5),
        NEW_ZEALAND("new-zealand", Counting.AREA, Superko.SITUATIONAL, Suicide.ALLOWED,
                Seki.COUNT, HandicapBonus.ZERO, false, Disputes.PLAY_OUT, 7),
        TROMP_TAYLOR("tromp-taylor", Counting.AREA, Superko.POSITIONAL, Suicide.ALLOWED,
                Seki.COUNT, HandicapBonus.ZERO, false, Disputes.PLAY_OUT, 7.5);

        private final String spelling;
        private final RuleSet rules;

        Preset(String spelling, Counting counting, Superko superko, Suicide suicide, Seki seki,
               HandicapBonus bonus, boolean passStones, Disputes disputes, double komi) {
            this.spelling = spelling;
            this.rules = new RuleSet(this, counting, superko, suicide, seki, bonus, passStones, disputes, komi);
        }

        public String spelling() {
            return spelling;
        }

        public RuleSet rules() {
            return rules;
        }

        public static Preset find(String name) {
            for (Preset p : values()) {
                if (p.spelling.equalsIgnoreCase(name.trim())) {
                    return p;
                }
            }
            return null;
        }

        public static List<String> names() {
            List<String> out = new ArrayList<>();
            for (Preset p : values()) {
                out.add(p.spelling);
            }
            return out;
        }
    }
}
