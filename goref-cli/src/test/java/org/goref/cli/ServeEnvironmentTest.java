package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every {@code serve} option also from the environment ({@code GOREF_DB}, {@code GOREF_PORT}, …),
 * the command line winning; {@code --bind} 127.0.0.1 unless said; the access log on request.
 */
class ServeEnvironmentTest {
    private static ServeCommand parsed(Map<String, String> env, String... args) {
        ServeCommand serve = new ServeCommand();
        CommandLine cl = new CommandLine(serve);
        cl.setDefaultValueProvider(new EnvironmentDefaults(env));
        cl.parseArgs(args);
        return serve;
    }

    @Test
    void theEnvironmentSetsEveryOptionAndTheCommandLineWins() {
        ServeCommand none = parsed(Map.of());
        assertThat(none.port).isEqualTo(8080);
        assertThat(none.bind).isEqualTo("127.0.0.1");
        assertThat(none.db).isEqualTo("jdbc:sqlite:goref.db");
        assertThat(none.publicUrl).isNull();
        assertThat(none.accessLog).isFalse();
        assertThat(none.createLimit).isEqualTo(30);

        Map<String, String> env = Map.of("GOREF_PORT", "9000", "GOREF_DB", "jdbc:sqlite:/var/lib/goref/games.db",
                "GOREF_BIND", "0.0.0.0", "GOREF_PUBLIC_URL", "https://go.example.org",
                "GOREF_TRUSTED_PROXY", "10.0.0.1,10.0.0.2", "GOREF_ACCESS_LOG", "true",
                "GOREF_CREATE_LIMIT", "5", "GOREF_WRITE_LIMIT", "50", "GOREF_WEBSOCKET_LIMIT", "4");
        ServeCommand fromEnv = parsed(env);
        assertThat(fromEnv.port).isEqualTo(9000);
        assertThat(fromEnv.db).isEqualTo("jdbc:sqlite:/var/lib/goref/games.db");
        assertThat(fromEnv.bind).isEqualTo("0.0.0.0");
        assertThat(fromEnv.publicUrl).isEqualTo("https://go.example.org");
        assertThat(fromEnv.trustedProxies).containsExactly("10.0.0.1", "10.0.0.2");
        assertThat(fromEnv.accessLog).isTrue();
        assertThat(fromEnv.createLimit).isEqualTo(5);
        assertThat(fromEnv.writeLimit).isEqualTo(50);
        assertThat(fromEnv.websocketLimit).isEqualTo(4);

        ServeCommand both = parsed(env, "--port", "9100", "--public-url", "https://other.example.org", "--trusted-proxy", "10.0.0.9");
        assertThat(both.port).isEqualTo(9100);
        assertThat(both.publicUrl).isEqualTo("https://other.example.org");
        assertThat(both.trustedProxies).containsExactly("10.0.0.9");
        assertThat(both.db).isEqualTo("jdbc:sqlite:/var/lib/goref/games.db");
    }

    @Test
    void everyOptionHasItsVariable() {
        CommandLine cl = new CommandLine(new ServeCommand());
        List<String> names = cl.getCommandSpec().options().stream()
                .filter(o -> !o.usageHelp() && !o.versionHelp()).map(EnvironmentDefaults::variable).toList();
        assertThat(names).contains("GOREF_PORT", "GOREF_DB", "GOREF_BIND", "GOREF_PUBLIC_URL", "GOREF_TRUSTED_PROXY",
                "GOREF_ACCESS_LOG", "GOREF_CREATE_LIMIT", "GOREF_WRITE_LIMIT", "GOREF_WEBSOCKET_LIMIT");
        for (OptionSpec o : cl.getCommandSpec().options()) {
            if (!o.usageHelp() && !o.versionHelp()) {
                Map<String, String> env = Map.of(EnvironmentDefaults.variable(o), "x");
                assertThat(new EnvironmentDefaults(env).defaultValue(o)).as(o.longestName()).isEqualTo("x");
            }
        }
    }

    @Test
    void badValuesFromTheEnvironmentAreRefusedLikeTheOptions() {
        assertThat(CommandRun.of("serve", "--public-url", "ftp://x.example").exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(CommandRun.of("serve", "--port", "0", "--trusted-proxy", "proxy.example").exit()).isEqualTo(Main.BAD_INPUT);
    }

    /**
     * A real {@code goref serve} configured only by its environment: it listens on 127.0.0.1, its
     * links start with the public address, and its access log has the request, not the token.
     */
    @Test
    @Timeout(120)
    void aServerConfiguredByItsEnvironment(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve")
                .redirectError(dir.resolve("stderr.txt").toFile());
        pb.environment().put("GOREF_PORT", "0");
        pb.environment().put("GOREF_DB", "jdbc:sqlite:" + dir.resolve("env.db"));
        pb.environment().put("GOREF_PUBLIC_URL", "https://go.example.org");
        pb.environment().put("GOREF_ACCESS_LOG", "true");
        Process server = pb.start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            List<String> printed = new ArrayList<>();
            String serving = null;
            for (String line; serving == null && (line = out.readLine()) != null; ) {
                printed.add(line);
                serving = line.startsWith("goref: serving on ") ? line : null;
            }
            assertThat(serving).as("stdout %s, stderr %s", printed, Files.readString(dir.resolve("stderr.txt"))).isNotNull();
            Matcher m = Pattern.compile("http://localhost:(\\d+)/ \\(database jdbc:sqlite:.*env\\.db\\)").matcher(serving);
            assertThat(m.find()).as(serving).isTrue();
            int port = Integer.parseInt(m.group(1));
            HttpResponse<String> created = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/games?secret=q"))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString("{\"size\":9}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(created.statusCode()).isEqualTo(201);
            assertThat(created.body()).contains("\"url\":\"https://go.example.org/game.html?id=");
            String token = created.body().replaceAll(".*\"black\":\\{\"token\":\"([^\"]+)\".*", "$1");
            String logged = null;
            for (String line; logged == null && (line = out.readLine()) != null; ) {
                logged = line.contains("POST /api/games") ? line : null;
            }
            assertThat(logged).matches("\\S+ 127\\.0\\.0\\.1 POST /api/games 201 [0-9.]+ms");
            assertThat(logged).doesNotContain(token).doesNotContain("secret");
        } finally {
            server.destroy();
            if (!server.waitFor(20, TimeUnit.SECONDS)) {
                server.destroyForcibly().waitFor();
            }
        }
    }
}
