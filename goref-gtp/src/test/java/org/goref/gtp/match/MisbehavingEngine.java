package org.goref.gtp.match;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.StringJoiner;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;

/**
 * A GTP engine for the tests, started as its own process, that plays legal random moves (never
 * filling its own simple eyes, answering a pass with a pass once half the board's points have been
 * played) and misbehaves as told:
 *
 * <pre>
 * --mode normal | illegal | crash | garbage | wrong | hang | sleep | dead | script
 * --at N          its N-th genmove is the one that misbehaves (default 3)
 * --sleep MS      for --mode sleep: how long that genmove sleeps
 * --black MOVES   for --mode script: the moves it answers when asked for Black, comma-separated
 * --white MOVES   ... and for White; when a list runs out it passes
 * --seed S        the random moves' seed
 * --minimal yes   knows only GTP's minimal commands: no handicap command at all, so that handicap
 *                 stones reach it as Black moves in a row
 * </pre>
 *
 * {@code illegal} plays on an occupied point; {@code crash} exits without answering; {@code garbage}
 * answers a line that is no GTP; {@code wrong} answers {@code = Z99}; {@code hang} never answers;
 * {@code dead} claims every opponent stone dead in {@code final_status_list dead}.
 */
public final class MisbehavingEngine {
    private String mode = "normal";
    private int at = 3;
    private long sleepMs = 0;
    private final List<String> script = new ArrayList<>();
    private final List<String> whiteScript = new ArrayList<>();
    private int scriptAt;
    private int whiteScriptAt;
    private Random random = new Random(1);
    private boolean minimal;
    private int size = 19;
    private Game game;
    private int genmoves;
    private Color me = Color.BLACK;
    private final PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);

    public static void main(String[] args) throws Exception {
        MisbehavingEngine e = new MisbehavingEngine();
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--mode" -> e.mode = args[i + 1];
                case "--at" -> e.at = Integer.parseInt(args[i + 1]);
                case "--sleep" -> e.sleepMs = Long.parseLong(args[i + 1]);
                case "--black" -> Collections.addAll(e.script, args[i + 1].split(","));
                case "--white" -> Collections.addAll(e.whiteScript, args[i + 1].split(","));
                case "--seed" -> e.random = new Random(Long.parseLong(args[i + 1]));
                case "--minimal" -> e.minimal = args[i + 1].equals("yes");
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        e.newGame();
        e.loop();
    }

    /** A new board; the counters of misbehaviour start again only with a new game (boardsize). */
    private void newGame() {
        game = new Game(size, RuleSet.russianTerritory(), true);
    }

    private void loop() throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            String[] w = line.trim().split("\\s+");
            if (w.length == 0 || w[0].isEmpty()) {
                continue;
            }
            String id = "";
            int k = 0;
            if (w[0].matches("\\d+")) {
                id = w[0];
                k = 1;
            }
            if (k >= w.length) {
                continue;
            }
            String cmd = w[k];
            String[] a = java.util.Arrays.copyOfRange(w, k + 1, w.length);
            try {
                String answer = handle(cmd, a);
                if (answer != null) {
                    out.print("=" + id + (answer.isEmpty() ? "" : " " + answer) + "\n\n");
                }
            } catch (IllegalArgumentException ex) {
                out.print("?" + id + " " + ex.getMessage() + "\n\n");
            }
            out.flush();
            if (cmd.equals("quit")) {
                return;
            }
        }
    }

    /** The answer, or null when this method wrote (or withheld) the answer itself. */
    private String handle(String cmd, String[] a) throws Exception {
        switch (cmd) {
            case "protocol_version":
                return "2";
            case "name":
                return "Misbehaving " + mode;
            case "version":
                return "1";
            case "list_commands":
                if (minimal) {
                    return String.join("\n", "protocol_version", "name", "version", "known_command", "list_commands",
                            "boardsize", "clear_board", "komi", "play", "genmove", "quit");
                }
                return String.join("\n", "protocol_version", "name", "version", "known_command", "list_commands",
                        "boardsize", "clear_board", "komi", "play", "genmove", "final_status_list", "quit",
                        "time_settings", "time_left", "set_free_handicap");
            case "known_command":
                return Boolean.toString(List.of("genmove", "play", "final_status_list").contains(a[0]));
            case "boardsize":
                size = Integer.parseInt(a[0]);
                genmoves = 0;
                scriptAt = 0;
                whiteScriptAt = 0;
                newGame();
                return "";
            case "clear_board":
                newGame();
                return "";
            case "komi", "time_settings", "time_left", "quit":
                return "";
            case "set_free_handicap": {
                if (minimal) {
                    throw new IllegalArgumentException("unknown command");
                }
                List<Point> pts = new ArrayList<>();
                for (String v : a) {
                    pts.add(Point.parseGtp(v, size));
                }
                game.apply(new GameEvent.Handicap(pts));
                return "";
            }
            case "play": {
                backToPlay();
                Color c = Color.parse(a[0]);
                Point p = Point.parseGtp(a[1], size);
                var refused = game.tryApply(p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p));
                if (refused.isPresent() && refused.get().reason() == org.goref.core.game.Illegal.Reason.OUT_OF_TURN) {
                    // GTP lets one colour play twice in a row (handicap stones reach a minimal engine so).
                    game.apply(new GameEvent.Pass(c.opponent()));
                    refused = game.tryApply(p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p));
                }
                if (refused.isPresent() && !mode.equals("script")) {
                    throw new IllegalArgumentException("illegal move");
                }
                return "";
            }
            case "genmove":
                return genmove(Color.parse(a[0]));
            case "final_status_list": {
                if (!mode.equals("dead")) {
                    return "";
                }
                // Claims every opponent stone dead: a dispute every time.
                StringJoiner j = new StringJoiner(" ");
                Board b = game.board();
                for (int y = 0; y < size; y++) {
                    for (int x = 0; x < size; x++) {
                        if (b.get(b.index(x, y)) == me.opponent().code) {
                            j.add(Point.of(x, y).toGtp(size));
                        }
                    }
                }
                return j.toString();
            }
            default:
                throw new IllegalArgumentException("unknown command");
        }
    }

    /** After two passes its own referee stops play; the controller decides whether play goes on. */
    private void backToPlay() {
        if (game.phase() == org.goref.core.game.Phase.MARKING) {
            game.apply(new GameEvent.Resume(Color.BLACK));
        }
    }

    private String genmove(Color c) throws Exception {
        genmoves++;
        me = c;
        backToPlay();
        if (mode.equals("script")) {
            List<String> moves = c == Color.BLACK ? script : whiteScript;
            int i = c == Color.BLACK ? scriptAt++ : whiteScriptAt++;
            return i < moves.size() ? moves.get(i) : "pass";
        }
        if (genmoves == at) {
            switch (mode) {
                case "crash" -> {
                    System.err.println("misbehaving engine: crashing on purpose");
                    System.exit(3);
                }
                case "garbage" -> {
                    out.print("hello, I am not GTP\n\n");
                    return null;
                }
                case "wrong" -> {
                    return "Z99";
                }
                case "hang" -> {
                    Thread.sleep(Long.MAX_VALUE);
                }
                case "sleep" -> Thread.sleep(sleepMs);
                case "illegal" -> {
                    Board b = game.board();
                    for (int y = 0; y < size; y++) {
                        for (int x = 0; x < size; x++) {
                            if (b.get(b.index(x, y)) != Board.EMPTY) {
                                return Point.of(x, y).toGtp(size);
                            }
                        }
                    }
                }
                default -> { }
            }
        }
        Point p = choose(c);
        game.apply(p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p));
        return p == null ? "pass" : p.toGtp(size);
    }

    private Point choose(Color c) {
        List<GameEvent> ev = game.events();
        if (!ev.isEmpty() && ev.get(ev.size() - 1) instanceof GameEvent.Pass && game.moveNumber() >= size * size / 2) {
            return null;
        }
        Board b = game.board();
        List<Point> candidates = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                Point p = Point.of(x, y);
                if (b.get(p) == Board.EMPTY && !b.isSimpleEye(b.index(p), c.code) && game.legality(c, p).isEmpty()) {
                    candidates.add(p);
                }
            }
        }
        return candidates.isEmpty() ? null : candidates.get(random.nextInt(candidates.size()));
    }
}
