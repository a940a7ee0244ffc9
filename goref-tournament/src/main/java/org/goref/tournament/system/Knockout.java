package org.goref.tournament.system;

/**
 * Knockout (the "Olympic system"): a bracket seeded by {@code seedBy} (seed 1 meets the lowest seed,
 * the two top seeds can meet only in the final), byes in the first round to the top seeds when the
 * field is not a power of two, the winners go on. {@code thirdPlace}: the semi-finals' losers play
 * for third place beside the final. {@code replay}: what a drawn or void game decides.
 */
public record Knockout(boolean thirdPlace, ReplayRule replay, SeedBy seedBy) implements TournamentSystem {
    public static final Knockout DEFAULT = new Knockout(false, ReplayRule.REPLAY, SeedBy.RANK);

    public Knockout {
        if (replay == null || seedBy == null) {
            throw new IllegalArgumentException("a knockout needs its replay rule and its seeding");
        }
    }

    public String word() {
        return "knockout";
    }

    public String spelling() {
        return word() + ",third=" + (thirdPlace ? "yes" : "no") + ",replay=" + replay.word() + ",by=" + seedBy.word();
    }

    static Knockout read(SystemSpelling sp) {
        boolean third = sp.take("third").map(SystemSpelling::yesNo).orElse(DEFAULT.thirdPlace());
        ReplayRule replay = sp.take("replay").map(ReplayRule::parse).orElse(DEFAULT.replay());
        SeedBy by = sp.take("by").map(SeedBy::parse).orElse(DEFAULT.seedBy());
        return new Knockout(third, replay, by);
    }
}
