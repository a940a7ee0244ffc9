package org.goref.tournament.opengotha;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.goref.tournament.Pairing;
import org.goref.tournament.pairing.RoundDraw;

/**
 * Realistic OpenGotha tournaments made by goref itself, for the tests and the comparison with
 * OpenGotha: players of spread ranks and ratings in a few clubs and countries, some of them out of a
 * round, each round paired by goref's McMahon pairing, results drawn from the rank difference (the
 * stronger usually wins), now and then a jigo, a forfeit or a game both lose by default.
 */
public final class GeneratedTournaments {
    private GeneratedTournaments() {
    }

    public static OgTournament mcMahon(int players, int rounds, long seed) {
        Random rnd = new Random(seed);
        List<OgPlayer> ps = new ArrayList<>();
        String[] clubs = {"Mosc", "SPb", "Kiev", "Pari", "Berl", "Prag", "Wars", "Buda"};
        String[] countries = {"RU", "RU", "UA", "FR", "DE", "CZ", "PL", "HU"};
        for (int i = 0; i < players; i++) {
            int rank = Math.max(-30, Math.min(6, (int) Math.round(rnd.nextGaussian() * 7 - 5)));
            int rating = 2100 + rank * 100 + rnd.nextInt(100) - 50;
            StringBuilder part = new StringBuilder();
            for (int r = 0; r < OgPlayer.MAX_ROUNDS; r++) {
                // Every seventeenth player misses round 2; others now and then a round.
                part.append(rnd.nextInt(40) == 0 || (r == 1 && i % 17 == 3) ? '0' : '1');
            }
            int c = rnd.nextInt(clubs.length);
            ps.add(new OgPlayer("Player" + (char) ('A' + i % 26) + (i / 26), "Given" + i, countries[c], clubs[c], "", "",
                    "", "", "", rank, rating, "EGF", OgRank.format(rank), rnd.nextInt(30) == 0 ? 1 : 0,
                    part.toString(), "FIN"));
        }
        Map<String, String> general = new LinkedHashMap<>();
        general.put("name", "Generated McMahon " + players + "x" + rounds);
        general.put("shortName", "gen" + players);
        general.put("beginDate", "2026-07-25");
        general.put("endDate", "2026-08-08");
        general.put("numberOfRounds", Integer.toString(rounds));
        general.put("komi", "7.5");
        general.put("size", "19");
        general.put("genMMBar", "3D");
        general.put("genMMFloor", "20K");
        general.put("genMMZero", "30K");
        general.put("genNBW2ValueAbsent", "0");
        general.put("genNBW2ValueBye", "2");
        general.put("genMMS2ValueAbsent", "1");
        general.put("genMMS2ValueBye", "2");
        general.put("genRoundDownNBWMMS", "true");
        general.put("genCountNotPlayedGamesAsHalfPoint", "false");
        Map<String, String> handicap = Map.of("hdBasedOnMMS", "true", "hdCeiling", "9", "hdCorrection", "2",
                "hdNoHdRankThreshold", "1D");
        List<String> criteria = List.of("MMS", "SOSM", "SOSOSM", "SODOSM", "SOSM-1", "CUSSM");
        OgTournament t = new OgTournament(Map.of(), ps, List.of(), List.of(), general, List.of(), handicap, criteria,
                Map.of(), Map.of(), Map.of());
        for (int r = 1; r <= rounds; r++) {
            RoundDraw d = OpenGothaPairing.pair(t, r);
            List<OgGame> games = new ArrayList<>(t.games());
            for (Pairing p : d.pairings()) {
                OgPlayer b = ps.get(p.black() - 1);
                OgPlayer w = ps.get(p.white() - 1);
                games.add(new OgGame(r, p.board(), w.key(), b.key(), true, p.handicap(), result(rnd, w, b, p.handicap())));
            }
            List<OgBye> byes = new ArrayList<>(t.byes());
            for (int n : d.byes()) {
                byes.add(new OgBye(r, ps.get(n - 1).key()));
            }
            t = new OgTournament(t.root(), ps, games, byes, general, List.of(), handicap, criteria, Map.of(), Map.of(),
                    Map.of());
        }
        return t;
    }

    private static OgResult result(Random rnd, OgPlayer w, OgPlayer b, int handicap) {
        int k = rnd.nextInt(200);
        if (k == 0) {
            return OgResult.RESULT_EQUAL;
        }
        if (k == 1) {
            return rnd.nextBoolean() ? OgResult.RESULT_WHITEWINS_BYDEF : OgResult.RESULT_BLACKWINS_BYDEF;
        }
        if (k == 2) {
            return OgResult.RESULT_BOTHLOSE_BYDEF;
        }
        double edge = (w.rank() - b.rank() - handicap) * 0.35;
        double pWhite = 1 / (1 + Math.exp(-edge));
        return rnd.nextDouble() < pWhite ? OgResult.RESULT_WHITEWINS : OgResult.RESULT_BLACKWINS;
    }
}
