package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.MarkingProposal;
import org.goref.core.game.Phase;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The writer's output on dispute-heavy games, byte for byte: marks and unmarks piling up on one
 * node, proposals, resumptions, rules changes (before, between and after disputes), referee
 * decisions, penalties, handicap and setup, and a loaded record continued. The files under
 * {@code golden/} were written by the writer before it was made linear; a change of the output is
 * a change of the format, to be made on purpose. {@code -Dgoref.golden.write=true} writes them anew.
 */
class SgfWriterGoldenTest {
    private static final boolean WRITE = Boolean.getBoolean("goref.golden.write");

    @ParameterizedTest
    @ValueSource(strings = {"resume-cycles", "referee-and-rules-changes", "play-out-handicap", "loaded-and-continued",
            "rules-changed-only-later", "marks-on-one-node"})
    void theOutputStaysByteForByte(String name) throws IOException {
        String sgf = switch (name) {
            case "resume-cycles" -> SgfWriter.write(new GameInfo("Ivanov", "Petrov", "1d", "2k", "Club", "4",
                    "2026-12-01", "Moscow", 600.0, "5x30 byo-yomi", "a game", "root comment"),
                    disputeHeavy(11, 9, "japanese", 7, r -> r));
            case "referee-and-rules-changes" -> SgfWriter.write(GameInfo.players("A", "B"), refereeGame());
            case "play-out-handicap" -> SgfWriter.write(GameInfo.none(), playOutHandicap());
            case "loaded-and-continued" -> loadedAndContinued();
            case "rules-changed-only-later" -> SgfWriter.write(GameInfo.none(), rulesChangedOnlyLater());
            case "marks-on-one-node" -> SgfWriter.write(GameInfo.none(), marksOnOneNode());
            default -> throw new IllegalArgumentException(name);
        };
        String file = "golden/" + name + ".sgf";
        if (WRITE) {
            Path out = Path.of("src/test/resources/org/goref/sgf", file);
            Files.createDirectories(out.getParent());
            Files.writeString(out, sgf, StandardCharsets.UTF_8);
        }
        try (InputStream in = SgfWriterGoldenTest.class.getResourceAsStream(file)) {
            assertThat(in).as(file).isNotNull();
            assertThat(sgf).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        // and what was written reads back as the same events
        SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(sgf), 0);
        assertThat(back.toGame(-1, true).violations()).isEmpty();
    }

    /**
     * Cycles of random play, two passes, a marking with marks and unmarks (some of the same chain
     * again and again), a proposal, notes and penalties, then a resumption; the last cycle accepted.
     */
    static Game disputeHeavy(long seed, int size, String rules, int cycles, Function<RuleSet, RuleSet> eachCycle) {
        Random rnd = new Random(seed);
        Game g = new Game(size, RuleSet.parse(rules));
        for (int cycle = 0; cycle < cycles && !g.isFinished(); cycle++) {
            playSome(g, rnd, 6 + rnd.nextInt(10));
            if (g.phase() != Phase.PLAYING) {
                break;
            }
            g.apply(new GameEvent.Pass(g.toMove()));
            g.apply(new GameEvent.Pass(g.toMove()));
            if (g.phase() != Phase.MARKING) {
                break;
            }
            List<Point> stones = stones(g);
            if (!stones.isEmpty()) {
                g.apply(new GameEvent.Proposed(new MarkingProposal(Set.of(stones.get(0), stones.get(stones.size() - 1)), Set.of(stones.get(stones.size() - 1)),
                        List.of(new MarkingProposal.ProtectiveMove(Color.WHITE, stones.get(stones.size() / 2))))));
            }
            for (int k = 0; k < 4 + rnd.nextInt(6) && !stones.isEmpty(); k++) {
                Point p = stones.get(rnd.nextInt(stones.size()));
                g.apply(new GameEvent.Mark(rnd.nextBoolean() ? Color.BLACK : Color.WHITE, p, rnd.nextInt(3) != 0));
            }
            g.apply(new GameEvent.Note("cycle " + cycle + " ] \\ marked"));
            if (cycle % 3 == 1) {
                g.apply(new GameEvent.Penalty(cycle % 2 == 0 ? Color.BLACK : Color.WHITE, 0.5 * (cycle + 1), "talk " + cycle));
            }
            if (cycle == 2) {
                g.apply(new GameEvent.RulesChanged(eachCycle.apply(g.rules().withKomi(g.rules().komi() + 1))));
            }
            g.apply(new GameEvent.Accept(Color.BLACK));
            if (cycle == cycles - 1) {
                g.apply(new GameEvent.Accept(Color.WHITE));
            } else {
                g.apply(new GameEvent.Resume(rnd.nextBoolean() ? Color.BLACK : Color.WHITE));
            }
        }
        return g;
    }

    /** Under disputes=referee a dispute waits; the rules change to resume and back, the referee decides. */
    private static Game refereeGame() {
        Random rnd = new Random(7);
        Game g = new Game(9, RuleSet.parse("russian-area,disputes=referee"));
        playSome(g, rnd, 20);
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Mark(Color.BLACK, stones(g).get(0), true));
        g.apply(new GameEvent.Resume(Color.WHITE));
        g.apply(new GameEvent.RulesChanged(g.rules().withDisputes(RuleSet.Disputes.RESUME)));
        g.apply(new GameEvent.Resume(Color.BLACK));
        playSome(g, rnd, 8);
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Resume(Color.BLACK));
        g.apply(new GameEvent.RulesChanged(g.rules().withDisputes(RuleSet.Disputes.REFEREE)));
        playSome(g, rnd, 6);
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Resume(Color.WHITE));
        List<Point> st = stones(g);
        g.apply(new GameEvent.RefereeDecision(List.of(st.get(0), st.get(st.size() - 1)), "seen by the referee"));
        g.apply(new GameEvent.Penalty(Color.BLACK, 2, "phone rang"));
        return g;
    }

    private static Game playOutHandicap() {
        Random rnd = new Random(3);
        Game g = new Game(13, RuleSet.parse("chinese,disputes=play-out"));
        g.apply(new GameEvent.Handicap(List.of(Point.parseSgf("dd"), Point.parseSgf("jj"), Point.parseSgf("dj"))));
        g.apply(new GameEvent.Setup(List.of(), List.of(Point.parseSgf("gg")), List.of(), Color.WHITE));
        playSome(g, rnd, 30);
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Mark(Color.WHITE, stones(g).get(1), true));
        g.apply(new GameEvent.Resume(Color.WHITE));
        playSome(g, rnd, 10);
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        return g;
    }

    /** A record written, read back with a comment of its own, and continued with more disputes. */
    private static String loadedAndContinued() {
        Game whole = disputeHeavy(5, 9, "korean", 5, r -> r.withDisputes(RuleSet.Disputes.RESUME));
        List<GameEvent> events = whole.events();
        int half = events.size() / 2;
        Game first = Game.replay(9, RuleSet.parse("korean"), false, events.subList(0, half));
        String written = SgfWriter.write(GameInfo.players("Kim", "Lee"), first);
        // someone's comment on the third move node, and a property goref does not know
        int at = written.indexOf(";B[", written.indexOf(";B[", written.indexOf(";B[") + 1) + 1);
        int end = written.indexOf(']', at) + 1;
        written = written.substring(0, end) + "C[a reader's note]XZ[kept]" + written.substring(end);
        SgfGameRecord rec = SgfGameRecord.of(SgfReader.readString(written), 0);
        Game g = rec.toGame(-1, false).game();
        for (GameEvent e : events.subList(half, events.size())) {
            g.apply(e);
        }
        return SgfWriter.write(rec, g);
    }

    /** A dispute before any rules change, and a change later: the comment cannot say what the dispute led to. */
    private static Game rulesChangedOnlyLater() {
        Random rnd = new Random(9);
        Game g = new Game(7, RuleSet.parse("japanese"));
        playSome(g, rnd, 10);
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Resume(Color.BLACK));
        playSome(g, rnd, 4);
        g.apply(new GameEvent.RulesChanged(g.rules().withDisputes(RuleSet.Disputes.PLAY_OUT)));
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Resume(Color.WHITE));
        g.apply(new GameEvent.Resign(Color.BLACK));
        return g;
    }

    /** Hundreds of marks, unmarks, notes and resumptions on the node of one pass. */
    private static Game marksOnOneNode() {
        Random rnd = new Random(1);
        Game g = new Game(9, RuleSet.parse("japanese"));
        playSome(g, rnd, 25);
        g.apply(new GameEvent.Pass(g.toMove()));
        g.apply(new GameEvent.Pass(g.toMove()));
        List<Point> stones = stones(g);
        for (int i = 0; i < 300; i++) {
            g.apply(new GameEvent.Mark(i % 2 == 0 ? Color.BLACK : Color.WHITE, stones.get(i % stones.size()), i % 3 != 0));
            if (i % 50 == 49) {
                g.apply(new GameEvent.Accept(Color.BLACK));
                g.apply(new GameEvent.Resume(Color.WHITE));
                g.apply(new GameEvent.Pass(g.toMove()));
                g.apply(new GameEvent.Pass(g.toMove()));
            }
        }
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Accept(Color.WHITE));
        return g;
    }

    private static void playSome(Game g, Random rnd, int moves) {
        int size = g.size();
        for (int m = 0; m < moves && g.phase() == Phase.PLAYING; m++) {
            Color c = g.toMove();
            boolean played = false;
            for (int tries = 0; tries < 30 && !played; tries++) {
                Point p = Point.of(rnd.nextInt(size), rnd.nextInt(size));
                played = g.tryApply(new GameEvent.Play(c, p)).isEmpty();
            }
            if (!played) {
                g.apply(new GameEvent.Pass(c));
                if (g.phase() != Phase.PLAYING) {
                    return;
                }
            }
        }
    }

    private static List<Point> stones(Game g) {
        List<Point> out = new ArrayList<>();
        for (int y = 0; y < g.size(); y++) {
            for (int x = 0; x < g.size(); x++) {
                Point p = Point.of(x, y);
                if (g.colorAt(p) != 0) {
                    out.add(p);
                }
            }
        }
        return out;
    }
}
