package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./goref} launcher as people start it: through a link on their PATH, from a service
 * without HOME, under the C locale. Each test runs the real script from a copy of the checkout's
 * launcher files, whose jar is a thin one that runs goref from the test class path (building the
 * real jar inside a test would start Maven within Maven).
 */
class LauncherTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @TempDir
    Path dir;
    private Path checkout;

    @BeforeEach
    void copyTheLauncher() throws IOException {
        checkout = dir.resolve("checkout");
        Files.createDirectories(checkout.resolve(".mvn"));
        Files.copy(ROOT.resolve("goref"), checkout.resolve("goref"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.copy(ROOT.resolve(".mvn/find-jdk.sh"), checkout.resolve(".mvn/find-jdk.sh"), StandardCopyOption.COPY_ATTRIBUTES);
    }

    /** A jar newer than every source of the copy, so the launcher runs it without building. */
    private void thinJar() throws IOException {
        ThinJar.writeInto(checkout);
    }

    private record Run(int exit, String out, String err) {
    }

    /** Runs an ASCII bash script (so that no name passes through this JVM's charset) with this environment. */
    private Run bash(String script, Map<String, String> env, List<String> unset) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", script).directory(dir.toFile());
        pb.environment().putAll(env);
        unset.forEach(pb.environment()::remove);
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void aLinkToTheLauncherOnThePathRunsGoref() throws Exception {
        // It looked for .mvn/find-jdk.sh beside the link: exit 1, "No such file or directory".
        thinJar();
        Files.createDirectories(dir.resolve("bin"));
        Files.createSymbolicLink(dir.resolve("bin/goref"), checkout.resolve("goref"));
        Files.createSymbolicLink(dir.resolve("goref-link"), Path.of("bin/goref"));
        Run r = bash("./goref-link --version", Map.of(), List.of());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("goref 0.1.0\n");
    }

    @Test
    void withoutHomeOrJavaHomeTheLauncherStillFindsAJdk() throws Exception {
        // Under set -u the JDK search's "$HOME"/.sdkman stopped the script: "HOME: unbound variable", exit 1.
        thinJar();
        String javaBin = Path.of(System.getProperty("java.home"), "bin").toString();
        Run r = bash("./checkout/goref --version", Map.of("PATH", javaBin + ":/usr/bin:/bin"), List.of("HOME", "JAVA_HOME"));
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("goref 0.1.0\n");
    }

    @Test
    void aFileNamedInCyrillicIsScoredUnderTheCLocale() throws Exception {
        // The JVM decodes arguments into paths with the locale's charset: under LC_ALL=C goref said
        // "cannot convert '/tmp/…/????????????.sgf' to interface java.nio.file.Path" and exited 2.
        thinJar();
        String name = "$'\\xd0\\x9f\\xd0\\xb0\\xd1\\x80\\xd1\\x82\\xd0\\xb8\\xd1\\x8f.sgf'"; // Партия.sgf
        Run r = bash("printf '(;SZ[9]KM[6.5];B[ee])' > " + name + " && ./checkout/goref score " + name + " --dead none",
                Map.of("LC_ALL", "C"), List.of());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).endsWith("Result: B+73.5\n");
    }

    @Test
    void withoutHomeTheLauncherStillBuildsTheJar() throws Exception {
        // The Maven wrapper runs under set -u and reads $HOME for ~/.m2: a service starting a fresh
        // checkout without HOME got "the build failed" and mvnw's "HOME: parameter not set", exit 3.
        // The copy's mvnw stands in for the real one: as strict about HOME, it "builds" a thin jar.
        thinJar();
        Path built = dir.resolve("built.jar");
        Files.move(checkout.resolve("goref-cli/target/goref.jar"), built);
        Path mvnw = checkout.resolve("mvnw");
        Files.writeString(mvnw, "#!/bin/sh\nset -u\n: \"$HOME\"\ncp '" + built + "' goref-cli/target/goref.jar\n");
        mvnw.toFile().setExecutable(true);
        Run r = bash("./checkout/goref --version", Map.of(), List.of("HOME"));
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("goref 0.1.0\n");
    }

    @Test
    void aJarThatCannotBeBuiltHereIsExitThreeWithAMessage() throws Exception {
        // No jar, and the build lock cannot be opened (as in a checkout of another user): bash's own
        // "Permission denied" and exit 1, which says the input breaks a rule.
        Files.createDirectories(checkout.resolve(".goref-build.lock"));
        Run r = bash("./checkout/goref --version", Map.of(), List.of());
        assertThat(r.exit()).isEqualTo(Main.INTERNAL);
        assertThat(r.err()).startsWith("goref: the jar needs building").contains("not writable");
        assertThat(r.out()).isEmpty();
    }
}
