package org.goref.gtp.match;

import org.goref.core.game.ScoreSheet;

/**
 * One game in the match protocol (4.7): its number, the players, handicap, komi, rules and time
 * control, the result and why, each side's score-sheet terms (when the game was counted), the
 * moves (passes included) and each side's time used in seconds.
 */
public record ProtocolRow(int game, String black, String white, int handicap, double komi, String rules, String time,
                          String result, String reason, Sheet blackScore, Sheet whiteScore, int moves,
                          double blackTime, double whiteTime, String sgf) {

    /** One side's terms of 4.4. */
    public record Sheet(int territory, int prisoners, int stones, double komi, int bonus, double penalty, double total) {
        static Sheet of(ScoreSheet.Side s) {
            return new Sheet(s.territory(), s.prisoners(), s.stones(), s.komi(), s.bonus(), s.penalty(), s.total());
        }
    }

    public static ProtocolRow of(PlayedGame pg, String sgfName) {
        var g = pg.game();
        var res = pg.result();
        Sheet b = null;
        Sheet w = null;
        if (g.isCounted()) {
            ScoreSheet s = g.score();
            b = Sheet.of(s.black());
            w = Sheet.of(s.white());
        }
        return new ProtocolRow(pg.number(), pg.black(), pg.white(), pg.handicap().size(), g.rules().komi(),
                g.rules().spec(), pg.time().spec(), res.sgf(), res.reason(), b, w, g.moveNumber(),
                pg.blackTimeMs() / 1000.0, pg.whiteTimeMs() / 1000.0, sgfName);
    }
}
