package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.goref.tournament.system.Knockout;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.PairingParameters;
import org.goref.tournament.system.ReplayRule;
import org.goref.tournament.system.RoundRobin;
import org.goref.tournament.system.SeedBy;
import org.goref.tournament.system.Seeding;
import org.goref.tournament.system.Swiss;
import org.goref.tournament.system.TournamentSystem;
import org.junit.jupiter.api.Test;

/** The tournament systems as values of the regulations: their spelling, their defaults, their storage. */
class SystemModelTest {

    @Test
    void everySystemReadsWhatItWrites() {
        List<TournamentSystem> all = List.of(new RoundRobin(), Swiss.DEFAULT, McMahon.DEFAULT,
                new McMahon(Rank.parse("3d"), Rank.parse("20k"),
                        new PairingParameters(Seeding.FOLD, 2, Seeding.SLIDE, SeedBy.RANK, 3, 1)),
                Knockout.DEFAULT, new Knockout(true, ReplayRule.HIGHER_SEED, SeedBy.RATING));
        for (TournamentSystem s : all) {
            assertThat(TournamentSystem.parse(s.spelling())).as(s.spelling()).isEqualTo(s);
        }
        assertThat(McMahon.DEFAULT.spelling()).isEqualTo("mcmahon,seeding=random,until=1,then=fold,by=rating,club=0,country=0");
        assertThat(new Knockout(true, ReplayRule.WHITE, SeedBy.RANK).spelling())
                .isEqualTo("knockout,third=yes,replay=white,by=rank");
    }

    @Test
    void leftOutParametersTakeTheirDefaults() {
        assertThat(TournamentSystem.parse("swiss")).isEqualTo(Swiss.DEFAULT);
        assertThat(TournamentSystem.parse(" McMahon , bar=2d, floor=15k ,club=2")).isEqualTo(
                new McMahon(Rank.parse("2d"), Rank.parse("15k"), new PairingParameters(Seeding.RANDOM, 1, Seeding.FOLD,
                        SeedBy.RATING, 2, 0)));
        assertThat(TournamentSystem.parse("knockout,third=yes")).isEqualTo(new Knockout(true, ReplayRule.REPLAY, SeedBy.RANK));
        assertThat(TournamentSystem.parse("round-robin")).isEqualTo(new RoundRobin());
    }

    @Test
    void aWrongSystemIsRefusedWithWhatIsAllowed() {
        assertThatThrownBy(() -> TournamentSystem.parse("scheveningen")).hasMessageContaining("round-robin, swiss, mcmahon or knockout");
        assertThatThrownBy(() -> TournamentSystem.parse("")).hasMessageContaining("not nothing");
        assertThatThrownBy(() -> TournamentSystem.parse("swiss,bar=3d")).hasMessageContaining("no parameter bar");
        assertThatThrownBy(() -> TournamentSystem.parse("swiss,seeding")).hasMessageContaining("key=value");
        assertThatThrownBy(() -> TournamentSystem.parse("swiss,club=1,club=2")).hasMessageContaining("given twice");
        assertThatThrownBy(() -> TournamentSystem.parse("swiss,seeding=zigzag")).hasMessageContaining("slide, fold or random");
        assertThatThrownBy(() -> TournamentSystem.parse("swiss,club=-1")).hasMessageContaining("0..1000");
        assertThatThrownBy(() -> TournamentSystem.parse("knockout,replay=coin")).hasMessageContaining("replay, white or seed");
        assertThatThrownBy(() -> TournamentSystem.parse("mcmahon,bar=20k,floor=3d")).hasMessageContaining("above the bar");
    }

    /** Worked by hand: bar 3d (strength 32), floor 20k (strength 10); 1d is 30, 25k is 5, 5d is 34. */
    @Test
    void theMcMahonStartHasABarAndAFloor() {
        McMahon m = new McMahon(Rank.parse("3d"), Rank.parse("20k"), PairingParameters.MCMAHON);
        assertThat(m.startingScore(Rank.parse("5d"))).isEqualTo(32);
        assertThat(m.startingScore(Rank.parse("3d"))).isEqualTo(32);
        assertThat(m.startingScore(Rank.parse("2d"))).isEqualTo(31);
        assertThat(m.startingScore(Rank.parse("1d"))).isEqualTo(30);
        assertThat(m.startingScore(Rank.parse("1k"))).isEqualTo(29);
        assertThat(m.startingScore(Rank.parse("19k"))).isEqualTo(11);
        assertThat(m.startingScore(Rank.parse("20k"))).isEqualTo(10);
        assertThat(m.startingScore(Rank.parse("25k"))).isEqualTo(10);
        assertThat(m.startingScore(null)).isEqualTo(10);
        assertThat(McMahon.DEFAULT.startingScore(Rank.parse("30k"))).isZero();
        assertThat(McMahon.DEFAULT.startingScore(Rank.parse("9d"))).isEqualTo(38);
    }

    @Test
    void theSystemIsStoredWithTheRegulationsAndAnOldLineIsARoundRobin() {
        Regulations regs = Fixtures.regs().withSystem(TournamentSystem.parse("mcmahon,bar=3d,floor=20k"))
                .withHandicap(HandicapPolicy.parse("mms:1:9:0.5:1d"));
        Tournament t = Fixtures.tournament(regs, "A", "B");
        t.correctMcMahonScore(2, -1, Fixtures.REFEREE, "plays below his grade", Fixtures.at(2));
        t.setParticipation(1, 2, false, Fixtures.REFEREE, Fixtures.at(3));
        for (TournamentEvent e : t.events()) {
            String line = TournamentEventCodec.encode(e);
            assertThat(TournamentEventCodec.decode(line)).as(line).isEqualTo(e);
        }
        Tournament back = Tournament.replay(t.events().stream().map(TournamentEventCodec::encode)
                .map(TournamentEventCodec::decode).toList());
        assertThat(back.info().regulations().system()).isEqualTo(regs.system());
        assertThat(back.mcMahonCorrection(2)).isEqualTo(-1);
        assertThat(back.mcMahonCorrection(1)).isZero();
        assertThat(back.plays(1, 2)).isFalse();
        assertThat(back.plays(1, 1)).isTrue();

        String old = TournamentEventCodec.encode(Fixtures.tournament(Fixtures.regs()).events().get(0))
                .replaceAll(" system=\\S+", "");
        assertThat(old).doesNotContain("system=");
        TournamentEvent.Created c = (TournamentEvent.Created) TournamentEventCodec.decode(old);
        assertThat(c.info().regulations().system()).isEqualTo(new RoundRobin());
    }

    @Test
    void aMcMahonHandicapNeedsTheMcMahonSystem() {
        assertThat(HandicapPolicy.parse("mms:1:9:0.5")).isEqualTo(new HandicapPolicy.ByScore(1, 9, 0.5, null));
        assertThat(HandicapPolicy.parse("mms:-1:3:0.5:2d").spelling()).isEqualTo("mms:-1:3:0.5:2d");
        assertThatThrownBy(() -> Fixtures.regs().withHandicap(HandicapPolicy.parse("mms:1:9:0.5")))
                .hasMessageContaining("needs the McMahon system");
        assertThatThrownBy(() -> HandicapPolicy.parse("mms:1:10:0.5")).hasMessageContaining("ceiling 0..9");
        HandicapPolicy.ByScore p = new HandicapPolicy.ByScore(1, 4, 0.5, Rank.parse("1d"));
        assertThat(p.handicap(30, 24, Rank.parse("1k"), Rank.parse("6k"))).isEqualTo(4);
        assertThat(p.handicap(29, 26, Rank.parse("1k"), Rank.parse("4k"))).isEqualTo(2);
        assertThat(p.handicap(32, 24, Rank.parse("2d"), Rank.parse("6k"))).isZero();
    }

    @Test
    void theRequestNamesTheSystem() {
        TournamentInfo i = new TournamentRequest("Cup", "japanese", null, null, null, null, null, null, "mms:1:9:0.5", null,
                null, null, null, null, null, "mcmahon,bar=4d").toInfo(java.time.LocalDate.parse("2026-12-01"));
        assertThat(i.regulations().system()).isEqualTo(new McMahon(Rank.parse("4d"), null, PairingParameters.MCMAHON));
        assertThatThrownBy(() -> new TournamentRequest("Cup", "japanese", null, null, null, null, null, null, null, null,
                null, null, null, null, null, "ladder").toInfo(java.time.LocalDate.parse("2026-12-01")))
                .hasMessageContaining("round-robin, swiss, mcmahon or knockout");
    }

    @Test
    void correctionsAndAbsencesAreTheReferees() {
        Tournament t = Fixtures.tournament(Fixtures.regs().withSystem(McMahon.DEFAULT), "A", "B", "C");
        assertThatThrownBy(() -> t.correctMcMahonScore(1, 2, "someone", "x", Fixtures.at(2))).isInstanceOf(TournamentException.class)
                .hasMessageContaining("only the referee");
        assertThatThrownBy(() -> t.correctMcMahonScore(1, 2, Fixtures.REFEREE, " ", Fixtures.at(2))).hasMessageContaining("why");
        assertThatThrownBy(() -> t.correctMcMahonScore(9, 2, Fixtures.REFEREE, "x", Fixtures.at(2))).hasMessageContaining("no player 9");
        t.pairManually(List.of(Fixtures.even(1, 1, 2)), List.of(3), Fixtures.at(5));
        assertThatThrownBy(() -> t.setParticipation(1, 1, false, Fixtures.REFEREE, Fixtures.at(6)))
                .hasMessageContaining("paired already");
        t.setParticipation(1, 2, false, Fixtures.REFEREE, Fixtures.at(6));
        t.setParticipation(1, 2, true, Fixtures.REFEREE, Fixtures.at(7));
        assertThat(t.absences()).isEmpty();
    }
}
