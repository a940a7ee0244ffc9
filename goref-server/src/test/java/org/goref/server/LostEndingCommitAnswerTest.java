package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.clock.TimeControl;
import org.goref.core.rules.RuleSet;
import org.goref.server.game.Action;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.NewGame;
import org.goref.server.game.Outcome;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRepository;
import org.junit.jupiter.api.Test;

/**
 * A tournament game's ending whose commit answer is lost while the database is away (a relay on
 * the way to the real PostgreSQL drops the connection right after COMMIT and refuses new ones):
 * the action is answered 503 and the game is read again once the database is back. That re-read
 * found the game finished but told nobody: the watchers stayed on the old board, and the
 * tournament had the result only when it was next read and caught it up itself. Now the re-read
 * tells the ending as the action would have, once, whatever reads the game again.
 */
class LostEndingCommitAnswerTest extends BehindARelay {
    private static final String TOURNAMENT = """
            {"name":"Cup","rules":"japanese","komi":6.5,"boardSize":9,"referee":"Ref"}""";

    /** The game ids the server's end listeners were told of, in order. */
    private final List<String> ended = new CopyOnWriteArrayList<>();

    /** A tournament with Ann and Bob, round 1 made and its table 1 started; answers the start. */
    private static Client.Answer startedTable(Client c, Client.Refereed t) {
        for (String name : new String[] {"Ann", "Bob"}) {
            assertThat(c.post("/api/tournaments/" + t.id() + "/players", t.token(),
                    "{\"name\":\"" + name + "\",\"rank\":\"1k\"}").status()).isEqualTo(201);
        }
        assertThat(c.post("/api/tournaments/" + t.id() + "/rounds", t.token(), "").status()).isEqualTo(201);
        Client.Answer started = c.post("/api/tournaments/" + t.id() + "/rounds/1/tables/1/game", t.token(), "");
        assertThat(started.status()).as(started.text()).isEqualTo(201);
        return started;
    }

    /** The tournament's stored result lines from this game, read straight from PostgreSQL (no tournament read). */
    private List<String> storedResults(String tournament, String game) throws Exception {
        return pg.rows("SELECT line FROM tournament_events WHERE tournament_id = '" + tournament
                + "' AND line LIKE 'result %' AND line LIKE '%" + game + "%'");
    }

    /** Table 1's result as the server shows it (a tournament read), "" when there is none. */
    private static String tableResult(Client c, String id) {
        Client.Answer a = c.get("/api/tournaments/" + id);
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        return a.body().at("/rounds/0/pairings/0/result/result").asText();
    }

    /** No further message reaches the watcher within half a second. */
    private static void nothingMore(Client.Watcher w) throws InterruptedException {
        assertThat(w.messages.poll(500, TimeUnit.MILLISECONDS)).as("a message told twice").isNull();
    }

    /** Cuts the next commit's answer and keeps the database away while {@code action} runs; answers its answer. */
    private Client.Answer lostWhileAway(java.util.function.Supplier<Client.Answer> action) {
        relay.cutAfterNextCommit();
        relay.refuseConnections(true);
        Client.Answer a = action.get();
        assertThat(relay.cuts()).as("the ending's commit answer was dropped").isEqualTo(1);
        assertThat(a.status()).as(a.text()).isEqualTo(503);
        return a;
    }

    @Test
    void aResignationFoundStoredByAReadOfTheGameRecordsTheTournamentResultOnce() throws Exception {
        String id;
        String game;
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            server.games().addEndListener(g -> ended.add(g.id()));
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament(TOURNAMENT);
            id = t.id();
            Client.Answer started = startedTable(c, t);
            game = started.body().get("gameId").asText();
            String black = started.body().at("/black/token").asText();
            try (Client.Watcher watcher = c.watch(game)) {
                assertThat(watcher.next().get("type").asText()).isEqualTo("state");

                lostWhileAway(() -> c.post("/api/games/" + game + "/resign", black, ""));
                // The database has the ending; nothing has been told of it, the tournament has no result.
                assertThat(pg.rows("SELECT result FROM games WHERE id = '" + game + "'")).containsExactly("W+R");
                assertThat(storedResults(id, game)).isEmpty();
                assertThat(ended).isEmpty();
                nothingMore(watcher);

                relay.refuseConnections(false);
                // A read of the game (not of the tournament) reads it again and finds the ending.
                assertThat(c.state(game).get("result").asText()).isEqualTo("W+R");
                assertThat(ended).containsExactly(game);
                assertThat(storedResults(id, game)).as("recorded without a tournament read").hasSize(1);
                JsonNode update = watcher.next();
                assertThat(update.get("type").asText()).isEqualTo("update");
                assertThat(update.get("events").get(0).asText()).isEqualTo("resign B");
                assertThat(update.at("/state/result").asText()).isEqualTo("W+R");

                // Nothing tells it again: another read of the game, the tournament's own catch-up.
                assertThat(c.state(game).get("result").asText()).isEqualTo("W+R");
                assertThat(tableResult(c, id)).isEqualTo("W+R");
                nothingMore(watcher);
                assertThat(ended).containsExactly(game);
                assertThat(storedResults(id, game)).hasSize(1);
            }
        }
        // A fresh server has the result from the database, and its start-up catch-up adds none.
        try (GorefServer again = GorefServer.start(0, pg.relayed())) {
            assertThat(tableResult(new Client(again.port()), id)).isEqualTo("W+R");
            assertThat(storedResults(id, game)).hasSize(1);
        }
    }

    /**
     * The last accept of the marking lost: the other player's next action reads the game again,
     * which tells the ending first; the action itself is then refused, the game being over, and
     * tells nothing more.
     */
    @Test
    void theLastAcceptFoundStoredByTheNextActionIsToldOnceAndTheActionRefused() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            server.games().addEndListener(g -> ended.add(g.id()));
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament(TOURNAMENT);
            Client.Answer started = startedTable(c, t);
            String game = started.body().get("gameId").asText();
            String black = started.body().at("/black/token").asText();
            String white = started.body().at("/white/token").asText();
            assertThat(c.play(game, black, "E5", 0).status()).isEqualTo(200);
            assertThat(c.play(game, white, "pass", 1).status()).isEqualTo(200);
            assertThat(c.play(game, black, "pass", 2).status()).isEqualTo(200);
            Client.Answer first = c.post("/api/games/" + game + "/accept", white, "");
            assertThat(first.status()).as(first.text()).isEqualTo(200);
            try (Client.Watcher watcher = c.watch(game)) {
                assertThat(watcher.next().get("type").asText()).isEqualTo("state");

                lostWhileAway(() -> c.post("/api/games/" + game + "/accept", black, ""));
                List<String> result = pg.rows("SELECT result FROM games WHERE id = '" + game + "'");
                assertThat(result).hasSize(1).doesNotContainNull();
                assertThat(ended).isEmpty();

                relay.refuseConnections(false);
                Client.Answer resume = c.post("/api/games/" + game + "/resume", white, "");
                assertThat(resume.status()).as(resume.text()).isEqualTo(409);
                assertThat(resume.body().get("reason").asText()).isEqualTo("wrong-phase");
                JsonNode update = watcher.next();
                assertThat(update.get("events").get(0).asText()).isEqualTo("accept B");
                assertThat(update.at("/state/result").asText()).isEqualTo(result.get(0));
                nothingMore(watcher);
                assertThat(ended).containsExactly(game);
                assertThat(storedResults(t.id(), game)).hasSize(1);
                assertThat(tableResult(c, t.id())).isEqualTo(result.get(0));
                assertThat(storedResults(t.id(), game)).hasSize(1);
            }
        }
    }

    /**
     * The tournament read first: its catch-up reads the unsure game again, which tells the ending
     * (the end listener records the result), and the catch-up's own recording of it then finds it
     * recorded already: one result, one end told.
     */
    @Test
    void anEndingFoundByTheTournamentsCatchUpIsToldAndRecordedOnce() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            server.games().addEndListener(g -> ended.add(g.id()));
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament(TOURNAMENT);
            Client.Answer started = startedTable(c, t);
            String game = started.body().get("gameId").asText();
            String white = started.body().at("/white/token").asText();
            try (Client.Watcher watcher = c.watch(game)) {
                assertThat(watcher.next().get("type").asText()).isEqualTo("state");
                lostWhileAway(() -> c.post("/api/games/" + game + "/resign", white, ""));

                relay.refuseConnections(false);
                assertThat(tableResult(c, t.id())).isEqualTo("B+R");
                assertThat(watcher.next().get("events").get(0).asText()).isEqualTo("resign W");
                nothingMore(watcher);
                assertThat(ended).containsExactly(game);
                assertThat(storedResults(t.id(), game)).hasSize(1);
                assertThat(tableResult(c, t.id())).isEqualTo("B+R");
                assertThat(storedResults(t.id(), game)).hasSize(1);
            }
        }
    }

    /**
     * A game left unsure is not dropped from memory when idle: read afresh from the database it
     * would come back finished, its ending told to nobody. It stays until its re-read tells it.
     * The service alone, on the test's time source.
     */
    @Test
    void anUnsureGameStaysInMemoryUntilItsReReadTellsTheEnding() throws Exception {
        AtomicLong now = new AtomicLong(1_000_000);
        try (Database db = Database.open(pg.relayed()); GameRepository repo = new GameRepository(db)) {
            GameService s = new GameService(repo, new ObjectMapper(), new GorefSgfWriter(), now::get);
            s.addEndListener(g -> ended.add(g.id()));
            Created g = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.None(), "A", "B"));

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Outcome lost = s.act(g.id(), g.blackToken(), new Action.Resign());
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(lost).isInstanceOf(Outcome.Refused.class);
            assertThat(((Outcome.Refused) lost).status()).isEqualTo(503);
            relay.refuseConnections(false);

            now.addAndGet(GameService.IDLE_MILLIS + 60_000);
            assertThat(s.dropIdle()).as("the unsure game is kept").isZero();
            assertThat(s.state(g.id()).orElseThrow()).contains("\"result\":\"W+R\"");
            assertThat(ended).containsExactly(g.id());

            // In step now, it may go like any other, and comes back without telling its end again.
            now.addAndGet(GameService.IDLE_MILLIS + 60_000);
            assertThat(s.dropIdle()).isEqualTo(1);
            assertThat(s.state(g.id()).orElseThrow()).contains("\"result\":\"W+R\"");
            assertThat(ended).containsExactly(g.id());
        }
    }
}
