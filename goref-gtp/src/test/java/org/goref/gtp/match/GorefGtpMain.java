package org.goref.gtp.match;

import org.goref.core.rules.RuleSet;
import org.goref.gtp.engine.GtpEngine;

/** {@code goref gtp} in its own process, on the test classpath (goref-cli is not on it here). */
public final class GorefGtpMain {
    private GorefGtpMain() {
    }

    public static void main(String[] args) throws Exception {
        new GtpEngine(19, RuleSet.russianTerritory()).run(System.in, System.out);
    }
}
