package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * Anyone may ask for a tournament's PDF. Asked for several at once, the server prints them in the
 * JVM, a few at a time (the others wait their turn or are told to come back, never a crash), and
 * starts no process: no browser, nothing else.
 */
class PdfLoadTest extends ServerOnSqliteFile {
    private static Set<Long> children() {
        return ProcessHandle.current().children().map(ProcessHandle::pid).collect(Collectors.toSet());
    }

    @Test
    void manyPdfRequestsAtOnceArePrintedWithoutStartingAProcess() {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            Client.Answer t = client.post("/api/tournaments", null, "{\"name\":\"Кубок 이민호 山田\",\"rules\":\"russian-territory\"}");
            assertThat(t.status()).as(t.text()).isEqualTo(201);
            String url = "http://127.0.0.1:" + server.port() + "/api/tournaments/" + t.body().get("id").asText() + "/table.pdf";
            Set<Long> before = children();
            HttpClient http = HttpClient.newHttpClient();
            List<CompletableFuture<HttpResponse<byte[]>>> answers = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                answers.add(http.sendAsync(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(100)).build(),
                        HttpResponse.BodyHandlers.ofByteArray()));
            }
            int printed = 0;
            for (CompletableFuture<HttpResponse<byte[]>> a : answers) {
                HttpResponse<byte[]> r = a.join();
                if (r.statusCode() == 200) {
                    assertThat(new String(r.body(), 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
                    assertThat(r.headers().firstValue("Content-Type")).hasValue("application/pdf");
                    printed++;
                } else {
                    // waited too long for a turn on a loaded machine: a 503 that says so, never a crash
                    assertThat(r.statusCode()).isEqualTo(503);
                    assertThat(new String(r.body(), StandardCharsets.UTF_8)).contains("\"busy\"");
                }
            }
            assertThat(printed).isPositive();
            assertThat(children()).as("processes the server started").isSubsetOf(before);
        });
    }
}
