package org.goref.tournament.opengotha;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The standings of a realistic McMahon file after each of its rounds (61 players, 5 rounds, byes,
 * absences, handicaps, a forfeit and a double forfeit; criteria MMS, SOSM, SOSOSM, SODOSM, DC, CUSSM).
 * The file was made by {@link GeneratedTournaments} (seed 32, the fifth criterion then set to DC) and
 * the expected lines by goref; they were checked equal, round by round, to the standings the real
 * OpenGotha 3.51 computes from the same file.
 */
class GeneratedFileStandingsTest {
    @Test
    void everyRoundAsOpenGothaComputesIt() throws IOException {
        OgTournament t;
        try (InputStream in = getClass().getResourceAsStream("generated-mcmahon-61x5.xml")) {
            t = OpenGothaReader.read(in);
        }
        Map<Integer, StringBuilder> expected = new LinkedHashMap<>();
        String text;
        try (InputStream in = getClass().getResourceAsStream("generated-mcmahon-61x5-standings.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int round = 0;
        for (String line : text.split("\n")) {
            if (line.startsWith("# round ")) {
                round = Integer.parseInt(line.substring(8));
                expected.put(round, new StringBuilder());
            } else {
                expected.get(round).append(line).append("\r\n");
            }
        }
        assertThat(expected).hasSize(5);
        for (var e : expected.entrySet()) {
            assertThat(OpenGothaStandings.csv(t, e.getKey())).as("round " + e.getKey()).isEqualTo(e.getValue().toString());
        }
        assertThat(OpenGothaStandings.defaultRound(t)).isEqualTo(5);
    }
}
