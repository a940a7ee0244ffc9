package org.goref.gtp.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;

/**
 * The summary printed at the end of a match, from its protocol: wins per engine (and with which
 * colour), wins by colour, draws, games without result, and unknown results (there should be none).
 */
public record MatchSummary(int games, Map<String, int[]> winsByEngine, int blackWins, int whiteWins, int draws,
                           int noResult, int unknown) {

    public static MatchSummary of(List<ProtocolRow> rows, List<String> engines) {
        Map<String, int[]> wins = new LinkedHashMap<>();
        for (String e : engines) {
            wins.put(e, new int[2]);
        }
        int b = 0;
        int w = 0;
        int d = 0;
        int v = 0;
        int u = 0;
        for (ProtocolRow r : rows) {
            GameResult res = GameResult.parseSgf(r.result());
            switch (res) {
                case GameResult.Draw x -> d++;
                case GameResult.NoResult x -> v++;
                case GameResult.DoubleForfeit x -> v++;
                case GameResult.Unknown x -> u++;
                default -> {
                    boolean black = res.winner().orElseThrow() == Color.BLACK;
                    if (black) {
                        b++;
                    } else {
                        w++;
                    }
                    String winner = black ? r.black() : r.white();
                    wins.computeIfAbsent(winner, k -> new int[2])[black ? 0 : 1]++;
                }
            }
        }
        return new MatchSummary(rows.size(), wins, b, w, d, v, u);
    }

    /** For people, a few lines. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append("Games: ").append(games).append('\n');
        for (Map.Entry<String, int[]> e : winsByEngine.entrySet()) {
            int[] n = e.getValue();
            sb.append(e.getKey()).append(": ").append(n[0] + n[1]).append(n[0] + n[1] == 1 ? " win (" : " wins (")
                    .append(n[0]).append(" with black, ").append(n[1]).append(" with white)\n");
        }
        sb.append("Black won ").append(blackWins).append(", white won ").append(whiteWins).append(", draws ")
                .append(draws).append(", no result ").append(noResult).append(", unknown ").append(unknown).append('\n');
        return sb.toString();
    }
}
