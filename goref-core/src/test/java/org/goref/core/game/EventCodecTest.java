package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Preset;
import org.junit.jupiter.api.Test;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Every event written as one line and read back unchanged. */
class EventCodecTest {

    @Property(tries = 1000)
    void everyEventRoundTrips(@ForAll("events") GameEvent e) {
        String line = EventCodec.encode(e);
        assertThat(line).doesNotContain("\n", "\r");
        assertThat(EventCodec.decode(line)).isEqualTo(e);
    }

    @Test
    void theDocumentedForms() {
        Point dd = Point.parseSgf("dd");
        assertThat(EventCodec.encode(new GameEvent.Play(Color.BLACK, dd))).isEqualTo("play B dd");
        assertThat(EventCodec.encode(new GameEvent.Pass(Color.WHITE))).isEqualTo("pass W");
        assertThat(EventCodec.encode(new GameEvent.Mark(Color.BLACK, dd, true))).isEqualTo("mark B dd dead");
        assertThat(EventCodec.encode(new GameEvent.Penalty(Color.WHITE, 2, "late"))).isEqualTo("penalty W 2 late");
        assertThat(EventCodec.encode(new GameEvent.RulesChanged(RuleSet.parse("russian-area,komi=0.5"))))
                .isEqualTo("rules russian-area,komi=0.5");
        assertThat(EventCodec.encode(new GameEvent.Setup(List.of(dd), List.of(), List.of(), null)))
                .isEqualTo("setup B dd W - E - PL -");
        assertThat(EventCodec.decode("note")).isEqualTo(new GameEvent.Note(""));
        Point de = Point.parseSgf("de");
        MarkingProposal m = new MarkingProposal(Set.of(de, dd), Set.of(dd),
                List.of(new MarkingProposal.ProtectiveMove(Color.BLACK, Point.parseSgf("pd"))));
        assertThat(EventCodec.encode(new GameEvent.Proposed(m))).isEqualTo("proposed dd,de dd Bpd");
        assertThat(EventCodec.decode("proposed - - -")).isEqualTo(new GameEvent.Proposed(MarkingProposal.of(Set.of())));
        // A doubtful stone left alive: dd dead, ee only worth a second look.
        assertThat(EventCodec.decode("proposed dd ee -")).isEqualTo(new GameEvent.Proposed(
                new MarkingProposal(Set.of(dd), Set.of(Point.parseSgf("ee")), List.of())));
        assertThat(new GameEvent.Forfeit(Color.BLACK, null)).isEqualTo(new GameEvent.Forfeit(Color.BLACK, ""));
    }

    @Test
    void malformedLinesAreClearErrors() {
        for (String bad : new String[] {"", "jump B dd", "play B", "play X dd", "play B zzz", "mark B dd maybe",
                "penalty W two", "rules nonsense", "setup B dd", "proposed dd",
                "proposed - - Xdd", "proposed - - B", "proposed - - Bdd,", "proposed - - ,Bdd", "handicap dd,"}) {
            assertThatThrownBy(() -> EventCodec.decode(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> EventCodec.decode(null)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Dead stones, a subset of them doubtful, and protective moves owed. */
    private static Arbitrary<MarkingProposal> proposals(Arbitrary<Point> point, Arbitrary<Color> color) {
        Arbitrary<List<MarkingProposal.ProtectiveMove>> owed = Combinators.combine(color, point)
                .as(MarkingProposal.ProtectiveMove::new).list().ofMaxSize(3);
        return Combinators.combine(point.set().ofMaxSize(6), Arbitraries.integers().between(0, 6), owed)
                .as((dead, k, o) -> new MarkingProposal(dead, dead.stream().limit(k).collect(Collectors.toSet()), o));
    }

    @Provide
    Arbitrary<GameEvent> events() {
        Arbitrary<Point> point = Arbitraries.integers().between(0, 24).tuple2()
                .map(t -> Point.of(t.get1(), t.get2()));
        Arbitrary<List<Point>> points = point.list().ofMaxSize(5);
        Arbitrary<Color> color = Arbitraries.of(Color.class);
        Arbitrary<String> text = Arbitraries.strings().withChars("ab \\\n\r\tяé,=-").ofMaxLength(12);
        Arbitrary<RuleSet> rules = Combinators.combine(Arbitraries.of(Preset.class), Arbitraries.integers().between(-40, 40))
                .as((p, k) -> p.rules().withKomi(k / 2.0));
        return Arbitraries.oneOf(
                points.map(GameEvent.Handicap::new),
                Combinators.combine(points, points, points, Arbitraries.of(Color.BLACK, Color.WHITE).injectNull(0.3))
                        .as(GameEvent.Setup::new),
                Combinators.combine(color, point).as(GameEvent.Play::new),
                color.map(GameEvent.Pass::new),
                Combinators.combine(color, point, Arbitraries.of(true, false)).as(GameEvent.Mark::new),
                color.map(GameEvent.Accept::new),
                color.map(GameEvent.Resume::new),
                Combinators.combine(points, text).as(GameEvent.RefereeDecision::new),
                color.map(GameEvent.Resign::new),
                color.map(GameEvent.TimeLoss::new),
                Combinators.combine(color, text).as(GameEvent.Forfeit::new),
                text.map(GameEvent.DoubleForfeit::new),
                Combinators.combine(color, Arbitraries.integers().between(1, 40), text)
                        .as((c, n, t) -> new GameEvent.Penalty(c, n / 2.0, t)),
                text.map(GameEvent.Void::new),
                rules.map(GameEvent.RulesChanged::new),
                proposals(point, color).map(GameEvent.Proposed::new),
                text.map(GameEvent.Restarted::new),
                Combinators.combine(Arbitraries.of(GameEvent.Chat.Channel.class), text, text).as(GameEvent.Chat::new),
                text.map(GameEvent.Note::new));
    }
}
