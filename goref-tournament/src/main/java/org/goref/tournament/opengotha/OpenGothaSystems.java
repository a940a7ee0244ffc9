package org.goref.tournament.opengotha;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.goref.tournament.HandicapPolicy;
import org.goref.tournament.Rank;
import org.goref.tournament.PlacementCriteria;
import org.goref.tournament.placement.Criterion;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.PairingParameters;
import org.goref.tournament.system.SeedBy;
import org.goref.tournament.system.Seeding;
import org.goref.tournament.system.Swiss;
import org.goref.tournament.system.TournamentSystem;

/**
 * The two sides of one tournament's system: OpenGotha's parameter sets and goref's
 * {@link TournamentSystem}, handicap policy and placement criteria. A file is McMahon when its first
 * placement criterion is MMS and Swiss otherwise; the seeding systems, the round they change, the
 * order inside a group and the avoidance of one club or country map one to one; OpenGotha's geographic
 * weight, when not zero, keeps clubs and countries apart in every round.
 */
public final class OpenGothaSystems {
    private OpenGothaSystems() {
    }

    /** OpenGotha's rank number as goref's grade. */
    public static Rank rank(int ogRank) {
        return ogRank < 0 ? new Rank(-ogRank, Rank.Kind.KYU) : new Rank(Math.min(9, ogRank + 1), Rank.Kind.DAN);
    }

    /** goref's grade as OpenGotha's rank number (professionals as OpenGotha reads them). */
    public static int ogRank(Rank r) {
        return OgRank.parse(r.value() + (r.kind() == Rank.Kind.KYU ? "K" : r.kind() == Rank.Kind.DAN ? "D" : "P"))
                .orElseThrow();
    }

    public static TournamentSystem system(OgTournament t) {
        Map<String, String> p = t.pairing();
        PairingParameters d = t.isMcMahon() ? PairingParameters.MCMAHON : PairingParameters.SWISS;
        int rounds = t.numberOfRounds();
        boolean geo = Long.parseLong(p.getOrDefault("paiSeAvoidSameGeo", "0").strip()) > 0;
        PairingParameters pp = new PairingParameters(
                seeding(p.get("paiMaSeedSystem1"), d.seeding()),
                Math.max(0, integer(p, "paiMaLastRoundForSeedSystem1", d.until())),
                seeding(p.get("paiMaSeedSystem2"), d.then()),
                "Rank".equals(p.get("paiMaAdditionalPlacementCritSystem1")) ? SeedBy.RANK : SeedBy.RATING,
                geo && integer(p, "paiSePreferMMSDiffRatherThanSameClub", 3) > 0 ? rounds : 0,
                geo && integer(p, "paiSePreferMMSDiffRatherThanSameCountry", 1) > 0 ? rounds : 0);
        if (!t.isMcMahon()) {
            return new Swiss(pp);
        }
        return new McMahon(rank(OgTournament.rank(t.general(), "genMMBar", "4D")),
                rank(OgTournament.rank(t.general(), "genMMFloor", "20K")), pp);
    }

    private static int integer(Map<String, String> m, String k, int d) {
        try {
            return Integer.parseInt(m.getOrDefault(k, Integer.toString(d)).strip());
        } catch (NumberFormatException e) {
            return d;
        }
    }

    private static Seeding seeding(String s, Seeding d) {
        if (s == null) {
            return d;
        }
        return switch (s) {
            case "SPLITANDRANDOM" -> Seeding.RANDOM;
            case "SPLITANDFOLD" -> Seeding.FOLD;
            case "SPLITANDSLIP" -> Seeding.SLIDE;
            default -> d;
        };
    }

    private static String seeding(Seeding s) {
        return switch (s) {
            case RANDOM -> "SPLITANDRANDOM";
            case FOLD -> "SPLITANDFOLD";
            case SLIDE -> "SPLITANDSLIP";
        };
    }

    /** The handicap: by McMahon score in a McMahon file with a ceiling above 0, else even games. */
    public static HandicapPolicy handicap(OgTournament t) {
        Map<String, String> h = t.handicap();
        int ceiling = integer(h, "hdCeiling", 9);
        if (!t.isMcMahon() || ceiling == 0 || !Boolean.parseBoolean(h.getOrDefault("hdBasedOnMMS", "true"))) {
            return new HandicapPolicy.Even();
        }
        int correction = Math.max(-1, Math.min(9, integer(h, "hdCorrection", 1)));
        return new HandicapPolicy.ByScore(correction, ceiling, 0.5,
                rank(OgRank.parse(h.getOrDefault("hdNoHdRankThreshold", "1D")).orElse(0)));
    }

    /**
     * goref's criteria for the file's: those goref computes, in the file's order, each once; the
     * system's defaults when what is left does not start with a score.
     */
    public static List<Criterion> criteria(OgTournament t, TournamentSystem system) {
        List<Criterion> out = new ArrayList<>();
        for (String c : t.placementCriteria()) {
            Criterion.byCode(c).filter(x -> !out.contains(x)).ifPresent(out::add);
        }
        try {
            return PlacementCriteria.check(out);
        } catch (IllegalArgumentException e) {
            return PlacementCriteria.defaults(system);
        }
    }

    /**
     * OpenGotha's placement criteria for goref's: the same names, goref's DIRECT as OpenGotha's
     * nearest, DC, at most the six OpenGotha holds.
     */
    public static List<String> criteria(List<Criterion> criteria) {
        List<String> out = new ArrayList<>();
        for (Criterion c : criteria) {
            String code = c == Criterion.DIRECT ? Criterion.DC.code() : c.code();
            if (!out.contains(code)) {
                out.add(code);
            }
        }
        return out.subList(0, Math.min(6, out.size()));
    }

    /** OpenGotha's pairing parameters for goref's system. */
    public static Map<String, String> pairing(TournamentSystem s) {
        Map<String, String> m = new LinkedHashMap<>(OpenGothaWriter.PAIRING_DEFAULTS);
        PairingParameters p = switch (s) {
            case McMahon mm -> mm.pairing();
            case Swiss sw -> sw.pairing();
            default -> null;
        };
        if (p != null) {
            m.put("paiMaSeedSystem1", seeding(p.seeding()));
            m.put("paiMaLastRoundForSeedSystem1", Integer.toString(p.until()));
            m.put("paiMaSeedSystem2", seeding(p.then()));
            m.put("paiMaAdditionalPlacementCritSystem1", p.seedBy() == SeedBy.RANK ? "Rank" : "Rating");
            boolean geo = p.avoidClubRounds() > 0 || p.avoidCountryRounds() > 0;
            m.put("paiSeAvoidSameGeo", geo ? "100000000000" : "0");
            m.put("paiSePreferMMSDiffRatherThanSameClub", p.avoidClubRounds() > 0 ? "3" : "0");
            m.put("paiSePreferMMSDiffRatherThanSameCountry", p.avoidCountryRounds() > 0 ? "1" : "0");
        }
        return m;
    }

    /** OpenGotha's handicap parameters for goref's policy. */
    public static Map<String, String> handicap(HandicapPolicy h) {
        Map<String, String> m = new LinkedHashMap<>(OpenGothaWriter.HANDICAP_DEFAULTS);
        switch (h) {
            case HandicapPolicy.ByScore b -> {
                m.put("hdCeiling", Integer.toString(b.ceiling()));
                m.put("hdCorrection", Integer.toString(b.reduction()));
                m.put("hdNoHdRankThreshold", b.evenFrom() == null ? "9D" : OgRank.format(ogRank(b.evenFrom())));
            }
            case HandicapPolicy.ByRank r -> {
                m.put("hdBasedOnMMS", "false");
                m.put("hdCeiling", Integer.toString(r.maxStones()));
                m.put("hdCorrection", Integer.toString(Math.max(-1, r.reduction())));
            }
            default -> m.put("hdCeiling", "0");
        }
        return m;
    }
}
