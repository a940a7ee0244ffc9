package org.goref.tournament.opengotha;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.goref.tournament.placement.Criterion;
import org.junit.jupiter.api.Test;

/** Reading OpenGotha's file: what it holds, OpenGotha's defaults, and every refusal with its line. */
class OpenGothaReaderTest {
    /** A small file as OpenGotha writes one, by hand: three players, a game, a bye, a forfeit. */
    static final String SMALL = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <Tournament dataVersion="201" fullVersionNumber="3.51" runningMode="SAL">
            <Players>
            <Player club="Mosc" country="RU" firstName="Ivan" name="Ivanov" participating="11111111111111111111" rank="2D" rating="2230" smmsCorrection="0"/>
            <Player club="SPb" country="RU" firstName="Petr" name="Petrov" rank="5K" rating="1650"/>
            <Player club="" country="" firstName="Anna" name="Sidorova" participating="10" rank="12K" rating="1000"/>
            </Players>
            <Games>
            <Game blackPlayer="PETROVPETR" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="1" tableNumber="1" whitePlayer="IVANOVIVAN"/>
            <Game blackPlayer="SIDOROVAANNA" handicap="3" knownColor="true" result="RESULT_BLACKWINS_BYDEF" roundNumber="2" tableNumber="1" whitePlayer="PETROVPETR"/>
            </Games>
            <ByePlayers>
            <ByePlayer player="SIDOROVAANNA" roundNumber="1"/>
            </ByePlayers>
            <TournamentParameterSet>
            <GeneralParameterSet name="Small" numberOfRounds="3" genMMBar="1D" genMMFloor="15K"/>
            <HandicapParameterSet hdCeiling="9"/>
            <PlacementParameterSet>
            <PlacementCriteria>
            <PlacementCriterion name="MMS" number="1"/>
            <PlacementCriterion name="SOSM" number="2"/>
            <PlacementCriterion name="NULL" number="3"/>
            </PlacementCriteria>
            </PlacementParameterSet>
            <PairingParameterSet/>
            </TournamentParameterSet>
            </Tournament>
            """;

    static OgTournament read(String xml) {
        return OpenGothaReader.read(xml.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void readsPlayersGamesByesAndParameters() {
        OgTournament t = read(SMALL);
        assertThat(t.players()).extracting(OgPlayer::key).containsExactly("IVANOVIVAN", "PETROVPETR", "SIDOROVAANNA");
        assertThat(t.players().get(0).rank()).isEqualTo(1);
        assertThat(t.players().get(1).rank()).isEqualTo(-5);
        assertThat(t.players().get(2).participates(2)).isFalse();
        assertThat(t.players().get(2).participates(3)).isTrue(); // past the string: takes part
        assertThat(t.games()).containsExactly(
                new OgGame(1, 1, "IVANOVIVAN", "PETROVPETR", true, 0, OgResult.RESULT_WHITEWINS),
                new OgGame(2, 1, "PETROVPETR", "SIDOROVAANNA", true, 3, OgResult.RESULT_BLACKWINS_BYDEF));
        assertThat(t.byes()).containsExactly(new OgBye(1, "SIDOROVAANNA"));
        assertThat(t.criteria()).containsExactly(Criterion.MMS, Criterion.SOSM);
        assertThat(t.isMcMahon()).isTrue();
        assertThat(t.numberOfRounds()).isEqualTo(3);
    }

    @Test
    void parametersLeftOutTakeOpenGothasDefaults() {
        var p = read(SMALL).scoringParameters();
        assertThat(p.mmBar()).isZero(); // 1D
        assertThat(p.mmFloor()).isEqualTo(-15);
        // What OpenGotha assumes when a file does not say: nothing for a bye or an absence, rounded down.
        assertThat(List.of(p.nbw2Absent(), p.nbw2Bye(), p.mms2Absent(), p.mms2Bye())).containsOnly(0);
        assertThat(p.roundDown()).isTrue();
        assertThat(p.notPlayedAsHalfPoint()).isFalse();
    }

    @Test
    void theStandingsOfTheSmallFile() {
        // Starts (floor 15k, bar 1d, zero 30k): Ivanov 2d is held at the bar, 30; Petrov 5k 25; Sidorova 12k 18.
        // Round 1: Ivanov beats Petrov; Sidorova's bye is worth 0 (the file does not say). Round 2: Petrov, White,
        // gives Sidorova 3 stones and loses by default; Ivanov is not paired. MMS: Ivanov 31, Petrov 25, Sidorova 19.
        // SOSM: Ivanov: Petrov 25, then no game: his own start 30 = 55. Petrov: Ivanov 31, then Sidorova 19 plus
        // the 3 stones he gave (White) = 22: 53. Sidorova: her bye counts her own start 18, then Petrov 25 less
        // the 3 stones she took (Black) = 22: 40.
        assertThat(OpenGothaStandings.csv(read(SMALL), 2)).isEqualTo("""
                place,name,first_name,club,country,rank,MMS,SOSM\r
                1,Ivanov,Ivan,Mosc,RU,2D,31,55\r
                2,Petrov,Petr,SPb,RU,5K,25,53\r
                3,Sidorova,Anna,,,12K,19,40\r
                """);
    }

    @Test
    void refusesAMalformedFileWithItsLineAndReason() {
        assertRefused(SMALL.replace("</Players>", "</Player>"), 7, "not well-formed");
        assertRefused(SMALL.replace("whitePlayer=\"IVANOVIVAN\"", "whitePlayer=\"NOBODY\""), 9,
                "whitePlayer 'NOBODY' is no player of the file");
        assertRefused(SMALL.replace("rank=\"5K\"", "rank=\"strong\""), 5, "rank 'strong' is no rank");
        assertRefused(SMALL.replace("RESULT_WHITEWINS\"", "RESULT_WHITE\""), 9, "unknown result 'RESULT_WHITE'");
        assertRefused(SMALL.replace("roundNumber=\"2\" tableNumber", "roundNumber=\"two\" tableNumber"), 10,
                "roundNumber 'two' is no whole number");
        assertRefused(SMALL.replace("roundNumber=\"2\" tableNumber", "roundNumber=\"4\" tableNumber"), 10,
                "a game in round 4 of a tournament of 3 rounds");
        assertRefused(SMALL.replace("<ByePlayer player=\"SIDOROVAANNA\" roundNumber=\"1\"/>",
                "<ByePlayer player=\"IVANOVIVAN\" roundNumber=\"1\"/>"), 13, "IVANOVIVAN is twice in round 1");
        assertRefused(SMALL.replace("name=\"SOSM\"", "name=\"SOSX\""), 21, "unknown placement criterion 'SOSX'");
        assertRefused(SMALL.replace("name=\"Petrov\"", "name=\"Ivanov\" x=\"\"").replace("firstName=\"Petr\"",
                "firstName=\"Ivan\""), 5, "listed twice");
        assertRefused("<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<Tournament>&e;</Tournament>",
                2, "DOCTYPE");
        assertRefused("<Players/>", 1, "starts with <Tournament>");
        assertRefused("", 1, "not well-formed");
    }

    private static void assertRefused(String xml, int line, String reason) {
        assertThatThrownBy(() -> read(xml)).isInstanceOfSatisfying(OpenGothaFormatException.class, e -> {
            assertThat(e.line()).as(e.getMessage()).isEqualTo(line);
            assertThat(e.getMessage()).contains(reason);
        });
    }
}
