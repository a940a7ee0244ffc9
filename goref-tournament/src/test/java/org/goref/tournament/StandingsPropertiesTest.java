package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.goref.core.board.Color;
import org.goref.core.game.GameResult;

/** Whatever the results of a round-robin, the protocol adds up and survives storage. */
class StandingsPropertiesTest {

    @Property(tries = 40)
    void theProtocolAddsUp(@ForAll @IntRange(min = 2, max = 9) int n, @ForAll("outcomes") List<Integer> picks) {
        String[] names = new String[n];
        for (int i = 0; i < n; i++) {
            names[i] = "P" + (i + 1);
        }
        Tournament t = Fixtures.tournament(Fixtures.regs().withByePoints(1), names);
        int games = 0;
        int decisive = 0;
        int draws = 0;
        for (int r = 1; r <= BergerTables.rounds(n); r++) {
            t.pairNextRound(Fixtures.at(r));
            for (Pairing p : t.round(r).pairings()) {
                GameResult g = switch (picks.get(games++ % picks.size())) {
                    case 0 -> new GameResult.ByPoints(Color.BLACK, 0.5);
                    case 1 -> new GameResult.Resignation(Color.WHITE);
                    case 2 -> new GameResult.Draw();
                    case 3 -> new GameResult.Forfeit(Color.BLACK, "absent");
                    case 4 -> new GameResult.DoubleForfeit("both absent");
                    default -> new GameResult.NoResult("triple ko");
                };
                if (g.winner().isPresent()) {
                    decisive++;
                } else if (g instanceof GameResult.Draw) {
                    draws++;
                }
                t.recordResult(r, p.board(), Result.of(g), Fixtures.referee(), Fixtures.at(r));
            }
        }
        List<Standing> s = t.standings();
        int byes = n % 2 == 1 ? n : 0;
        assertThat(s.stream().mapToDouble(Standing::points).sum()).isEqualTo(decisive + draws + byes);
        assertThat(s).extracting(Standing::player).containsExactlyInAnyOrderElementsOf(
                java.util.stream.IntStream.rangeClosed(1, n).boxed().toList());
        for (int i = 1; i < s.size(); i++) {
            assertThat(s.get(i).points()).isLessThanOrEqualTo(s.get(i - 1).points());
            assertThat(s.get(i).place()).isGreaterThanOrEqualTo(s.get(i - 1).place());
            assertThat(s.get(i).place() == s.get(i - 1).place()).isEqualTo(s.get(i).shared() && s.get(i - 1).shared()
                    && s.get(i).points() == s.get(i - 1).points() && s.get(i).place() == s.get(i - 1).place());
        }
        assertThat(Csv.parse(CrosstableCsv.write(t))).hasSize(n + 1);
        Tournament again = Tournament.replay(t.events().stream().map(TournamentEventCodec::encode)
                .map(TournamentEventCodec::decode).toList());
        assertThat(again.standings()).isEqualTo(s);
    }

    @Provide
    Arbitrary<List<Integer>> outcomes() {
        return Arbitraries.integers().between(0, 5).list().ofMinSize(1).ofMaxSize(40);
    }
}
