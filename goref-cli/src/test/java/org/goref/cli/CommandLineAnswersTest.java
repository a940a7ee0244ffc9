package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * What the command line answers a script and a newcomer: {@code --json} is one JSON document on
 * standard output, an unknown command or option is named with the valid ones, an error says its
 * subject once, counts read right, and the shell completion script is one bash takes.
 */
class CommandLineAnswersTest {
    /** A 9×9 game: Black's wall on column D, White's on F, both passed. */
    static final String RECORD = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[dd];W[fd];B[de];W[fe];B[df];W[ff];B[dg];W[fg]"
            + ";B[dh];W[fh];B[di];W[fi];B[dc];W[fc];B[db];W[fb];B[da];W[fa];B[];W[])";
    /** Strict: trailing content after the document (a "Result:" line) fails the parse, as `jq` fails on it. */
    static final ObjectMapper STRICT = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    @Test
    void scoreJsonIsOneJsonDocumentWithTheResultInside(@TempDir Path dir) throws IOException {
        Path f = Files.writeString(dir.resolve("walls.sgf"), RECORD);
        CommandRun r = CommandRun.of("score", f.toString(), "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode doc = STRICT.readTree(r.out());
        assertThat(doc.get("result").asText()).isEqualTo("W+6.5");
        assertThat(doc.get("moves").asInt()).isEqualTo(20);
        assertThat(r.out()).doesNotContain("Result:");
        // Without --json the score sheet ends with the contract's Result line, as before.
        assertThat(CommandRun.of("score", f.toString()).lastLine()).isEqualTo("Result: W+6.5");
    }

    @Test
    void anUnknownCommandIsNamedWithTheCommandsThereAre() {
        CommandRun r = CommandRun.of("bogus");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).startsWith("goref: unknown command 'bogus'; commands: serve, gtp, score, check, match, tournament, bench, ");
        CommandRun near = CommandRun.of("scor");
        assertThat(near.err()).startsWith("goref: unknown command 'scor' (did you mean 'score'?); commands: ");
        CommandRun bench = CommandRun.of("bench", "nope");
        assertThat(bench.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(bench.err()).startsWith("goref: bench: unknown command 'nope'; commands: playouts, replay, parse, autoscore, server")
                .contains("Try 'goref bench --help'.");
    }

    @Test
    void anUnknownOptionIsNamedWithTheOptionsThereAre() {
        CommandRun r = CommandRun.of("score", "--bogus", "x.sgf");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).startsWith("goref: score: unknown option '--bogus'; options: ")
                .contains("--rules", "--komi", "--dead", "--json", "-h/--help").contains("Try 'goref score --help'.");
        // picocli finds the missing required options first; the unknown one is still what is named.
        CommandRun match = CommandRun.of("match", "--bogus");
        assertThat(match.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(match.err()).startsWith("goref: match: unknown option '--bogus'; options: --black, --white, ");
        assertThat(CommandRun.of("match", "--black", "x").err()).startsWith("goref: Missing required option: '--white=CMD'");
    }

    @Test
    void aMissingFileIsNamedOnce(@TempDir Path dir) {
        Path f = dir.resolve("nope.sgf");
        CommandRun r = CommandRun.of("score", f.toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("goref: " + f + ": no such file\n");
        CommandRun folder = CommandRun.of("score", dir.toString());
        assertThat(folder.err()).startsWith("goref: " + dir + ": ");
        assertThat(folder.err().split(dir.toString(), -1)).hasSize(2);
    }

    @Test
    void oneRecordIsOneRecord(@TempDir Path dir) throws IOException {
        Path f = Files.writeString(dir.resolve("walls.sgf"), RECORD);
        CommandRun r = CommandRun.of("check", f.toString());
        assertThat(r.out()).isEqualTo("1 record, 0 with violations, 0 unreadable\n");
        assertThat(r.err()).contains("# check: 1 record in ");
        assertThat(CommandRun.of("score", f.toString()).out()).contains(", 20 moves");
    }

    @Test
    void theCompletionScriptCompletesCommandsInBash(@TempDir Path dir) throws IOException, InterruptedException {
        CommandRun r = CommandRun.of("completion");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("complete -F").contains("serve").contains("score");
        Path script = Files.writeString(dir.resolve("goref.bash"), r.out());
        // bash loads it and asks it what "goref sc<TAB>" completes to.
        String probe = "source " + script + "\nCOMP_WORDS=(goref sc); COMP_CWORD=1; COMP_LINE='goref sc'; COMP_POINT=8\n"
                + "$(complete -p goref | sed -E 's/.*-F ([^ ]+).*/\\1/') goref sc goref\necho \"${COMPREPLY[@]}\"\n";
        Process p = new ProcessBuilder("bash", "-c", probe).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(out.strip()).as(out).isEqualTo("score");
    }
}
