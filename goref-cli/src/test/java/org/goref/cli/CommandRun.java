package org.goref.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The command line run in-process, with what it printed kept: the exit code, standard output and
 * standard error. One at a time, since it swaps the process's System.out and System.err.
 */
record CommandRun(int exit, String out, String err) {
    static synchronized CommandRun of(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new CommandRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /** The last line printed on standard output. */
    String lastLine() {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1];
    }
}
