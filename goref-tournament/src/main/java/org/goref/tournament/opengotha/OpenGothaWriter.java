package org.goref.tournament.opengotha;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a tournament in the form OpenGotha 3.x saves and opens: UTF-8 XML, the players, games and
 * byes, then the parameter sets. Every attribute OpenGotha reads is written (those the tournament
 * does not hold with OpenGotha's defaults), so that OpenGotha opens the file without falling back on
 * anything; attributes read from a file are written back as they were.
 */
public final class OpenGothaWriter {
    private OpenGothaWriter() {
    }

    /** OpenGotha's own defaults for the parameter sets it cannot open a file without. */
    static final Map<String, String> HANDICAP_DEFAULTS = ordered("hdBasedOnMMS", "true", "hdCeiling", "9",
            "hdCorrection", "1", "hdNoHdRankThreshold", "1D");
    static final Map<String, String> PAIRING_DEFAULTS = ordered("paiBaAvoidDuplGame", "500000000000000",
            "paiBaBalanceWB", "1000000", "paiBaDeterministic", "true", "paiBaRandom", "0",
            "paiMaAdditionalPlacementCritSystem1", "Rating", "paiMaAdditionalPlacementCritSystem2", "NULL",
            "paiMaAvoidMixingCategories", "0", "paiMaCompensateDUDD", "true", "paiMaDUDDLowerMode", "MID",
            "paiMaDUDDUpperMode", "MID", "paiMaDUDDWeight", "100000000", "paiMaLastRoundForSeedSystem1", "1",
            "paiMaMaximizeSeeding", "5000000", "paiMaMinimizeScoreDifference", "100000000000",
            "paiMaSeedSystem1", "SPLITANDRANDOM", "paiMaSeedSystem2", "SPLITANDFOLD", "paiSeAvoidSameGeo", "0",
            "paiSeBarThresholdActive", "true", "paiSeDefSecCrit", "100000000000", "paiSeMinimizeHandicap", "0",
            "paiSeNbWinsThresholdActive", "true", "paiSePreferMMSDiffRatherThanSameClub", "3",
            "paiSePreferMMSDiffRatherThanSameCountry", "1", "paiSeRankThreshold", "1D", "paiStandardNX1Factor", "0.5");
    static final Map<String, String> DISPLAY_DEFAULTS = ordered("displayClCol", "true", "displayCoCol", "true",
            "displayIndGamesInMatches", "true", "displayNPPlayers", "false", "displayNumCol", "true",
            "displayPlCol", "true", "gameFormat", "full", "playerSortType", "name", "showByePlayer", "true",
            "showNotFinallyRegisteredPlayers", "true", "showNotPairedPlayers", "true",
            "showNotParticipatingPlayers", "false", "showPlayerClub", "true", "showPlayerCountry", "false",
            "showPlayerGrade", "true");
    static final Map<String, String> PUBLISH_DEFAULTS = ordered("exportToLocalFile", "true", "htmlAutoScroll",
            "false", "print", "true");

    public static String write(OgTournament t) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
        Map<String, String> root = t.root().isEmpty()
                ? ordered("dataVersion", "201", "fullVersionNumber", "3.51", "runningMode", "SAL")
                : t.root();
        sb.append(open("Tournament", root, false));
        sb.append("<Players>\n");
        for (OgPlayer p : t.players()) {
            sb.append(open("Player", ordered("agaExpirationDate", p.agaExpirationDate(), "agaId", p.agaId(),
                    "club", p.club(), "country", p.country(), "egfPin", p.egfPin(), "ffgLicence", p.ffgLicence(),
                    "ffgLicenceStatus", p.ffgLicenceStatus(), "firstName", p.firstName(), "grade", p.grade(),
                    "name", p.name(), "participating", p.participating(), "rank", OgRank.format(p.rank()),
                    "rating", Integer.toString(p.rating()), "ratingOrigin", p.ratingOrigin(),
                    "registeringStatus", p.registeringStatus(), "smmsCorrection", Integer.toString(p.smmsCorrection())),
                    true));
        }
        sb.append("</Players>\n<Games>\n");
        for (OgGame g : t.games()) {
            sb.append(open("Game", ordered("blackPlayer", g.black(), "handicap", Integer.toString(g.handicap()),
                    "knownColor", Boolean.toString(g.knownColor()), "result", g.result().name(),
                    "roundNumber", Integer.toString(g.round()), "tableNumber", Integer.toString(g.table()),
                    "whitePlayer", g.white()), true));
        }
        sb.append("</Games>\n");
        if (!t.byes().isEmpty()) {
            sb.append("<ByePlayers>\n");
            for (OgBye b : t.byes()) {
                sb.append(open("ByePlayer", ordered("player", b.player(), "roundNumber", Integer.toString(b.round())),
                        true));
            }
            sb.append("</ByePlayers>\n");
        }
        sb.append("<TournamentParameterSet>\n");
        Map<String, String> general = new LinkedHashMap<>(t.general());
        general.put("numberOfCategories", Integer.toString(t.categoryLimits().size() + 1));
        if (t.categoryLimits().isEmpty()) {
            sb.append(open("GeneralParameterSet", general, true));
        } else {
            sb.append(open("GeneralParameterSet", general, false)).append("<Categories>\n");
            for (int c = 0; c < t.categoryLimits().size(); c++) {
                sb.append(open("Category", ordered("lowerLimit", OgRank.format(t.categoryLimits().get(c)),
                        "number", Integer.toString(c + 1)), true));
            }
            sb.append("</Categories>\n</GeneralParameterSet>\n");
        }
        sb.append(open("HandicapParameterSet", withDefaults(t.handicap(), HANDICAP_DEFAULTS), true));
        sb.append("<PlacementParameterSet>\n<PlacementCriteria>\n");
        List<String> criteria = t.placementCriteria();
        for (int c = 0; c < Math.max(6, criteria.size()); c++) {
            sb.append(open("PlacementCriterion", ordered("name", c < criteria.size() ? criteria.get(c) : "NULL",
                    "number", Integer.toString(c + 1)), true));
        }
        sb.append("</PlacementCriteria>\n</PlacementParameterSet>\n");
        sb.append(open("PairingParameterSet", withDefaults(t.pairing(), PAIRING_DEFAULTS), true));
        sb.append(open("DPParameterSet", withDefaults(t.display(), DISPLAY_DEFAULTS), true));
        sb.append(open("PublishParameterSet", withDefaults(t.publish(), PUBLISH_DEFAULTS), true));
        sb.append("</TournamentParameterSet>\n</Tournament>\n");
        return sb.toString();
    }

    private static Map<String, String> withDefaults(Map<String, String> given, Map<String, String> defaults) {
        Map<String, String> m = new LinkedHashMap<>(defaults);
        m.putAll(given);
        return m;
    }

    static Map<String, String> ordered(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    private static String open(String name, Map<String, String> attrs, boolean empty) {
        StringBuilder sb = new StringBuilder("<").append(name);
        attrs.forEach((k, v) -> sb.append(' ').append(k).append("=\"").append(escape(v)).append('"'));
        return sb.append(empty ? "/>\n" : ">\n").toString();
    }

    /** XML attribute text: the five markup characters, and line breaks and tabs kept as character references. */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                case '\n' -> sb.append("&#10;");
                case '\r' -> sb.append("&#13;");
                case '\t' -> sb.append("&#9;");
                default -> {
                    if (c < 0x20) {
                        sb.append(' '); // XML 1.0 cannot carry other control characters at all
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
