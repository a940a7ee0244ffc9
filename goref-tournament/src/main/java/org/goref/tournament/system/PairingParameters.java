package org.goref.tournament.system;

/**
 * The parameters of a Swiss or McMahon pairing. The criteria themselves go in a fixed order (never a
 * repeat game; equal or nearest score; colour balance; the seeding inside a score group; the club and
 * country): these say how the seeding splits a group ({@code seeding} up to round {@code until}
 * inclusive, {@code then} after it), what orders a group ({@code seedBy}), and for how many first
 * rounds players of one club ({@code avoidClubRounds}) or one country ({@code avoidCountryRounds})
 * are kept apart (0: never).
 */
public record PairingParameters(Seeding seeding, int until, Seeding then, SeedBy seedBy,
                                int avoidClubRounds, int avoidCountryRounds) {
    /** OpenGotha's Swiss defaults: split and slip throughout, by rating. */
    public static final PairingParameters SWISS = new PairingParameters(Seeding.SLIDE, 0, Seeding.SLIDE, SeedBy.RATING, 0, 0);
    /** OpenGotha's McMahon defaults: split and random in round 1, split and fold after, by rating. */
    public static final PairingParameters MCMAHON = new PairingParameters(Seeding.RANDOM, 1, Seeding.FOLD, SeedBy.RATING, 0, 0);

    public PairingParameters {
        if (seeding == null || then == null || seedBy == null) {
            throw new IllegalArgumentException("the pairing parameters need their seeding and its order");
        }
        for (int v : new int[] {until, avoidClubRounds, avoidCountryRounds}) {
            if (v < 0 || v > 1000) {
                throw new IllegalArgumentException("a number of rounds is 0..1000, not " + v);
            }
        }
    }

    /** The seeding of round {@code round}. */
    public Seeding seedingOf(int round) {
        return round <= until ? seeding : then;
    }

    public boolean avoidsClub(int round) {
        return round <= avoidClubRounds;
    }

    public boolean avoidsCountry(int round) {
        return round <= avoidCountryRounds;
    }

    String spelling() {
        return "seeding=" + seeding.word() + ",until=" + until + ",then=" + then.word() + ",by=" + seedBy.word()
                + ",club=" + avoidClubRounds + ",country=" + avoidCountryRounds;
    }

    static PairingParameters read(SystemSpelling sp, PairingParameters d) {
        return new PairingParameters(sp.take("seeding").map(Seeding::parse).orElse(d.seeding()),
                sp.take("until").map(SystemSpelling::rounds).orElse(d.until()),
                sp.take("then").map(Seeding::parse).orElse(d.then()),
                sp.take("by").map(SeedBy::parse).orElse(d.seedBy()),
                sp.take("club").map(SystemSpelling::rounds).orElse(d.avoidClubRounds()),
                sp.take("country").map(SystemSpelling::rounds).orElse(d.avoidCountryRounds()));
    }
}
