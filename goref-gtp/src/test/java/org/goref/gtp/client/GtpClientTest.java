package org.goref.gtp.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The client against real processes: GNU Go, and small shell scripts that misbehave. */
class GtpClientTest {
    @TempDir
    Path dir;

    private GtpClient sh(String script) throws IOException {
        return GtpClient.start(List.of("/bin/sh", "-c", script), dir, dir.resolve("err.log"), null);
    }

    @Test
    void answersRefusalsAndKnownCommandsOfGnuGo() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/games/gnugo")), "GNU Go is not installed");
        List<String> transcript = new ArrayList<>();
        try (GtpClient e = GtpClient.start(ShellWords.split("/usr/games/gnugo --mode gtp --level 0"), null,
                dir.resolve("gnugo.log"), transcript::add)) {
            assertThat(e.send("name", 5000)).isEqualTo("GNU Go");
            assertThat(e.send("boardsize 9", 5000)).isEmpty();
            assertThat(e.send("play b E5", 5000)).isEmpty();
            assertThatThrownBy(() -> e.send("play w E5", 5000)).isInstanceOfSatisfying(GtpFailure.class, f -> {
                assertThat(f.kind()).isEqualTo(GtpFailure.Kind.REFUSED);
                assertThat(f.getMessage()).contains("illegal move").contains("play w E5");
            });
            assertThat(e.isAlive()).isTrue();
            assertThat(e.send("list_stones black", 5000)).isEqualTo("E5");
            assertThat(e.knows("kgs-genmove_cleanup", 5000)).isTrue();
            assertThat(e.knows("goref-rules", 5000)).isFalse();
        }
        assertThat(transcript).contains("> 1 name", "< =1 GNU Go");
    }

    @Test
    void theTranscriptStampsEachLineWithTheTimeOfDayToTheMillisecond() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/games/gnugo")), "GNU Go is not installed");
        StringWriter log = new StringWriter();
        try (GtpClient e = GtpClient.start(ShellWords.split("/usr/games/gnugo --mode gtp --level 0"), null,
                dir.resolve("gnugo.log"), GtpClient.appendingTo(log))) {
            e.send("boardsize 9", 5000);
            e.send("genmove b", 5000);
        }
        List<String> lines = log.toString().lines().toList();
        assertThat(lines).hasSizeGreaterThan(4);
        // docs/match.md: "every command and answer, with the time of day to the millisecond".
        assertThat(lines).allSatisfy(l -> assertThat(l).matches("\\d{2}:\\d{2}:\\d{2}\\.\\d{3} [<>] .*"));
        assertThat(lines).contains(lines.get(0).substring(0, 13) + "> 1 boardsize 9");
    }

    @Test
    void aProcessThatExitsIsACrashWithItsExitCodeAndItsStderrIsKept() throws Exception {
        try (GtpClient e = sh("read line; echo dying >&2; exit 7")) {
            assertThatThrownBy(() -> e.send("name", 5000)).isInstanceOfSatisfying(GtpFailure.class, f -> {
                assertThat(f.kind()).isEqualTo(GtpFailure.Kind.CRASH);
                assertThat(f.getMessage()).contains("exit code 7");
            });
            assertThat(e.isAlive()).isFalse();
        }
        assertThat(Files.readString(dir.resolve("err.log"))).contains("dying");
    }

    @Test
    void anEngineThatExitsWhileItsChildHoldsTheOutputOpenIsACrashAtOnce() throws Exception {
        // The output never ends (the child has it), so the exit was only noticed at the timeout,
        // and reported as a hang: "did not answer in time", 60 s later by default.
        try (GtpClient e = sh("read line; sleep 20 & exit 3")) {
            long t0 = System.nanoTime();
            assertThatThrownBy(() -> e.send("genmove b", 15_000)).isInstanceOfSatisfying(GtpFailure.class, f -> {
                assertThat(f.kind()).isEqualTo(GtpFailure.Kind.CRASH);
                assertThat(f.getMessage()).contains("exit code 3");
            });
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(5000);
        }
    }

    @Test
    void whatAnEngineStartedEndsWithItEvenAfterItExited() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc")) && Files.isExecutable(Path.of("/usr/bin/setsid")),
                "needs Linux's /proc and setsid");
        Path pidFile = dir.resolve("helper.pid");
        long helper;
        try (GtpClient e = sh("read line; sleep 300 & echo $! > helper.pid; exit 3")) {
            assertThatThrownBy(() -> e.send("name", 15_000)).isInstanceOf(GtpFailure.class);
            helper = Long.parseLong(Files.readString(pidFile).strip());
            assertThat(ProcessHandle.of(helper)).as("the helper outlives the engine until the client ends").isPresent();
        }
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (ProcessHandle.of(helper).map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(ProcessHandle.of(helper).map(ProcessHandle::isAlive).orElse(false))
                .as("the orphaned helper of an engine that exited is ended with its group").isFalse();
    }

    @Test
    void anEngineEndsWithTheJvmThatStartedItThoughCtrlCNoLongerReachesIt() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/setsid")), "needs setsid");
        // The engine is in a session of its own, and sleep ignores its closed input: only the
        // JVM's own shutdown can end it.
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        Process holder = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"),
                EngineHolderMain.class.getName(), dir.toString(), "/bin/sh", "-c", "echo $$ > engine.pid; exec sleep 300")
                .redirectErrorStream(true).start();
        // "started" comes once the client holds the engine (the pid file may come before).
        assertThat(new java.io.BufferedReader(new java.io.InputStreamReader(holder.getInputStream())).readLine())
                .isEqualTo("started");
        Path pidFile = dir.resolve("engine.pid");
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!(Files.exists(pidFile) && Files.readString(pidFile).endsWith("\n")) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        long engine = Long.parseLong(Files.readString(pidFile).strip());
        assertThat(ProcessHandle.of(engine)).isPresent();
        holder.destroy(); // SIGTERM, as a terminal's Ctrl-C or a service stop ends it
        assertThat(holder.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        deadline = System.nanoTime() + 5_000_000_000L;
        while (ProcessHandle.of(engine).map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(ProcessHandle.of(engine).map(ProcessHandle::isAlive).orElse(false))
                .as("the engine ended with the JVM").isFalse();
    }

    @Test
    void aMissingProgramStillFailsToStartWithItsName() {
        assertThatThrownBy(() -> GtpClient.start(List.of("no-such-engine-here", "--mode", "gtp"), dir, null, null))
                .isInstanceOf(IOException.class).hasMessageContaining("cannot start engine 'no-such-engine-here --mode gtp'");
    }

    @Test
    void theGroupOfAProcessIsReadAfterItsCommandName() {
        assertThat(ProcessGroup.groupOf("4242 (a (b) c) S 1 4240 4240 0 -1 4194560")).isEqualTo(4240);
        assertThat(ProcessGroup.membersOf(ProcessHandle.current().pid() + 1_000_000_000L)).isEmpty();
    }

    @Test
    void anAnswerWrittenJustBeforeExitingIsStillRead() throws Exception {
        try (GtpClient e = sh("read line; printf '=1 D4\\n\\n'; sleep 20 & exit 0")) {
            assertThat(e.send("genmove b", 15_000)).isEqualTo("D4");
        }
    }

    @Test
    void noAnswerInTimeIsAHang() throws Exception {
        try (GtpClient e = sh("read line; sleep 30")) {
            long t0 = System.nanoTime();
            assertThatThrownBy(() -> e.send("genmove b", 300)).isInstanceOfSatisfying(GtpFailure.class, f -> {
                assertThat(f.kind()).isEqualTo(GtpFailure.Kind.HANG);
                assertThat(f.getMessage()).contains("genmove b").contains("300 ms");
            });
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(5000);
        }
    }

    @Test
    void aLineThatIsNoResponseOrAnAnswerWithAnotherIdIsGarbage() throws Exception {
        try (GtpClient e = sh("read line; echo 'D4 is my move'; echo")) {
            assertThatThrownBy(() -> e.send("genmove b", 5000)).isInstanceOfSatisfying(GtpFailure.class, f -> {
                assertThat(f.kind()).isEqualTo(GtpFailure.Kind.GARBAGE);
                assertThat(f.getMessage()).contains("D4 is my move");
            });
        }
        try (GtpClient e = sh("read line; printf '=5 D4\\n\\n'")) {
            assertThatThrownBy(() -> e.send("genmove b", 5000)).isInstanceOfSatisfying(GtpFailure.class,
                    f -> assertThat(f.getMessage()).contains("id 5, not 1"));
        }
    }

    @Test
    void answersWithoutIdsAndMultiLineAnswersAreRead() throws Exception {
        try (GtpClient e = sh("read a; printf '\\001\\r\\n\\n= one\\ntwo\\n\\n'; read b; printf '=\\n\\n'; read c; printf '?3 nope\\n\\n'")) {
            assertThat(e.send("list_commands", 5000)).isEqualTo("one\ntwo");
            assertThat(e.send("clear_board", 5000)).isEmpty();
            assertThatThrownBy(() -> e.send("boardsize 99", 5000)).isInstanceOfSatisfying(GtpFailure.class, f -> {
                assertThat(f.kind()).isEqualTo(GtpFailure.Kind.REFUSED);
                assertThat(f.getMessage()).endsWith("nope");
            });
        }
    }

    @Test
    void anEngineThatFloodsEmptyLinesIsGarbageAndNotWaitedForever() throws Exception {
        // `yes ''` prints empty lines as fast as it can: a line was always there, so the deadline
        // was never looked at and the match waited (and logged) forever.
        List<String> transcript = new ArrayList<>();
        try (GtpClient e = GtpClient.start(List.of("/bin/sh", "-c", "read line; exec yes ''"), dir,
                dir.resolve("err.log"), transcript::add)) {
            long t0 = System.nanoTime();
            assertThatThrownBy(() -> e.send("genmove b", 2000)).isInstanceOfSatisfying(GtpFailure.class,
                    f -> assertThat(f.kind()).isIn(GtpFailure.Kind.GARBAGE, GtpFailure.Kind.HANG));
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(10_000);
            assertThat(e.isAlive()).isFalse();
        }
        assertThat(transcript.size()).isLessThan(10_000);
    }

    @Test
    void anAnswerThatNeverEndsIsGarbageAndNotWaitedForever() throws Exception {
        // "= D4" and then lines without end: the answer grew (in memory and in the log) forever.
        try (GtpClient e = sh("read line; echo '=1 D4'; exec yes 'more of the answer'")) {
            long t0 = System.nanoTime();
            assertThatThrownBy(() -> e.send("genmove b", 2000)).isInstanceOfSatisfying(GtpFailure.class,
                    f -> assertThat(f.kind()).isIn(GtpFailure.Kind.GARBAGE, GtpFailure.Kind.HANG));
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(10_000);
        }
    }

    @Test
    void aCommandThatCannotStartSaysWhich() {
        assertThatThrownBy(() -> GtpClient.start(List.of("/no/such/engine", "--gtp"), null, null, null))
                .isInstanceOf(IOException.class).hasMessageContaining("cannot start engine '/no/such/engine --gtp'");
    }
}
