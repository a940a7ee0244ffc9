package org.goref.cli;

import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.DeadStones;
import org.goref.core.game.Game;
import org.goref.core.game.GameResult;
import org.goref.core.game.JsonText;
import org.goref.core.game.MarkingProposal;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSpec;
import org.goref.core.text.Count;
import org.goref.life.Estimator;
import org.goref.life.FinalCount;
import org.goref.life.Proposal;
import org.goref.sgf.Replay;
import org.goref.sgf.SgfCollection;
import org.goref.sgf.SgfException;
import org.goref.sgf.SgfGameRecord;
import org.goref.sgf.SgfReader;
import org.goref.sgf.SgfWarning;
import org.goref.sgf.Violation;
import org.goref.core.text.Quote;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goref score FILE.sgf [--rules SPEC] [--komi K] [--dead auto|record|none|V1,V2,...] [--json]
 * [--count board|settled]}: replays the record's main line (tolerantly: violations go to standard
 * error), settles the dead stones, prints the score sheet, then, when the record has its own RE,
 * {@code record: <its RE>, agrees|differs} (for a result without a margin, {@code same winner|other
 * winner}), and last {@code Result: <RE>} alone on its line (the
 * contract's last line, which scripts read). Rules and komi on the command line win over the
 * record's. The count is of the board as it stands (the referee's), or with {@code --count settled}
 * as players reach their result: many records stop with a border open or the dame unfilled.
 */
@Command(name = "score", mixinStandardHelpOptions = true,
        description = "Replays a record, settles the dead stones and prints the score sheet.")
public final class ScoreCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE.sgf")
    Path file;

    @Option(names = "--rules", paramLabel = "SPEC", description = "rule set, e.g. russian-territory or japanese,komi=6.5")
    String rules;

    @Option(names = "--komi", paramLabel = "K", description = "komi (wins over the record's and the spec's)")
    String komi;

    @Option(names = "--dead", paramLabel = "auto|record|none|V1,V2,...", defaultValue = "auto",
            description = "dead stones: the estimator's (auto), the record's own marking (record: its TB/TW "
                    + "territory or goref's GRDS), none, or the chains through these vertices")
    String dead;

    @Option(names = "--json", description = "the score sheet as JSON")
    boolean json;

    @Option(names = "--count", paramLabel = "board|settled", defaultValue = "board",
            description = "board: the final position as it stands, the referee's count (default); settled: as "
                    + "players reach a result — borders the record left open closed where the estimate gives "
                    + "them, the dame filled from the side to move (what bench autoscore counts)")
    String count;

    @Override
    public Integer call() {
        SgfGameRecord rec;
        int games;
        try {
            // a broken later game of a collection is no reason not to score the first
            SgfCollection collection = new SgfReader().keepingBrokenGames().file(file);
            games = collection.games().size();
            rec = SgfGameRecord.of(collection, 0);
        } catch (SgfException e) {
            System.err.println(Quote.longRuns(Say.about(file, e.getMessage())));
            return Main.BAD_INPUT;
        }
        if (games > 1) {
            // Said, so that nobody takes the score for that of the game they meant (goref check reads them all).
            System.err.println(Say.about(file, "the file holds " + games + " games: the first is scored"));
        }
        RuleSet r = rec.rules();
        if (rules != null) {
            RuleSet given = RuleSet.parse(rules);
            boolean specHasKomi = rules.toLowerCase(Locale.ROOT).replace(" ", "").contains("komi=");
            r = specHasKomi ? given : given.withKomi(rec.komi());
        }
        if (komi != null) {
            r = r.withKomi(RuleSpec.komi(komi));
        }
        for (SgfWarning w : rec.warnings()) {
            System.err.println(Say.about(file, "warning: " + w));
        }
        Replay replay = rec.toGame(-1, true, r);
        for (Violation v : replay.violations()) {
            System.err.println(Say.about(file, v.toString()));
        }
        Game game = replay.game();
        boolean settledCount = countMode().equals("settled");
        // The settled count of the estimator's own marking is settled in the same pass: one round
        // of playouts instead of two.
        Proposal estimate = settledCount && dead.trim().equalsIgnoreCase("auto") ? ownEstimate(game) : null;
        MarkingProposal marking = estimate != null ? Estimator.marking(estimate) : marking(rec, game);
        Set<Point> deadStones = new TreeSet<>(marking.dead());
        Proposal settled = estimate != null ? estimate
                : settledCount ? new Estimator().settle(game.board(), game.rules(), game.toMove().code, deadStones, 0L)
                : null;
        ScoreSheet sheet = settled != null ? finalCount(game, settled) : game.score(deadStones);
        // Under the Japanese rules the settled count comes after the protective moves, so it charges
        // them: the ones named are then those the count charged.
        boolean charged = settled != null && FinalCount.chargesProtectiveMoves(game.rules());
        MarkingProposal shown = charged
                ? new MarkingProposal(marking.dead(), marking.doubtful(), Estimator.marking(settled).protectiveMoves())
                : marking;
        GameResult result = sheet.result();
        GameResult recorded = rec.result().orElse(null);
        if (json) {
            System.out.println(json(rec, sheet, shown, charged, game, recorded, result));
        } else {
            System.out.println(header(rec, game));
            System.out.print(sheet.table());
            System.out.println("dead stones: " + (deadStones.isEmpty() ? "none" : Point.toGtp(deadStones, game.size())));
            Set<Point> doubtfulDead = new TreeSet<>(marking.doubtful());
            doubtfulDead.retainAll(deadStones);
            Set<Point> doubtfulAlive = new TreeSet<>(marking.doubtful());
            doubtfulAlive.removeAll(deadStones);
            if (!doubtfulDead.isEmpty()) {
                System.out.println("of which doubtful, worth a second look: " + Point.toGtp(doubtfulDead, game.size()));
            }
            if (!doubtfulAlive.isEmpty()) {
                System.out.println("left alive but doubtful, worth a second look: " + Point.toGtp(doubtfulAlive, game.size()));
            }
            if (!shown.protectiveMoves().isEmpty()) {
                System.out.println((charged
                        ? "protective moves, charged in this count (the Japanese rules count after them): "
                        : "protective moves still owed, not charged in this count: ") + shown.protectiveMovesText(game.size()));
            }
            if (recorded != null) {
                Boolean agrees = agrees(result, rec);
                // A record without a margin (B+, B+R, B+T, B+F) can only be compared on its winner: say so.
                boolean byWinner = !(recorded instanceof GameResult.ByPoints || recorded instanceof GameResult.Draw);
                System.out.println("record: " + rec.resultText() + ", " + (agrees == null ? "unknown"
                        : byWinner ? (agrees ? "same winner" : "other winner") : agrees ? "agrees" : "differs"));
            }
        }
        if (!json) {
            // The contract's last line, and nothing else on it: scripts read the result from it. With --json
            // standard output is the one JSON document, which carries the result itself.
            System.out.println("Result: " + result.sgf());
        }
        return replay.violations().isEmpty() ? Main.OK : Main.BREAKS_RULE;
    }

    /** board or settled, as --count asks. */
    private String countMode() {
        String c = count.trim().toLowerCase(Locale.ROOT);
        if (!c.equals("board") && !c.equals("settled")) {
            throw new IllegalArgumentException("--count must be board or settled, not " + count);
        }
        return c;
    }

    /**
     * The estimator's proposal, seed 0 (as {@code --dead auto} marks), when goref-life's estimator is
     * the registered one; null when another estimator is, so that it is asked instead.
     */
    private static Proposal ownEstimate(Game game) {
        Iterator<DeadStones> it = ServiceLoader.load(DeadStones.class).iterator();
        if (!it.hasNext() || !(it.next() instanceof Estimator e)) {
            return null;
        }
        return e.propose(game.board(), game.rules(), game.toMove().code, 0L);
    }

    /**
     * The count as players reach a result: the borders the record left open closed and the dame
     * filled as the proposal reads them, its dead stones removed.
     */
    private static ScoreSheet finalCount(Game game, Proposal settled) {
        int[] passes = {0, game.passes(Color.BLACK), game.passes(Color.WHITE)};
        return FinalCount.count(game.board(), settled, game.rules(), game.handicapStones(), passes);
    }

    /**
     * The marking --dead asks for: the estimator's (with the doubtful stones and protective moves it
     * reads), the record's own, none, or the given chains.
     */
    private MarkingProposal marking(SgfGameRecord rec, Game game) {
        String d = dead.trim();
        if (d.equalsIgnoreCase("none")) {
            return MarkingProposal.of(Set.of());
        }
        if (d.equalsIgnoreCase("record")) {
            return MarkingProposal.of(rec.recordedDeadStones(game.board()).orElseThrow(() -> new IllegalArgumentException(
                    file + ": --dead record: the record marks no territory (TB/TW) and no dead stone after its last move")));
        }
        if (d.equalsIgnoreCase("auto")) {
            Iterator<DeadStones> it = ServiceLoader.load(DeadStones.class).iterator();
            if (!it.hasNext()) {
                System.err.println("goref: no dead-stone estimator is available: --dead auto counts every stone alive (as --dead none)");
                return MarkingProposal.of(Set.of());
            }
            return it.next().proposeMarking(game.board(), game.rules(), game.toMove().code);
        }
        return MarkingProposal.of(givenChains(game, d));
    }

    private static Set<Point> givenChains(Game game, String d) {
        Board b = game.board();
        Set<Point> out = new TreeSet<>();
        for (String v : d.split("[,\\s]+")) {
            if (v.isEmpty()) {
                continue;
            }
            Point p = Point.parseGtp(v, game.size());
            if (p == null) {
                throw new IllegalArgumentException("--dead: 'pass' is no stone");
            }
            int i = b.index(p);
            if (b.get(i) != Board.BLACK && b.get(i) != Board.WHITE) {
                throw new IllegalArgumentException("--dead: no stone at " + v.toUpperCase(Locale.ROOT));
            }
            int s = i;
            do {
                out.add(b.point(s));
                s = b.nextInChain(s);
            } while (s != i);
        }
        return out;
    }

    /**
     * Whether the count agrees with the record's result; null when the record's result is unknown
     * ({@code RE[?]}, {@code RE[]}, a text goref cannot read), where "differs" said what nobody
     * knows. A win without its margin ({@code RE[B+]}, a resignation, time or forfeit) agrees with a
     * count of the same winner; a void result is not compared.
     */
    static Boolean agrees(GameResult counted, SgfGameRecord rec) {
        GameResult recorded = rec.result().orElse(new GameResult.Unknown());
        if (recorded instanceof GameResult.NoResult || recorded instanceof GameResult.DoubleForfeit) {
            return null;
        }
        if (recorded instanceof GameResult.Resignation || recorded instanceof GameResult.Time
                || recorded instanceof GameResult.Forfeit) {
            // The game ended before a count: only its winner can be compared with one.
            return counted.winner().equals(recorded.winner());
        }
        if (!(recorded instanceof GameResult.Unknown)) {
            return agree(counted, recorded);
        }
        return rec.recordedWinner().map(w -> counted.winner().equals(Optional.of(w))).orElse(null);
    }

    /** Same winner and, for a count, the same margin. */
    static boolean agree(GameResult a, GameResult b) {
        if (a instanceof GameResult.ByPoints pa && b instanceof GameResult.ByPoints pb) {
            return pa.winningColor() == pb.winningColor() && pa.margin() == pb.margin();
        }
        return a.getClass() == b.getClass() && a.winner().equals(b.winner());
    }

    private String header(SgfGameRecord rec, Game game) {
        return file.getFileName() + ": " + nameOr(rec.blackName(), "Black") + " (B) vs " + nameOr(rec.whiteName(), "White")
                + " (W), " + game.size() + "x" + game.size() + ", komi " + RuleSet.formatKomi(game.rules().komi())
                + (game.handicapStones() > 0 ? ", handicap " + game.handicapStones() : "") + ", " + Count.of(game.moveNumber(), "move");
    }

    private static String nameOr(String n, String or) {
        return n == null || n.isBlank() ? or : n;
    }

    private static String json(SgfGameRecord rec, ScoreSheet s, MarkingProposal marking, boolean protectiveMovesCharged,
                               Game game, GameResult recorded, GameResult result) {
        StringBuilder sb = new StringBuilder();
        sb.append("{\"rules\":").append(JsonText.quote(s.rules().spec()))
                .append(",\"black\":").append(s.black().json())
                .append(",\"white\":").append(s.white().json())
                .append(',').append(marking.jsonFields(game.size()))
                .append(",\"protectiveMovesCharged\":").append(protectiveMovesCharged);
        sb.append(",\"moves\":").append(game.moveNumber());
        sb.append(",\"result\":").append(JsonText.quote(result.sgf()));
        if (recorded != null) {
            sb.append(",\"recorded\":").append(JsonText.quote(rec.resultText()))
                    .append(",\"agrees\":").append(agrees(result, rec));
        }
        return sb.append('}').toString();
    }

}
