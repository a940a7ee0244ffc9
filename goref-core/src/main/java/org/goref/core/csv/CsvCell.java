package org.goref.core.csv;

import java.util.regex.Pattern;

/**
 * One cell of a CSV file that people open in a spreadsheet: the tournament's crosstable and the
 * match protocol of {@code goref match}. It lives in the core, which both modules stand on, so the
 * two files are written by one set of rules and the tournament's import of a match protocol undoes
 * exactly what the match runner did.
 *
 * <p>Text starting with {@code = + - @}, a tab or a carriage return is what Excel, LibreOffice and
 * Google Sheets start a formula with (CSV injection: an engine or player named {@code =HYPERLINK(…)}
 * would run in the referee's spreadsheet), so it gets a leading {@code '}, which the spreadsheet
 * shows as text. Plain numbers ({@code -6.5}, {@code +2}) are left alone, so they stay numbers. Text
 * that already starts with quotes before such a character gets one more, so that {@link #read} gives
 * back every text exactly: {@code =cmd} is written {@code '=cmd}, {@code '=cmd} is written
 * {@code ''=cmd}.
 */
public final class CsvCell {
    /**
     * A plain decimal number, signed or not ({@code -3.5}, {@code +2}, {@code 10}, {@code -1.0E10}):
     * a spreadsheet reads it as that number and runs nothing.
     */
    private static final Pattern NUMBER = Pattern.compile("[+-]?\\d+(\\.\\d+)?([eE][+-]?\\d+)?");

    private CsvCell() {
    }

    /** The cell as written: neutralised, then quoted as RFC 4180 asks when it holds , " CR or LF. */
    public static String write(String v) {
        String s = neutralise(v);
        if (s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }

    /** The text with a leading {@code '} when a spreadsheet would run it as a formula. */
    public static String neutralise(String v) {
        return startsAFormula(withoutLeadingQuotes(v)) ? "'" + v : v;
    }

    /**
     * A cell's text as read (after the RFC 4180 unquoting) back to what was written: the {@code '}
     * {@link #neutralise} put before a formula start is dropped; any other text is left as it is.
     */
    public static String read(String cell) {
        return cell.startsWith("'") && startsAFormula(withoutLeadingQuotes(cell)) ? cell.substring(1) : cell;
    }

    /** Whether a spreadsheet would take this text for a formula: a formula start and not a plain number. */
    public static boolean startsAFormula(String v) {
        if (v.isEmpty() || NUMBER.matcher(v).matches()) {
            return false;
        }
        char c = v.charAt(0);
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
    }

    private static String withoutLeadingQuotes(String v) {
        int i = 0;
        while (i < v.length() && v.charAt(i) == '\'') {
            i++;
        }
        return v.substring(i);
    }
}
