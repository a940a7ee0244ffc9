package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.MarkingProposal;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** Games of the referee written as FF[4], and read back as the same game. */
class SgfWriterTest {

    private static Point p(String sgf) {
        return Point.parseSgf(sgf);
    }

    /** A 5x5 game played to the end, marked and accepted. */
    private static Game finishedGame() {
        Game g = new Game(5, RuleSet.parse("russian-territory,komi=0.5"));
        // a black wall on column B, a white one on column D, a black stone dead among White's
        String[] moves = {"ba", "da", "bb", "db", "bc", "dc", "bd", "dd", "be", "de", "ec"};
        Color c = Color.BLACK;
        for (String m : moves) {
            g.apply(new GameEvent.Play(c, p(m)));
            c = c.opponent();
        }
        g.apply(new GameEvent.Pass(Color.WHITE));
        g.apply(new GameEvent.Pass(Color.BLACK));
        g.apply(new GameEvent.Mark(Color.BLACK, p("ba"), true));
        g.apply(new GameEvent.Mark(Color.BLACK, p("ba"), false));
        g.apply(new GameEvent.Mark(Color.WHITE, p("ec"), true));
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Accept(Color.WHITE));
        g.apply(new GameEvent.Penalty(Color.WHITE, 1, "late"));
        return g;
    }

    @Test
    void aFinishedGameIsWrittenAsValidFf4WithItsRulesResultAndCount() {
        Game g = finishedGame();
        String sgf = SgfWriter.write(new GameInfo("Ivanov", "Petrov", "1d", "2k", "Moscow Open", "3", "2026-11-30",
                "Moscow", 1800.0, "5x30 byo-yomi", null, null), g);
        assertThat(sgf).startsWith("(;GM[1]FF[4]CA[UTF-8]AP[goref:0.1.0]SZ[5]");
        assertThat(sgf).contains("PB[Ivanov]", "PW[Petrov]", "BR[1d]", "WR[2k]", "EV[Moscow Open]", "RO[3]",
                "DT[2026-11-30]", "TM[1800]", "OT[5x30 byo-yomi]", "KM[0.5]", "RU[russian-territory]");
        assertThat(sgf).contains("RE[" + g.result().get().sgf() + "]");
        assertThat(sgf).contains("TB[aa][ab][ac][ad][ae]", "TW[ea][eb][ec][ed][ee]", "GRDS[ec]").doesNotContain("HA[");
        assertThat(sgf).contains("C[goref: Black marks the stones at B5 dead\ngoref: Black marks the stones at B5 alive");
        assertThat(g.result().get().sgf()).isEqualTo("W+0.5");
        assertThat(sgf).contains("goref: penalty of 1 points to White: late");
    }

    @Test
    void readingWhatGorefWroteGivesTheSameGame() {
        Game g = finishedGame();
        String sgf = SgfWriter.write(GameInfo.players("A", "B"), g);
        SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(sgf), 0);
        assertThat(back.mainLine()).isEqualTo(g.events());
        assertThat(back.rules()).isEqualTo(g.rules());
        Replay r = back.toGame(-1, false);
        assertThat(r.clean()).isTrue();
        assertThat(r.game().result()).isEqualTo(g.result());
        assertThat(r.game().score()).isEqualTo(g.score());
        // and writing it again gives the same text
        assertThat(SgfWriter.write(back, r.game())).isEqualTo(sgf);
    }

    /**
     * A dispute of the marking is told as what it leads to: under disputes=referee the referee
     * decides (the record said "play resumes", which never happens there), under resume play goes on.
     */
    @Test
    void aDisputeIsToldAsWhatTheProcedureInForceMakesOfIt() {
        for (String disputes : List.of("referee", "resume")) {
            Game g = new Game(5, RuleSet.parse("japanese,disputes=" + disputes));
            g.apply(new GameEvent.Play(Color.BLACK, p("cc")));
            g.apply(new GameEvent.Pass(Color.WHITE));
            g.apply(new GameEvent.Pass(Color.BLACK));
            g.apply(new GameEvent.Resume(Color.WHITE));
            String sgf = SgfWriter.write(GameInfo.none(), g);
            assertThat(sgf).contains(disputes.equals("referee")
                    ? "goref: White disputes the marking; the referee decides"
                    : "goref: White disputes the marking; play resumes");
            assertThat(sgf).doesNotContain(disputes.equals("referee") ? "play resumes" : "the referee decides");
        }
    }

    @Test
    void aHandicapGameWritesHaWithItsStones() {
        Game g = new Game(19, RuleSet.parse("chinese"));
        g.apply(new GameEvent.Handicap(List.of(p("dp"), p("pd"))));
        g.apply(new GameEvent.Play(Color.WHITE, p("dd")));
        String sgf = SgfWriter.write(GameInfo.none(), g);
        assertThat(sgf).contains("HA[2]", "AB[pd][dp]", "RU[Chinese]", "KM[7.5]").doesNotContain("PL[");
        SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(sgf), 0);
        assertThat(back.handicap()).isEqualTo(2);
        assertThat(back.toGame(-1, false).game().position()).isEqualTo(g.position());
    }

    /**
     * A handicap followed by a setup (a teaching position built on a handicap game) was written as
     * one root, HA with AB and AW, which reads back as a setup: the handicap, and under area
     * counting its bonus, was lost. The handicap stays in the root, the later setup in its own node.
     */
    @Test
    void aSetupAfterTheHandicapIsWrittenInItsOwnNodeSoTheHandicapReadsBack() {
        for (String original : List.of("(;GM[1]FF[4]SZ[19]RU[Chinese]HA[2]AB[dd][pp];AW[dp];W[qd])",
                "(;GM[1]FF[4]SZ[19]RU[Chinese]HA[2];AB[dd][pp];AW[dp];W[qd])")) {
            SgfGameRecord rec = SgfGameRecord.of(SgfReader.readString(original), 0);
            Game g = rec.toGame(-1, false).game();
            assertThat(g.handicapStones()).as(original).isEqualTo(2);
            for (String sgf : List.of(SgfWriter.write(rec, g), SgfWriter.write(GameInfo.none(), g))) {
                SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(sgf), 0);
                assertThat(back.warnings()).as(sgf).isEmpty();
                Game again = back.toGame(-1, false).game();
                assertThat(again.events()).as(sgf).isEqualTo(g.events());
                assertThat(again.handicapStones()).as(sgf).isEqualTo(2);
                assertThat(SgfWriter.write(back, again)).as("written twice").isEqualTo(sgf);
            }
        }
    }

    /**
     * Black stones set up with White to move and no handicap (two setup nodes of a problem, say)
     * were written as AB with PL[W], which the reader takes for a handicap record that forgot HA.
     * The writer says HA[0], and the reader takes an explicit HA[0] at its word.
     */
    @Test
    void blackStonesSetUpWithWhiteToMoveAreWrittenWithHa0AndStayASetup() {
        String original = "(;GM[1]FF[4]SZ[19]RU[Japanese];AB[cc];AB[gg];W[ee])";
        SgfGameRecord rec = SgfGameRecord.of(SgfReader.readString(original), 0);
        Game g = rec.toGame(-1, false).game();
        assertThat(g.handicapStones()).isZero();
        for (String sgf : List.of(SgfWriter.write(rec, g), SgfWriter.write(GameInfo.none(), g))) {
            assertThat(sgf).contains("HA[0]");
            SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(sgf), 0);
            assertThat(back.warnings()).as(sgf).isEmpty();
            Game again = back.toGame(-1, false).game();
            assertThat(again.handicapStones()).as(sgf).isZero();
            assertThat(again.position()).isEqualTo(g.position());
            assertThat(SgfWriter.write(back, again)).as("written twice").isEqualTo(sgf);
        }
    }

    @Test
    void rulesThatDifferFromAPresetAreWrittenAsTheSpec() {
        Game g = new Game(9, RuleSet.parse("japanese,superko=positional,komi=5"));
        String sgf = SgfWriter.write(GameInfo.none(), g);
        assertThat(sgf).contains("RU[japanese,superko=positional]", "KM[5]");
        assertThat(SgfGameRecord.of(SgfReader.readString(sgf), 0).rules()).isEqualTo(g.rules());
    }

    @Test
    void aLoadedRecordKeepsItsOwnPropertiesAndGetsTheNewMovesAppended() {
        String original = "(;GM[1]FF[4]CA[ISO-8859-1]SZ[9]KM[6.5]RU[Japanese]PB[Alice]PW[Bob]EV[Club night]"
                + "XX[unknown stays]C[root comment]RE[W+R];B[ee]C[first move]BL[120];W[cc]WL[100];B[gg];W[cg])";
        SgfGameRecord rec = SgfGameRecord.of(SgfReader.readString(original), 0);
        Replay loaded = rec.toGame(2, false);
        Game g = loaded.game();
        g.apply(new GameEvent.Play(Color.BLACK, p("gc")));
        g.apply(new GameEvent.Resign(Color.WHITE));
        String sgf = SgfWriter.write(rec, g);
        assertThat(sgf).contains("PB[Alice]", "PW[Bob]", "EV[Club night]", "XX[unknown stays]", "C[root comment]",
                "CA[UTF-8]", ";B[ee]C[first move]BL[120]", ";W[cc]WL[100]", ";B[gc]C[goref: White resigns]", "RE[B+R]");
        assertThat(sgf).doesNotContain("B[gg]", "ISO-8859-1", "W+R");
    }

    @Test
    void aLoadedRecordReplayedWhollyKeepsItsResult() {
        String original = "(;GM[1]SZ[9]KM[6.5]RU[Japanese]RE[W+R];B[ee];W[cc])";
        SgfGameRecord rec = SgfGameRecord.of(SgfReader.readString(original), 0);
        String sgf = SgfWriter.write(rec, rec.toGame(-1, false).game());
        assertThat(sgf).contains("RE[W+R]");
        SgfGameRecord partial = rec;
        assertThat(SgfWriter.write(partial, partial.toGame(1, false).game())).doesNotContain("RE[");
    }

    /**
     * GNU Go writes {@code PL[W]} in the node of the last pass, with the territory and the final
     * score; the replay refuses that setup (play is over), so the node no longer matched the game's
     * events and was dropped from the record written back, with its comment, TB/TW and the RE.
     */
    @Test
    void aRecordWhoseLastNodeTheReplayPartlyRefusedIsWrittenWhole() {
        String original = "(;GM[1]FF[4]SZ[9]KM[5.5]RU[Japanese]RE[W+3.5];B[ee];W[cc];B[tt]BL[31]"
                + ";W[tt]WL[26]PL[W]TW[aa][ab]TB[ii]C[The game is over.])";
        SgfGameRecord rec = SgfGameRecord.of(SgfReader.readString(original), 0);
        Game g = rec.toGame(-1, true).game();
        String sgf = SgfWriter.write(rec, g);
        assertThat(sgf).contains("RE[W+3.5]", ";B[tt]BL[31]", "TW[aa][ab]", "TB[ii]", "C[The game is over.]");
        SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(sgf), 0);
        assertThat(back.toGame(-1, true).game().events()).isEqualTo(g.events());
    }

    @Test
    void textIsEscaped() {
        Game g = new Game(9, RuleSet.parse("japanese"));
        g.apply(new GameEvent.Note("a ] b \\ c"));
        String sgf = SgfWriter.write(new GameInfo("x]y", null, null, null, null, null, null, null, null, null, null, null), g);
        assertThat(sgf).contains("PB[x\\]y]");
        SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(sgf), 0);
        assertThat(back.blackName()).isEqualTo("x]y");
        assertThat(back.mainLine()).containsExactly(new GameEvent.Note("a ] b \\ c"));
    }

    /** An estimator's proposal is told to people in a comment and comes back whole from GREV. */
    @Test
    void anEstimatorsProposalIsACommentAndReadsBack() {
        Game g = new Game(9, RuleSet.parse("japanese"));
        MarkingProposal m = new MarkingProposal(Set.of(p("ee"), p("ff")), Set.of(p("ff")),
                List.of(new MarkingProposal.ProtectiveMove(Color.BLACK, p("ca"))));
        g.apply(new GameEvent.Proposed(m));
        String sgf = SgfWriter.write(new GameInfo(null, null, null, null, null, null, null, null, null, null, null, null), g);
        assertThat(sgf).contains("goref: the estimator proposes dead stones E5 F4; least sure of F4; "
                + "protective moves still owed before the count: Black C9");
        assertThat(SgfGameRecord.of(SgfReader.readString(sgf), 0).mainLine()).containsExactly(new GameEvent.Proposed(m));
    }
}
