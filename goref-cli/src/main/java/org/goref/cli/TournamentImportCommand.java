package org.goref.cli;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.server.auth.Tokens;
import org.goref.server.store.Database;
import org.goref.server.tournament.TournamentRepository;
import org.goref.tournament.Tournament;
import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaImport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goref tournament import FILE.xml [--server URL] [--db JDBC-URL]}: the OpenGotha file becomes
 * a goref tournament, on a running server (its import route) or straight into the database
 * {@code goref serve} reads (by default {@code goref.db} here). Prints the id and the referee's link.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Makes a goref tournament of an OpenGotha file; prints its id and referee link.")
public final class TournamentImportCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE.xml", description = "an OpenGotha tournament file")
    Path file;

    @Option(names = "--server", paramLabel = "URL", description = "a running goref server, e.g. http://localhost:8080")
    String server;

    @Option(names = "--db", paramLabel = "JDBC-URL", defaultValue = "jdbc:sqlite:goref.db",
            description = "the database when there is no --server (default: ${DEFAULT-VALUE}, as goref serve)")
    String db;

    @Option(names = "--base-url", paramLabel = "URL", defaultValue = "http://localhost:8080",
            description = "where goref serve answers, for the printed links (default: ${DEFAULT-VALUE})")
    String baseUrl;

    @Override
    public Integer call() throws IOException, InterruptedException {
        OgTournament f = TournamentCommand.read(file);
        String director = f.general().getOrDefault("director", "").strip();
        String referee = director.isEmpty() || director.contains("\n") ? "Referee" : director;
        if (server != null) {
            return viaServer();
        }
        Tournament t = OpenGothaImport.toTournament(f, referee, Instant.now());
        String id = Tokens.newId();
        String token = Tokens.newToken();
        try (Database d = Database.open(db)) {
            new TournamentRepository(d).create(new TournamentRepository.Row(id, t.info().name(), Tokens.hash(token),
                    System.currentTimeMillis()), t.events(), System.currentTimeMillis());
        }
        print(id, baseUrl.replaceAll("/+$", "") + "/tournament.html?id=" + id + "#token=" + token);
        return Main.OK;
    }

    private int viaServer() throws IOException, InterruptedException {
        URI uri = URI.create(server.replaceAll("/+$", "") + "/api/tournaments/import");
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofMinutes(2))
                .header("Content-Type", "application/xml").POST(HttpRequest.BodyPublishers.ofFile(file)).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode o;
        try {
            o = new ObjectMapper().readTree(r.body());
        } catch (IOException e) {
            throw new IllegalStateException("the server answered " + r.statusCode() + " with no JSON");
        }
        if (r.statusCode() != 201) {
            String why = o.path("detail").asText(o.path("error").asText("status " + r.statusCode()));
            if (r.statusCode() >= 400 && r.statusCode() < 500) {
                throw new IllegalArgumentException(file + ": " + why);
            }
            throw new IllegalStateException("the server answered " + r.statusCode() + ": " + why);
        }
        // A server without --public-url writes relative links: they are relative to the server asked.
        print(o.path("id").asText(), uri.resolve(o.path("refereeUrl").asText()).toString());
        return Main.OK;
    }

    private static void print(String id, String refereeUrl) {
        System.out.println("id: " + id);
        System.out.println("referee: " + refereeUrl);
        System.out.flush();
    }
}
