package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of the README's {@code console} blocks, run from a copy of the checkout with no
 * shared folder beside it, prints what the README shows: examples a newcomer copies must not rot.
 */
class ReadmeExamplesTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @TempDir
    static Path dir;
    private static Path checkout;

    @BeforeAll
    static void copyTheCheckout() throws IOException {
        checkout = dir.resolve("goref");
        Files.createDirectories(checkout.resolve(".mvn"));
        for (String f : List.of("goref", ".mvn/find-jdk.sh", "README.md")) {
            Files.copy(ROOT.resolve(f), checkout.resolve(f), StandardCopyOption.COPY_ATTRIBUTES);
        }
        try (Stream<Path> files = Files.walk(ROOT.resolve("examples"))) {
            for (Path f : files.toList()) {
                Path to = checkout.resolve(ROOT.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to);
                }
            }
        }
        ThinJar.writeInto(checkout);
    }

    @TestFactory
    Stream<DynamicTest> everyReadmeCommandPrintsWhatTheReadmeShows() throws IOException {
        List<ReadmeExample> examples = ReadmeExample.parse(Files.readString(ROOT.resolve("README.md")));
        assertThat(examples).as("console examples in the README").hasSizeGreaterThanOrEqualTo(5);
        return examples.stream().map(e -> DynamicTest.dynamicTest("README line " + e.line() + ": " + e.command(), () -> check(e)));
    }

    private static void check(ReadmeExample e) throws Exception {
        if (e.command().contains("gnugo")) {
            assumeTrue(Files.isExecutable(Path.of("/usr/games/gnugo")), "GNU Go is not installed");
        }
        List<String> out = e.command().startsWith("./goref serve") ? firstLineOfServe(e.command()) : run(e.command());
        assertThat(ExpectedOutput.matches(e.expected(), out))
                .as("README line %d: %s%nexpected:%n%s%nprinted:%n%s", e.line(), e.command(),
                        String.join("\n", e.expected()), String.join("\n", out))
                .isTrue();
    }

    private static List<String> run(String command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", command).directory(checkout.toFile());
        pb.environment().put("PATH", "/usr/games:" + System.getenv("PATH"));
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = pb.redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(180, TimeUnit.SECONDS)).isTrue();
        return trimmedLines(out);
    }

    /** {@code serve} runs until stopped: its first line, on a free port written back as the README's 8080. */
    private static List<String> firstLineOfServe(String command) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "exec " + command + " --port " + port)
                .directory(checkout.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line = r.readLine();
            return line == null ? List.of() : List.of(line.replace(":" + port + "/", ":8080/"));
        } finally {
            p.destroy();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }

    private static List<String> trimmedLines(String out) {
        List<String> lines = new ArrayList<>(out.lines().toList());
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }
}
