package org.goref.cli;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.concurrent.Callable;

import org.goref.core.clock.TimeSource;
import org.goref.core.clock.TimeSpec;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSpec;
import org.goref.gtp.match.IllegalMovePolicy;
import org.goref.gtp.match.MatchConfig;
import org.goref.gtp.match.MatchRunner;
import org.goref.gtp.match.MatchSgf;
import org.goref.core.text.Quote;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code goref match}: referees games between two GTP engines (docs/match.md). */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Referees games between two GTP engines: every move checked, clocks enforced, disputes settled by the rules.")
public final class MatchCommand implements Callable<Integer> {
    @Option(names = "--black", required = true, paramLabel = "CMD", description = "the first engine's command line (Black in odd games)")
    String black;

    @Option(names = "--white", required = true, paramLabel = "CMD", description = "the second engine's command line")
    String white;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1", description = "games to play (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--size", paramLabel = "N", defaultValue = "19", description = "board size (default ${DEFAULT-VALUE})")
    int size;

    @Option(names = "--rules", paramLabel = "SPEC", defaultValue = "russian-territory", description = "rule set (default ${DEFAULT-VALUE})")
    String rules;

    @Option(names = "--komi", paramLabel = "K", description = "komi (default: the rule set's)")
    String komi;

    @Option(names = "--handicap", paramLabel = "H", defaultValue = "0", description = "handicap stones, 0 or 2.. (default 0)")
    int handicap;

    @Option(names = "--free-handicap", description = "Black's engine places the handicap (place_free_handicap)")
    boolean freeHandicap;

    @Option(names = "--time", paramLabel = "SPEC", defaultValue = "none",
            description = "clock: none, abs:10m, byo:10m+5x30s, can:10m+25/5m, fis:5m+10s[/10m] (default none)")
    String time;

    @Option(names = "--alternate", description = "swap colours every game")
    boolean alternate;

    @Option(names = "--out", paramLabel = "DIR", description = "folder for the records (one SGF per game), protocol.csv, protocol.jsonl and the engines' logs")
    Path out;

    @Option(names = "--illegal", paramLabel = "POLICY", defaultValue = "lose",
            description = "an engine's illegal move: lose (forfeit), pass, or penalty=N (a pass and N points off) (default lose)")
    String illegal;

    @Option(names = "--max-moves", paramLabel = "N", description = "moves (passes included) after which a game is void (default 3 x size^2)")
    Integer maxMoves;

    @Option(names = "--resume", description = "continue the match in --out DIR without replaying the games in its protocol")
    boolean resume;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "longest wait for any answer that no clock bounds (default ${DEFAULT-VALUE})")
    double timeout;

    @Option(names = "--tournament", paramLabel = "ID",
            description = "post each finished game to this tournament of a goref server (by the engines' names and colours)")
    String tournament;

    @Option(names = "--server", paramLabel = "URL", defaultValue = "http://localhost:8080",
            description = "the goref server of --tournament (default ${DEFAULT-VALUE})")
    String server;

    @Option(names = "--token", paramLabel = "T",
            description = "the tournament's referee token (default: the environment variable GOREF_TOKEN)")
    String token;

    @Override
    public Integer call() throws Exception {
        RuleSet r = RuleSet.parse(rules);
        if (komi != null) {
            r = r.withKomi(RuleSpec.komi(komi));
        }
        if (!(timeout > 0) || timeout > 1e6) {
            throw new IllegalArgumentException("--timeout must be a positive number of seconds");
        }
        TournamentPoster poster = null;
        if (tournament != null) {
            poster = TournamentPoster.connect(server, tournament, token != null ? token : System.getenv("GOREF_TOKEN"));
            if (out == null) {
                // The rows are posted from the protocol the runner writes, so there must be one.
                out = Files.createTempDirectory("goref-match-");
            }
        }
        MatchConfig cfg = new MatchConfig(black, white, games, size, r, handicap, freeHandicap, TimeSpec.parse(time),
                alternate, out, out == null ? null : out.resolve("logs"), IllegalMovePolicy.parse(illegal),
                maxMoves == null ? MatchConfig.defaultMaxMoves(size) : maxMoves, resume, Math.round(timeout * 1000));
        PrintStream console = poster == null ? System.out : poster.watching(System.out, out);
        try {
            new MatchRunner(cfg, console, TimeSource.system(), new MatchSgf(), MatchRunner.findEstimator()).run();
        } catch (InterruptedIOException e) {
            // Ctrl-C or kill: no fault of goref's, and the process is ending with the signal's status.
            console.flush();
            System.err.println("goref: " + Quote.longRuns(e.getMessage()));
            return Main.INTERNAL;
        }
        console.flush();
        if (poster != null && poster.failures() > 0) {
            System.err.println(poster.failures() + " game(s) did not reach tournament " + tournament
                    + "; upload " + out.resolve("protocol.jsonl") + " to POST /api/tournaments/" + tournament + "/protocol");
            return Main.BREAKS_RULE;
        }
        return Main.OK;
    }

    /**
     * Posts each finished game of the match to a tournament as a one-row protocol ({@code POST
     * /api/tournaments/ID/protocol?name=…jsonl}); the server puts the row on the pairing without a
     * result whose Black and White are the row's engine names. It watches the runner's "game N:"
     * line (printed once the game's row is in protocol.jsonl) and sends that row.
     */
    static final class TournamentPoster {
        private static final Pattern GAME_LINE = Pattern.compile("^game (\\d+): ");
        private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        private final String base;
        private final String token;
        private int failures;

        private TournamentPoster(String base, String token) {
            this.base = base;
            this.token = token;
        }

        /** Checks before the match that the tournament exists and the token is its referee's. */
        static TournamentPoster connect(String server, String id, String token) {
            if (token == null || token.isBlank()) {
                throw new IllegalArgumentException("--tournament needs the referee's token: --token T or GOREF_TOKEN");
            }
            if (!id.matches("[A-Za-z0-9_-]{1,40}")) {
                throw new IllegalArgumentException("--tournament: not a tournament id: " + id);
            }
            String s = server.endsWith("/") ? server.substring(0, server.length() - 1) : server;
            TournamentPoster p = new TournamentPoster(s + "/api/tournaments/" + id, token.strip());
            HttpRequest.Builder request;
            try {
                request = HttpRequest.newBuilder(URI.create(p.base + "/me")).GET();
            } catch (IllegalArgumentException e) {
                // "URI with undefined scheme", said without the option it is about.
                throw new IllegalArgumentException("--server " + s + " is not a URL the server answers at (http://HOST:PORT): "
                        + e.getMessage());
            }
            HttpResponse<String> me;
            try {
                me = p.send(request);
            } catch (IOException e) {
                // A refused connection (ConnectException) carries no message: it read "does not answer: null".
                String why = e.getMessage() != null ? e.getMessage()
                        : e.getCause() != null && e.getCause().getMessage() != null ? e.getCause().getMessage()
                        : e instanceof ConnectException ? "connection refused" : e.getClass().getSimpleName();
                throw new IllegalArgumentException("--server " + s + " does not answer: " + why);
            }
            if (me.statusCode() == 404) {
                throw new IllegalArgumentException("--tournament: no tournament " + id + " on " + s);
            }
            if (me.statusCode() != 200 || !me.body().contains("\"referee\":true")) {
                throw new IllegalArgumentException("--token is not the referee's token of tournament " + id
                        + " (" + me.statusCode() + " " + me.body() + ")");
            }
            return p;
        }

        private HttpResponse<String> send(HttpRequest.Builder b) throws IOException {
            try {
                return http.send(b.header("Authorization", "Bearer " + token).timeout(Duration.ofSeconds(30)).build(),
                        HttpResponse.BodyHandlers.ofString());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted");
            }
        }

        int failures() {
            return failures;
        }

        PrintStream watching(PrintStream console, Path dir) {
            return new PrintStream(console, true, StandardCharsets.UTF_8) {
                @Override
                public void println(String line) {
                    super.println(line);
                    Matcher m = line == null ? null : GAME_LINE.matcher(line);
                    if (m != null && m.find()) {
                        post(Integer.parseInt(m.group(1)), dir, console);
                    }
                }
            };
        }

        void post(int game, Path dir, PrintStream console) {
            Path file = dir.resolve("protocol.jsonl");
            try {
                String row = null;
                for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    if (l.startsWith("{\"game\":" + game + ",")) {
                        row = l;
                    }
                }
                if (row == null) {
                    throw new IOException("game " + game + " is not in " + file);
                }
                String name = file.toAbsolutePath().toString();
                if (name.length() > 200) {
                    name = "protocol.jsonl";
                }
                HttpResponse<String> a = send(HttpRequest.newBuilder(URI.create(base + "/protocol?name="
                                + URLEncoder.encode(name, StandardCharsets.UTF_8)))
                        .header("Content-Type", "application/x-ndjson; charset=utf-8")
                        .POST(HttpRequest.BodyPublishers.ofString(row + "\n", StandardCharsets.UTF_8)));
                if (a.statusCode() != 201) {
                    throw new IOException(a.statusCode() + " " + a.body());
                }
                console.println("game " + game + " posted to the tournament");
            } catch (IOException | RuntimeException e) {
                failures++;
                System.err.println("game " + game + " was not posted to the tournament: " + e.getMessage());
            }
        }
    }
}
