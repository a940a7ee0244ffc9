package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.junit.jupiter.api.Test;

class ExportsTest {

    @Test
    void crosstableCsvListsEachRoundsOpponentColourHandicapAndResultInStandingsOrder() {
        Tournament t = Fixtures.tieBreakExample(Fixtures.ROUND_ROBIN_CRITERIA);
        String expected = String.join("\r\n",
                "place,number,name,rank,rating,club,city,r1_opponent,r1_colour,r1_handicap,r1_result,"
                        + "r2_opponent,r2_colour,r2_handicap,r2_result,r3_opponent,r3_colour,r3_handicap,r3_result,"
                        + "points,sos,sosos,sodos",
                "1,5,E,1d,,,,,,,bye,2,white,0,win,,,,absent,2,1,4.5,1",
                "2,1,A,1d,,,,2,black,0,win,3,black,0,double-forfeit,4,black,0,draw,1.5,3.5,11,1.75",
                "3,4,D,1d,,,,3,white,0,loss-forfeit,,,,bye,1,white,0,draw,1.5,2.5,7.5,0.75",
                "4,2,B,1d,,,,1,white,0,loss,5,black,0,loss,3,black,0,win,1,4.5,8.5,1",
                "5,3,C,1d,,,,4,black,0,win-forfeit,1,white,0,double-forfeit,2,white,0,loss,1,4,10.5,1.5", "");
        assertThat(CrosstableCsv.write(t)).isEqualTo(expected);
    }

    @Test
    void csvQuotesNamesWithCommasAndKeepsCyrillicAsUtf8() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "Иванов, Иван", "Smith \"Jr\" John");
        t.pairManually(List.of(Fixtures.even(1, 1, 2)), List.of(), Fixtures.at(2));
        String csv = CrosstableCsv.write(t);
        assertThat(csv).contains("\"Иванов, Иван\"").contains("\"Smith \"\"Jr\"\" John\"").contains(",pending,");
        assertThat(Csv.parse(csv).get(1)).contains("Иванов, Иван");
        assertThat(new String(csv.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)).isEqualTo(csv);
    }

    @Test
    void csvTextThatStartsAFormulaGetsAQuoteSoASpreadsheetShowsItAsText() {
        Tournament t = Fixtures.tournament(Fixtures.regs());
        t.register(new Player("=HYPERLINK(\"http://evil\",\"x\")", null, -50, "@SUM(A1:A9)", "+7 Moscow", ""),
                Fixtures.at(1));
        t.register(new Player("-Petrov", null, 2100, "-", "Tver", ""), Fixtures.at(1));
        List<String> row = Csv.parse(CrosstableCsv.write(t)).stream()
                .filter(r -> r.get(1).equals("1")).findFirst().orElseThrow();
        // name, rank, rating, club, city: the text is neutralised, the negative rating stays a number.
        assertThat(row.subList(2, 7)).containsExactly("'=HYPERLINK(\"http://evil\",\"x\")", "", "-50",
                "'@SUM(A1:A9)", "'+7 Moscow");
        assertThat(CrosstableCsv.write(t)).contains(",\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\",")
                .contains(",'-Petrov,").contains(",'-,Tver,");
    }

    @Test
    void csvLeavesNumbersAsNumbersAndNeutralisesEveryFormulaStart() {
        for (String number : List.of("-3.5", "+2", "0", "12", "-0.5", "-1.0E10")) {
            assertThat(Csv.field(number)).as(number).isEqualTo(number);
        }
        assertThat(Csv.field("=1+1")).isEqualTo("'=1+1");
        assertThat(Csv.field("+2 stones")).isEqualTo("'+2 stones");
        assertThat(Csv.field("-3.5.1")).isEqualTo("'-3.5.1");
        assertThat(Csv.field("@me")).isEqualTo("'@me");
        assertThat(Csv.field("\tcmd")).isEqualTo("'\tcmd");
        assertThat(Csv.field("\rcmd")).isEqualTo("\"'\rcmd\"");
        assertThat(Csv.field("=A1,B1")).isEqualTo("\"'=A1,B1\"");
        assertThat(Csv.field("Ivanov")).isEqualTo("Ivanov");
        assertThat(Csv.field("3=")).isEqualTo("3=");
        assertThat(Csv.field("")).isEmpty();
    }

    @Test
    void egdTableHasTheHeaderAndOneEntryPerRoundByPlace() {
        Tournament t = Fixtures.tieBreakExample(Fixtures.ROUND_ROBIN_CRITERIA);
        String expected = """
                ; CL[C]
                ; EV[Moscow Autumn Cup]
                ; PC[RU, Moscow]
                ; DT[2026-11-28,2026-11-29]
                ; HA[h9]
                ; KM[6.5]
                ; TM[60]
                ;
                ; Pl Name Grade Country Club Points SOS SOSOS SODOS 1 2 3
                1 E - 1d RU - 2   1   4.5  1    0+     4+/w0  0-
                2 A - 1d RU - 1.5 3.5 11   1.75 4+/b0  5-/b0! 3=/b0
                3 D - 1d RU - 1.5 2.5 7.5  0.75 5-/w0! 0+     2=/w0
                4 B - 1d RU - 1   4.5 8.5  1    2-/w0  1-/b0  5+/b0
                5 C - 1d RU - 1   4   10.5 1.5  3+/b0! 2-/w0! 4-/w0
                """;
        assertThat(EgdExport.write(t, new EgdExport.Options("C", 60, null))).isEqualTo(expected);
    }

    @Test
    void egdNamesAreLatinAndHandicapsAndReductionAreWritten() {
        Regulations regs = Fixtures.regs().withHandicap(new HandicapPolicy.ByRank(1, 9, 0.5));
        Tournament t = Tournament.create(new TournamentInfo("Кубок Москвы", LocalDate.parse("2026-11-28"), null, "RU",
                "Москва", regs), Fixtures.REFEREE, Fixtures.T0);
        t.register(new Player("Щукин Юрий Петрович", Rank.parse("2d"), null, "Тэнгэн", "Москва", "RU"), Fixtures.at(1));
        t.register(new Player("Ёлкина Жанна", Rank.parse("3k"), null, "", "Казань", "RU"), Fixtures.at(1));
        t.pairNextRound(Fixtures.at(2));
        // 2d against 3k: four grades, less the reduction of one: three stones, the weaker (2) Black.
        assertThat(t.round(1).pairings()).containsExactly(new Pairing(1, 2, 1, 3, 0.5));
        t.recordResult(1, 1, Fixtures.points(Color.BLACK, 0.5), Fixtures.referee(), Fixtures.at(3));
        String egd = EgdExport.write(t, new EgdExport.Options(null, null, "a test"));
        assertThat(egd).contains("; EV[Kubok Moskvy]").contains("; PC[RU, Moskva]").contains("; HA[h1]")
                .contains("; KM[6.5]").contains("; CM[a test]").doesNotContain("CL[").doesNotContain("TM[");
        assertThat(egd).contains("1 Elkina Zhanna            3k RU Kazan  1 0 1 0 2+/b3")
                .contains("2 Shchukin Yuriy_Petrovich 2d RU Tengen 0 1 0 0 1-/w3");
        assertThat(egd.chars().allMatch(c -> c < 128)).isTrue();
    }

    @Test
    void egdMarksVoidAndUnfinishedGamesAsNoGame() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B", "C", "D");
        t.pairManually(List.of(Fixtures.even(1, 1, 2), Fixtures.even(2, 3, 4)), List.of(), Fixtures.at(2));
        t.recordResult(1, 1, Result.of(new GameResult.NoResult("triple ko")), Fixtures.referee(), Fixtures.at(3));
        String egd = EgdExport.write(t, new EgdExport.Options(null, null, null));
        assertThat(egd.lines().filter(l -> !l.startsWith(";"))).allMatch(l -> l.endsWith(" 0-"));
        assertThat(egd).contains("; round 1: A - - B - void").contains("; round 1: C - - D - no result yet");
        // One note per game, Black first: not one from each player's line, the second with the names swapped.
        assertThat(egd.lines().filter(l -> l.startsWith("; round"))).containsExactly(
                "; round 1: A - - B - void", "; round 1: C - - D - no result yet");
    }

    @Test
    void aCountryStoredWrittenOutStaysOneEgdField() {
        // Stored before countries were checked: the EGD line must still have one field per column.
        Tournament t = Fixtures.tournament(Fixtures.regs(), "Ivanov Ivan");
        t.register(new Player("Petrov Pyotr", Rank.parse("2k"), null, "Moscow club", "", "Russian Federation"), Fixtures.at(2));
        String line = EgdExport.write(t, new EgdExport.Options(null, null, null)).lines()
                .filter(l -> l.contains("Petrov")).findFirst().orElseThrow();
        assertThat(line.strip().split("\\s+")).containsExactly("2", "Petrov", "Pyotr", "2k", "RUSSIAN_FEDERATION",
                "Moscow_c", "0", "0", "0", "0");
    }

    @Test
    void basicTimeComesFromTheClockSpec() {
        assertThat(EgdExport.Options.of(Fixtures.regs().withTimeControl("byo:40m+5x30s"), "B").basicTimeMinutes()).isEqualTo(40);
        assertThat(EgdExport.Options.of(Fixtures.regs().withTimeControl("fis:1h30m+10s"), "A").basicTimeMinutes()).isEqualTo(90);
        assertThat(EgdExport.Options.of(Fixtures.regs().withTimeControl("none"), null).basicTimeMinutes()).isNull();
        assertThat(EgdExport.Options.of(Fixtures.regs(), null).basicTimeMinutes()).isNull();
    }

    @Test
    void cyrillicIsTransliteratedAsInPassports() {
        assertThat(Transliteration.ascii("Иванов Иван")).isEqualTo("Ivanov Ivan");
        assertThat(Transliteration.ascii("Щербаков Юрий, Хабаровск")).isEqualTo("Shcherbakov Yuriy, Khabarovsk");
        assertThat(Transliteration.ascii("Müller Łódź")).isEqualTo("Muller Lodz");
    }

    @Test
    void aSurnameInCapitalsStaysInCapitals() {
        // Russian lists often write the surname in capitals; "ShchERBAKOV" is no one's name.
        assertThat(Transliteration.ascii("ЩЕРБАКОВ Юрий")).isEqualTo("SHCHERBAKOV Yuriy");
        assertThat(Transliteration.ascii("ЖУКОВ ЧЕ")).isEqualTo("ZHUKOV CHE");
        assertThat(Transliteration.ascii("Я Юрий")).isEqualTo("Ya Yuriy");
    }

    @Test
    void latinLettersWithoutADecompositionGetTheirPlainLetters() {
        // Ł, Ø, Đ, ß… have no accent to drop: the EGD's ASCII table wrote them "?", a name nobody has.
        assertThat(Transliteration.ascii("Łukasz Szymański")).isEqualTo("Lukasz Szymanski");
        assertThat(Transliteration.ascii("Søren Æbeltoft")).isEqualTo("Soren AEbeltoft");
        assertThat(Transliteration.ascii("Đorđević Straße Þór")).isEqualTo("Dordevic Strasse Thor");
        assertThat(Transliteration.ascii("Œuvre ŁÓDŹ")).isEqualTo("OEuvre LODZ");
    }
}
