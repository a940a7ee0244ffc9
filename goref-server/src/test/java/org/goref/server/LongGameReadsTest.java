package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import org.goref.core.board.Color;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.auth.Tokens;
import org.goref.server.clock.ClockStart;
import org.goref.server.game.GameService;
import org.goref.server.http.Web;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.record.RecordWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRecord;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StoredEvent;
import org.goref.server.tournament.TournamentRepository;
import org.goref.server.tournament.TournamentService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reads of a long game never hold it: twenty SGF downloads are in flight, the first one held inside
 * the record writer by a latch, and a player's move and a state read are answered meanwhile. The
 * downloads used to write the record with the game's lock held, one after another, and the move
 * waited behind all of them.
 */
class LongGameReadsTest {
    @TempDir
    Path dir;

    /** Pass, pass, resume, again and again: the game a client can make long at no cost. */
    private static List<StoredEvent> passCycles(int cycles, long at) {
        List<StoredEvent> out = new ArrayList<>();
        int seq = 1;
        for (int i = 0; i < cycles; i++) {
            out.add(new StoredEvent(seq++, at, new GameEvent.Pass(Color.BLACK)));
            out.add(new StoredEvent(seq++, at, new GameEvent.Pass(Color.WHITE)));
            // White asks to resume: Black moves first again
            out.add(new StoredEvent(seq++, at, new GameEvent.Resume(Color.WHITE)));
        }
        return out;
    }

    @Test
    void aMoveIsAnsweredWhileTwentyDownloadsOfALongGameAreInFlight() throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger written = new AtomicInteger();
        RecordWriter sgf = new GorefSgfWriter();
        RecordWriter held = (meta, game) -> {
            written.incrementAndGet();
            writing.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return sgf.sgf(meta, game);
        };
        ObjectMapper json = new ObjectMapper();
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameRepository repo = new GameRepository(db);
            GameService games = new GameService(repo, json, held, System::currentTimeMillis);
            String black = Tokens.newToken();
            long now = System.currentTimeMillis();
            GameRecord r = new GameRecord(Tokens.newId(), 19, RuleSet.parse("japanese"), 0, new TimeControl.None(),
                    ClockStart.CREATION, "Black", "White", Tokens.hash(black), Tokens.hash(Tokens.newToken()),
                    Tokens.hash(Tokens.newToken()), now, null, null);
            List<StoredEvent> events = passCycles(2_000, now);
            repo.create(r, events);
            Javalin app = Web.create(games, new TournamentService(new TournamentRepository(db), games), json).start(0);
            try {
                Client client = new Client(app.port());
                String game = "/api/games/" + r.id();
                List<CompletableFuture<Client.Answer>> downloads = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    downloads.add(CompletableFuture.supplyAsync(() -> client.get(game + "/sgf"), pool));
                }
                // A download is writing the record, and cannot finish until the latch is released.
                assertThat(writing.await(60, TimeUnit.SECONDS)).isTrue();

                Client.Answer state = onTime(pool, () -> client.get(game));
                assertThat(state.status()).isEqualTo(200);
                assertThat(state.body().get("moveNumber").asInt()).isEqualTo(4_000);
                Client.Answer move = onTime(pool, () -> client.post(game + "/play", black,
                        "{\"move\":\"D4\",\"moveNumber\":4000}"));
                assertThat(move.status()).as(move.text()).isEqualTo(200);
                assertThat(release.getCount()).as("the move was answered with the downloads still held").isEqualTo(1);
                assertThat(downloads).noneMatch(CompletableFuture::isDone);

                release.countDown();
                for (CompletableFuture<Client.Answer> d : downloads) {
                    Client.Answer a = d.get(60, TimeUnit.SECONDS);
                    assertThat(a.status()).isEqualTo(200);
                    assertThat(a.text()).startsWith("(;GM[1]FF[4]");
                }
                // Written once per committed view, not once per download: before the move and after it at most.
                assertThat(written.get()).isBetween(1, 2);
                String after = client.get(game + "/sgf").text();
                assertThat(after).contains(";B[dp]");
                assertThat(after.split("GREV\\[resume W\\]", -1)).hasSize(2_001);
            } finally {
                release.countDown();
                app.stop();
                repo.close();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Runs a request; a request that waits for the held downloads fails the test instead of hanging it. */
    private static Client.Answer onTime(ExecutorService pool, java.util.function.Supplier<Client.Answer> request)
            throws Exception {
        return CompletableFuture.supplyAsync(request, pool).get(60, TimeUnit.SECONDS);
    }
}
