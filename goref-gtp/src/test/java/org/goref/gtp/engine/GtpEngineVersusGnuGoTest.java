package org.goref.gtp.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.rules.RuleSet;
import org.goref.gtp.client.GtpClient;
import org.goref.gtp.client.GtpFailure;
import org.junit.jupiter.api.Test;

/**
 * goref's engine side by side with GNU Go 3.8, the reference implementation of GTP 2, on long
 * seeded streams of board commands, valid and invalid: both must accept and refuse the same
 * commands and show the same stones, captures and legal points after each. The rules are
 * goref's with {@code superko=none}, the simple ko GNU Go plays. Left out are the commands where
 * the two differ by design: the order of fixed_handicap's answer (compared as a set), handicap
 * after a pass (GNU Go takes it, the board being empty; goref refuses a handicap once play began),
 * boardsize 1 (GNU Go's minimum; GTP's and goref's is 2), and genmove (the players differ).
 */
class GtpEngineVersusGnuGoTest {
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRST";

    @Test
    void theSameCommandsAreAcceptedAndLeaveTheSamePositionAsInGnuGo() throws Exception {
        Path gnugo = Path.of("/usr/games/gnugo");
        assumeTrue(Files.isExecutable(gnugo), "GNU Go is not installed (apt-get install gnugo)");
        RuleSet rules = RuleSet.parse("russian-territory,superko=none");
        try (GtpClient reference = GtpClient.start(List.of(gnugo.toString(), "--mode", "gtp", "--level", "0"),
                null, null, null)) {
            for (long seed = 1; seed <= 4; seed++) {
                GtpEngine goref = new GtpEngine(9, rules, null);
                reference.send("boardsize 9", 10_000);
                reference.send("clear_board", 10_000);
                List<String> session = session(new Random(seed), 1500);
                for (int i = 0; i < session.size(); i++) {
                    String command = session.get(i);
                    String ours = goref.handle(command);
                    String theirs = ask(reference, command);
                    String where = "seed " + seed + ", command " + i + " '" + command + "'";
                    assertThat(ours.charAt(0)).as(where + ": goref " + ours.strip() + ", GNU Go " + theirs)
                            .isEqualTo(theirs.charAt(0));
                    if (ours.startsWith("=")) {
                        assertThat(words(ours.substring(1))).as(where).isEqualTo(words(theirs.substring(1)));
                    }
                }
            }
        }
    }

    /** GNU Go's answer in goref's form: "=" or "?" and the answer's text. */
    private static String ask(GtpClient engine, String command) throws GtpFailure {
        try {
            return "=" + engine.send(command, 10_000);
        } catch (GtpFailure f) {
            if (f.kind() == GtpFailure.Kind.REFUSED) {
                return "?";
            }
            throw f;
        }
    }

    /** An answer's words as a set: GTP leaves the order of a vertex list to the engine. */
    private static Set<String> words(String answer) {
        Set<String> out = new TreeSet<>(Arrays.asList(answer.strip().split("\\s+")));
        out.remove("");
        return out;
    }

    /** Moves mostly (so positions fill up, with captures and kos), undo, queries and malformed commands. */
    private static List<String> session(Random r, int length) {
        List<String> out = new ArrayList<>();
        int size = 9;
        boolean fresh = true;
        for (int i = 0; i < length; i++) {
            int k = r.nextInt(100);
            String c;
            boolean clears = false;
            if (k < 50) {
                String colour = pick(r, "b", "w", "black", "WHITE", "B");
                c = "play " + colour + " " + (r.nextInt(10) < 9 ? vertex(r, size) : pick(r, "pass", "PASS"));
            } else if (k < 62) {
                c = "undo";
            } else if (k < 64) {
                size = Integer.parseInt(pick(r, "7", "9", "9", "13", "19"));
                c = "boardsize " + size;
                clears = true;
            } else if (k < 66) {
                c = "clear_board";
                clears = true;
            } else if (k < 68 && fresh) {
                c = "fixed_handicap " + r.nextInt(11);
            } else if (k < 76) {
                c = "is_legal " + pick(r, "b", "w") + " " + vertex(r, size);
            } else if (k < 80) {
                c = "captures " + pick(r, "black", "white");
            } else if (k < 88) {
                c = "list_stones " + pick(r, "black", "white");
            } else if (k < 90) {
                c = "komi " + pick(r, "6.5", "0", "-2.5", "abc", "7");
            } else if (k < 94) {
                c = pick(r, "play x a1", "play b z1", "play b", "play", "play b a0", "play b i5", "boardsize 26",
                        "boardsize x", "boardsize", "komi", "captures purple", "list_stones");
            } else {
                c = "play " + pick(r, "b", "w") + " " + vertex(r, size);
            }
            // A handicap only on an empty board with no move played (see the class comment).
            fresh = clears;
            out.add(c);
        }
        return out;
    }

    private static String vertex(Random r, int size) {
        String v = COLUMNS.charAt(r.nextInt(size)) + Integer.toString(1 + r.nextInt(size));
        return r.nextBoolean() ? v.toLowerCase() : v;
    }

    private static String pick(Random r, String... options) {
        return options[r.nextInt(options.length)];
    }
}
