package org.goref.bench.longgame;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.goref.core.rules.RuleSet;
import org.goref.gtp.engine.GtpEngine;

/**
 * The GTP engine's record paths on a game of passes, driven by command lines as a controller sends
 * them. Every stone is marked alive ({@code goref-dead none}) before {@code printsgf}: the count's
 * estimator costs the same on any game (hundreds of milliseconds on the empty board), and would
 * hide the record's cost at N.
 */
final class GtpPaths {
    private GtpPaths() {
    }

    /** {@code loadsgf} of a record of n passes, then {@code printsgf}. */
    static LongGamePath loadAndPrint() {
        List<Path> files = new ArrayList<>();
        return LongGamePath.of("gtp-loadsgf-printsgf", n -> {
            Path file = Files.createTempFile("goref-passes-" + n + "-", ".sgf");
            files.add(file);
            Files.writeString(file, LongGameEvents.passesSgf(n), StandardCharsets.UTF_8);
            GtpEngine engine = new GtpEngine(19, RuleSet.parse("japanese"));
            return () -> {
                ok(engine.handle("loadsgf " + file));
                ok(engine.handle("goref-dead none"));
                ok(engine.handle("printsgf"));
            };
        }, () -> {
            for (Path f : files) {
                Files.deleteIfExists(f);
            }
        });
    }

    /** n passes played one {@code play} at a time on a new engine, then {@code printsgf}. */
    static LongGamePath playAndPrint() {
        return LongGamePath.of("gtp-play-printsgf", n -> () -> {
            GtpEngine engine = new GtpEngine(19, RuleSet.parse("japanese"));
            for (int i = 0; i < n; i++) {
                ok(engine.handle(i % 2 == 0 ? "play b pass" : "play w pass"));
            }
            ok(engine.handle("goref-dead none"));
            ok(engine.handle("printsgf"));
        }, () -> { });
    }

    private static void ok(String answer) {
        ServerGames.expect(answer.startsWith("="), "GTP answered " + answer.lines().findFirst().orElse(""));
    }
}
