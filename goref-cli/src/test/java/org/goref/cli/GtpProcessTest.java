package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code goref gtp} as a real process over pipes, the way controllers drive it. */
class GtpProcessTest {
    private Process process;
    private Writer in;
    private BufferedReader out;

    @BeforeEach
    void start() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "org.goref.cli.Main", "gtp", "--size", "9", "--rules", "japanese", "--komi", "6.5")
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    @AfterEach
    void stop() {
        process.destroyForcibly();
    }

    /** Sends one command and reads its whole response (up to the empty line). */
    private String send(String command) throws Exception {
        in.write(command + "\n");
        in.flush();
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = out.readLine()) != null && !line.isEmpty()) {
            lines.add(line);
        }
        return String.join("\n", lines);
    }

    @Test
    void aSessionOverPipesKeepsGoingThroughErrorsAndQuitsWithZero() throws Exception {
        assertThat(send("protocol_version")).isEqualTo("= 2");
        assertThat(send("goref-rules")).isEqualTo("= japanese");
        assertThat(send("play b e5")).isEqualTo("=");
        assertThat(send("play w e5")).isEqualTo("? illegal move");
        assertThat(send("this is not gtp")).isEqualTo("? unknown command");
        assertThat(send("play b")).startsWith("?");
        assertThat(send("\u0001\u0002 garbage \u0007")).isEqualTo("? unknown command");
        assertThat(send("42 list_stones black")).isEqualTo("=42 E5");
        String move = send("genmove w");
        assertThat(move).matches("= [A-HJ][1-9]");
        assertThat(send("goref-dead none")).isEqualTo("=");
        assertThat(send("goref-score")).startsWith("= {\"rules\":\"japanese\",\"black\":{");
        assertThat(send("quit")).isEqualTo("=");
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
    }

    @Test
    void aPenaltyBeyondWhatAScoreSheetHoldsIsRefusedAndChangesNothing() throws Exception {
        // goref-penalty b 1e308 was taken: the score sheet then read -9223372036854775808 and the
        // record GREV[penalty B 9223372036854775807]. The server's and the tournaments' limit holds here too.
        assertThat(send("play b e5")).isEqualTo("=");
        String before = send("goref-score");
        assertThat(send("goref-penalty b 1e308")).isEqualTo("? syntax error");
        assertThat(send("goref-penalty b 99999999999999999999")).startsWith("? ").contains("1000");
        assertThat(send("goref-penalty w 1000.5")).startsWith("? ").contains("1000");
        assertThat(send("goref-score")).isEqualTo(before);
        assertThat(send("goref-penalty w 1000 gross misconduct")).isEqualTo("=");
        assertThat(send("goref-score")).contains("\"penalty\":-1000,");
    }

    @Test
    void endOfInputEndsTheSessionCleanly() throws Exception {
        assertThat(send("name")).isEqualTo("= goref");
        in.close();
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
    }
}
