package org.goref.core.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Named positions, one action, the expected outcome and why. Diagrams: X Black, O White, . empty. */
class BoardScenariosTest {

    private static Board board(String... rows) {
        Board b = new Board(rows.length);
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows.length; x++) {
                char ch = rows[y].charAt(x);
                if (ch != '.') {
                    b.setup(b.index(x, y), ch == 'X' ? Board.BLACK : Board.WHITE);
                }
            }
        }
        assertThat(b.verify()).isNull();
        b.setJournaling(true);
        return b;
    }

    private static String diagram(String... rows) {
        return String.join("\n", rows) + "\n";
    }

    @Test
    void first_liberty_finds_the_liberty_of_a_chain_in_atari() {
        Board a = board(
                ".XXO.",
                "OOO..",
                ".....",
                ".....",
                ".....");
        assertThat(a.liberties(a.index(2, 0))).isEqualTo(1);
        assertThat(a.firstLiberty(a.index(2, 0))).as("walking from the far stone").isEqualTo(a.index(0, 0));
        assertThat(a.firstLiberty(a.index(1, 0))).isEqualTo(a.index(0, 0));
        assertThat(a.firstLiberty(a.index(0, 1))).as("white's first liberty, up before left").isEqualTo(a.index(0, 0));
    }

    @Test
    void surrounding_the_last_liberty_captures_the_stone() {
        Board b = board(
                ".X...",
                "XO...",
                ".X...",
                ".....",
                ".....");
        int at = b.index(2, 1);
        assertThat(b.tryPlay(at, Board.BLACK)).isTrue();
        assertThat(b.toString()).isEqualTo(diagram(
                ".X...",
                "X.X..",
                ".X...",
                ".....",
                "....."));
        assertThat(b.captures(Board.BLACK)).isEqualTo(1);
        assertThat(b.lastCaptureCount()).isEqualTo(1);
        assertThat(b.liberties(at)).isEqualTo(4);
        assertThat(b.verify()).isNull();
        // One stone captured, but the capturer has 4 liberties: no ko.
        assertThat(b.koPoint()).isEqualTo(Board.NONE);
    }

    @Test
    void a_move_without_liberties_that_captures_is_not_suicide() {
        Board b = board(
                ".OX..",
                "OX...",
                "X....",
                ".....",
                ".....");
        // Black at the corner has no empty neighbour but takes the White stone at (1,0)'s last liberty.
        int corner = b.index(0, 0);
        assertThat(b.check(corner, Board.BLACK)).isEqualTo(Board.Verdict.LEGAL);
        assertThat(b.tryPlay(corner, Board.BLACK)).isTrue();
        assertThat(b.get(b.index(1, 0))).isEqualTo(Board.EMPTY);
        assertThat(b.get(b.index(0, 1))).isEqualTo(Board.EMPTY);
        assertThat(b.captures(Board.BLACK)).isEqualTo(2);
        assertThat(b.verify()).isNull();
    }

    @Test
    void snapback_is_legal_and_retaking_several_stones_is_no_ko() {
        Board b = board(
                ".....",
                "XXXX.",
                "XOOXX",
                "XO.OX",
                "XOXOX");
        // White's chains (four stones on the left, two on the right) share the liberty (2,3); the
        // Black throw-in at (2,4) is in atari. White captures it, joining everything into one chain.
        int throwIn = b.index(2, 4);
        int capturePoint = b.index(2, 3);
        assertThat(b.liberties(throwIn)).isEqualTo(1);
        assertThat(b.tryPlay(capturePoint, Board.WHITE)).isTrue();
        assertThat(b.get(throwIn)).isEqualTo(Board.EMPTY);
        assertThat(b.captures(Board.WHITE)).isEqualTo(1);
        // White's capturing chain is now one chain in atari at the throw-in point.
        assertThat(b.liberties(capturePoint)).isEqualTo(1);
        // Black takes back at once: legal (the capturing stone is no single stone, so no ko ban).
        assertThat(b.koPoint()).isEqualTo(Board.NONE);
        assertThat(b.check(throwIn, Board.BLACK)).isEqualTo(Board.Verdict.LEGAL);
        assertThat(b.tryPlay(throwIn, Board.BLACK)).isTrue();
        assertThat(b.lastCaptureCount()).isEqualTo(7);
        assertThat(b.captures(Board.BLACK)).isEqualTo(7);
        assertThat(b.koPoint()).isEqualTo(Board.NONE);
        assertThat(b.verify()).isNull();
    }

    @Test
    void simple_ko_bans_the_immediate_retake_and_another_move_lifts_the_ban() {
        Board b = board(
                ".XO..",
                "XO.O.",
                ".XO..",
                ".....",
                ".....");
        int take = b.index(2, 1);
        int koPoint = b.index(1, 1);
        assertThat(b.tryPlay(take, Board.BLACK)).isTrue();
        assertThat(b.koPoint()).isEqualTo(koPoint);
        assertThat(b.koColor()).isEqualTo(Board.WHITE);
        assertThat(b.check(koPoint, Board.WHITE)).isEqualTo(Board.Verdict.KO);
        assertThat(b.isLegal(koPoint, Board.WHITE)).isFalse();
        assertThat(b.tryPlay(koPoint, Board.WHITE)).isFalse();
        assertThat(b.get(koPoint)).isEqualTo(Board.EMPTY);
        // The ban is White's only: Black may fill the ko.
        assertThat(b.check(koPoint, Board.BLACK)).isEqualTo(Board.Verdict.LEGAL);
        // White plays elsewhere: the ban is lifted.
        assertThat(b.tryPlay(b.index(4, 4), Board.WHITE)).isTrue();
        assertThat(b.koPoint()).isEqualTo(Board.NONE);
        assertThat(b.check(koPoint, Board.WHITE)).isEqualTo(Board.Verdict.LEGAL);
    }

    @Test
    void a_pass_lifts_the_ko_ban_and_undo_brings_it_back() {
        Board b = board(
                ".XO..",
                "XO.O.",
                ".XO..",
                ".....",
                ".....");
        int koPoint = b.index(1, 1);
        b.tryPlay(b.index(2, 1), Board.BLACK);
        b.pass();
        assertThat(b.koPoint()).isEqualTo(Board.NONE);
        assertThat(b.check(koPoint, Board.WHITE)).isEqualTo(Board.Verdict.LEGAL);
        b.undo();
        assertThat(b.check(koPoint, Board.WHITE)).isEqualTo(Board.Verdict.KO);
        // Retaking after the lift captures the single Black stone, and bans Black in turn.
        b.pass();
        assertThat(b.tryPlay(koPoint, Board.WHITE)).isTrue();
        assertThat(b.koPoint()).isEqualTo(b.index(2, 1));
        assertThat(b.koColor()).isEqualTo(Board.BLACK);
    }

    @Test
    void single_stone_suicide_is_refused_and_place_removes_it() {
        Board b = board(
                ".O...",
                "O....",
                ".....",
                ".....",
                ".....");
        int corner = b.index(0, 0);
        assertThat(b.check(corner, Board.BLACK)).isEqualTo(Board.Verdict.SUICIDE);
        long hash = b.hash();
        assertThat(b.tryPlay(corner, Board.BLACK)).isFalse();
        assertThat(b.get(corner)).isEqualTo(Board.EMPTY);
        assertThat(b.hash()).isEqualTo(hash);
        // place() is for rule sets that allow suicide: the stone goes, White gains a prisoner.
        b.place(corner, Board.BLACK);
        assertThat(b.get(corner)).isEqualTo(Board.EMPTY);
        assertThat(b.captures(Board.WHITE)).isEqualTo(1);
        assertThat(b.hash()).isEqualTo(hash);
        assertThat(b.verify()).isNull();
    }

    @Test
    void multi_stone_suicide_has_its_own_verdict_and_place_removes_the_chain() {
        Board b = board(
                "X.O..",
                "OO...",
                ".....",
                ".....",
                ".....");
        int fill = b.index(1, 0);
        assertThat(b.check(fill, Board.BLACK)).isEqualTo(Board.Verdict.MULTI_STONE_SUICIDE);
        assertThat(b.tryPlay(fill, Board.BLACK)).isFalse();
        b.place(fill, Board.BLACK);
        assertThat(b.get(fill)).isEqualTo(Board.EMPTY);
        assertThat(b.get(b.index(0, 0))).isEqualTo(Board.EMPTY);
        assertThat(b.captures(Board.WHITE)).isEqualTo(2);
        assertThat(b.verify()).isNull();
        b.undo();
        assertThat(b.get(b.index(0, 0))).isEqualTo(Board.BLACK);
        assertThat(b.captures(Board.WHITE)).isZero();
        assertThat(b.verify()).isNull();
    }

    @Test
    void occupied_points_are_refused() {
        Board b = board("X.", "..");
        assertThat(b.check(b.index(0, 0), Board.WHITE)).isEqualTo(Board.Verdict.OCCUPIED);
        assertThat(b.check(b.index(0, 0), Board.BLACK)).isEqualTo(Board.Verdict.OCCUPIED);
        assertThatThrownBy(() -> b.place(b.index(0, 0), Board.WHITE)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void a_setup_stone_that_changes_colour_splits_and_joins_chains() {
        Board b = board(
                ".....",
                "XXXXX",
                ".....",
                "..O..",
                ".....");
        assertThat(b.chainSize(b.index(0, 1))).isEqualTo(5);
        b.setup(b.index(2, 1), Board.WHITE);
        assertThat(b.verify()).isNull();
        assertThat(b.chainSize(b.index(0, 1))).isEqualTo(2);
        assertThat(b.chainSize(b.index(4, 1))).isEqualTo(2);
        assertThat(b.chainSize(b.index(2, 1))).isEqualTo(1);
        assertThat(b.liberties(b.index(2, 1))).isEqualTo(2);
        assertThat(b.hash()).isEqualTo(b.recomputeHash());
        b.setup(b.index(2, 2), Board.WHITE);
        assertThat(b.chainSize(b.index(2, 1))).isEqualTo(3);
        assertThat(b.verify()).isNull();
        b.undo();
        b.undo();
        assertThat(b.chainSize(b.index(0, 1))).isEqualTo(5);
        assertThat(b.verify()).isNull();
    }

    @Test
    void removing_a_dead_chain_frees_its_points_without_prisoners() {
        Board b = board(
                ".....",
                ".OO..",
                "XXXX.",
                ".....",
                ".....");
        int libsBefore = b.liberties(b.index(0, 2));
        long hashBefore = b.hash();
        b.removeDeadChain(b.index(2, 1));
        assertThat(b.get(b.index(1, 1))).isEqualTo(Board.EMPTY);
        assertThat(b.get(b.index(2, 1))).isEqualTo(Board.EMPTY);
        assertThat(b.captures(Board.BLACK)).isZero();
        assertThat(b.liberties(b.index(0, 2))).isEqualTo(libsBefore + 2);
        assertThat(b.verify()).isNull();
        b.undo();
        assertThat(b.hash()).isEqualTo(hashBefore);
        assertThat(b.liberties(b.index(0, 2))).isEqualTo(libsBefore);
        assertThatThrownBy(() -> b.removeDeadChain(b.index(4, 4))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void two_by_two_board_plays_captures_and_refuses_filling_the_last_point() {
        Board b = new Board(2);
        assertThat(b.tryPlay(b.index(0, 0), Board.BLACK)).isTrue();
        assertThat(b.tryPlay(b.index(1, 1), Board.BLACK)).isTrue();
        assertThat(b.tryPlay(b.index(1, 0), Board.WHITE)).isFalse(); // suicide: no liberty, no capture
        assertThat(b.check(b.index(1, 0), Board.WHITE)).isEqualTo(Board.Verdict.SUICIDE);
        assertThat(b.check(b.index(1, 0), Board.BLACK)).isEqualTo(Board.Verdict.LEGAL);
        assertThat(b.tryPlay(b.index(1, 0), Board.BLACK)).isTrue();
        // Black's last empty point would be multi-stone suicide.
        assertThat(b.check(b.index(0, 1), Board.BLACK)).isEqualTo(Board.Verdict.MULTI_STONE_SUICIDE);
        // White there captures all three.
        assertThat(b.tryPlay(b.index(0, 1), Board.WHITE)).isTrue();
        assertThat(b.captures(Board.WHITE)).isEqualTo(3);
        assertThat(b.stoneCount(Board.WHITE)).isEqualTo(1);
        assertThat(b.verify()).isNull();
    }

    @Test
    void twenty_five_board_reaches_its_far_corner() {
        Board b = new Board(25);
        int far = b.index(24, 24);
        assertThat(b.onBoard(far)).isTrue();
        assertThat(b.point(far)).isEqualTo(Point.of(24, 24));
        assertThat(b.onBoard(far + 1)).isFalse();
        assertThat(b.tryPlay(far, Board.WHITE)).isTrue();
        assertThat(b.liberties(far)).isEqualTo(2);
        b.tryPlay(b.index(23, 24), Board.BLACK);
        b.tryPlay(b.index(24, 23), Board.BLACK);
        assertThat(b.get(far)).isEqualTo(Board.EMPTY);
        assertThat(b.captures(Board.BLACK)).isEqualTo(1);
        assertThat(b.isSimpleEye(far, Board.BLACK)).isTrue();
        assertThat(b.verify()).isNull();
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 0, 1, 26, 100})
    void sizes_outside_2_to_25_are_rejected(int size) {
        assertThatThrownBy(() -> new Board(size)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2 to 25");
    }

    @Test
    void a_copy_of_another_size_is_refused() {
        assertThatThrownBy(() -> new Board(9).copyFrom(new Board(13))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setup_off_the_board_or_with_a_bad_colour_is_refused_and_changes_nothing() {
        Board b = new Board(5);
        assertThatThrownBy(() -> b.setup(0, Board.BLACK)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.setup(b.index(2, 2), 7)).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.get(b.index(2, 2))).isEqualTo(Board.EMPTY);
        assertThat(b.hash()).isZero();
    }

    @Test
    void clear_forgets_stones_captures_ko_and_journal() {
        Board b = board(
                ".XO..",
                "XO.O.",
                ".XO..",
                ".....",
                ".....");
        b.tryPlay(b.index(2, 1), Board.BLACK);
        b.clear();
        assertThat(b.stoneCount(Board.BLACK) + b.stoneCount(Board.WHITE)).isZero();
        assertThat(b.captures(Board.BLACK)).isZero();
        assertThat(b.koPoint()).isEqualTo(Board.NONE);
        assertThat(b.undoDepth()).isZero();
        assertThat(b.hash()).isZero();
        assertThat(b.verify()).isNull();
    }

    /**
     * tryPlayUnlessOwnEye decides a surrounded point without an eye branch; each kind of
     * neighbourhood it has to tell apart, next to what tryPlay says.
     */
    @Test
    void try_play_unless_own_eye_tells_own_eyes_suicides_and_captures_apart() {
        // (0,0): Black's eye, the Black chain has liberties elsewhere.
        Board eye = board(
                ".X...",
                "XX...",
                ".....",
                ".....",
                ".....");
        assertRefused(eye, 0, 0, Board.BLACK);
        assertRefused(eye, 0, 0, Board.WHITE);
        assertThat(new Board(eye).tryPlay(eye.index(0, 0), Board.BLACK)).as("legal, only an eye").isTrue();

        // (0,0): Black's eye again, but it is the Black chain's last liberty: White captures 3.
        Board eyeInAtari = board(
                ".XO..",
                "XXO..",
                "OOO..",
                ".....",
                ".....");
        assertRefused(eyeInAtari, 0, 0, Board.BLACK);
        assertPlaysAndCaptures(eyeInAtari, 0, 0, Board.WHITE, 3);

        // (1,1): for Black its only own neighbour is in atari and the White chains have two or
        // more liberties: suicide. White takes the Black stone.
        Board mixed = board(
                "OXO..",
                "O.O..",
                ".O...",
                ".....",
                ".....");
        assertRefused(mixed, 1, 1, Board.BLACK);
        assertPlaysAndCaptures(mixed, 1, 1, Board.WHITE, 1);

        // (1,1): Black and White neighbours, each side's chain keeps another liberty: both may play.
        Board shared = board(
                ".X...",
                "X.O..",
                ".O...",
                ".....",
                ".....");
        for (int c = Board.BLACK; c <= Board.WHITE; c++) {
            Board copy = new Board(shared);
            assertThat(copy.tryPlayUnlessOwnEye(copy.index(1, 1), c)).isTrue();
            assertThat(copy.get(copy.index(1, 1))).isEqualTo(c);
            assertThat(copy.verify()).isNull();
        }
    }

    private static void assertPlaysAndCaptures(Board b, int x, int y, int c, int captured) {
        assertThat(b.tryPlayUnlessOwnEye(b.index(x, y), c)).as("colour " + c + " at " + x + "," + y).isTrue();
        assertThat(b.captures(c)).isEqualTo(captured);
        assertThat(b.verify()).isNull();
    }

    private static void assertRefused(Board b, int x, int y, int c) {
        String before = b.toString();
        long hash = b.hash();
        assertThat(b.tryPlayUnlessOwnEye(b.index(x, y), c)).as("colour " + c + " at " + x + "," + y).isFalse();
        assertThat(b.toString()).isEqualTo(before);
        assertThat(b.hash()).isEqualTo(hash);
    }
}
