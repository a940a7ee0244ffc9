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

import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.auth.Tokens;
import org.goref.server.clock.ClockStart;
import org.goref.server.game.Action;
import org.goref.server.game.GameService;
import org.goref.server.game.Outcome;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.record.RecordWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRecord;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StoredEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reads of a long game never hold it: twenty SGF downloads are in flight, held inside the record
 * writer by a latch, and a player's move and a state read are answered meanwhile. The
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
        RecordWriter sgf = new GorefSgfWriter();
        RecordWriter held = (meta, game, clocks, chat) -> {
            writing.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return sgf.sgf(meta, game, clocks, chat);
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
            repo.create(r, passCycles(2_000, now));
            try {
                List<CompletableFuture<String>> downloads = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    downloads.add(CompletableFuture.supplyAsync(() -> games.sgf(r.id(), null).orElseThrow(), pool));
                }
                // A download is writing the record, and cannot finish until the latch is released.
                assertThat(writing.await(60, TimeUnit.SECONDS)).isTrue();

                String state = onTime(pool, () -> games.state(r.id()).orElseThrow());
                assertThat(json.readTree(state).get("moveNumber").asInt()).isEqualTo(4_000);
                Outcome move = onTime(pool, () -> games.act(r.id(), black,
                        new Action.Play(Point.parseGtp("D4", 19), 4_000)));
                assertThat(move).isInstanceOf(Outcome.Done.class);
                assertThat(release.getCount()).as("the move was answered with the downloads still held").isEqualTo(1);
                assertThat(downloads).noneMatch(CompletableFuture::isDone);

                release.countDown();
                for (CompletableFuture<String> d : downloads) {
                    assertThat(d.get(60, TimeUnit.SECONDS)).startsWith("(;GM[1]FF[4]");
                }
                String after = games.sgf(r.id(), null).orElseThrow();
                assertThat(after).contains(";B[dp]");
                assertThat(after.split("GREV\\[resume W\\]", -1)).hasSize(2_001);
            } finally {
                release.countDown();
                repo.close();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Runs a request; a request that waits for the held downloads fails the test instead of hanging it. */
    private static <T> T onTime(ExecutorService pool, java.util.function.Supplier<T> request)
            throws Exception {
        return CompletableFuture.supplyAsync(request, pool).get(60, TimeUnit.SECONDS);
    }
}
