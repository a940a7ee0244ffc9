package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server runs as a process of its own and is killed with SIGKILL at random moments while a
 * client plays; after each restart every acknowledged move is there, and nothing else but at most
 * the one move whose answer the kill swallowed.
 */
class CrashSafetyTest {
    @TempDir
    Path dir;

    /** 19x19: Black fills rows 1-9, White rows 11-19; no capture, every move legal. */
    static List<String> moves() {
        String cols = "ABCDEFGHJKLMNOPQRST";
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 171; i++) {
            out.add("" + cols.charAt(i % 19) + (1 + i / 19));
            out.add("" + cols.charAt(i % 19) + (19 - i / 19));
        }
        return out;
    }

    static String[] boardAfter(List<String> moves, int n) {
        char[][] b = new char[19][19];
        for (char[] row : b) {
            java.util.Arrays.fill(row, '.');
        }
        String cols = "ABCDEFGHJKLMNOPQRST";
        for (int i = 0; i < n; i++) {
            String m = moves.get(i);
            int x = cols.indexOf(m.charAt(0));
            int y = 19 - Integer.parseInt(m.substring(1));
            b[y][x] = i % 2 == 0 ? 'X' : 'O';
        }
        String[] rows = new String[19];
        for (int y = 0; y < 19; y++) {
            rows[y] = new String(b[y]);
        }
        return rows;
    }

    record Running(Process process, int port) {
    }

    Running startServer(String url) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        // The SQLite driver unpacks its native library into its tmpdir and deletes it at exit; a
        // killed server never exits, so the copy goes to this test's folder, not the system's.
        ProcessBuilder pb = new ProcessBuilder(java, "-Dorg.sqlite.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"),
                ServerProcessMain.class.getName(), url);
        pb.redirectError(dir.resolve("server-stderr.txt").toFile());
        Process p = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream()));
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("port=")) {
                return new Running(p, Integer.parseInt(line.substring(5)));
            }
        }
        throw new IllegalStateException("the server did not start; see " + dir.resolve("server-stderr.txt"));
    }

    @Test
    void everyAcknowledgedMoveSurvivesSigkill() throws Exception {
        String url = Databases.sqliteFile(dir);
        List<String> moves = moves();
        long seed = Long.getLong("goref.crash.seed", System.nanoTime());
        System.out.println("crash test seed: " + seed + " (rerun with -Dgoref.crash.seed=" + seed + ")");
        Random random = new Random(seed);
        Running r = startServer(url);
        JsonNode created = new Client(r.port()).create("{\"size\":19,\"black\":{\"name\":\"B\"},\"white\":{\"name\":\"W\"}}");
        String id = created.get("id").asText();
        String[] tokens = {created.at("/black/token").asText(), created.at("/white/token").asText()};
        int acknowledged = 0;
        for (int round = 0; round < 3; round++) {
            Client c = new Client(r.port());
            Process victim = r.process();
            long delay = 300 + random.nextInt(1500);
            Thread killer = Thread.ofPlatform().start(() -> {
                try {
                    Thread.sleep(delay);
                } catch (InterruptedException e) {
                    return;
                }
                victim.destroyForcibly(); // SIGKILL on Linux
            });
            int n = acknowledged;
            try {
                while (n < moves.size() - 2) {
                    Client.Answer a = c.play(id, tokens[n % 2], moves.get(n), n);
                    assertThat(a.status()).as(a.text()).isEqualTo(200);
                    n++;
                    acknowledged = n;
                }
            } catch (RuntimeException e) {
                // the kill: the move n was sent and not answered
            }
            killer.join();
            victim.waitFor(10, TimeUnit.SECONDS);
            assertThat(victim.isAlive()).isFalse();

            r = startServer(url);
            JsonNode s = new Client(r.port()).state(id);
            int stored = s.get("moveNumber").asInt();
            assertThat(stored).as("round %d: acknowledged %d", round, acknowledged)
                    .isBetween(acknowledged, acknowledged + 1);
            String[] board = new String[19];
            for (int y = 0; y < 19; y++) {
                board[y] = s.get("board").get(y).asText();
            }
            assertThat(board).isEqualTo(boardAfter(moves, stored));
            System.out.printf("crash round %d: killed after %d ms, %d acknowledged, %d stored%n", round, delay, acknowledged, stored);
            acknowledged = stored;
        }
        r.process().destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertThat(acknowledged).isGreaterThan(0);
    }
}
