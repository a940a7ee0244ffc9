package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.gtp.match.Protocol;
import org.goref.gtp.match.ProtocolRow;
import org.goref.tournament.MatchImport;
import org.goref.tournament.MatchProtocol;
import org.goref.tournament.MatchRow;
import org.goref.tournament.Pairing;
import org.goref.tournament.Player;
import org.goref.tournament.Regulations;
import org.goref.tournament.Result;
import org.goref.tournament.Tournament;
import org.goref.tournament.TournamentInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The match runner's protocol.csv read by the tournament (the two modules meet only here): names a
 * spreadsheet would run are written with a leading quote and read back without it, so an engine named
 * {@code =cmd} is the tournament's player {@code =cmd}; the numbers arrive as they were.
 */
class ProtocolRoundTripTest {
    private static final Instant T0 = Instant.parse("2026-11-28T09:00:00Z");
    private static final List<String> HOSTILE = List.of("=cmd|' /C calc'!A0", "@SUM(A1:A9), \"x\"", "+7 Bot", "-Bot",
            "'=already quoted", "'tis a bot");

    @TempDir
    Path dir;

    @Test
    void hostileEngineNamesComeBackAsTheyWereAndNumbersAreUntouched() throws Exception {
        Protocol protocol = new Protocol(dir);
        for (int i = 0; i < HOSTILE.size(); i += 2) {
            // Komi -6.5 (Black gets 6.5); Black 20+3+6.5-2 = 27.5, White 28: White by half a point.
            protocol.append(new ProtocolRow(i / 2 + 1, HOSTILE.get(i), HOSTILE.get(i + 1), 0, -6.5, "russian-territory",
                    "none", "W+0.5", "points", new ProtocolRow.Sheet(20, 3, 0, 6.5, 0, -2, 27.5),
                    new ProtocolRow.Sheet(24, 4, 0, 0, 0, 0, 28), 101, 61.25, 2, "game.sgf"));
        }
        String csv = Files.readString(dir.resolve(Protocol.CSV));
        assertThat(csv).contains("\n1,'=cmd|").contains(",\"'@SUM(A1:A9), \"\"x\"\"\",").contains("\n2,'+7 Bot,'-Bot,")
                .contains("\n3,''=already quoted,'tis a bot,").contains(",-6.5,").contains(",-2,");

        List<MatchRow> rows = MatchProtocol.read(dir.resolve(Protocol.CSV));
        assertThat(rows).flatExtracting(MatchRow::black, MatchRow::white).containsExactlyElementsOf(HOSTILE);
        assertThat(rows).extracting(MatchRow::komi).containsOnly(-6.5);
        assertThat(rows.get(0).blackTerms()).containsEntry("komi", 6.5).containsEntry("penalty", -2.0)
                .containsEntry("total", 27.5);
        assertThat(rows.get(0).blackTime()).hasMillis(61_250);

        Tournament t = Tournament.create(new TournamentInfo("Engines", LocalDate.parse("2026-11-28"),
                LocalDate.parse("2026-11-28"), "RU", "Moscow", Regulations.of(RuleSet.russianTerritory())), "Referee", T0);
        for (String name : HOSTILE) {
            t.register(Player.of(name, "1d"), T0);
        }
        t.pairManually(List.of(new Pairing(1, 1, 2, 0, -6.5), new Pairing(2, 3, 4, 0, -6.5), new Pairing(3, 5, 6, 0, -6.5)),
                List.of(), T0);
        MatchImport.apply(t, "protocol.csv", rows, T0.plusSeconds(3600));
        for (int board = 1; board <= 3; board++) {
            Result r = t.round(1).result(board).orElseThrow().result();
            assertThat(r.outcome()).isEqualTo(new GameResult.ByPoints(Color.WHITE, 0.5));
            assertThat(r.sheet().black().total()).isEqualTo(27.5);
        }
    }
}
