package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.goref.tournament.PdfRenderer;
import org.junit.jupiter.api.Test;

/**
 * Anyone may ask for a tournament's PDF, and each one is a headless chromium: asked for many at
 * once, the server started as many browsers at once (a few hundred MB each) until the machine's
 * memory gave out. At most {@code 2} render at a time; the others wait their turn.
 */
class PdfLoadTest extends ServerOnSqliteFile {
    /** The browsers this JVM has started and that still run (direct children named like chromium). */
    private static int browsers() {
        return (int) ProcessHandle.current().children()
                .filter(p -> p.info().command().map(c -> c.contains("chrom")).orElse(false)).count();
    }

    @Test
    void manyPdfRequestsAtOnceStartAtMostTwoBrowsers() {
        assumeTrue(PdfRenderer.locate().isPresent(), "chromium is not installed");
        assertTimeoutPreemptively(Duration.ofSeconds(240), () -> {
            Client.Answer t = client.post("/api/tournaments", null, "{\"name\":\"Cup\",\"rules\":\"russian-territory\"}");
            assertThat(t.status()).as(t.text()).isEqualTo(201);
            String url = "http://127.0.0.1:" + server.port() + "/api/tournaments/" + t.body().get("id").asText() + "/table.pdf";
            HttpClient http = HttpClient.newHttpClient();
            AtomicBoolean done = new AtomicBoolean();
            AtomicInteger most = new AtomicInteger();
            Thread watch = new Thread(() -> {
                while (!done.get()) {
                    most.accumulateAndGet(browsers(), Math::max);
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            watch.start();
            List<CompletableFuture<HttpResponse<byte[]>>> answers = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                answers.add(http.sendAsync(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(200)).build(),
                        HttpResponse.BodyHandlers.ofByteArray()));
            }
            for (CompletableFuture<HttpResponse<byte[]>> a : answers) {
                HttpResponse<byte[]> r = a.join();
                if (r.statusCode() == 200) {
                    assertThat(new String(r.body(), 0, 5, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
                } else {
                    // waited too long for a turn on a loaded machine: a 503 that says so, never a crash
                    assertThat(r.statusCode()).isEqualTo(503);
                    assertThat(new String(r.body(), java.nio.charset.StandardCharsets.UTF_8)).contains("\"busy\"");
                }
            }
            done.set(true);
            watch.join();
            assertThat(most.get()).as("browsers running at once").isBetween(1, 2);
        });
    }
}
