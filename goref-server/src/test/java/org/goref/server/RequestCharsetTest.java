package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * A body's bytes and the charset its Content-Type names: a charset the server does not know was a
 * 500, and bytes that are not UTF-8 (a Russian name typed in Windows-1251) became U+FFFD in the
 * stored name. Both are 400 and change nothing; a body in a charset it names correctly is read.
 */
class RequestCharsetTest extends ServerOnSqliteFile {
    private static final String GAME = "{\"size\":9,\"black\":{\"name\":\"Иван\"},\"white\":{\"name\":\"Bob\"}}";

    private static int games() {
        return client.get("/api/games").body().size();
    }

    @Test
    void aCharsetTheServerDoesNotKnowIsRefusedNotA500() {
        int before = games();
        for (String type : new String[] {"application/json; charset=klingon", "application/json; charset=\"",
                "application/json; charset=utf-8x"}) {
            Client.Answer a = client.postBytes("/api/games", null, type, GAME.getBytes(StandardCharsets.UTF_8));
            assertThat(a.status()).as(type + ": " + a.text()).isEqualTo(400);
            assertThat(a.body().get("detail").asText()).as(type).contains("charset").contains("UTF-8");
        }
        Client.Answer t = client.postBytes("/api/tournaments", null, "application/json; charset=klingon",
                "{\"name\":\"T\",\"rules\":\"russian-territory\"}".getBytes(StandardCharsets.UTF_8));
        assertThat(t.status()).as(t.text()).isEqualTo(400);
        assertThat(games()).isEqualTo(before);

        ApiTest.Game g = ApiTest.newGame("");
        String state = client.stableState(g.id());
        for (String action : new String[] {"play", "check", "mark", "accept", "resign"}) {
            Client.Answer a = client.postBytes("/api/games/" + g.id() + "/" + action, g.black(), "application/json; charset=klingon",
                    "{\"move\":\"D4\",\"moveNumber\":0}".getBytes(StandardCharsets.UTF_8));
            assertThat(a.status()).as(action + ": " + a.text()).isEqualTo(400);
        }
        assertThat(client.stableState(g.id())).isEqualTo(state);
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedNotStoredAsReplacementCharacters() {
        int before = games();
        byte[] cp1251 = GAME.getBytes(Charset.forName("windows-1251"));
        for (String type : new String[] {"application/json", "application/json; charset=utf-8"}) {
            Client.Answer a = client.postBytes("/api/games", null, type, cp1251);
            assertThat(a.status()).as(type + ": " + a.text()).isEqualTo(400);
            assertThat(a.body().get("detail").asText()).contains("UTF-8");
        }
        assertThat(games()).isEqualTo(before);
        // Said to be Windows-1251, the same bytes are read as what they are.
        Client.Answer named = client.postBytes("/api/games", null, "application/json; charset=windows-1251", cp1251);
        assertThat(named.status()).as(named.text()).isEqualTo(201);
        JsonNode s = client.state(named.body().get("id").asText());
        assertThat(s.at("/black/name").asText()).isEqualTo("Иван");
        Client.Answer utf8 = client.postBytes("/api/games", null, "application/json", GAME.getBytes(StandardCharsets.UTF_8));
        assertThat(client.state(utf8.body().get("id").asText()).at("/black/name").asText()).isEqualTo("Иван");
    }
}
