package org.goref.cli;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Output as a README shows it: a line that is only {@code …} stands for any number of lines, and
 * {@code …} inside a line for any text; every other character must be printed as shown.
 */
final class ExpectedOutput {
    private static final String ELLIPSIS = "…";

    private ExpectedOutput() {
    }

    static boolean matches(List<String> expected, List<String> actual) {
        return matches(expected, 0, actual, 0);
    }

    private static boolean matches(List<String> expected, int e, List<String> actual, int a) {
        if (e == expected.size()) {
            return a == actual.size();
        }
        if (expected.get(e).strip().equals(ELLIPSIS)) {
            for (int skip = a; skip <= actual.size(); skip++) {
                if (matches(expected, e + 1, actual, skip)) {
                    return true;
                }
            }
            return false;
        }
        return a < actual.size() && lineMatches(expected.get(e), actual.get(a)) && matches(expected, e + 1, actual, a + 1);
    }

    static boolean lineMatches(String expected, String actual) {
        StringBuilder regex = new StringBuilder();
        String[] parts = expected.split(ELLIPSIS, -1);
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                regex.append(".*");
            }
            regex.append(Pattern.quote(parts[i]));
        }
        return Pattern.compile(regex.toString()).matcher(actual).matches();
    }
}
