package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Watchers that subscribe to a game's events and never read them. Every update used to be queued
 * for them without limit: a few hundred such sockets and a few thousand marking clicks (anyone may
 * create a game and watch it) took the server's heap and the server with it.
 */
class HostileWatcherTest extends ServerOnSqliteFile {
    /** A WebSocket subscription made by hand whose socket is then never read. */
    private static Socket silentWatcher(String id) throws Exception {
        Socket s = new Socket();
        s.setReceiveBufferSize(4096);
        s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
        String key = Base64.getEncoder().encodeToString("0123456789abcdef".getBytes(StandardCharsets.US_ASCII));
        OutputStream out = s.getOutputStream();
        out.write(("GET /api/games/" + id + "/events HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return s;
    }

    /** Reads what the server sent until it closes the connection; false if it is still open after the wait. */
    private static boolean closedByServer(Socket s, long waitMs) throws Exception {
        long deadline = System.currentTimeMillis() + waitMs;
        s.setSoTimeout(500);
        InputStream in = s.getInputStream();
        byte[] buf = new byte[1 << 16];
        while (System.currentTimeMillis() < deadline) {
            try {
                if (in.read(buf) < 0) {
                    return true;
                }
            } catch (SocketTimeoutException e) {
                // nothing more yet: the server still holds the connection
            } catch (SocketException e) {
                return true; // reset
            }
        }
        return false;
    }

    @Test
    void aWatcherThatNeverReadsIsDisconnectedAndTheOthersGetEveryUpdate() {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            JsonNode c = client.create("{\"size\":25}");
            String id = c.get("id").asText();
            String black = c.at("/black/token").asText();
            String white = c.at("/white/token").asText();
            assertThat(client.play(id, black, "D4", 0).status()).isEqualTo(200);
            assertThat(client.play(id, white, "Q16", 1).status()).isEqualTo(200);
            assertThat(client.play(id, black, "pass", 2).status()).isEqualTo(200);
            assertThat(client.play(id, white, "pass", 3).status()).isEqualTo(200);
            List<Socket> silent = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                silent.add(silentWatcher(id));
            }
            try (Client.Watcher reader = client.watch(id)) {
                assertThat(reader.next().get("type").asText()).isEqualTo("state");
                int clicks = 1500;
                for (int i = 0; i < clicks; i++) {
                    Client.Answer a = client.post("/api/games/" + id + "/mark", black, "{\"vertices\":[\"D4\"]}");
                    assertThat(a.status()).as(a.text()).isEqualTo(200);
                }
                JsonNode last = null;
                for (int i = 0; i < clicks; i++) {
                    last = reader.next();
                }
                assertThat(last.at("/state/dead").toString()).isEqualTo(client.state(id).get("dead").toString());
                for (Socket s : silent) {
                    assertThat(closedByServer(s, 20_000)).as("a watcher that never reads is let go").isTrue();
                    s.close();
                }
            }
            assertThat(client.state(id).get("phase").asText()).isEqualTo("marking");
        });
    }

    @Test
    void watchersOfOneGameAreLimitedAndAFreedPlaceIsTakenAgain() {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            String id = client.create("{\"size\":9}").get("id").asText();
            List<Client.Watcher> admitted = new ArrayList<>();
            try {
                for (int i = 0; i < 256; i++) {
                    Client.Watcher w = client.watch(id);
                    assertThat(w.next().get("type").asText()).isEqualTo("state");
                    admitted.add(w);
                }
                Client.Watcher refused = client.watch(id);
                assertThat(refused.closedWith.get(10, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(4429);
                assertThat(refused.messages).as("a refused watcher gets no state").isEmpty();
                // The game itself is untouched and its watchers still get its updates.
                String other = client.create("{\"size\":9}").get("id").asText();
                try (Client.Watcher elsewhere = client.watch(other)) {
                    assertThat(elsewhere.next().get("type").asText()).as("the limit is per game").isEqualTo("state");
                }
                admitted.remove(0).close();
                Client.Watcher again = null;
                for (int tries = 0; tries < 50 && again == null; tries++) {
                    Client.Watcher w = client.watch(id);
                    if (w.messages.poll(2, java.util.concurrent.TimeUnit.SECONDS) != null) {
                        again = w;
                    } else {
                        assertThat(w.closedWith.get(10, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(4429);
                    }
                }
                assertThat(again).as("the place a watcher left is free again").isNotNull();
                admitted.add(again);
            } finally {
                admitted.forEach(Client.Watcher::close);
            }
        });
    }
}
