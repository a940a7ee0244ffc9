package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class PairingTest {

    @Test
    void fivePlayersGetFiveRoundsAndOneByeEach() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B", "C", "D", "E");
        for (int r = 1; r <= 5; r++) {
            t.pairNextRound(Fixtures.at(r));
        }
        assertThat(t.rounds()).allSatisfy(r -> {
            assertThat(r.byes()).hasSize(1);
            assertThat(r.pairings()).extracting(Pairing::board).containsExactly(1, 2);
            assertThat(r.pairings()).allMatch(p -> p.handicap() == 0 && p.komi() == 6.5);
        });
        assertThat(t.rounds()).flatExtracting(Round::byes).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
        Crosstable x = t.crosstable();
        for (int p = 1; p <= 5; p++) {
            assertThat(x.row(p)).filteredOn(c -> c.colour() == org.goref.core.board.Color.BLACK).hasSize(2);
            assertThat(x.row(p)).filteredOn(c -> c.outcome() == Outcome.BYE).hasSize(1);
        }
    }

    @Test
    void handicapByRankGivesTheWeakerBlackAndTheHandicapKomi() {
        Regulations regs = Fixtures.regs().withHandicap(new HandicapPolicy.ByRank(0, 9, 0.5));
        Tournament t = Tournament.create(new TournamentInfo("H", java.time.LocalDate.parse("2026-11-28"), null, "", "", regs),
                Fixtures.REFEREE, Fixtures.T0);
        t.register(Player.of("Strong", "3d"), Fixtures.at(1));
        t.register(Player.of("Weak", "2k"), Fixtures.at(1));
        t.register(Player.of("Equal", "3d"), Fixtures.at(1));
        t.register(new Player("Rated", null, 2150, "", "", ""), Fixtures.at(1));
        for (int r = 1; r <= 3; r++) {
            t.pairNextRound(Fixtures.at(r));
        }
        List<Pairing> all = t.rounds().stream().flatMap(r -> r.pairings().stream()).toList();
        // 3d–2k: four grades (2k 1k 1d 2d 3d); 3d–3d: even; 2k against 2d (a rating of 2150): three.
        assertThat(all).contains(new Pairing(all.stream().filter(p -> p.involves(1) && p.involves(2)).findFirst()
                .orElseThrow().board(), 2, 1, 4, 0.5));
        assertThat(all).filteredOn(p -> p.involves(1) && p.involves(3)).singleElement()
                .satisfies(p -> assertThat(p.handicap()).isZero()).satisfies(p -> assertThat(p.komi()).isEqualTo(6.5));
        assertThat(all).filteredOn(p -> p.involves(2) && p.involves(4)).singleElement()
                .satisfies(p -> assertThat(p).extracting(Pairing::black, Pairing::handicap).containsExactly(2, 3));
    }

    /**
     * The policy's handicap is cut to what the board takes: 3d against 5k is 7 by grades, 4 stones on
     * 10×10 and a handicap of 1 (no stones) on 5×5, so that every game the round-robin pairs can start.
     */
    @Test
    void handicapByRankTakesNoMoreThanTheBoardHolds() {
        for (int[] sizeAndHandicap : new int[][] {{10, 4}, {5, 1}, {13, 7}}) {
            Regulations regs = Fixtures.regs().withHandicap(new HandicapPolicy.ByRank(0, 9, 0.5)).withBoardSize(sizeAndHandicap[0]);
            Tournament t = Tournament.create(new TournamentInfo("H", java.time.LocalDate.parse("2026-11-28"), null, "", "", regs),
                    Fixtures.REFEREE, Fixtures.T0);
            t.register(Player.of("Strong", "3d"), Fixtures.at(1));
            t.register(Player.of("Weak", "5k"), Fixtures.at(1));
            t.pairNextRound(Fixtures.at(2));
            assertThat(t.round(1).pairings()).as("%dx%d", sizeAndHandicap[0], sizeAndHandicap[0])
                    .containsExactly(new Pairing(1, 2, 1, sizeAndHandicap[1], 0.5));
        }
    }

    @Test
    void theRefereeChangesARoundsPairingsUntilItsFirstGameStarts() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B", "C", "D");
        t.pairNextRound(Fixtures.at(1));
        t.changePairings(1, List.of(Fixtures.even(1, 1, 3), Fixtures.even(2, 4, 2)), List.of(), Fixtures.REFEREE,
                "A and D are from one club", Fixtures.at(2));
        assertThat(t.round(1).pairings()).containsExactly(Fixtures.even(1, 1, 3), Fixtures.even(2, 4, 2));
        assertThat(t.round(1).method()).isEqualTo(PairingMethod.BERGER);
        t.startGame(1, 2, "-", Fixtures.at(3));
        assertThat(t.round(1).hasStarted()).isTrue();
        assertThat(t.tryApply(new TournamentEvent.PairingsChanged(1, List.of(Fixtures.even(1, 1, 2)), List.of(),
                Fixtures.REFEREE, "again", Fixtures.at(4)))).get().extracting(Refusal::code).isEqualTo(Refusal.Code.CONFLICT);
    }

    @Test
    void gradesReadInEitherLanguage() {
        assertThat(Rank.parse("3d")).isEqualTo(new Rank(3, Rank.Kind.DAN));
        assertThat(Rank.parse("15 kyu")).isEqualTo(new Rank(15, Rank.Kind.KYU));
        assertThat(Rank.parse("2 дан")).isEqualTo(new Rank(2, Rank.Kind.DAN));
        assertThat(Rank.parse("10к")).isEqualTo(new Rank(10, Rank.Kind.KYU));
        assertThat(Rank.ofRating(2100)).hasToString("1d");
        assertThat(Rank.ofRating(1900)).hasToString("2k");
        assertThat(Rank.ofRating(2150)).hasToString("2d");
        assertThat(Rank.parse("1k").strength() + 1).isEqualTo(Rank.parse("1d").strength());
    }
}
