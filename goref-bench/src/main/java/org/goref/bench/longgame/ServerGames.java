package org.goref.bench.longgame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.auth.Tokens;
import org.goref.server.clock.ClockStart;
import org.goref.server.game.GameService;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRecord;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StoredEvent;

/**
 * The server side of the benchmark: long games stored in a fresh SQLite file (as {@code goref serve}
 * keeps them by default), read through the game service as a request reads them.
 */
final class ServerGames implements AutoCloseable {
    private final Path dir;
    private final Database db;
    private final GameRepository repo;
    private final ObjectMapper json = new ObjectMapper();

    ServerGames() throws IOException {
        dir = Files.createTempDirectory("goref-long-game");
        db = Database.open("jdbc:sqlite:" + dir.resolve("games.db"));
        repo = new GameRepository(db);
    }

    /** Stores a game of {@code n} events ({@link LongGameEvents#serverGame}) and returns its id. */
    String store(int n) {
        long now = System.currentTimeMillis();
        GameRecord r = new GameRecord(Tokens.newId(), 19, RuleSet.parse("japanese"), 0, new TimeControl.None(),
                ClockStart.CREATION, "Black", "White", Tokens.hash(Tokens.newToken()), Tokens.hash(Tokens.newToken()),
                Tokens.hash(Tokens.newToken()), now, null, null);
        List<StoredEvent> events = new ArrayList<>(n);
        int seq = 1;
        for (GameEvent e : LongGameEvents.serverGame(n)) {
            events.add(new StoredEvent(seq++, now, e));
        }
        repo.create(r, events);
        return r.id();
    }

    /** A game service on the database with nothing in memory: the first read of a game replays its stored events. */
    GameService service() {
        return new GameService(repo, json, new GorefSgfWriter(), System::currentTimeMillis);
    }

    @Override
    public void close() throws IOException {
        repo.close();
        db.close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** {@code GET /api/games/{id}/sgf} of a game already in memory: the record written from its events. */
    static LongGamePath sgf() throws IOException {
        ServerGames games = new ServerGames();
        return LongGamePath.of("server-sgf", n -> {
            String id = games.store(n);
            GameService service = games.service();
            service.find(id).orElseThrow();
            return () -> expect(service.sgf(id, null).orElseThrow().startsWith("(;"), "no record");
        }, games);
    }

    /** A game's first read after a restart (or after it left memory idle): its events read from the database and replayed. */
    static LongGamePath restore() throws IOException {
        ServerGames games = new ServerGames();
        return LongGamePath.of("server-restore", n -> {
            String id = games.store(n);
            return () -> expect(games.service().state(id).isPresent(), "no game");
        }, games);
    }

    static void expect(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("the long-game benchmark went wrong: " + what);
        }
    }
}
