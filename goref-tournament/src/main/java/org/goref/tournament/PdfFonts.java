package org.goref.tournament;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The fonts a printed page embeds, found at run time in the system's font folders: DejaVu Sans
 * (Debian's {@code fonts-dejavu-core}) for Latin, Cyrillic and Greek, which a PDF cannot do
 * without, and WenQuanYi Zen Hei ({@code fonts-wqy-zenhei}) for Korean, Japanese and Chinese
 * names. Noto Sans CJK is not among them: Debian ships it with CFF outlines in a collection, which
 * PDFBox can neither subset nor embed whole.
 *
 * @param faces the font files found, each with the CSS family and weight it is registered under
 * @param missing what was not found, each as a sentence that names the package to install
 */
public record PdfFonts(List<Face> faces, List<String> missing) {
    /** Where Debian (and most Linux systems) keep fonts; {@code GOREF_FONTS} replaces the list. */
    static final List<String> SYSTEM_DIRS = List.of("/usr/share/fonts", "/usr/local/share/fonts");

    /** The font families the printable pages' CSS names, in the order a glyph is looked for. */
    public static final String CSS_FAMILIES = "\"DejaVu Sans\", \"WenQuanYi Zen Hei\"";

    public record Face(String family, Path file, int weight) {
    }

    private record Wanted(String file, String family, int weight, boolean required, String pkg, String covers) {
    }

    private static final List<Wanted> WANTED = List.of(
            new Wanted("DejaVuSans.ttf", "DejaVu Sans", 400, true, "fonts-dejavu-core", "Latin and Cyrillic"),
            new Wanted("DejaVuSans-Bold.ttf", "DejaVu Sans", 700, true, "fonts-dejavu-core", "Latin and Cyrillic bold"),
            new Wanted("wqy-zenhei.ttc", "WenQuanYi Zen Hei", 400, false, "fonts-wqy-zenhei", "Korean, Japanese and Chinese"));

    private static final Map<List<String>, PdfFonts> FOUND = new HashMap<>();

    /** True when the page can be printed at all: the Latin and Cyrillic font is there. */
    public boolean usable() {
        return WANTED.stream().filter(Wanted::required).allMatch(w -> faces.stream().anyMatch(f -> f.file().getFileName().toString().equals(w.file())));
    }

    /** The fonts under the folders {@code GOREF_FONTS} names (separated by ':'), else the system's. */
    static PdfFonts find(Map<String, String> env) {
        String given = env.get("GOREF_FONTS");
        List<String> dirs = given == null || given.isBlank() ? SYSTEM_DIRS : List.of(given.split(File.pathSeparator));
        synchronized (FOUND) {
            // Found once per list of folders: a PDF request should not walk the font folders each time.
            return FOUND.computeIfAbsent(dirs, PdfFonts::search);
        }
    }

    private static PdfFonts search(List<String> dirs) {
        Map<String, Path> byName = new HashMap<>();
        for (String dir : dirs) {
            Path root = Path.of(dir);
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(root)) {
                s.filter(Files::isRegularFile).forEach(p -> byName.putIfAbsent(p.getFileName().toString(), p));
            } catch (IOException | java.io.UncheckedIOException e) {
                // an unreadable folder holds no font we can use; the missing list says what is lacking
            }
        }
        List<Face> faces = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (Wanted w : WANTED) {
            Path p = byName.get(w.file());
            if (p != null && Files.isReadable(p)) {
                faces.add(new Face(w.family(), p, w.weight()));
            } else {
                String line = "no font for " + w.covers() + " names (" + w.file() + "): apt-get install -y " + w.pkg();
                if (!missing.contains(line)) {
                    missing.add(line);
                }
            }
        }
        return new PdfFonts(List.copyOf(faces), List.copyOf(missing));
    }
}
