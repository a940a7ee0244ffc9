package org.goref.tournament;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Prints HTML to PDF (and takes PNG screenshots) with the system's headless chromium. Each call
 * uses its own fresh browser profile in a temporary folder, so that several renderings (and other
 * programs' browsers) never share one. The browser is {@code $GOREF_CHROMIUM} when set, else the
 * first of chromium, chromium-browser, google-chrome on the PATH; when there is none, {@link
 * #find} says so clearly ({@link Unavailable}).
 */
public final class PdfRenderer {
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
    private static final long TIMEOUT_SECONDS = 120;

    private final Path browser;

    private PdfRenderer(Path browser) {
        this.browser = browser;
    }

    /** Chromium is not installed (or not where GOREF_CHROMIUM says). */
    public static final class Unavailable extends RuntimeException {
        public Unavailable(String message) {
            super(message);
        }
    }

    /** The renderer with the system's chromium, or {@link Unavailable} naming what to install. */
    public static PdfRenderer find() {
        return find(System.getenv());
    }

    /** As {@link #find()}, with these environment variables (GOREF_CHROMIUM, PATH). */
    public static PdfRenderer find(Map<String, String> env) {
        return locate(env).map(PdfRenderer::new).orElseThrow(() -> new Unavailable(
                "chromium not found: PDF needs a headless chromium (apt-get install -y chromium), "
                        + "on the PATH or named by GOREF_CHROMIUM"));
    }

    public static Optional<Path> locate() {
        return locate(System.getenv());
    }

    static Optional<Path> locate(Map<String, String> environment) {
        String env = environment.get("GOREF_CHROMIUM");
        if (env != null && !env.isBlank()) {
            Path p = Path.of(env);
            return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
        }
        String path = environment.get("PATH");
        for (String name : NAMES) {
            for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
                if (dir.isEmpty()) {
                    continue;
                }
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    public Path browser() {
        return browser;
    }

    /** Prints the page to {@code pdf}: the page's own @page size (A4) and no header or footer. */
    public void pdf(String html, Path pdf) throws IOException {
        run(html, pdf, List.of("--no-pdf-header-footer", "--print-to-pdf-no-header", "--print-to-pdf=" + pdf.toAbsolutePath()));
        byte[] head = new byte[5];
        try (var in = Files.newInputStream(pdf)) {
            if (in.read(head) != 5 || !new String(head, StandardCharsets.US_ASCII).equals("%PDF-")) {
                throw new IOException("chromium wrote no PDF to " + pdf);
            }
        }
    }

    /** A screenshot of the page {@code width} × {@code height} CSS pixels. */
    public void screenshot(String html, Path png, int width, int height) throws IOException {
        run(html, png, List.of("--hide-scrollbars", "--window-size=" + width + "," + height,
                "--screenshot=" + png.toAbsolutePath()));
    }

    private void run(String html, Path out, List<String> extra) throws IOException {
        Path dir = Files.createTempDirectory("goref-print");
        try {
            Path page = dir.resolve("page.html");
            Files.writeString(page, html, StandardCharsets.UTF_8);
            Path log = dir.resolve("chromium.log");
            Files.deleteIfExists(out);
            List<String> cmd = new ArrayList<>(List.of(browser.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                    "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync",
                    "--disable-extensions", "--user-data-dir=" + dir.resolve("profile")));
            cmd.addAll(extra);
            cmd.add(page.toUri().toString());
            Process proc = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            boolean done;
            try {
                done = proc.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                stop(proc);
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while chromium printed");
            }
            if (!done) {
                stop(proc);
                throw new IOException("chromium did not finish in " + TIMEOUT_SECONDS + " s");
            }
            if (!Files.isRegularFile(out) || Files.size(out) == 0) {
                String tail = Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
                tail = tail.length() > 2000 ? tail.substring(tail.length() - 2000) : tail;
                throw new IOException("chromium (exit " + proc.exitValue() + ") wrote nothing to " + out + ": " + tail);
            }
        } finally {
            deleteTree(dir);
        }
    }

    /** The browser and the helpers it started (renderer, GPU, zygote): none outlives a failed print. */
    private static void stop(Process proc) {
        proc.descendants().forEach(ProcessHandle::destroyForcibly);
        proc.destroyForcibly();
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // a leftover temporary file is no failure of the rendering
                }
            });
        } catch (IOException e) {
            // the same
        }
    }
}
