package org.goref.gtp.match;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.goref.core.clock.TimeSource;
import org.goref.core.clock.TimeSpec;
import org.goref.core.rules.RuleSet;

/** Runs matches in the test's own process and keeps what they printed and wrote. */
final class Matches {
    private Matches() {
    }

    record Outcome(MatchSummary summary, List<ProtocolRow> rows, String printed) {
        ProtocolRow row(int game) {
            return rows.stream().filter(r -> r.game() == game).findFirst().orElseThrow();
        }
    }

    static MatchConfig config(String black, String white, int games, String rules, String time, String illegal,
                              Path out, long timeoutMs) {
        return new MatchConfig(black, white, games, 9, RuleSet.parse(rules), 0, false, TimeSpec.parse(time), false,
                out, out.resolve("logs"), IllegalMovePolicy.parse(illegal), MatchConfig.defaultMaxMoves(9), false,
                timeoutMs);
    }

    static Outcome run(MatchConfig cfg) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(buf, true, StandardCharsets.UTF_8);
        MatchSummary s = new MatchRunner(cfg, ps, TimeSource.system(), new MatchSgf(), MatchRunner.findEstimator()).run();
        return new Outcome(s, new Protocol(cfg.out()).read(), buf.toString(StandardCharsets.UTF_8));
    }
}
