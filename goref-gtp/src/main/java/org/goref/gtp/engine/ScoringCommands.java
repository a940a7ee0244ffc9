package org.goref.gtp.engine;

import java.util.Locale;
import java.util.Optional;

import org.goref.core.board.Color;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.Illegal;
import org.goref.core.game.JsonText;
import org.goref.core.game.ScoreSheet;

/**
 * The commands on the count: {@code final_score}, {@code final_status_list} and {@code goref-score},
 * which count with the current marking, and {@code goref-penalty}, which adds to a score sheet.
 */
final class ScoringCommands {
    private final GtpSession session;

    ScoringCommands(GtpSession session) {
        this.session = session;
    }

    /** The result as it stands: the count under the current marking, or how the game ended without one. */
    String finalScore(GtpRequest r) {
        return session.currentResult().sgf();
    }

    /** The chains of one status (dead, alive, seki), or the empty points of one kind, as the count sees them. */
    String finalStatusList(GtpRequest r) {
        String status = r.arg(0).toLowerCase(Locale.ROOT);
        switch (status) {
            case "black_territory", "white_territory", "dame" -> {
                return pointStatus(status);
            }
            case "dead", "alive", "seki" -> {
            }
            default -> throw new GtpError("invalid status");
        }
        return FinalStatus.chains(session.game().board(), session.deadStones(), status, session.size());
    }

    private String pointStatus(String status) {
        return FinalStatus.points(session.game().board(), session.count().territory(), status, session.size());
    }

    /** The score sheets of both sides and the result, as one line of JSON. */
    String scoreJson(GtpRequest r) {
        ScoreSheet s = session.count();
        String result = session.endedUncounted()
                ? session.game().result().map(GameResult::sgf).orElse("?") : s.result().sgf();
        return "{\"rules\":" + JsonText.quote(session.rules().spec())
                + ",\"black\":" + s.black().json()
                + ",\"white\":" + s.white().json()
                + ",\"result\":" + JsonText.quote(result) + "}";
    }

    /** A penalty on the colour's score sheet, an event of the game (undo keeps it). */
    String penalty(GtpRequest r) {
        Color c = GtpArgs.color(r.arg(0));
        double points = GtpArgs.real(r.arg(1));
        String reason = r.args().size() > 2 ? String.join(" ", r.args().subList(2, r.args().size())) : "";
        Optional<Illegal> refused = session.game().tryApply(new GameEvent.Penalty(c, points, reason));
        if (refused.isPresent()) {
            throw new GtpError(refused.get().detail());
        }
        return "";
    }
}
