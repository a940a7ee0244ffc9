package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.goref.core.board.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server needs no browser to print: a tournament's table and a game protocol are rendered in a
 * child JVM whose PATH holds no chromium (nor anything else), and read back with pdftotext, which
 * must find a Cyrillic, a Korean and a Japanese name in them.
 */
class PdfWithoutBrowserTest {
    static final List<String> NAMES = List.of("Иванов Иван", "이민호", "山田太郎", "Smith John");

    /** The child: prints the table and the protocol of table 1 (Korean against Japanese) to the two files named. */
    public static void main(String[] args) throws IOException {
        Tournament t = Fixtures.tournament(Fixtures.regs(), NAMES.toArray(String[]::new));
        t.pairManually(List.of(Fixtures.even(1, 2, 3), Fixtures.even(2, 1, 4)), List.of(), Fixtures.at(10));
        t.recordResult(1, 1, Fixtures.points(Color.WHITE, 2.5), Fixtures.referee(), Fixtures.at(100));
        t.recordResult(1, 2, Fixtures.points(Color.BLACK, 0.5), Fixtures.referee(), Fixtures.at(101));
        PdfRenderer pdf = PdfRenderer.find();
        pdf.pdf(TournamentTableHtml.render(t, Locale.ENGLISH), Path.of(args[0]));
        pdf.pdf(GameProtocolHtml.render(t, 1, 1, Locale.forLanguageTag("ru")), Path.of(args[1]));
    }

    @Test
    void aTournamentPrintsWithNoBrowserOnThePath(@TempDir Path dir) throws IOException, InterruptedException {
        Path table = dir.resolve("table.pdf");
        Path protocol = dir.resolve("protocol.pdf");
        Path emptyBin = Files.createDirectory(dir.resolve("bin"));
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), PdfWithoutBrowserTest.class.getName(),
                table.toString(), protocol.toString());
        pb.environment().put("PATH", emptyBin.toString());
        pb.environment().remove("GOREF_CHROMIUM");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        String text = PdfText.of(table);
        assertThat(text).contains("Tournament table", "Иванов Иван", "이민호", "山田太郎", "Smith John").doesNotContain("#");
        assertThat(PdfText.of(protocol)).contains("Протокол партии", "이민호", "山田太郎", "Судья (подпись)");
    }
}
