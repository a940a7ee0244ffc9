package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * The marking as a player sees it: an acceptance sent with the marking the page showed is refused
 * when the opponent changed the marking meanwhile (else a marking nobody showed the player was
 * accepted, and the opponent's accept ended the game on it); and a marking action out of the
 * marking is refused in words of the phase the game is in.
 */
class MarkingRefusalsTest extends ServerOnSqliteFile {

    /** A 9×9 game brought to the marking: Black walls column D, White column F, a lone White stone at B5. */
    private static ApiTest.Game atMarking(String rules) {
        ApiTest.Game g = ApiTest.newGame(",\"komi\":0.5,\"rules\":\"" + rules + "\"");
        ApiTest.playAll(g, "D1", "F1", "D2", "F2", "D3", "F3", "D4", "F4", "D5", "F5", "D6", "F6", "D7", "F7", "D8", "F8",
                "D9", "F9", "pass", "B5", "pass", "pass");
        assertThat(client.state(g.id()).get("phase").asText()).isEqualTo("marking");
        // Whatever the estimator pre-marked: B5 alive, as a player's page would show it now.
        assertThat(client.post("/api/games/" + g.id() + "/mark", g.black(), "{\"vertices\":[\"B5\"],\"dead\":false}").status())
                .isEqualTo(200);
        assertThat(client.state(g.id()).get("dead").size()).isZero();
        return g;
    }

    @Test
    void anAcceptanceOfAMarkingChangedMeanwhileIsRefusedAndChangesNothing() {
        ApiTest.Game g = atMarking("russian-territory");
        String id = g.id();
        // Black's page shows no dead stones; White marks B5 dead before Black's accept arrives.
        String seen = client.state(id).get("dead").toString();
        assertThat(client.post("/api/games/" + id + "/mark", g.white(), "{\"vertices\":[\"B5\"],\"dead\":true}").status())
                .isEqualTo(200);
        Client.Answer stale = ApiTest.refusedUnchanged(id, 409,
                () -> client.post("/api/games/" + id + "/accept", g.black(), "{\"dead\":" + seen + "}"));
        assertThat(stale.body().get("reason").asText()).isEqualTo("stale-marking");
        assertThat(stale.body().get("detail").asText()).contains("B5");
        assertThat(client.state(id).at("/accepted/black").asBoolean()).isFalse();
        // White accepts its own marking: the game does not end on a marking Black never saw.
        JsonNode afterWhite = client.post("/api/games/" + id + "/accept", g.white(), "").body();
        assertThat(afterWhite.get("phase").asText()).isEqualTo("marking");

        // Accepting the marking as it now stands (its stones in any order) is taken.
        Client.Answer bad = ApiTest.refusedUnchanged(id, 400,
                () -> client.post("/api/games/" + id + "/accept", g.black(), "{\"dead\":\"B5\"}"));
        assertThat(bad.body().get("detail").asText()).contains("dead");
        ApiTest.refusedUnchanged(id, 400, () -> client.post("/api/games/" + id + "/accept", g.black(), "{\"dead\":[\"Z99\"]}"));
        JsonNode done = client.post("/api/games/" + id + "/accept", g.black(), "{\"dead\":[\"B5\"]}").body();
        assertThat(done.get("phase").asText()).isEqualTo("finished");
        assertThat(done.get("result").asText()).isEqualTo("B+0.5");
    }

    @Test
    void anAcceptanceWithoutTheMarkingAcceptsItAsItStands() {
        ApiTest.Game g = atMarking("russian-territory");
        client.post("/api/games/" + g.id() + "/mark", g.white(), "{\"vertices\":[\"B5\"],\"dead\":true}");
        assertThat(client.post("/api/games/" + g.id() + "/accept", g.black(), "").body().at("/accepted/black").asBoolean())
                .isTrue();
        assertThat(client.post("/api/games/" + g.id() + "/accept", g.white(), "{\"dead\":null}").body().get("phase").asText())
                .isEqualTo("finished");
    }

    @Test
    void markingActionsInADisputeOrAfterTheEndSayWhy() {
        ApiTest.Game g = atMarking("russian-territory,disputes=referee");
        String id = g.id();
        assertThat(client.post("/api/games/" + id + "/resume", g.black(), "").status()).isEqualTo(200);
        JsonNode s = client.state(id);
        assertThat(s.get("phase").asText()).isEqualTo("marking");
        assertThat(s.get("dispute").asBoolean()).isTrue();
        // The state says "marking": "there is no marking to accept" misled the player.
        for (String[] a : new String[][] {{"accept", ""}, {"resume", ""}, {"mark", "{\"vertices\":[\"B5\"]}"}}) {
            Client.Answer r = ApiTest.refusedUnchanged(id, 409, () -> client.post("/api/games/" + id + "/" + a[0], g.white(), a[1]));
            assertThat(r.body().get("reason").asText()).isEqualTo("wrong-phase");
            assertThat(r.body().get("detail").asText()).as(a[0]).contains("disputed").contains("referee decides");
        }
        assertThat(client.post("/api/games/" + id + "/decide", g.referee(), "{\"vertices\":[\"B5\"]}").status()).isEqualTo(200);
        assertThat(client.state(id).get("phase").asText()).isEqualTo("finished");
        for (String[] a : new String[][] {{"accept", ""}, {"resume", ""}, {"mark", "{\"vertices\":[\"B5\"]}"}}) {
            Client.Answer r = ApiTest.refusedUnchanged(id, 409, () -> client.post("/api/games/" + id + "/" + a[0], g.white(), a[1]));
            assertThat(r.body().get("detail").asText()).as(a[0]).isEqualTo("the game is over");
        }
        // A second decision: the game is over, not "only under disputes=referee, after play stops".
        Client.Answer again = ApiTest.refusedUnchanged(id, 409,
                () -> client.post("/api/games/" + id + "/decide", g.referee(), "{\"vertices\":[]}"));
        assertThat(again.body().get("detail").asText()).isEqualTo("the game is over");
    }
}
