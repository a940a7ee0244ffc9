package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The bodies {@code TournamentApiPropertiesTest} found answered 500, each pinned as it was shrunk:
 * four players, round 1 paired by the Berger tables, then the request, refused with its status and
 * reason, the tournament's view byte for byte as before.
 */
class TournamentApiBodiesTest extends ServerOnSqliteFile {
    private Client.Refereed t;

    @BeforeEach
    void fourPlayersInRoundOne() {
        t = client.tournament("{\"name\":\"Fuzz Cup\",\"rules\":\"japanese\",\"boardSize\":9}");
        for (String name : new String[] {"Ann", "Bob", "Cid", "Dan"}) {
            assertThat(client.post(base() + "/players", t.token(), "{\"name\":\"" + name + "\"}").status()).isEqualTo(201);
        }
        assertThat(client.post(base() + "/rounds", t.token(), "").status()).isEqualTo(201);
    }

    private String base() {
        return "/api/tournaments/" + t.id();
    }

    private Client.Answer refused(int status, String reason, Client.Answer a, String before) {
        assertThat(a.status()).as(a.text()).isEqualTo(status);
        assertThat(a.body().path("reason").asText()).as(a.text()).isEqualTo(reason);
        assertThat(client.get(base()).text()).isEqualTo(before);
        return a;
    }

    @Test
    void aScoreSheetTermThatIsNullIsRefusedNamingIt() {
        String before = client.get(base()).text();
        Client.Answer a = refused(422, "invalid", client.post(base() + "/results", t.token(), """
                {"round":1,"board":1,"result":"W+2.5","black":{"territory":30,"prisoners":2,"penalty":null},
                 "white":{"territory":25,"prisoners":3,"komi":6.5,"total":34.5},"moves":120}"""), before);
        assertThat(a.body().path("detail").asText()).contains("black.penalty");
    }

    @Test
    void aPutWhosePathIsNoUtf8IsRefusedWithItsReason() {
        // Jetty refuses the path before any route; it wrote its refusal's body for GET, POST and HEAD only.
        String before = client.get(base()).text();
        Client.Answer a = refused(400, "request", client.put(base() + "/rounds/%C0%80", t.token(),
                "{\"pairings\":[{\"black\":1,\"white\":2}],\"byes\":[3,4],\"why\":\"Ann is late\",\"basedOn\":0}"), before);
        assertThat(a.body().path("detail").asText()).contains("UTF-8");
    }

    @Test
    void theRequestAfterAUriTooLongIsAnswered() {
        // Jetty closed the connection after its 414 without saying so: the client's next request on
        // it failed with no answer ("header parser received no bytes"), about one in six. A POST:
        // the JDK's client tries a GET again by itself on a fresh connection, and hid it.
        String before = client.get(base()).text();
        for (int i = 0; i < 200; i++) {
            assertThat(client.get("/api/tournaments/" + "x".repeat(9000), t.token()).status()).isEqualTo(414);
            refused(403, "bad-token", client.post(base() + "/players", null, "{\"name\":\"Eve\"}"), before);
        }
    }

    @Test
    void aTextWithHalfACharacterIsRefusedNamingItsField() {
        // "\uD800" alone: Java keeps it, UTF-8 cannot, so the answer (and the database) had '?' where
        // the accepted text had the half character.
        String before = client.get(base()).text();
        Client.Answer a = refused(400, "invalid", client.put(base() + "/rounds/1", t.token(),
                "{\"pairings\":[{\"black\":1,\"white\":2},{\"black\":3,\"white\":4}],\"why\":\"late \\uD800\",\"basedOn\":0}"),
                before);
        assertThat(a.body().path("detail").asText()).startsWith("why: ").contains("half of a character");
        refused(400, "invalid", client.post(base() + "/results", t.token(),
                "{\"round\":1,\"board\":1,\"result\":\"B+F\",\"reason\":[\"x\\uDC00\"]}"), before);
        // A name keeps its own reason, which the pages word.
        refused(422, "name", client.post(base() + "/players", t.token(), "{\"name\":\"Eve\\uD800\"}"), before);
        // A whole pair of escapes is one character and passes.
        assertThat(client.put(base() + "/rounds/1", t.token(),
                "{\"pairings\":[{\"black\":1,\"white\":2},{\"black\":3,\"white\":4}],\"why\":\"late \\uD83D\\uDC3C\",\"basedOn\":0}")
                .status()).isEqualTo(200);
    }

    @Test
    void aBodyIsReadAsSentNotAsItsTree() {
        // A number where a text belongs is taken as written ("why":1.10 is the text "1.10"), and a
        // refusal quotes the number as sent: read through a tree, 1.10 became "1.1" and 1e3 "1000.0"
        // (1e3 is a whole number now, a rating of 1000; 5e-1 is none, and read so would be "0.5").
        assertThat(client.put(base() + "/rounds/1", t.token(),
                "{\"pairings\":[{\"black\":1,\"white\":2},{\"black\":3,\"white\":4}],\"why\":1.10,\"basedOn\":0}")
                .status()).isEqualTo(200);
        assertThat(client.get(base()).body().at("/rounds/0/changes/0/why").asText()).isEqualTo("1.10");
        String before = client.get(base()).text();
        Client.Answer a = refused(400, "invalid", client.post(base() + "/players", t.token(),
                "{\"name\":\"Eve\",\"rating\":5e-1}"), before);
        assertThat(a.body().path("detail").asText()).contains("rating: ").contains("(5e-1)");
    }
}
