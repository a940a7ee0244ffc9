package org.goref.gtp.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The framing of every answer: errors, a bug inside a command, and the session going on after it. */
class GtpDispatcherTest {
    private final GtpDispatcher dispatcher = new GtpDispatcher();
    private final List<String> said = new ArrayList<>();

    GtpDispatcherTest() {
        dispatcher.setDiagnostics(said::add);
        dispatcher.register("echo", r -> String.join(" ", r.args()));
        dispatcher.register("broken", r -> {
            Object nothing = null;
            return nothing.toString();
        });
        dispatcher.register("refuses", r -> {
            throw new GtpError("no such thing");
        });
    }

    @Test
    void aBugInsideACommandAnswersAStableErrorAndTellsTheDiagnosticsWhere() {
        String answer = dispatcher.answer("7 broken");
        // The answer names the command and the kind of failure, not the exception's message, whose
        // text (here the JDK's description of a null variable) changes with the code.
        assertThat(answer).isEqualTo("?7 internal error in broken (NullPointerException)\n\n");
        assertThat(said).hasSize(1);
        assertThat(said.get(0)).startsWith("internal error in broken: java.lang.NullPointerException")
                .contains(" at org.goref.gtp.engine.GtpDispatcherTest").doesNotContain("\n");
        // The session goes on.
        assertThat(dispatcher.answer("8 echo a b")).isEqualTo("=8 a b\n\n");
    }

    @Test
    void aRefusalIsTheCommandsOwnWordsAndTellsTheDiagnosticsNothing() {
        assertThat(dispatcher.answer("refuses")).isEqualTo("? no such thing\n\n");
        assertThat(dispatcher.answer("3 nope")).isEqualTo("?3 unknown command\n\n");
        assertThat(said).isEmpty();
    }
}
