package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref serve} and {@code goref bench server}: arguments, exit codes, the benchmark's last line. */
class ServerCommandsTest {

    @Test
    void serveRefusesAnUnusableDatabaseOrPort(@TempDir Path dir) throws Exception {
        assertThat(CommandRun.of("serve", "--port", "0", "--db", "jdbc:mysql://localhost/x").exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(CommandRun.of("serve", "--port", "70000").exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(CommandRun.of("serve", "--port", "eighty").exit()).isEqualTo(Main.BAD_INPUT);
        try (ServerSocket taken = new ServerSocket(0)) {
            CommandRun r = CommandRun.of("serve", "--port", String.valueOf(taken.getLocalPort()), "--db",
                    "jdbc:sqlite:" + dir.resolve("x.db"));
            assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.err()).contains("port");
        }
    }

    /**
     * A database that cannot be opened (a SQLite path that cannot be written, a PostgreSQL nobody
     * listens for, a URL the driver cannot parse) is one line naming the database and why, and
     * exit 2: Flyway's report of it (a rule of dashes, "SQL State", "Error Code", the message again)
     * used to come out whole. A password in the URL is not repeated.
     */
    @Test
    void aDatabaseThatCannotBeOpenedIsOneLineNamingItAndWhy(@TempDir Path dir) throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("not-a-folder"), "x");
        int nobodyListens;
        try (ServerSocket s = new ServerSocket(0)) {
            nobodyListens = s.getLocalPort();
        }
        Map<String, String> why = new LinkedHashMap<>();
        why.put("jdbc:sqlite:" + notAFolder.resolve("goref.db"), "SQLITE_CANTOPEN");
        why.put("jdbc:postgresql://127.0.0.1:" + nobodyListens + "/test?user=postgres", "refused");
        why.put("jdbc:postgresql://[bad", "Unable to parse URL");
        for (Map.Entry<String, String> e : why.entrySet()) {
            CommandRun r = CommandRun.of("serve", "--port", "0", "--db", e.getKey());
            assertThat(r.exit()).as(r.err()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
            assertThat(r.err()).startsWith("goref: cannot open the database " + e.getKey() + ": ").contains(e.getValue());
        }
        CommandRun secret = CommandRun.of("serve", "--port", "0", "--db",
                "jdbc:postgresql://127.0.0.1:" + nobodyListens + "/test?user=postgres&password=hunter2");
        assertThat(secret.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(secret.err()).contains("password=***").doesNotContain("hunter2");
        // A password before the host (user:password@) was printed whole.
        CommandRun userInfo = CommandRun.of("serve", "--port", "0", "--db",
                "jdbc:postgresql://postgres:hunter2@127.0.0.1:" + nobodyListens + "/test");
        assertThat(userInfo.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(userInfo.err()).contains("postgres:***@").doesNotContain("hunter2");
    }

    /**
     * The line {@code goref serve} prints once it serves names the database without its password:
     * it used to print the URL whole, into terminals and service logs. A real server in a process
     * of its own (serve runs until stopped), on a free port and a SQLite file whose URL carries a
     * password parameter, which SQLite does not use.
     */
    @Test
    @Timeout(120)
    void theServingLineHidesTheDatabasePassword(@TempDir Path dir) throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("goref.db") + "?password=hunter2";
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process server = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "serve", "--port", "0", "--db", url)
                .redirectError(dir.resolve("stderr.txt").toFile())
                .start();
        try {
            List<String> printed = new ArrayList<>();
            String serving = null;
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            for (String line; serving == null && (line = out.readLine()) != null; ) {
                printed.add(line);
                serving = line.startsWith("goref: serving on ") ? line : null;
            }
            assertThat(serving).as("stdout %s, stderr %s", printed, Files.readString(dir.resolve("stderr.txt"))).isNotNull();
            assertThat(serving).isEqualTo("goref: serving on http://localhost:" + port(serving) + "/ (database jdbc:sqlite:"
                    + dir.resolve("goref.db") + "?password=***)");
            // It does serve, on the database the URL names.
            HttpResponse<String> games = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port(serving) + "/api/games")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(games.statusCode()).isEqualTo(200);
            assertThat(dir.resolve("goref.db")).exists();
        } finally {
            server.destroy();
            if (!server.waitFor(20, TimeUnit.SECONDS)) {
                server.destroyForcibly().waitFor();
            }
        }
    }

    private static int port(String servingLine) {
        Matcher m = Pattern.compile("http://localhost:(\\d+)/").matcher(servingLine);
        assertThat(m.find()).as(servingLine).isTrue();
        return Integer.parseInt(m.group(1));
    }

    @Test
    void benchServerPrintsItsFiguresOnTheLastLine() {
        CommandRun r = CommandRun.of("bench", "server", "--games", "2", "--seconds", "1", "--think-ms", "0", "--warmup", "0");
        assertThat(r.exit()).as(r.err()).isEqualTo(Main.OK);
        String[] lines = r.out().strip().split("\n");
        assertThat(lines[lines.length - 1]).matches(
                "games=2 seconds=1 think_ms=0 moves=[1-9]\\d* moves_per_s=[\\d.]+ p50_ms=[\\d.]+ p99_ms=[\\d.]+ max_ms=[\\d.]+ errors=0 setup_errors=0 db=sqlite");
        assertThat(CommandRun.of("bench", "server", "--games", "0", "--seconds", "1").exit()).isEqualTo(Main.BAD_INPUT);
    }

    @Test
    void aBadWarmupIsNamedInTheRefusal() {
        // --warmup -1 was refused with the ranges of every option but --warmup.
        CommandRun r = CommandRun.of("bench", "server", "--warmup", "-1");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("--warmup 0 to 600");
    }
}
