package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.tournament.pairing.KnockoutBracket;
import org.goref.tournament.pairing.PairingRequests;
import org.goref.tournament.system.Knockout;
import org.goref.tournament.system.TournamentSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rounds paired by the tournament's system, worked out by hand. */
class SystemPairingTest {

    private static Tournament tournament(String system, String handicap, String... grades) {
        Regulations regs = Fixtures.regs().withSystem(TournamentSystem.parse(system));
        if (handicap != null) {
            regs = regs.withHandicap(HandicapPolicy.parse(handicap));
        }
        Tournament t = Tournament.create(new TournamentInfo("Cup", LocalDate.parse("2026-12-05"), LocalDate.parse("2026-12-06"),
                "RU", "Moscow", regs), Fixtures.REFEREE, Fixtures.T0);
        for (int i = 0; i < grades.length; i++) {
            t.register(Player.of("Player " + (i + 1), grades[i]), Fixtures.at(1));
        }
        return t;
    }

    private static void win(Tournament t, int round, int winner) {
        Round r = t.round(round);
        Pairing p = r.pairingOf(winner).orElseThrow();
        t.recordResult(round, p.board(), Result.of(new GameResult.Resignation(p.black() == winner ? Color.BLACK : Color.WHITE)),
                Fixtures.referee(), Fixtures.at(100 * round));
    }

    private static String tables(Round r) {
        return String.join(" ", r.pairings().stream().map(p -> p.board() + ":" + p.black() + "-" + p.white()
                + (p.handicap() > 0 ? "h" + p.handicap() : "")).toList());
    }

    /**
     * Bar 2d (MMS 31), floor 10k (MMS 20): 5d, 3d, 2d, 2d start at 31; 10k, 12k, 15k, 25k at 20.
     * Round 1 folds each group by grade: 1–4, 2–3 and 5–8, 6–7; colours alternate by table. After 1,
     * 2, 5, 6 win, round 2 folds the new groups 32 {1,2}, 31 {3,4}, 21 {5,6}, 20 {7,8}, and each took
     * Black in round 1 gets White now.
     */
    @Test
    void aMcMahonStartWithBarAndFloor() {
        Tournament t = tournament("mcmahon,bar=2d,floor=10k,seeding=fold,until=1,then=fold,by=rank", null,
                "5d", "3d", "2d", "2d", "10k", "12k", "15k", "25k");
        t.pairNextRound(Fixtures.at(10));
        assertThat(t.round(1).method()).isEqualTo(PairingMethod.MCMAHON);
        assertThat(tables(t.round(1))).isEqualTo("1:1-4 2:3-2 3:5-8 4:7-6");
        assertThat(t.round(1).byes()).isEmpty();
        for (int w : new int[] {1, 2, 5, 6}) {
            win(t, 1, w);
        }
        t.pairNextRound(Fixtures.at(200));
        assertThat(tables(t.round(2))).isEqualTo("1:2-1 2:4-3 3:6-5 4:8-7");
    }

    /** The referee's correction moves a player: 15k corrected by +11 starts at 31 with the dans. */
    @Test
    void theRefereesCorrectionMovesAPlayerBetweenGroups() {
        Tournament t = tournament("mcmahon,bar=2d,floor=10k,seeding=fold,until=1,then=fold,by=rank", null,
                "5d", "3d", "2d", "10k", "12k", "15k");
        t.correctMcMahonScore(6, 11, Fixtures.REFEREE, "a 4d of another federation", Fixtures.at(2));
        t.pairNextRound(Fixtures.at(10));
        // Group 31 in seeding order: 5d, 3d, 2d, then 15k (corrected); fold: 1–6, 2–3; group 20: 4–5.
        assertThat(tables(t.round(1))).isEqualTo("1:1-6 2:3-2 3:4-5");
    }

    /** A McMahon handicap: the MMS difference less 1; a 1d (30) meets a 4k (26): 3 stones, Black the 4k. */
    @Test
    void aMcMahonHandicapComesFromTheScoreDifference() {
        Tournament t = tournament("mcmahon,seeding=fold,until=1,then=fold,by=rank", "mms:1:9:0.5", "1d", "4k");
        t.pairNextRound(Fixtures.at(10));
        Pairing p = t.round(1).pairings().get(0);
        assertThat(p).isEqualTo(new Pairing(1, 2, 1, 3, 0.5));
    }

    @Test
    void absentPlayersAreNotPairedAndTheByeGoesToTheLowestWithoutOne() {
        Tournament t = tournament("swiss,by=rank", null, "5d", "4d", "3d", "2d", "1d", "1k");
        t.setParticipation(2, 1, false, Fixtures.REFEREE, Fixtures.at(2));
        t.pairNextRound(Fixtures.at(10));
        // Five play: the lowest placed, the 1k (6), rests; slide by grade: 1–4, 3–5.
        assertThat(t.round(1).byes()).containsExactly(6);
        assertThat(t.round(1).players()).doesNotContain(2);
        assertThat(tables(t.round(1))).isEqualTo("1:1-4 2:5-3");
        assertThatThrownBy(() -> t.pairNextRound(Fixtures.at(20))).isInstanceOf(TournamentException.class)
                .hasMessageContaining("without a result");
        win(t, 1, 1);
        win(t, 1, 3);
        t.setParticipation(1, 2, false, Fixtures.REFEREE, Fixtures.at(250));
        t.pairNextRound(Fixtures.at(300));
        // Five again (1 absent, 2 back): 6 had the bye, so the lowest of the others without one rests.
        assertThat(t.round(2).byes()).hasSize(1).doesNotContain(6);
        assertThat(t.round(2).players()).doesNotContain(1).contains(2, 6);
    }

    @Test
    void theRefereeStillChangesASystemsPairingWithAReason() {
        Tournament t = tournament("swiss", null, "5d", "4d", "3d", "2d");
        t.pairNextRound(Fixtures.at(10));
        t.changePairings(1, List.of(Fixtures.even(1, 1, 2), Fixtures.even(2, 3, 4)), List.of(), Fixtures.REFEREE,
                "1 and 3 are brothers", Fixtures.at(11));
        assertThat(tables(t.round(1))).isEqualTo("1:1-2 2:3-4");
        assertThat(t.round(1).method()).isEqualTo(PairingMethod.SWISS);
    }

    /**
     * Eleven players seeded by registration in a bracket of 16: seeds 1–5 have byes, round 1 plays
     * 8–9, 7–10, 6–11 (bracket order). 9 beats 8, 7 beats 10, 6–11 is drawn and replayed alone in
     * round 2. Round 3 (quarter-finals): 1–9, 4–5, 2–7, 3–6; 1, 5, 2, 3 win. Round 4: 1–5, 2–3; 1 and 3
     * win. Round 5: the final 1–3 and the third-place game 5–2.
     */
    @Test
    void aKnockoutOfElevenWithByes() {
        Tournament t = tournament("knockout,third=yes,replay=replay,by=registration", null,
                "1d", "1d", "1d", "1d", "1d", "1d", "1d", "1d", "1d", "1d", "1d");
        t.pairNextRound(Fixtures.at(10));
        assertThat(t.round(1).method()).isEqualTo(PairingMethod.KNOCKOUT);
        assertThat(tables(t.round(1))).isEqualTo("1:8-9 2:10-7 3:6-11");
        assertThat(t.round(1).byes()).containsExactly(1, 4, 5, 2, 3);
        assertThatThrownBy(() -> t.register(Player.of("Late Comer", "9d"), Fixtures.at(11)))
                .hasMessageContaining("bracket is drawn");
        win(t, 1, 9);
        win(t, 1, 7);
        t.recordResult(1, 3, Result.of(new GameResult.Draw()), Fixtures.referee(), Fixtures.at(110));

        t.pairNextRound(Fixtures.at(150));
        assertThat(t.round(2).pairings()).hasSize(1);
        assertThat(t.round(2).pairings().get(0).involves(6)).isTrue();
        assertThat(t.round(2).pairings().get(0).involves(11)).isTrue();
        assertThat(t.round(2).byes()).isEmpty();
        win(t, 2, 6);

        t.pairNextRound(Fixtures.at(250));
        assertThat(players(t.round(3))).containsExactly("1/9", "4/5", "2/7", "3/6");
        for (int w : new int[] {1, 5, 2, 3}) {
            win(t, 3, w);
        }
        t.pairNextRound(Fixtures.at(350));
        assertThat(players(t.round(4))).containsExactly("1/5", "2/3");
        win(t, 4, 1);
        win(t, 4, 3);
        t.pairNextRound(Fixtures.at(450));
        assertThat(players(t.round(5))).containsExactly("1/3", "2/5");
        win(t, 5, 1);
        win(t, 5, 2);
        assertThatThrownBy(() -> t.pairNextRound(Fixtures.at(550))).hasMessageContaining("complete: player 1 won");

        KnockoutBracket b = KnockoutBracket.of(PairingRequests.nextRound(t), (Knockout) t.info().regulations().system());
        assertThat(b.stageCount()).isEqualTo(4);
        assertThat(b.champion()).contains(1);
        assertThat(b.thirdPlace().orElseThrow().winner()).isEqualTo(2);
        eleven = t;
    }

    private static Tournament eleven;

    /** The bracket as the protocol form prints it, in both languages, and through chromium to PDF. */
    @Test
    void theKnockoutBracketPrints(@TempDir Path dir) throws Exception {
        aKnockoutOfElevenWithByes();
        String en = KnockoutBracketHtml.render(eleven, Locale.ENGLISH);
        assertThat(en).contains("Knockout bracket", "1/8 finals", "Quarter-finals", "Semi-finals", "Final", "Third place",
                "(1) Player 1 1d", "(11) Player 11", "R1: 6–11, 0", "R2: ", "Winner: Player 1");
        assertThat(en.split("class=\"match\"", -1)).hasSize(8 + 4 + 2 + 1 + 1 + 1);
        String ru = KnockoutBracketHtml.render(eleven, Locale.forLanguageTag("ru"));
        assertThat(ru).contains("Сетка олимпийской системы", "Полуфинал", "Финал", "За третье место", "своб.");
        assertThatThrownBy(() -> KnockoutBracketHtml.render(tournament("swiss", null, "1d", "2d"), Locale.ENGLISH))
                .isInstanceOf(TournamentException.class).hasMessageContaining("not a knockout");
        // An unfinished bracket prints too: the stages not reached are empty boxes.
        Tournament fresh = tournament("knockout", null, "1d", "2d", "3d", "4d", "5d");
        fresh.pairNextRound(Fixtures.at(10));
        assertThat(KnockoutBracketHtml.render(fresh, Locale.ENGLISH)).contains("(5) Player 1 1d", "Final");

        Path out = dir.resolve("bracket.pdf");
        PdfRenderer.find().pdf(en, out);
        assertThat(Files.size(out)).isGreaterThan(3_000);
        if (Files.isExecutable(Path.of("/usr/bin/pdftotext"))) {
            Process p = new ProcessBuilder("pdftotext", "-layout", out.toString(), "-").redirectErrorStream(true).start();
            // NFKC: the font's ligatures come out of pdftotext as one character (ﬁ).
            String text = java.text.Normalizer.normalize(new String(p.getInputStream().readAllBytes(),
                    java.nio.charset.StandardCharsets.UTF_8), java.text.Normalizer.Form.NFKC);
            assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            assertThat(text).contains("Knockout bracket", "Semi-finals", "Player 11").doesNotContain("{");
        }
    }

    @Test
    void aKnockoutDrawGoesToWhiteOrTheHigherSeedWhenTheRulesSaySo() {
        for (String rule : new String[] {"white", "seed"}) {
            Tournament t = tournament("knockout,replay=" + rule + ",by=registration", null, "1d", "1d", "1d", "1d");
            t.pairNextRound(Fixtures.at(10));
            // 1–4 on table 1 (1 Black, 4 White), 3–2 on table 2 (3 Black, 2 White): both drawn.
            t.recordResult(1, 1, Result.of(new GameResult.Draw()), Fixtures.referee(), Fixtures.at(100));
            t.recordResult(1, 2, Result.of(new GameResult.NoResult("triple ko")), Fixtures.referee(), Fixtures.at(100));
            t.pairNextRound(Fixtures.at(200));
            assertThat(players(t.round(2))).as(rule).containsExactly(rule.equals("white") ? "2/4" : "1/2");
        }
    }

    /** The tables as "lower number/higher number", colour set aside. */
    private static List<String> players(Round r) {
        return r.pairings().stream().map(p -> Math.min(p.black(), p.white()) + "/" + Math.max(p.black(), p.white()))
                .toList();
    }

    @Test
    void theStandingsFormOfAMcMahonPrintsEveryRoundsCellAndTheCriteria(@TempDir Path dir) throws Exception {
        Tournament t = tournament("mcmahon,bar=3d,floor=15k", null, "4d", "2d", "1d", "1k", "5k", "10k");
        for (int round = 1; round <= 2; round++) {
            t.pairNextRound(Fixtures.at(10 + 100 * round));
            for (Pairing p : t.round(round).pairings()) {
                win(t, round, Math.min(p.black(), p.white())); // the earlier registered, stronger, wins
            }
        }
        String en = StandingsFormHtml.render(t, Locale.ENGLISH);
        assertThat(en).contains("Standings", "Player 1", "4d", "MMS");
        // Player 1 won both rounds: two cells of the form "N+/c", place of the opponent, colour.
        String row1 = en.substring(en.indexOf("Player 1<"), en.indexOf("</tr>", en.indexOf("Player 1<")));
        assertThat(row1.split("\\+/[bw]", -1)).hasSize(3);
        String ru = StandingsFormHtml.render(t, Locale.forLanguageTag("ru"));
        assertThat(ru).contains("Таблица результатов", "Player 1");

        Path out = dir.resolve("standings.pdf");
        PdfRenderer.find().pdf(ru, out);
        if (Files.isExecutable(Path.of("/usr/bin/pdftotext"))) {
            Process p = new ProcessBuilder("pdftotext", "-layout", out.toString(), "-").redirectErrorStream(true).start();
            String text = java.text.Normalizer.normalize(new String(p.getInputStream().readAllBytes(),
                    java.nio.charset.StandardCharsets.UTF_8), java.text.Normalizer.Form.NFKC);
            assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            assertThat(text).contains("Таблица результатов", "Player 6").doesNotContain("{");
        }
    }
}
