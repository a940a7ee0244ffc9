package org.goref.cli;

import java.util.List;
import java.util.stream.Collectors;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * What goref says about arguments it cannot use: an unknown command or option is named, with the
 * valid ones listed ({@code unknown command 'bogus'; commands: serve, gtp, …}); picocli's other
 * messages (a missing value, a number that is none) are said as picocli words them.
 */
final class ArgumentMessages {
    private ArgumentMessages() {
    }

    static String of(ParameterException ex) {
        CommandLine c = ex.getCommandLine();
        List<String> unmatched = ex instanceof UnmatchedArgumentException u ? u.getUnmatched()
                : c.getParseResult() == null ? List.of() : c.getParseResult().unmatched();
        // picocli checks required options before it complains of an unknown one; the unknown one is the mistake to name.
        if (unmatched.isEmpty() || !(ex instanceof UnmatchedArgumentException) && !unmatched.get(0).startsWith("-")) {
            return ex.getMessage();
        }
        CommandSpec spec = c.getCommandSpec();
        String word = unmatched.get(0);
        // "goref bench" says which command's list it gives; the top level needs no name.
        String where = spec.parent() == null ? "" : spec.qualifiedName().replaceFirst("^goref ", "") + ": ";
        String hint = ex instanceof UnmatchedArgumentException u ? suggestion(u) : "";
        if (word.startsWith("-") && word.length() > 1) {
            return where + "unknown option '" + word + "'" + hint + "; options: " + options(spec);
        }
        if (!c.getSubcommands().isEmpty()) {
            return where + "unknown command '" + word + "'" + hint + "; commands: " + String.join(", ", c.getSubcommands().keySet());
        }
        return where + "unexpected argument '" + word + "'" + (unmatched.size() > 1 ? " (and " + (unmatched.size() - 1)
                + " more)" : "") + "; usage: " + spec.qualifiedName() + " " + positionals(spec);
    }

    /** picocli's nearest name, when it is near enough to be a typo ("scor" for "score"; not "bench" for "nosuchcmd"). */
    private static String suggestion(UnmatchedArgumentException u) {
        String word = u.getUnmatched().get(0);
        for (String s : u.getSuggestions()) {
            if (s.startsWith(word) || word.startsWith(s) || distance(s, word) <= 2) {
                return " (did you mean '" + s + "'?)";
            }
        }
        return "";
    }

    /** The edit distance (insertions, deletions, substitutions) between two short words. */
    static int distance(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            row[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int up = row[j];
                row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1), diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                diagonal = up;
            }
        }
        return row[b.length()];
    }

    private static String options(CommandSpec spec) {
        return spec.options().stream().filter(o -> !o.hidden())
                .map(o -> String.join("/", o.names()))
                .collect(Collectors.joining(", "));
    }

    private static String positionals(CommandSpec spec) {
        String p = spec.positionalParameters().stream().filter(x -> !x.hidden()).map(x -> x.paramLabel())
                .collect(Collectors.joining(" "));
        return (spec.options().isEmpty() ? "" : "[OPTIONS] ") + p;
    }
}
