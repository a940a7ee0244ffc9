package org.goref.server.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The streaming read of a socket's message gives what the tree of it gave the checks before. */
class UpdateTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {
        // As GameService tells a change: seq, the events' lines, the whole state last.
        "{\"type\":\"update\",\"seq\":7,\"events\":[\"play B C1\",\"play W C19\"],\"state\":{\"size\":19,"
                + "\"board\":[\"...X\",\"O...\"],\"clocks\":{\"black\":{\"moveNumber\":99}},\"moveNumber\":8,\"phase\":\"playing\"}}",
        "{\"type\":\"update\",\"seq\":3,\"events\":[],\"chat\":[\"players\"],\"state\":{\"moveNumber\":2}}",
        // The state a socket is sent first.
        "{\"type\":\"state\",\"state\":{\"board\":[[1,2],{\"a\":[]}],\"moveNumber\":41}}",
        // Who is connected: no seq, no events, no state.
        "{\"type\":\"presence\",\"black\":true,\"white\":false,\"referee\":false,\"spectators\":0}",
        "{\"type\":{\"odd\":[1]},\"seq\":\"12\",\"events\":\"x\",\"state\":[1,2]} trailing",
        "[1,2,3]",
        "{}"
    })
    void readsWhatTheTreeRead(String text) throws IOException {
        JsonNode m = JSON.readTree(text);
        Update u = Update.of(text);
        assertThat(u.state()).isEqualTo("state".equals(m.path("type").asText()));
        assertThat(u.seq()).isEqualTo(m.path("seq").asInt());
        assertThat(u.moveNumber()).isEqualTo(m.path("state").path("moveNumber").asInt());
        assertThat(u.events()).isEqualTo(m.path("events").size());
    }

    @Test
    void aMessageCutShortIsNoUpdate() {
        assertThatThrownBy(() -> Update.of("{\"type\":\"update\",\"seq\":7,\"events\":[\"play")).isInstanceOf(IOException.class);
    }
}
