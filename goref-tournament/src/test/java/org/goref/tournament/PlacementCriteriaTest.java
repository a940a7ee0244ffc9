package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.goref.tournament.placement.Criterion;
import org.goref.tournament.system.Knockout;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.RoundRobin;
import org.goref.tournament.system.SeedBy;
import org.goref.tournament.system.ReplayRule;
import org.goref.tournament.system.Swiss;
import org.junit.jupiter.api.Test;

/** The regulations' placement criteria: their names, each system's defaults, and old events' tie-breaks. */
class PlacementCriteriaTest {

    @Test
    void theShortWordsNameTheSystemsScoreAndOpenGothasNamesThemselves() {
        assertThat(PlacementCriteria.parse("points,sos,sosos,sodos,sos-1,mos,cuss,direct", new RoundRobin()))
                .containsExactly(Criterion.NBW, Criterion.SOSW, Criterion.SOSOSW, Criterion.SODOSW, Criterion.SOSW_1,
                        Criterion.MOSW, Criterion.CUSSW, Criterion.DIRECT);
        assertThat(PlacementCriteria.parse("points, sos, SOS-2, sodos", McMahon.DEFAULT))
                .containsExactly(Criterion.MMS, Criterion.SOSM, Criterion.SOSM_2, Criterion.SODOSM);
        assertThat(PlacementCriteria.parse("NBW,sosw,SOSM-1,dc,Rating,rank", Swiss.DEFAULT))
                .containsExactly(Criterion.NBW, Criterion.SOSW, Criterion.SOSM_1, Criterion.DC, Criterion.RATING,
                        Criterion.RANK);
        // What goref writes reads back the same under any system.
        List<Criterion> mixed = List.of(Criterion.NBW, Criterion.SOSM, Criterion.DIRECT, Criterion.CUSSW);
        assertThat(PlacementCriteria.parse(PlacementCriteria.spell(mixed), McMahon.DEFAULT)).isEqualTo(mixed);
    }

    @Test
    void aBadListIsRefusedWithWhatIsWrong() {
        assertThatThrownBy(() -> PlacementCriteria.parse("MMS,SOSM,elo", McMahon.DEFAULT))
                .hasMessageContaining("'elo'").hasMessageContaining("SOSOSM").hasMessageContaining("points");
        assertThatThrownBy(() -> PlacementCriteria.parse("points,SOSW,sos", Swiss.DEFAULT)).hasMessageContaining("twice");
        assertThatThrownBy(() -> PlacementCriteria.parse("sos,points", Swiss.DEFAULT))
                .hasMessageContaining("start with a score");
        assertThatThrownBy(() -> PlacementCriteria.parse("points,", Swiss.DEFAULT)).hasMessageContaining("empty");
        assertThatThrownBy(() -> PlacementCriteria.parse(" ", Swiss.DEFAULT)).hasMessageContaining("no placement");
    }

    @Test
    void eachSystemHasItsDefaultsAndTheyFollowTheSystem() {
        Regulations rr = Fixtures.regs();
        assertThat(rr.criteria()).containsExactly(Criterion.NBW, Criterion.SOSW, Criterion.SOSOSW, Criterion.SODOSW,
                Criterion.DIRECT);
        assertThat(rr.withSystem(new Knockout(false, ReplayRule.REPLAY, SeedBy.RANK)).criteria())
                .isEqualTo(rr.criteria());
        assertThat(rr.withSystem(Swiss.DEFAULT).criteria()).containsExactly(Criterion.NBW, Criterion.SOSW, Criterion.SOSOSW);
        assertThat(rr.withSystem(McMahon.DEFAULT).criteria()).containsExactly(Criterion.MMS, Criterion.SOSM, Criterion.SOSOSM);
        // Criteria a referee chose stay when the system changes.
        List<Criterion> chosen = List.of(Criterion.NBW, Criterion.DIRECT);
        assertThat(rr.withCriteria(chosen).withSystem(McMahon.DEFAULT).criteria()).isEqualTo(chosen);
    }

    @Test
    void anEventWrittenWithTieBreaksLoadsAndRanksAsItDid() {
        Tournament now = Fixtures.tieBreakExample(List.of(Criterion.NBW, Criterion.DIRECT, Criterion.SODOSW));
        List<String> lines = new ArrayList<>(now.events().stream().map(TournamentEventCodec::encode).toList());
        String created = lines.get(0);
        assertThat(created).contains("criteria=NBW,DIRECT,SODOSW");
        // The line as goref wrote it before criteria: the tie-breaks under their old key and words.
        lines.set(0, created.replace("criteria=NBW,DIRECT,SODOSW", "tiebreaks=points,direct,sodos"));
        Tournament old = Tournament.replay(lines.stream().map(TournamentEventCodec::decode).toList());
        assertThat(old.info().regulations().criteria()).containsExactly(Criterion.NBW, Criterion.DIRECT, Criterion.SODOSW);
        assertThat(old.standings()).isEqualTo(now.standings());
        // The hand-worked order of TieBreaksTest: E; A and D drew, SODOS puts A first; B beat C.
        assertThat(old.standings()).extracting(Standing::player).containsExactly(5, 1, 4, 2, 3);
        // A McMahon written so read its words as McMahon's.
        String mm = created.replace("criteria=NBW,DIRECT,SODOSW", "tiebreaks=points,sos,sosos,sodos,direct")
                .replaceFirst("system=[^ ]*", "system=mcmahon");
        assertThat(((TournamentEvent.Created) TournamentEventCodec.decode(mm)).info().regulations().criteria())
                .containsExactly(Criterion.MMS, Criterion.SOSM, Criterion.SOSOSM, Criterion.SODOSM, Criterion.DIRECT);
    }

    @Test
    void aMcMahonRanksByMmsWithTheStartFromTheGradeBetweenFloorAndBar() {
        Regulations regs = Fixtures.regs().withSystem(org.goref.tournament.system.TournamentSystem.parse(
                "mcmahon,bar=2d,floor=10k"));
        Tournament t = Tournament.create(new TournamentInfo("Cup", java.time.LocalDate.parse("2026-12-05"), null, "", "",
                regs), Fixtures.REFEREE, Fixtures.T0);
        for (String g : new String[] {"5d", "2d", "1k", "15k"}) {
            t.register(Player.of("P " + g, g), Fixtures.at(1));
        }
        // Before any round: MMS is the start, 5d and 2d at the bar (2d: 31), 1k 29, 15k at the floor (20).
        assertThat(t.standings()).extracting(s -> s.criteria().get(0)).containsExactly(31.0, 31.0, 29.0, 20.0);
        assertThat(t.standings()).extracting(Standing::place).containsExactly(1, 1, 3, 4);
    }
}
