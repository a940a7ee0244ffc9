package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The printable pages: their text in both languages, and the game protocol and tournament table
 * printed to PDF in the JVM, whose text (read back with poppler's pdftotext) must carry the score
 * sheet's terms and the names. The screenshot of the English protocol (its PDF's first page) goes
 * to target/protocol.png, and to docs/img/protocol.png when -Dgoref.screenshot=docs is given.
 */
class PrintingTest {
    static Tournament t;

    @BeforeAll
    static void play() {
        t = WholeTournamentTest.play();
    }

    @Test
    void gameProtocolCarriesEveryTermOfTheScoreSheetInEnglish() {
        String html = GameProtocolHtml.render(t, 1, 1, Locale.ENGLISH);
        assertThat(html).contains("<html lang=\"en\">", "Game protocol", "Кубок Москвы 2026", "Round 1", "Table 1",
                "Иванов Иван", "Lee Min", "russian-territory", "Komi: 6.5", "none (even game)", "byo:40m+5x30s",
                "Moves: 22", "0:31:00", "0:29:00", "Territory", "Prisoners", "Penalty", "Total",
                "White wins by 13.5 points", "(W+13.5)", "server game g1", "spoke to a spectator",
                "Black (signature)", "White (signature)", "Referee (signature)", "Petrov Pyotr", "@media print", "size: A4");
        assertThat(html).contains("server game g1, 2026-11-28 10:30:00 UTC").doesNotContain("2026-11-28T");
        // The score sheet, term by term: territory 18 / 27, prisoners 1 / 0, komi −6.5 / 0, penalty 0 / −1, total 12.5 / 26.
        assertThat(html).contains("<td>Territory</td><td class=\"num\">18</td><td class=\"num\">27</td>")
                .contains("<td>Prisoners</td><td class=\"num\">1</td><td class=\"num\">0</td>")
                .contains("<td>Komi</td><td class=\"num\">\u22126.5</td><td class=\"num\">0</td>")
                .contains("<td>Penalty</td><td class=\"num\">0</td><td class=\"num\">\u22121</td>")
                .contains("<td>Total</td><td class=\"num\">12.5</td><td class=\"num\">26</td>");
        // The diagram: 9 stones in each wall, the invader dead, territory marks on the 17 + 27 empty points.
        assertThat(count(html, "class=\"black\"")).isEqualTo(9);
        assertThat(count(html, "class=\"white\"")).isEqualTo(9);
        assertThat(count(html, "class=\"white dead\"")).isEqualTo(1);
        assertThat(count(html, "class=\"tb\"")).isEqualTo(17);
        assertThat(count(html, "class=\"tw\"")).isEqualTo(27);
    }

    @Test
    void gameProtocolInRussian() {
        String html = GameProtocolHtml.render(t, 1, 2, Locale.forLanguageTag("ru-RU"));
        assertThat(html).contains("<html lang=\"ru\">", "Протокол партии", "Тур 1", "Стол 2", "Подсчёт очков (4.4)",
                "Территория", "Пленные", "Коми", "Штраф", "Итого", "Победа чёрных с перевесом 1.5 очк.",
                "внесено судьёй Petrov Pyotr", "Исправления", "B+2.5 \u2192 B+1.5 (the second warning was not counted)",
                "talked during the game, twice", "Чёрные (подпись)", "Белые (подпись)", "Судья (подпись)");
        assertThat(html).doesNotContain("<svg"); // no position was recorded over the board
        // Moments as a signed sheet shows them, not the stored instant's ISO form with its nanoseconds.
        assertThat(html).contains("2026-11-28 10:35:00 UTC", "2026-11-28 14:00:00 UTC").doesNotContain("2026-11-28T");
    }

    @Test
    void tournamentTableInBothLanguages() {
        String en = TournamentTableHtml.render(t, Locale.ENGLISH);
        assertThat(en).contains("Tournament table", "A4 landscape", "1+/w", "2+!/w", "Lee Min", "SOSOS", "Direct",
                "Москва, ГК «Тэнгэн» (RU)");
        String ru = TournamentTableHtml.render(t, Locale.forLanguageTag("ru"));
        assertThat(ru).contains("Турнирная таблица", "Место", "Очки", "1 тур", "Личн. встр.", "Запрещённый ход: ход не принимается",
                "Просрочка времени: поражение в партии");
        assertThat(Messages.ofLanguages("ru-RU,ru;q=0.9,en;q=0.8").locale().getLanguage()).isEqualTo("ru");
        assertThat(Messages.ofLanguages("de-DE,en;q=0.5").locale().getLanguage()).isEqualTo("en");
        assertThat(Messages.ofLanguages("garbage;;;").locale().getLanguage()).isEqualTo("en");
    }

    @Test
    void namesAreEscapedInThePages() {
        Tournament x = Fixtures.tournament(Fixtures.regs(), "<script>alert(1)</script>", "B & B");
        x.pairManually(List.of(Fixtures.even(1, 1, 2)), List.of(), Fixtures.at(1));
        String html = TournamentTableHtml.render(x, Locale.ENGLISH) + GameProtocolHtml.render(x, 1, 1, Locale.ENGLISH);
        assertThat(html).doesNotContain("<script>").contains("&lt;script&gt;").contains("B &amp; B");
    }

    @Test
    void theProtocolPrintsToOnePageOfA4(@TempDir Path dir) throws IOException, InterruptedException {
        PdfRenderer pdf = PdfRenderer.find();
        Path out = dir.resolve("protocol.pdf");
        String html = GameProtocolHtml.render(t, 1, 1, Locale.ENGLISH);
        pdf.pdf(html, out);
        byte[] bytes = Files.readAllBytes(out);
        assertThat(new String(bytes, 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
        assertThat(bytes.length).isGreaterThan(5_000);
        assertThat(new String(bytes, StandardCharsets.ISO_8859_1)).contains("%%EOF");
        assertThat(PdfText.of(out)).contains("Game protocol", "Territory", "Prisoners", "Komi", "Penalty", "Total",
                "White wins by 13.5 points", "Иванов Иван", "Referee (signature)");
        // One page of A4 (595 × 842 points).
        assertThat(PdfText.info(out)).containsPattern("Pages:\\s+1\\n").containsPattern("Page size:.*\\(A4\\)");
        String ru = GameProtocolHtml.render(t, 1, 1, Locale.forLanguageTag("ru"));
        Path outRu = dir.resolve("protocol-ru.pdf");
        pdf.pdf(ru, outRu);
        assertThat(PdfText.of(outRu)).contains("Протокол партии", "Территория", "Итого", "Иванов Иван");
        // The tournament table: A4 landscape (842 × 595 points), every player's name.
        Path table = dir.resolve("table.pdf");
        pdf.pdf(TournamentTableHtml.render(t, Locale.ENGLISH), table);
        assertThat(PdfText.of(table)).contains("Tournament table", "Иванов Иван", "Lee Min", "Smith John");
        assertThat(PdfText.info(table)).containsPattern("Page size:\\s+841\\.\\d+ x 595");
    }

    @Test
    void aScreenshotOfTheProtocol() throws IOException {
        Path png = Path.of("target", "protocol.png");
        Files.createDirectories(png.getParent());
        PdfRenderer.find().screenshot(GameProtocolHtml.render(t, 1, 1, Locale.ENGLISH), png, 820, 1000);
        byte[] head = Files.readAllBytes(png);
        assertThat(head).startsWith(0x89, 'P', 'N', 'G');
        if ("docs".equals(System.getProperty("goref.screenshot"))) {
            Files.copy(png, Path.of("..", "docs", "img", "protocol.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void withoutTheDejaVuFontsPdfFailsClearly(@TempDir Path empty) {
        assertThatThrownBy(() -> PdfRenderer.find(Map.of("GOREF_FONTS", empty.toString())))
                .isInstanceOf(PdfRenderer.Unavailable.class)
                .hasMessageContaining("apt-get install -y fonts-dejavu-core").hasMessageContaining("DejaVuSans.ttf");
        assertThatThrownBy(() -> PdfRenderer.find(Map.of("GOREF_FONTS", "/nonexistent/fonts")))
                .isInstanceOf(PdfRenderer.Unavailable.class).hasMessageContaining("fonts-dejavu-core");
    }

    @Test
    void withoutTheCjkFontThePdfIsStillMadeAndSaysWhatIsMissing(@TempDir Path fonts, @TempDir Path dir) throws IOException {
        PdfFonts system = PdfFonts.find(Map.of());
        for (PdfFonts.Face f : system.faces()) {
            if (f.family().equals("DejaVu Sans")) {
                Files.copy(f.file(), fonts.resolve(f.file().getFileName()));
            }
        }
        PdfRenderer pdf = PdfRenderer.find(Map.of("GOREF_FONTS", fonts.toString()));
        assertThat(pdf.missing()).singleElement().asString().contains("Korean", "apt-get install -y fonts-wqy-zenhei");
        Path out = dir.resolve("table.pdf");
        pdf.pdf(TournamentTableHtml.render(t, Locale.ENGLISH), out);
        assertThat(PdfText.of(out)).contains("Иванов Иван", "Lee Min");
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
