package org.goref.tournament;

/**
 * Escaping and the page frame shared by the printable pages: A4, black on white, prints as it shows.
 * The CSS keeps to what both a browser and OpenHTMLtoPDF (CSS 2.1, no flexbox) lay out alike:
 * side-by-side parts are CSS tables.
 */
final class Html {
    private Html() {
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static String page(String lang, String title, boolean landscape, String body) {
        return page(lang, title, landscape, "", body);
    }

    /** A page whose form needs rules of its own ({@code extraCss}), in the head where a PDF renderer reads them. */
    static String page(String lang, String title, boolean landscape, String extraCss, String body) {
        return "<!DOCTYPE html>\n<html lang=\"" + lang + "\">\n<head>\n<meta charset=\"UTF-8\">\n<title>" + esc(title)
                + "</title>\n<style>\n" + css(landscape) + extraCss + "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n";
    }

    private static String css(boolean landscape) {
        return """
                @page { size: A4 %s; margin: 12mm; }
                html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
                body { font-family: %s, "Liberation Sans", Arial, sans-serif; font-size: 10pt; color: #000;
                       background: #fff; margin: 0 auto; max-width: %s; padding: 8mm; }
                h1 { font-size: 15pt; margin: 0 0 2mm 0; }
                h2 { font-size: 11pt; margin: 5mm 0 2mm 0; }
                .meta { margin: 0 0 3mm 0; line-height: 1.5; }
                .meta span { white-space: nowrap; margin-right: 6mm; }
                table { border-collapse: collapse; }
                th, td { border: 0.3mm solid #000; padding: 0.8mm 1.6mm; vertical-align: top; }
                th { background: #eee; font-weight: bold; }
                td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
                td.cell { text-align: center; white-space: nowrap; }
                table.cross { width: 100%%; font-size: 9pt; }
                table.sheet td:first-child { min-width: 45mm; }
                table.sheet tr.total td { font-weight: bold; border-top: 0.6mm solid #000; }
                table.players { margin-bottom: 2mm; }
                .result { font-size: 12pt; font-weight: bold; margin: 3mm 0; }
                .legend { font-size: 8pt; margin-top: 2mm; }
                .columns { display: table; width: 100%%; }
                .columns > div { display: table-cell; vertical-align: top; padding-right: 8mm; }
                .diagram svg { width: 95mm; height: auto; }
                .signatures { display: table; width: 100%%; border-spacing: 8mm 0; margin-top: 12mm; table-layout: fixed; }
                .signatures div { display: table-cell; border-top: 0.3mm solid #000; padding-top: 1mm; font-size: 8pt; }
                @media print {
                  body { max-width: none; padding: 0; }
                  table, .diagram, .signatures { page-break-inside: avoid; break-inside: avoid; }
                  tr { page-break-inside: avoid; break-inside: avoid; }
                  thead { display: table-header-group; }
                }
                """.formatted(landscape ? "landscape" : "portrait", PdfFonts.CSS_FAMILIES, landscape ? "277mm" : "186mm");
    }
}
