package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * goref gtp and GNU Go driven side by side through the same GTP commands: seeded random games in
 * which either colour may move twice in a row (GTP leaves the order to the controller), with passes
 * and undos, comparing after every command the stones, the captures and the legality of every point
 * ({@code is_legal}). Simple ko (superko none, and no-result until a game goes void), positional and
 * situational superko.
 */
class GtpConformanceDifferentialTest {
    private static final String COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    /** The reasons goref gave for the illegal points met: the games must have met every kind. */
    static final java.util.Map<String, Integer> REASONS = new java.util.concurrent.ConcurrentSkipListMap<>();
    static final java.util.concurrent.atomic.AtomicInteger RANDOM_GAMES = new java.util.concurrent.atomic.AtomicInteger();
    static final java.util.concurrent.atomic.AtomicInteger SUICIDES = new java.util.concurrent.atomic.AtomicInteger();

    /** One goref process for the class, reset for each test as {@code goref gtp ARGS} would start. */
    private static GtpPipe shared;

    @org.junit.jupiter.api.BeforeAll
    static void start() throws Exception {
        shared = GtpPipe.goref();
    }

    private static GtpPipe fresh(String... args) {
        java.util.Map<String, String> a = new java.util.HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            a.put(args[i], args[i + 1]);
        }
        shared.send("boardsize " + a.getOrDefault("--size", "19"));
        shared.send("clear_board");
        shared.send("goref-rules " + a.getOrDefault("--rules", "russian-territory"));
        if (a.containsKey("--komi")) {
            shared.send("komi " + a.get("--komi"));
        }
        return shared;
    }

    @org.junit.jupiter.api.AfterAll
    static void theGamesMetEveryKindOfIllegalMove() {
        shared.close();
        if (RANDOM_GAMES.get() >= 10) {
            assertThat(REASONS).as("reasons met").containsKeys("occupied", "suicide", "ko", "superko");
        }
    }

    @ParameterizedTest(name = "{0}x{0} {1} seed {3}")
    @CsvSource({
            "5, 'russian-territory,superko=none', '', 1, 110",
            "5, 'japanese', '', 2, 110",
            "7, 'russian-territory,superko=none', '', 3, 110",
            "9, 'korean', '', 4, 80",
            "5, 'chinese', '--positional-superko', 5, 110",
            "5, 'tromp-taylor,suicide=forbidden', '--positional-superko', 13, 110",
            "7, 'tromp-taylor,suicide=forbidden', '--positional-superko', 6, 100",
            "9, 'chinese', '--positional-superko', 7, 70",
            "5, 'russian-territory', '--situational-superko', 8, 110",
            "5, 'aga', '--situational-superko', 14, 110",
            "7, 'aga', '--situational-superko', 9, 100",
            "9, 'russian-area', '--situational-superko', 10, 70",
            "5, 'tromp-taylor', '--positional-superko --allow-suicide', 15, 110",
            "7, 'new-zealand', '--situational-superko --allow-suicide', 16, 100",
            "19, 'russian-territory', '--situational-superko', 11, 40",
            "19, 'japanese', '', 12, 40"})
    void randomGamesAgreeAfterEveryCommand(int size, String rules, String gnugoOption, long seed, int moves) throws Exception {
        String[] opts = gnugoOption.isEmpty() ? new String[0] : gnugoOption.split(" ");
        GtpPipe goref = fresh("--size", Integer.toString(size), "--rules", rules, "--komi", "0");
        try (GtpPipe gnugo = GtpPipe.gnugo(opts)) {
            both(goref, gnugo, "boardsize " + size);
            both(goref, gnugo, "clear_board");
            playRandomGame(goref, gnugo, size, new Random(seed), moves, "black");
            RANDOM_GAMES.incrementAndGet();
        }
    }

    /**
     * Plays {@code moves} random commands on both engines. {@code first} is the colour that moves
     * first. Returns normally when the game went void (superko=no-result), which GNU Go knows nothing of.
     */
    static void playRandomGame(GtpPipe goref, GtpPipe gnugo, int size, Random rnd, int moves, String first) {
        List<String> log = new ArrayList<>();
        String last = first.equals("black") ? "white" : "black";
        boolean voidable = goref.send("goref-rules").matches("^(japanese|korean).*|.*superko=no-result.*");
        for (int m = 0; m < moves; m++) {
            String colour = rnd.nextInt(7) == 0 ? last : other(last);
            compare(goref, gnugo, size, colour, log);
            int r = rnd.nextInt(100);
            String command;
            if (r < 5) {
                command = "undo";
            } else if (r < 9) {
                command = "play " + spell(colour, rnd) + " " + (rnd.nextBoolean() ? "pass" : "PASS");
            } else {
                String v = chooseMove(goref, size, colour, rnd);
                command = "play " + spell(colour, rnd) + " " + (rnd.nextBoolean() ? v : v.toLowerCase());
            }
            int ownBefore = command.startsWith("play") ? goref.vertices("list_stones " + colour).size() : 0;
            String a = goref.ask(command).strip();
            String b = gnugo.ask(command).strip();
            if (command.startsWith("play") && a.equals("=") && goref.vertices("list_stones " + colour).size() < ownBefore) {
                SUICIDES.incrementAndGet();
            }
            log.add(command + " -> " + a);
            assertThat(a).as("goref vs GNU Go on '" + command + "' after " + log).isEqualTo(b);
            if (command.startsWith("play")) {
                last = colour;
            }
            if (voidable && goref.send("final_score").equals("Void")) {
                // A third repetition with the same player to move: RULES.md 3.3 no-result, not a GNU Go notion.
                assertThat(goref.ask("play " + other(last) + " pass")).isEqualTo("? illegal move");
                return;
            }
        }
        compare(goref, gnugo, size, "black", log);
        compare(goref, gnugo, size, "white", log);
    }

    private static String spell(String colour, Random rnd) {
        return switch (rnd.nextInt(4)) {
            case 0 -> colour;
            case 1 -> colour.substring(0, 1);
            case 2 -> colour.substring(0, 1).toUpperCase();
            default -> colour.toUpperCase();
        };
    }

    /**
     * A random empty point that keeps the game rich in captures, kos and repetitions: a capture most
     * of the time when there is one, else a point next to opponent stones, else any; never the
     * mover's own single-point eye.
     */
    private static String chooseMove(GtpPipe goref, int size, String colour, Random rnd) {
        Set<String> mine = goref.vertices("list_stones " + colour);
        Set<String> theirs = goref.vertices("list_stones " + other(colour));
        List<String> captures = new ArrayList<>();
        List<String> suicides = new ArrayList<>();
        List<String> contact = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (int x = 0; x < size; x++) {
            for (int y = 1; y <= size; y++) {
                String v = vertex(x, y);
                if (mine.contains(v) || theirs.contains(v)) {
                    continue;
                }
                List<String> ns = neighbours(x, y, size);
                if (mine.containsAll(ns)) {
                    continue;
                }
                boolean takes = ns.stream().anyMatch(n -> theirs.contains(n) && liberties(n, theirs, mine, size).equals(Set.of(v)));
                boolean full = ns.stream().allMatch(n -> mine.contains(n) || theirs.contains(n));
                if (full && !takes && ns.stream().anyMatch(mine::contains)
                        && ns.stream().filter(mine::contains).allMatch(n -> liberties(n, mine, theirs, size).equals(Set.of(v)))) {
                    suicides.add(v); // multi-stone suicide: legal only under suicide=allowed
                    continue;
                }
                (takes ? captures : ns.stream().anyMatch(theirs::contains) ? contact : rest).add(v);
            }
        }
        if (!suicides.isEmpty() && rnd.nextInt(3) == 0) {
            return suicides.get(rnd.nextInt(suicides.size()));
        }
        if (!captures.isEmpty() && rnd.nextInt(5) != 0) {
            return captures.get(rnd.nextInt(captures.size()));
        }
        contact.addAll(captures);
        if (!contact.isEmpty() && (rest.isEmpty() || rnd.nextInt(3) != 0)) {
            return contact.get(rnd.nextInt(contact.size()));
        }
        if (!rest.isEmpty()) {
            return rest.get(rnd.nextInt(rest.size()));
        }
        return "pass";
    }

    /** The liberties of the chain through {@code v} (a stone of {@code own}). */
    private static Set<String> liberties(String v, Set<String> own, Set<String> other, int size) {
        Set<String> chain = new java.util.HashSet<>(Set.of(v));
        Set<String> libs = new java.util.HashSet<>();
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(List.of(v));
        while (!todo.isEmpty()) {
            String s = todo.pop();
            for (String n : neighbours(COLS.indexOf(s.charAt(0)), Integer.parseInt(s.substring(1)), size)) {
                if (own.contains(n)) {
                    if (chain.add(n)) {
                        todo.push(n);
                    }
                } else if (!other.contains(n)) {
                    libs.add(n);
                }
            }
        }
        return libs;
    }

    static List<String> neighbours(int x, int y, int size) {
        List<String> out = new ArrayList<>(4);
        if (x > 0) {
            out.add(vertex(x - 1, y));
        }
        if (x < size - 1) {
            out.add(vertex(x + 1, y));
        }
        if (y > 1) {
            out.add(vertex(x, y - 1));
        }
        if (y < size) {
            out.add(vertex(x, y + 1));
        }
        return out;
    }

    static String vertex(int x, int y) {
        return COLS.charAt(x) + Integer.toString(y);
    }

    static String other(String colour) {
        return colour.equals("black") ? "white" : "black";
    }

    /** Stones, captures and is_legal of every point for {@code colour}: the same on both engines. */
    static void compare(GtpPipe goref, GtpPipe gnugo, int size, String colour, List<String> log) {
        for (String c : List.of("black", "white")) {
            assertThat(goref.vertices("list_stones " + c)).as(c + " stones after " + log)
                    .isEqualTo(gnugo.vertices("list_stones " + c));
            assertThat(goref.send("captures " + c)).as(c + " captures after " + log)
                    .isEqualTo(gnugo.send("captures " + c));
        }
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int x = 0; x < size; x++) {
            for (int y = 1; y <= size; y++) {
                String v = vertex(x, y);
                String ga = goref.send("is_legal " + colour + " " + v);
                String gb = gnugo.send("is_legal " + colour + " " + v);
                if (ga.equals("0")) {
                    REASONS.merge(goref.send("goref-legal " + colour + " " + v), 1, Integer::sum);
                }
                if (!ga.equals(gb)) {
                    a.append(v).append('=').append(ga).append(' ');
                    b.append(v).append('=').append(gb).append(' ');
                }
            }
        }
        assertThat(a.toString()).as("is_legal " + colour + " (goref vs GNU Go " + b + ") after " + log).isEmpty();
    }

    static void both(GtpPipe goref, GtpPipe gnugo, String command) {
        // GNU Go writes "= " for an empty answer, goref "=": GTP 2 allows both.
        String a = goref.ask(command).strip();
        String b = gnugo.ask(command).strip();
        assertThat(a).as(command).isEqualTo(b);
    }

    @Test
    void fixedHandicapPlacesTheSameStonesAsGnuGoForEverySizeAndCount() throws Exception {
        GtpPipe goref = fresh("--komi", "0");
        try (GtpPipe gnugo = GtpPipe.gnugo()) {
            for (int size = 7; size <= 19; size++) {
                for (int n = 2; n <= 9; n++) {
                    both(goref, gnugo, "boardsize " + size);
                    both(goref, gnugo, "clear_board");
                    String a = goref.ask("fixed_handicap " + n);
                    String b = gnugo.ask("fixed_handicap " + n);
                    assertThat(a.startsWith("=")).as(size + "x" + size + " fixed_handicap " + n + ": " + a + " vs " + b)
                            .isEqualTo(b.startsWith("="));
                    if (a.startsWith("=")) {
                        assertThat(GtpPipe.vertexSet(a.substring(1))).as(size + " " + n).isEqualTo(GtpPipe.vertexSet(b.substring(1)));
                        assertThat(goref.vertices("list_stones black")).isEqualTo(gnugo.vertices("list_stones black"));
                        // A handicap on a non-empty board is refused by both.
                        assertThat(goref.ask("fixed_handicap 2")).startsWith("?");
                    }
                }
            }
            // After the handicap White moves first: a short random game from there.
            both(goref, gnugo, "boardsize 9");
            both(goref, gnugo, "clear_board");
            assertThat(GtpPipe.vertexSet(goref.send("fixed_handicap 5"))).isEqualTo(GtpPipe.vertexSet(gnugo.send("fixed_handicap 5")));
            playRandomGame(goref, gnugo, 9, new Random(77), 40, "white");
        }
    }

    @Test
    void boardsizeAndClearBoardResetStonesCapturesAndKo() throws Exception {
        GtpPipe goref = fresh("--komi", "0");
        try (GtpPipe gnugo = GtpPipe.gnugo()) {
            Random rnd = new Random(99);
            for (int size : new int[] {5, 7, 9, 5}) {
                both(goref, gnugo, "boardsize " + size);
                compare(goref, gnugo, size, "black", new ArrayList<>());
                assertThat(goref.send("captures black") + goref.send("captures white")).isEqualTo("00");
                // A ko on the left edge, just taken by Black: White may not retake at once.
                for (String mv : List.of("b B3", "w B2", "b A2", "w C2", "b B1", "w A1")) {
                    both(goref, gnugo, "play " + mv);
                }
                both(goref, gnugo, "play b B4");  // shapes the ko
                both(goref, gnugo, "play w A3");
                both(goref, gnugo, "play b A2");
                compare(goref, gnugo, size, "white", new ArrayList<>());
                both(goref, gnugo, "clear_board");
                assertThat(goref.send("list_stones black") + goref.send("list_stones white")).isEmpty();
                compare(goref, gnugo, size, "white", new ArrayList<>());
                playRandomGame(goref, gnugo, size, rnd, 25, "black");
            }
        }
    }

    /**
     * A 3x3 game that repeats a whole-board position: the last moves are refused under positional
     * and situational superko (a situation made by a pass counts, as in GNU Go) and legal under
     * simple ko. Both engines must agree on every point after every move.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"'russian-territory,superko=none', ''", "'chinese', '--positional-superko'",
            "'russian-territory', '--situational-superko'"})
    void aRepetitionOnThreeByThreeIsJudgedAlikeUnderEachKoRule(String rules, String option) throws Exception {
        String[] opts = option.isEmpty() ? new String[0] : new String[] {option};
        GtpPipe goref = fresh("--size", "3", "--rules", rules, "--komi", "0");
        try (GtpPipe gnugo = GtpPipe.gnugo(opts)) {
            both(goref, gnugo, "boardsize 3");
            both(goref, gnugo, "clear_board");
            List<String> log = new ArrayList<>();
            String colour = "black";
            for (String v : "C2 B1 B3 B2 C1 pass A3 C3 A2 pass C1 pass C2 C3 B2 A1".split(" ")) {
                compare(goref, gnugo, 3, colour, log);
                String command = "play " + colour + " " + v;
                String a = goref.ask(command).strip();
                assertThat(a).as(command + " after " + log).isEqualTo(gnugo.ask(command).strip());
                log.add(command + " -> " + a);
                if (a.startsWith("=")) {
                    colour = other(colour);
                }
            }
            compare(goref, gnugo, 3, colour, log);
            if (!option.isEmpty()) {
                assertThat(log).as("a superko refusal was met").anyMatch(l -> l.endsWith("? illegal move"));
            }
        }
    }

    /**
     * Black B1 in atari at A1 among White A2, B2, C1: Black A1 would remove Black's own two stones.
     * Forbidden by default on both; with suicide=allowed (GNU Go --allow-suicide) both play it and
     * White gains two prisoners. A single-stone suicide stays illegal on both even then.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"'russian-territory', '--situational-superko', '? illegal move'",
            "'tromp-taylor', '--positional-superko --allow-suicide', '='",
            "'new-zealand', '--situational-superko --allow-suicide', '='"})
    void multiStoneSuicideAsTheRulesSay(String rules, String option, String answer) throws Exception {
        String[] opts = option.split(" ");
        GtpPipe goref = fresh("--size", "5", "--rules", rules, "--komi", "0");
        try (GtpPipe gnugo = GtpPipe.gnugo(opts)) {
            both(goref, gnugo, "boardsize 5");
            both(goref, gnugo, "clear_board");
            for (String mv : List.of("black B1", "white A2", "white B2", "white C1", "white E4", "white D5")) {
                both(goref, gnugo, "play " + mv);
            }
            compare(goref, gnugo, 5, "black", new ArrayList<>());
            assertThat(goref.send("goref-legal black A1")).isEqualTo(answer.equals("=") ? "ok" : "suicide");
            assertThat(goref.send("goref-legal black E5")).isEqualTo("suicide"); // a single stone: never
            both(goref, gnugo, "play black A1");
            assertThat(goref.ask("play black E5")).isEqualTo("? illegal move");
            assertThat(goref.send("captures white")).isEqualTo(answer.equals("=") ? "2" : "0");
            compare(goref, gnugo, 5, "black", new ArrayList<>());
            compare(goref, gnugo, 5, "white", new ArrayList<>());
            if (rules.equals("tromp-taylor")) {
                // Black B1 again would recreate the position before the suicide: positional superko.
                assertThat(goref.send("goref-legal black B1")).isEqualTo("superko");
            }
        }
    }

    /**
     * goref's own genmove, played into GNU Go: every move it generates is legal there too, it never
     * fills its own single-point eye, and a game of genmoves ends in two passes with the stones alike.
     */
    @ParameterizedTest(name = "{0}x{0} {1}")
    @CsvSource({"5, 'russian-territory', '--situational-superko'", "7, 'chinese', '--positional-superko'",
            "9, 'russian-territory,superko=none', ''",
            // Where suicide is allowed goref's player still never commits it: GNU Go, which forbids
            // it, must take every move (in goref match it lost by forfeit for refusing one).
            "9, 'new-zealand', '--situational-superko'", "9, 'tromp-taylor', '--positional-superko'"})
    void genmoveOnlyPlaysWhatGnuGoAccepts(int size, String rules, String option) throws Exception {
        String[] opts = option.isEmpty() ? new String[0] : new String[] {option};
        GtpPipe goref = fresh("--size", Integer.toString(size), "--rules", rules, "--komi", "0");
        try (GtpPipe gnugo = GtpPipe.gnugo(opts)) {
            both(goref, gnugo, "boardsize " + size);
            both(goref, gnugo, "clear_board");
            List<String> log = new ArrayList<>();
            String colour = "black";
            int passes = 0;
            for (int m = 0; m < size * size * 3 && passes < 2; m++) {
                Set<String> mine = goref.vertices("list_stones " + colour);
                Set<String> theirs = goref.vertices("list_stones " + other(colour));
                String move = goref.send("genmove " + colour).toUpperCase();
                log.add(colour + " " + move);
                if (!move.equals("PASS")) {
                    int x = COLS.indexOf(move.charAt(0));
                    int y = Integer.parseInt(move.substring(1));
                    assertThat(mine.containsAll(neighbours(x, y, size))).as("fills its own eye: " + log).isFalse();
                    assertThat(mine).doesNotContain(move);
                    assertThat(theirs).doesNotContain(move);
                }
                passes = move.equals("PASS") ? passes + 1 : 0;
                assertThat(gnugo.ask("play " + colour + " " + move).strip()).as("GNU Go takes " + log).isEqualTo("=");
                colour = other(colour);
                if (m % 5 == 0) {
                    compare(goref, gnugo, size, colour, log);
                }
            }
            assertThat(passes).as("the game ends in two passes: " + log).isEqualTo(2);
            compare(goref, gnugo, size, colour, log);
        }
    }
}
