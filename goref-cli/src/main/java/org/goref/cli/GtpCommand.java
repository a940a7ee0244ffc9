package org.goref.cli;

import java.util.concurrent.Callable;

import org.goref.core.rules.RuleSet;
import org.goref.gtp.engine.GtpEngine;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code goref gtp}: a GTP version 2 engine on standard input/output. */
@Command(name = "gtp", mixinStandardHelpOptions = true, description = "A GTP version 2 engine on standard input/output.")
public final class GtpCommand implements Callable<Integer> {
    @Option(names = "--rules", description = "rule spec, e.g. russian-territory or chinese,komi=7 (default: russian-territory)")
    String rules = "russian-territory";

    @Option(names = "--size", description = "board size, 2 to 25 (default: 19)")
    int size = 19;

    @Option(names = "--komi", description = "komi, overrides the rule set's")
    Double komi;

    @Override
    public Integer call() throws Exception {
        RuleSet r = RuleSet.parse(rules);
        if (komi != null) {
            r = r.withKomi(komi);
        }
        if (size < 2 || size > 25) {
            throw new IllegalArgumentException("--size must be 2 to 25, not " + size);
        }
        GtpEngine engine = new GtpEngine(size, r);
        engine.setDiagnostics(message -> System.err.println("goref: " + message));
        engine.run(System.in, System.out);
        return Main.OK;
    }
}
