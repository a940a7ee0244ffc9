package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

class AgaExportTest {

    /**
     * Six players over three rounds. Members 489 and 3199; 99999 is a member too, so the temporary
     * ids start below it; Smith gives Mott's id again and gets a temporary one. Rated: round 1's
     * even game and handicap game, round 2's game with one stone (handicap 0, komi 0). Left out:
     * a forfeit, a void game, a bye, a double forfeit, a game without result and a draw.
     */
    static Tournament tournament() {
        Tournament t = Tournament.create(new TournamentInfo("Moscow Autumn Cup", LocalDate.parse("2026-11-28"),
                LocalDate.parse("2026-11-29"), "RU", "Moscow", Regulations.of(RuleSet.of(RuleSet.Preset.JAPANESE))),
                Fixtures.REFEREE, Fixtures.T0);
        t.register(new Player("Matthews Paul", Rank.parse("4k"), null, "", "", "US", "489"), Fixtures.at(1));
        t.register(new Player("Mott Rick", Rank.parse("4k"), null, "", "", "US", "3199"), Fixtures.at(1));
        t.register(new Player("Иванов Пётр", Rank.parse("2d"), null, "", "", "RU"), Fixtures.at(1));
        t.register(new Player("Lee Min Ho", null, 2120, "", "", "KR"), Fixtures.at(1));
        t.register(new Player("Smith John", Rank.parse("3k"), null, "", "", "US", "03199"), Fixtures.at(1));
        t.register(new Player("Brown Bob", null, null, "", "", "US", "99999"), Fixtures.at(1));
        t.pairManually(List.of(new Pairing(1, 1, 2, 0, 6.5), new Pairing(2, 3, 4, 2, 0.5), new Pairing(3, 5, 6, 0, 6.5)),
                List.of(), Fixtures.at(2));
        t.recordResult(1, 1, Fixtures.points(Color.BLACK, 3.5), Fixtures.referee(), Fixtures.at(3));
        t.recordResult(1, 2, Result.of(new GameResult.Resignation(Color.WHITE)), Fixtures.referee(), Fixtures.at(3));
        t.recordResult(1, 3, Result.of(new GameResult.Forfeit(Color.WHITE, "late")), Fixtures.referee(), Fixtures.at(3));
        t.pairManually(List.of(new Pairing(1, 1, 3, 1, 0.5), new Pairing(2, 2, 4, 0, 6.5)), List.of(5), Fixtures.at(4));
        t.recordResult(2, 1, Result.of(new GameResult.Time(Color.BLACK)), Fixtures.referee(), Fixtures.at(5));
        t.recordResult(2, 2, Result.of(new GameResult.NoResult("the clock broke")), Fixtures.referee(), Fixtures.at(5));
        t.pairManually(List.of(new Pairing(1, 6, 5, 0, 6.5), new Pairing(2, 4, 1, 0, 6.5), new Pairing(3, 3, 2, 0, 6)),
                List.of(), Fixtures.at(6));
        t.recordResult(3, 1, Result.of(new GameResult.DoubleForfeit("both absent")), Fixtures.referee(), Fixtures.at(7));
        t.recordResult(3, 3, Result.of(new GameResult.Draw()), Fixtures.referee(), Fixtures.at(7));
        return t;
    }

    @Test
    void onlyGamesPlayedToAResultAreWrittenRoundByRoundWithMembersIdsAndTemporaryOnes() {
        String expected = """
                TOURNEY Moscow Autumn Cup, Moscow
                \tstart=2026-11-28
                \tfinish=2026-11-29
                \trules=Japanese
                PLAYERS
                489 Matthews, Paul 4k
                3199 Mott, Rick 4k
                99997 Lee, Min Ho 1d
                99998 Ivanov, Petr 2d
                GAMES 1
                3199 489 B 0 6
                99997 99998 W 2 0
                GAMES 2
                99998 489 B 0 0
                GAMES 3
                END
                # 99997 Lee, Min Ho: a temporary id (no AGA id given)
                # 99998 Ivanov, Petr: a temporary id (no AGA id given)
                # Smith, John has the AGA id 3199 of Mott, Rick: given a temporary id
                # round 1, table 3: 99999 (W) - 99996 (B) not rated: forfeit
                # round 2, table 2: 99997 (W) - 3199 (B) not rated: void
                # round 2: 99996 had a bye
                # round 3, table 1: 99996 (W) - 99999 (B) not rated: double forfeit
                # round 3, table 2: 489 (W) - 99997 (B) not rated: no result yet
                # round 3, table 3: 3199 (W) - 99998 (B) not rated: draw
                """;
        assertThat(AgaExport.write(tournament())).isEqualTo(expected);
    }

    @Test
    void aTournamentWithoutGamesHasItsHeaderAndEmptySections() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B");
        assertThat(AgaExport.write(t)).isEqualTo("""
                TOURNEY Moscow Autumn Cup, Moscow
                \tstart=2026-11-28
                \tfinish=2026-11-29
                \trules=Russian Territory
                PLAYERS
                END
                """);
    }

    @Test
    void theRulesAreNamedAsTheAgaNamesThem() {
        assertThat(AgaExport.rules(RuleSet.of(RuleSet.Preset.AGA))).isEqualTo("AGA");
        assertThat(AgaExport.rules(RuleSet.of(RuleSet.Preset.CHINESE))).isEqualTo("Chinese");
        assertThat(AgaExport.rules(RuleSet.of(RuleSet.Preset.NEW_ZEALAND))).isEqualTo("New Zealand");
    }

    @Test
    void aCommentSignInANameCannotCutTheLine() {
        assertThat(AgaExport.name("O#Brien  Pat  Jr")).isEqualTo("O?Brien, Pat Jr");
        assertThat(AgaExport.name("Shusaku")).isEqualTo("Shusaku");
    }

    @Test
    void anOpenGothaFilesAgaIdsComeInAndGoBackOutAndNameThePlayersInTheAgaFile() throws Exception {
        String xml;
        try (var in = AgaExportTest.class.getResourceAsStream("/org/goref/tournament/opengotha/generated-mcmahon-61x5.xml")) {
            xml = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        // The first player a member; the second's id is no member number, and is left behind.
        xml = xml.replaceFirst("agaId=\"\"", "agaId=\"12345\"").replaceFirst("agaId=\"\"", "agaId=\"n/a\"");
        Tournament t = org.goref.tournament.opengotha.OpenGothaImport.toTournament(
                org.goref.tournament.opengotha.OpenGothaReader.read(xml.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "Referee", Fixtures.T0);
        assertThat(t.player(1).agaId()).isEqualTo("12345");
        assertThat(t.player(2).agaId()).isEmpty();
        Tournament stored = Tournament.replay(t.events());
        assertThat(org.goref.tournament.opengotha.OpenGothaExport.of(stored).players().get(0).agaId()).isEqualTo("12345");
        assertThat(AgaExport.write(stored)).contains("\n12345 PlayerA0, Given0 5d\n").contains("\n99999 ");
    }

    @Test
    void anAgaIdIsTheMemberNumberAndKeepsThroughTheEventLine() {
        assertThatThrownBy(() -> new PlayerRequest("X", null, null, null, null, null, "12a").toPlayer())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("AGA id");
        assertThatThrownBy(() -> new PlayerRequest("X", null, null, null, null, null, "1234567890").toPlayer())
                .isInstanceOf(IllegalArgumentException.class);
        Player p = new PlayerRequest("X", null, null, null, null, null, " 2468 ").toPlayer();
        assertThat(p.agaId()).isEqualTo("2468");
        TournamentEvent e = new TournamentEvent.PlayerRegistered(1, p, Fixtures.T0);
        String line = TournamentEventCodec.encode(e);
        assertThat(line).contains(" aga=2468");
        assertThat(TournamentEventCodec.decode(line)).isEqualTo(e);
        // A player without one is written as before, without the key.
        assertThat(TournamentEventCodec.encode(new TournamentEvent.PlayerRegistered(1, Player.of("Y", "1d"), Fixtures.T0)))
                .doesNotContain("aga=");
    }
}
