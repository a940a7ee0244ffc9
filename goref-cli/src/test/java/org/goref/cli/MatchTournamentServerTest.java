package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;

import org.junit.jupiter.api.Test;

/** What {@code goref match --tournament} says when its server cannot be used, before any game. */
class MatchTournamentServerTest {

    @Test
    void aServerThatRefusesTheConnectionIsSaidSoNotNull() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // closed again: nothing listens there
        }
        CommandRun r = CommandRun.of("match", "--black", "no-such-engine", "--white", "no-such-engine",
                "--tournament", "abc", "--server", "http://127.0.0.1:" + port, "--token", "t");
        assertThat(r.exit()).isEqualTo(2);
        // A refused connection has no message of its own: it was printed "does not answer: null".
        assertThat(r.err()).contains("does not answer").doesNotContain("null");
    }

    @Test
    void aServerThatIsNoUrlIsNamed() {
        CommandRun r = CommandRun.of("match", "--black", "no-such-engine", "--white", "no-such-engine",
                "--tournament", "abc", "--server", "localhost:8080x", "--token", "t");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--server");
    }
}
