package org.goref.tournament;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.imageio.ImageIO;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.jsoup.Jsoup;
import org.jsoup.helper.W3CDom;

import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.svgsupport.BatikSVGDrawer;
import com.openhtmltopdf.util.XRLog;

/**
 * Prints the printable pages' HTML to PDF inside the JVM: jsoup parses the HTML into a DOM,
 * OpenHTMLtoPDF lays it out (CSS 2.1 and paged media, the board diagram's SVG through Batik) and
 * PDFBox writes it, with the fonts {@link PdfFonts} finds on the system embedded as subsets. No
 * browser and no other process is started. Without the Latin and Cyrillic font {@link #find} says
 * which package to install ({@link Unavailable}); without the CJK font the PDF is still made, and
 * {@link #missing} (and one warning in the log) says what Korean, Japanese and Chinese names lack.
 */
public final class PdfRenderer {
    private static final Logger LOG = Logger.getLogger(PdfRenderer.class.getName());
    /** Held so that the quieter levels set on them are not lost to garbage collection. */
    private static final List<Logger> QUIETED = List.of(Logger.getLogger("org.apache.pdfbox"), Logger.getLogger("org.apache.fontbox"));
    private static final AtomicBoolean WARNED = new AtomicBoolean();

    static {
        // OpenHTMLtoPDF says INFO for every font it loads and every page it lays out; a server's log wants its warnings only.
        for (String name : XRLog.listRegisteredLoggers()) {
            XRLog.setLevel(name, Level.WARNING);
        }
        // The pages' CSS also speaks to browsers (print-color-adjust, break-inside), which OpenHTMLtoPDF skips with a warning each time.
        XRLog.setLevel(XRLog.CSS_PARSE, Level.SEVERE);
        // PDFBox warns about the standard 14 fonts it maps onto system fonts, which the pages never use.
        QUIETED.forEach(l -> l.setLevel(Level.SEVERE));
    }

    private final PdfFonts fonts;

    private PdfRenderer(PdfFonts fonts) {
        this.fonts = fonts;
    }

    /** The fonts a PDF needs are not installed (or not under the folders GOREF_FONTS names). */
    public static final class Unavailable extends RuntimeException {
        public Unavailable(String message) {
            super(message);
        }
    }

    /** The renderer with the system's fonts, or {@link Unavailable} naming what to install. */
    public static PdfRenderer find() {
        return find(System.getenv());
    }

    /** As {@link #find()}, with these environment variables ({@code GOREF_FONTS}: font folders separated by ':'). */
    public static PdfRenderer find(Map<String, String> env) {
        PdfFonts fonts = PdfFonts.find(env);
        if (!fonts.usable()) {
            throw new Unavailable("PDF needs the DejaVu fonts: " + String.join("; ", fonts.missing()));
        }
        if (!fonts.missing().isEmpty() && WARNED.compareAndSet(false, true)) {
            LOG.warning("PDF: " + String.join("; ", fonts.missing()) + "; such names print as '#'");
        }
        return new PdfRenderer(fonts);
    }

    /** The file of the font a PDF cannot do without, when it is installed. */
    public static Optional<Path> locate() {
        PdfFonts fonts = PdfFonts.find(System.getenv());
        return fonts.usable() ? Optional.of(fonts.faces().get(0).file()) : Optional.empty();
    }

    /** What this renderer lacks (each naming its package); empty when every script prints. */
    public List<String> missing() {
        return fonts.missing();
    }

    /** Prints the page to {@code pdf}: the page's own @page size (A4) and no header or footer. */
    public void pdf(String html, Path pdf) throws IOException {
        Files.write(pdf, pdf(html));
    }

    /** The page printed as a PDF document. */
    public byte[] pdf(String html) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        PdfRendererBuilder b = new PdfRendererBuilder();
        b.useFastMode();
        for (PdfFonts.Face f : fonts.faces()) {
            b.useFont(f.file().toFile(), f.family(), f.weight(), FontStyle.NORMAL, true);
        }
        b.useSVGDrawer(new BatikSVGDrawer());
        // The pages are HTML5 as a browser takes it; OpenHTMLtoPDF wants a well-formed DOM, which jsoup makes of it.
        b.withW3cDocument(new W3CDom().fromJsoup(Jsoup.parse(html)), null);
        // The pages load nothing from outside (styles and the diagram are inline): nothing a name says is fetched.
        b.useExternalResourceAccessControl((uri, type) -> false, com.openhtmltopdf.outputdevice.helper.ExternalResourceControlPriority.RUN_BEFORE_RESOLVING_URI);
        b.toStream(out);
        try {
            b.run();
        } catch (RuntimeException e) {
            throw new IOException("the page could not be laid out as PDF: " + e, e);
        }
        return out.toByteArray();
    }

    /** A picture of the first page, {@code width} pixels wide, cut to {@code height} pixels. */
    public void screenshot(String html, Path png, int width, int height) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf(html))) {
            float points = doc.getPage(0).getMediaBox().getWidth();
            BufferedImage page = new org.apache.pdfbox.rendering.PDFRenderer(doc).renderImage(0, width / points, ImageType.RGB);
            BufferedImage cut = page.getSubimage(0, 0, Math.min(width, page.getWidth()), Math.min(height, page.getHeight()));
            ImageIO.write(cut, "png", png.toFile());
        }
    }
}
