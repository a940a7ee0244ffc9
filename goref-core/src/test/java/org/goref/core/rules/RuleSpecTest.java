package org.goref.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.goref.core.rules.RuleSet.Counting;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.core.rules.RuleSet.HandicapBonus;
import org.goref.core.rules.RuleSet.Preset;
import org.goref.core.rules.RuleSet.Seki;
import org.goref.core.rules.RuleSet.Suicide;
import org.goref.core.rules.RuleSet.Superko;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** RULES.md §5 and INTERFACES.md §Rule specs. */
class RuleSpecTest {

    @ParameterizedTest
    @CsvSource({
            // preset, counting, superko, suicide, seki, bonus, pass-stones, disputes, komi
            "russian-territory, territory, situational, forbidden, count, 0, no, resume, 6.5",
            "russian-area, area, situational, forbidden, count, n, no, play-out, 7.5",
            "japanese, territory, no-result, forbidden, no-count, 0, no, resume, 6.5",
            "korean, territory, no-result, forbidden, no-count, 0, no, resume, 6.5",
            "chinese, area, positional, forbidden, count, n, no, play-out, 7.5",
            "aga, area, situational, forbidden, count, n-1, no, resume, 7.5",
            "new-zealand, area, situational, allowed, count, 0, no, play-out, 7",
            "tromp-taylor, area, positional, allowed, count, 0, no, play-out, 7.5"})
    void presetsAreThoseOfRulesMd(String preset, String counting, String superko, String suicide, String seki,
                                  String bonus, String passStones, String disputes, double komi) {
        RuleSet r = RuleSet.parse(preset);
        assertThat(r.counting().spelling()).isEqualTo(counting);
        assertThat(r.superko().spelling()).isEqualTo(superko);
        assertThat(r.suicide().spelling()).isEqualTo(suicide);
        if (r.counting() == Counting.TERRITORY) {
            assertThat(r.seki().spelling()).isEqualTo(seki);
        }
        assertThat(r.handicapBonus().spelling()).isEqualTo(bonus);
        assertThat(r.passStones() ? "yes" : "no").isEqualTo(passStones);
        assertThat(r.disputes().spelling()).isEqualTo(disputes);
        assertThat(r.komi()).isEqualTo(komi);
        assertThat(r.spec()).isEqualTo(preset);
        assertThat(r.preset().spelling()).isEqualTo(preset);
    }

    @Test
    void everyKeyAndValueParses() {
        RuleSet base = RuleSet.russianTerritory();
        assertThat(RuleSet.parse("russian-territory,counting=area").counting()).isEqualTo(Counting.AREA);
        for (Superko v : Superko.values()) {
            assertThat(RuleSet.parse("russian-territory,superko=" + v.spelling()).superko()).isEqualTo(v);
        }
        for (Suicide v : Suicide.values()) {
            assertThat(RuleSet.parse("russian-territory,suicide=" + v.spelling()).suicide()).isEqualTo(v);
        }
        for (Seki v : Seki.values()) {
            assertThat(RuleSet.parse("russian-territory,seki=" + v.spelling()).seki()).isEqualTo(v);
        }
        for (HandicapBonus v : HandicapBonus.values()) {
            assertThat(RuleSet.parse("russian-territory,handicap-bonus=" + v.spelling()).handicapBonus()).isEqualTo(v);
        }
        for (Disputes v : Disputes.values()) {
            assertThat(RuleSet.parse("russian-territory,disputes=" + v.spelling()).disputes()).isEqualTo(v);
        }
        assertThat(RuleSet.parse("russian-territory,pass-stones=yes").passStones()).isTrue();
        assertThat(RuleSet.parse("russian-territory,pass-stones=no")).isEqualTo(base);
        assertThat(RuleSet.parse(" Russian-Area , SUPERKO = Positional ").spec()).isEqualTo("russian-area,superko=positional");
    }

    @Test
    void canonicalFormListsDifferingKeysInTheDocumentedOrder() {
        assertThat(RuleSet.parse("russian-area,komi=0.5,superko=positional").spec())
                .isEqualTo("russian-area,superko=positional,komi=0.5");
        assertThat(RuleSet.parse("japanese,komi=-5.5").spec()).isEqualTo("japanese,komi=-5.5");
        assertThat(RuleSet.parse("russian-territory,superko=situational,komi=6.5").spec()).isEqualTo("russian-territory");
        assertThat(RuleSet.parse("aga,komi=7,disputes=referee,pass-stones=yes,handicap-bonus=0,seki=no-count,"
                + "suicide=allowed,superko=none,counting=territory").spec())
                .isEqualTo("aga,counting=territory,superko=none,suicide=allowed,seki=no-count,handicap-bonus=0,"
                        + "pass-stones=yes,disputes=referee,komi=7");
        assertThat(RuleSet.parse("chinese,komi=7.0").spec()).isEqualTo("chinese,komi=7");
        assertThat(RuleSet.parse("chinese,komi=-0").spec()).isEqualTo("chinese,komi=0");
        assertThat(RuleSet.parse("chinese,komi=-0")).isEqualTo(RuleSet.parse("chinese,komi=0"));
        assertThat(RuleSet.parse("chinese,komi=+6.5").komi()).isEqualTo(6.5);
    }

    @ParameterizedTest
    @CsvSource({"6.5, 6.5", "7, 7", "-5.5, -5.5", "0, 0", "0.5, 0.5", "-0.5, -0.5", "100, 100"})
    void komiFormatting(double komi, String printed) {
        assertThat(RuleSet.formatKomi(komi)).isEqualTo(printed);
    }

    @Test
    void errorsListWhatIsValid() {
        assertThatThrownBy(() -> RuleSet.parse("swedish")).hasMessageContaining("unknown preset 'swedish'")
                .hasMessageContaining(String.join(", ", Preset.names()));
        assertThatThrownBy(() -> RuleSet.parse("")).hasMessageContaining("russian-territory");
        assertThatThrownBy(() -> RuleSet.parse("chinese,ko=yes")).hasMessageContaining("unknown key 'ko'")
                .hasMessageContaining("counting, superko, suicide, seki, handicap-bonus, pass-stones, disputes, komi");
        assertThatThrownBy(() -> RuleSet.parse("chinese,superko=always"))
                .hasMessageContaining("positional, situational, no-result, none");
        assertThatThrownBy(() -> RuleSet.parse("chinese,counting=both")).hasMessageContaining("territory, area");
        assertThatThrownBy(() -> RuleSet.parse("chinese,suicide=sometimes")).hasMessageContaining("forbidden, allowed");
        assertThatThrownBy(() -> RuleSet.parse("chinese,seki=maybe")).hasMessageContaining("count, no-count");
        assertThatThrownBy(() -> RuleSet.parse("chinese,handicap-bonus=2")).hasMessageContaining("0, n, n-1");
        assertThatThrownBy(() -> RuleSet.parse("chinese,pass-stones=true")).hasMessageContaining("yes, no");
        assertThatThrownBy(() -> RuleSet.parse("chinese,disputes=fight")).hasMessageContaining("resume, play-out, referee");
        assertThatThrownBy(() -> RuleSet.parse("chinese,superko")).hasMessageContaining("key=value");
        assertThatThrownBy(() -> RuleSet.parse("japanese,komi=6.5,komi=0.5"))
                .hasMessageContaining("key 'komi' given twice");
        assertThatThrownBy(() -> RuleSet.parse("chinese, Superko=positional ,superko=situational"))
                .hasMessageContaining("key 'superko' given twice");
        for (String bad : new String[] {"6.3", "abc", "", "6.5f", "0x1p2", "1e1", "NaN", "Infinity", "5000"}) {
            assertThatThrownBy(() -> RuleSet.parse("chinese,komi=" + bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("komi");
        }
    }

    @ParameterizedTest
    @EnumSource(Preset.class)
    void everyPresetRoundTrips(Preset p) {
        assertThat(RuleSet.parse(p.spelling())).isEqualTo(p.rules());
    }

    /** The one komi check the rule set, the spec, the command line and GTP's komi share. */
    @Test
    void aKomiIsFiniteInHalvesAndAtMostAThousandEitherWay() {
        for (double ok : new double[] {0, 6.5, -5.5, 1000, -1000}) {
            assertThat(RuleSet.isValidKomi(ok)).as("%s", ok).isTrue();
        }
        for (double bad : new double[] {6.3, 1000.5, -1000.5, Double.NaN, Double.NEGATIVE_INFINITY}) {
            assertThat(RuleSet.isValidKomi(bad)).as("%s", bad).isFalse();
        }
    }

    @Property(tries = 300)
    void anyRuleSetRoundTripsThroughItsSpec(@ForAll("ruleSets") RuleSet r) {
        RuleSet back = RuleSet.parse(r.spec());
        assertThat(back).isEqualTo(r);
        assertThat(back.spec()).isEqualTo(r.spec());
        // The canonical spec names each key at most once: one komi more is refused exactly when the
        // spec names komi already (a komi other than the preset's), and else parses to the same rules.
        String more = r.spec() + ",komi=" + RuleSet.formatKomi(r.komi());
        if (r.komi() != r.preset().rules().komi()) {
            assertThatThrownBy(() -> RuleSet.parse(more)).hasMessageContaining("key 'komi' given twice");
        } else {
            assertThat(RuleSet.parse(more)).isEqualTo(r);
        }
    }

    @Provide
    Arbitrary<RuleSet> ruleSets() {
        return Combinators.combine(
                Arbitraries.of(Preset.class), Arbitraries.of(Counting.class), Arbitraries.of(Superko.class),
                Arbitraries.of(Suicide.class), Arbitraries.of(Seki.class), Arbitraries.of(HandicapBonus.class),
                Arbitraries.of(Disputes.class), Arbitraries.integers().between(-400, 401))
                // the last number carries pass-stones in its lowest bit and komi in halves above it
                .as((p, c, k, s, e, b, d, n) -> new RuleSet(p, c, k, s, e, b, (n & 1) == 1, d, (n >> 1) / 2.0));
    }
}
