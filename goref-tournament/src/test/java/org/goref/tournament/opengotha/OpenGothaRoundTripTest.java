package org.goref.tournament.opengotha;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

import org.goref.tournament.Tournament;
import org.goref.tournament.system.McMahon;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A tournament in OpenGotha's file goes through goref and back with every player, pairing, colour,
 * handicap and result unchanged (the parsed contents compared, not the bytes); so does the file
 * through goref's writer alone.
 */
class OpenGothaRoundTripTest {
    static OgTournament file;

    @BeforeAll
    static void generate() {
        file = GeneratedTournaments.mcMahon(31, 4, 11);
    }

    static OgTournament reread(OgTournament t) {
        return OpenGothaReader.read(OpenGothaWriter.write(t).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theGeneratedFileHoldsWhatATestNeeds() {
        assertThat(file.games()).extracting(OgGame::result).contains(OgResult.RESULT_WHITEWINS, OgResult.RESULT_BLACKWINS);
        assertThat(file.games()).anyMatch(g -> g.handicap() > 0);
        assertThat(file.byes()).isNotEmpty();
        assertThat(file.players()).anyMatch(p -> !p.participates(1) || !p.participates(2) || !p.participates(3));
    }

    @Test
    void writerAndReaderKeepEverything() {
        assertThat(reread(file)).isEqualTo(reread(reread(file)));
        OgTournament back = reread(file);
        assertThat(back.players()).isEqualTo(file.players());
        assertThat(back.games()).isEqualTo(file.games());
        assertThat(back.byes()).isEqualTo(file.byes());
        assertThat(back.placementCriteria()).isEqualTo(file.placementCriteria());
        assertThat(back.general()).containsAllEntriesOf(file.general());
    }

    @Test
    void throughAGorefTournamentAndBack() {
        Tournament t = OpenGothaImport.toTournament(file, "Referee", Instant.parse("2026-07-25T09:00:00Z"));
        assertThat(t.info().regulations().system()).isInstanceOf(McMahon.class);
        assertThat(t.rounds()).hasSize(4);
        // Stored as events and read back, as the server does.
        OgTournament back = reread(OpenGothaExport.of(Tournament.replay(t.events())));
        assertThat(back.players()).extracting(OgPlayer::key, OgPlayer::rank, OgPlayer::rating, OgPlayer::club,
                        OgPlayer::country, OgPlayer::smmsCorrection)
                .containsExactlyElementsOf(file.players().stream().map(p -> org.assertj.core.groups.Tuple.tuple(p.key(),
                        p.rank(), p.rating(), p.club(), p.country(), p.smmsCorrection())).toList());
        assertThat(back.games()).containsExactlyInAnyOrderElementsOf(file.games().stream()
                .map(g -> g.result() == OgResult.RESULT_EQUAL_BYDEF ? new OgGame(g.round(), g.table(), g.white(),
                        g.black(), g.knownColor(), g.handicap(), OgResult.RESULT_EQUAL) : g).toList());
        assertThat(back.byes()).containsExactlyInAnyOrderElementsOf(file.byes());
        for (int r = 1; r <= 4; r++) {
            for (OgPlayer p : file.players()) {
                assertThat(back.player(p.key()).orElseThrow().participates(r)).as(p.key() + " round " + r)
                        .isEqualTo(p.participates(r));
            }
        }
        assertThat(back.placementCriteria()).startsWith("MMS", "SOSM", "SOSOSM", "SODOSM");
        // And the standings OpenGotha would compute from goref's export are the file's own.
        assertThat(OpenGothaStandings.csv(back, 4).lines().map(l -> l.split(",", 7)[0] + l.split(",", 7)[1]).toList())
                .isEqualTo(OpenGothaStandings.csv(file, 4).lines().map(l -> l.split(",", 7)[0] + l.split(",", 7)[1]).toList());
    }

    @Test
    void bothWinHasNoCounterpartAndChangesNothing() {
        List<OgGame> games = new java.util.ArrayList<>(file.games());
        OgGame g = games.get(0);
        games.set(0, new OgGame(g.round(), g.table(), g.white(), g.black(), true, g.handicap(), OgResult.RESULT_BOTHWIN));
        OgTournament odd = new OgTournament(file.root(), file.players(), games, file.byes(), file.general(),
                file.categoryLimits(), file.handicap(), file.placementCriteria(), file.pairing(), file.display(),
                file.publish());
        assertThatThrownBy(() -> OpenGothaImport.toTournament(odd, "Referee", Instant.EPOCH))
                .hasMessageContaining("round 1, table " + g.table()).hasMessageContaining("both win");
    }
}
