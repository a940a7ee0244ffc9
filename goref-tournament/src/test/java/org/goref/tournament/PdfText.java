package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** A PDF read back by poppler-utils (Debian's pdftotext and pdfinfo), as a person's viewer would read it. */
final class PdfText {
    private PdfText() {
    }

    static String of(Path pdf) throws IOException {
        return run("/usr/bin/pdftotext", "-layout", pdf.toString(), "-");
    }

    static String info(Path pdf) throws IOException {
        return run("/usr/bin/pdfinfo", pdf.toString());
    }

    private static String run(String... cmd) throws IOException {
        assumeTrue(Files.isExecutable(Path.of(cmd[0])), "poppler-utils is not installed (apt-get install -y poppler-utils)");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        assertThat(p.exitValue()).as(text).isZero();
        return text;
    }
}
