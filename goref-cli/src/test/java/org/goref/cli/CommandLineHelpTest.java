package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every command answers --help with its usage, and a bad option's hint names a command that runs. */
class CommandLineHelpTest {
    @ParameterizedTest
    @ValueSource(strings = {"serve", "gtp", "score", "check", "match", "bench", "bench playouts", "bench replay",
            "bench parse", "bench autoscore", "bench server", "completion"})
    void everyCommandShowsItsUsageOnHelp(String command) {
        String[] args = (command + " --help").split(" ");
        CommandRun r = CommandRun.of(args);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Usage: goref " + command + " ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "serve", "gtp", "score", "bench", "bench playouts"})
    void everyCommandAnswersVersionWithGorefsVersion(String command) {
        CommandRun r = CommandRun.of((command + " --version").strip().split(" "));
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("goref 0.1.0\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"bench playouts", "serve", "bench server", "gtp"})
    void aBadOptionIsRefusedWithAHintThatNamesTheWholeCommand(String command) {
        CommandRun r = CommandRun.of((command + " --no-such-option").split(" "));
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("unknown option '--no-such-option'; options: ").contains("-h/--help")
                .contains("Try 'goref " + command + " --help'.");
    }

    /** Nothing to do is unusable arguments: the usage goes to standard error, the exit is 2. */
    @ParameterizedTest
    @ValueSource(strings = {"", "bench"})
    void aCommandWithoutItsSubcommandPrintsTheUsageAndExitsTwo(String command) {
        CommandRun r = command.isEmpty() ? CommandRun.of() : CommandRun.of(command);
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith(("Usage: goref " + command).strip());
    }

    @org.junit.jupiter.api.Test
    void anUnknownCommandIsRefusedWithAHintAtTheTopLevelHelp() {
        CommandRun r = CommandRun.of("nosuchcmd");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("goref: unknown command 'nosuchcmd'; commands: serve, gtp, score, check, match, tournament, bench, "
                + "completion, help\nTry 'goref --help'.\n");
    }
}
