package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import org.goref.tournament.placement.Criterion;

class CodecTest {

    @Test
    void everyKindOfEventSurvivesItsLine() {
        List<TournamentEvent> all = new ArrayList<>(WholeTournamentTest.play().events());
        all.addAll(Fixtures.tieBreakExample(Fixtures.ROUND_ROBIN_CRITERIA).events());
        all.add(new TournamentEvent.PairingsChanged(2, List.of(Fixtures.even(1, 2, 1)), List.of(3, 4), "Ref", "A, B: late",
                Fixtures.at(9)));
        all.add(new TournamentEvent.Note("power cut 14:05–14:20; clocks stopped\nsecond line", Fixtures.at(9)));
        all.add(new TournamentEvent.Created(new TournamentInfo("X", java.time.LocalDate.parse("2026-01-01"), null, "", "",
                Fixtures.regs().withHandicap(new HandicapPolicy.ByRank(2, 7, 0.5))
                        .withSanctions(new Sanction.Penalty(2), new Sanction.Penalty(1.5)).withByePoints(0.5)
                        .withCriteria(List.of(Criterion.NBW, Criterion.SODOSW))), "R", Fixtures.T0));
        for (TournamentEvent e : all) {
            String line = TournamentEventCodec.encode(e);
            assertThat(line).doesNotContain("\n").doesNotContain("\r");
            assertThat(TournamentEventCodec.decode(line)).as(line).isEqualTo(e);
        }
    }

    @Property(tries = 300)
    void anyTextSurvivesItsLine(@ForAll @StringLength(max = 60) String text) {
        TournamentEvent e = new TournamentEvent.ResultCorrected(1, 2,
                Result.of(new org.goref.core.game.GameResult.Forfeit(org.goref.core.board.Color.BLACK, "x" + text)),
                "Ref " + text, "why " + text, Instant.parse("2026-11-28T09:00:00Z"));
        String line = TournamentEventCodec.encode(e);
        assertThat(line.split(" ")).allMatch(w -> w.equals("corrected") || w.indexOf('=') > 0);
        assertThat(TournamentEventCodec.decode(line)).isEqualTo(e);
    }

    @Test
    void brokenLinesAreRefusedWithAReason() {
        assertThatThrownBy(() -> TournamentEventCodec.decode("exploded at=2026-11-28T09:00:00Z"))
                .hasMessageContaining("unknown event 'exploded'");
        assertThatThrownBy(() -> TournamentEventCodec.decode("started at=2026-11-28T09:00:00Z round=1 game=g"))
                .hasMessageContaining("needs board=");
        assertThatThrownBy(() -> TournamentEventCodec.decode("started at=yesterday round=1 board=1 game=g"))
                .hasMessageContaining("malformed started event");
        assertThatThrownBy(() -> TournamentEventCodec.decode("paired at=2026-11-28T09:00:00Z round=1 method=berger pairings=1:2 byes=-"))
                .hasMessageContaining("table:black:white:handicap:komi");
        assertThatThrownBy(() -> TournamentEventCodec.decode("note at=2026-11-28T09:00:00Z text=%4"))
                .hasMessageContaining("two hex digits");
        assertThatThrownBy(() -> TournamentEventCodec.decode("")).hasMessageContaining("empty");
    }

    /**
     * A list with an empty last term ("3,") is a damaged line, not the list without it: every list
     * form of the line is read strictly.
     */
    @Test
    void listsWithATrailingSeparatorAreRefused() {
        String paired = "paired at=2026-11-28T09:00:00Z round=1 method=berger pairings=1:1:2:0:6.5 byes=3";
        assertThat(TournamentEventCodec.decode(paired)).isInstanceOf(TournamentEvent.RoundPaired.class);
        assertThatThrownBy(() -> TournamentEventCodec.decode(paired + ","))
                .hasMessageContaining("malformed paired event");
        assertThatThrownBy(() -> TournamentEventCodec.decode(paired.replace("6.5", "6.5,")))
                .hasMessageContaining("table:black:white:handicap:komi, not ''");
        assertThatThrownBy(() -> TournamentEventCodec.decode(paired.replace("6.5", "6.5:")))
                .hasMessageContaining("table:black:white:handicap:komi");

        String result = TournamentEventCodec.encode(new TournamentEvent.ResultRecorded(1, 1,
                Result.of(new org.goref.core.game.GameResult.ByPoints(org.goref.core.board.Color.BLACK, 2.5)),
                new ResultSource.Referee("Ref"), Instant.parse("2026-11-28T09:00:00Z")));
        assertThat(result).contains("outcome=points:B:2.5");
        assertThatThrownBy(() -> TournamentEventCodec.decode(result.replace("points:B:2.5", "points:B:2.5:")))
                .hasMessageContaining("the outcome points has 3 terms");
        assertThatThrownBy(() -> TournamentEventCodec.decode(result.replace("points:B:2.5", "resign:B:")))
                .hasMessageContaining("the outcome resign has 2 terms");
    }
}
