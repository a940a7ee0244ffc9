package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
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
        // The class-data archive's training run costs seconds; only the test of the archive makes one.
        pb.environment().put("GOREF_CDS", "off");
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

    /** The fake build: counts itself in builds.txt and puts a jar newer than everything in place. */
    private Path fakeBuild() throws IOException {
        Path built = dir.resolve("built.jar");
        Files.copy(checkout.resolve("goref-cli/target/goref.jar"), built);
        Path mvnw = checkout.resolve("mvnw");
        Files.writeString(mvnw, "#!/bin/sh\necho build >> '" + dir.resolve("builds.txt") + "'\n"
                + "cp '" + built + "' goref-cli/target/goref.jar && touch goref-cli/target/goref.jar\n");
        mvnw.toFile().setExecutable(true);
        return dir.resolve("builds.txt");
    }

    /** A find that notes each call in finds.txt before doing its work: whether the launcher walked the checkout. */
    private Path tracedFind() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("traced-bin"));
        Path find = bin.resolve("find");
        Files.writeString(find, "#!/bin/sh\necho walked >> '" + dir.resolve("finds.txt") + "'\nexec /usr/bin/find \"$@\"\n");
        find.toFile().setExecutable(true);
        return bin;
    }

    @Test
    void anUnchangedCheckoutIsNotWalkedAndAChangedSourceIsBuilt() throws Exception {
        thinJar();
        // As in a checkout: the source older than the jar, the jar older than now.
        Files.setLastModifiedTime(checkout.resolve("goref-cli/target/goref.jar"), FileTime.from(Instant.now().minusSeconds(3600)));
        Path builds = fakeBuild();
        Path source = checkout.resolve("goref-x/src/main/java/org/x/X.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, "class X {}\n");
        Files.setLastModifiedTime(source, FileTime.from(Instant.now().minusSeconds(7200)));
        Map<String, String> env = Map.of("PATH", tracedFind() + ":/usr/bin:/bin");
        Path finds = dir.resolve("finds.txt");

        Run first = bash("./checkout/goref --version", env, List.of());
        assertThat(first.out()).as(first.err()).isEqualTo("goref 0.1.0\n");
        assertThat(finds).as("the first call, without a stamp, walks").exists();
        assertThat(checkout.resolve("goref-cli/target/goref.sources")).content().contains(source.toString());
        Files.delete(finds);

        Run again = bash("./checkout/goref --version", env, List.of());
        assertThat(again.out()).isEqualTo("goref 0.1.0\n");
        assertThat(finds).as("an unchanged checkout is not walked").doesNotExist();
        assertThat(builds).doesNotExist();

        // An edit in place (the folder's time stays): the file is newer than the jar.
        Files.writeString(source, "class X { int edited; }\n");
        Run edited = bash("./checkout/goref --version", env, List.of());
        assertThat(edited.exit()).as(edited.err()).isZero();
        assertThat(edited.err()).contains("goref: building (first use or sources changed)...");
        assertThat(Files.readAllLines(builds)).hasSize(1);
        Files.delete(finds);

        Run built = bash("./checkout/goref --version", env, List.of());
        assertThat(built.out()).isEqualTo("goref 0.1.0\n");
        assertThat(Files.readAllLines(builds)).as("built once").hasSize(1);
        assertThat(finds).as("the build left a stamp").doesNotExist();

        // A new source file: its folder changed, so the launcher walks, and builds.
        Files.writeString(source.resolveSibling("Y.java"), "class Y {}\n");
        Run added = bash("./checkout/goref --version", env, List.of());
        assertThat(added.exit()).as(added.err()).isZero();
        assertThat(Files.readAllLines(builds)).hasSize(2);
    }

    @Test
    void theClassDataArchiveIsMadeOnceAndUsedWithoutAWord() throws Exception {
        thinJar();
        // A jar built a minute ago (the thin jar is dated in the future, which would make every archive older than it).
        Files.setLastModifiedTime(checkout.resolve("goref-cli/target/goref.jar"), FileTime.from(Instant.now().minusSeconds(60)));
        Map<String, String> cds = Map.of("GOREF_CDS", "on");
        Path archive = checkout.resolve("goref-cli/target/goref.jsa");
        Run first = bash("./checkout/goref --version", cds, List.of());
        assertThat(first.out()).as(first.err()).isEqualTo("goref 0.1.0\n");
        assertThat(first.err()).isEmpty();
        assertThat(archive).exists();
        FileTime made = Files.getLastModifiedTime(archive);
        Run second = bash("./checkout/goref score /dev/null --json", cds, List.of());
        assertThat(second.err()).doesNotContain("cds", "warning", "shared archive");
        assertThat(Files.getLastModifiedTime(archive)).as("made once per jar").isEqualTo(made);
        // A rebuilt jar gets an archive of its own.
        Files.setLastModifiedTime(checkout.resolve("goref-cli/target/goref.jar"), FileTime.from(Instant.now().plusSeconds(7200)));
        Run third = bash("./checkout/goref --version", cds, List.of());
        assertThat(third.out()).isEqualTo("goref 0.1.0\n");
        assertThat(Files.getLastModifiedTime(archive)).isNotEqualTo(made);
    }
}
