package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** 3.1 with handicap: fixed star points, free placement, White moves first. */
class HandicapTest {
    static List<String> gtp(int size, int n) {
        return Handicap.fixed(size, n).stream().map(p -> p.toGtp(size)).toList();
    }

    @Test
    void fixedPlacementOnTheStandardBoards() {
        assertThat(gtp(19, 2)).containsExactlyInAnyOrder("D4", "Q16");
        assertThat(gtp(19, 3)).containsExactlyInAnyOrder("D4", "Q16", "D16");
        assertThat(gtp(19, 5)).containsExactlyInAnyOrder("D4", "Q16", "Q4", "D16", "K10");
        assertThat(gtp(19, 9)).containsExactlyInAnyOrder("D4", "Q16", "Q4", "D16", "K10", "D10", "Q10", "K4", "K16");
        assertThat(gtp(13, 6)).containsExactlyInAnyOrder("D4", "K10", "K4", "D10", "D7", "K7");
        assertThat(gtp(9, 8)).containsExactlyInAnyOrder("C3", "G7", "G3", "C7", "C5", "G5", "E3", "E7");
        assertThat(gtp(7, 4)).containsExactlyInAnyOrder("C3", "E5", "E3", "C5");
        assertThat(gtp(12, 4)).containsExactlyInAnyOrder("D4", "J9", "J4", "D9");
    }

    @Test
    void limits() {
        assertThatThrownBy(() -> Handicap.fixed(7, 5)).hasMessageContaining("2 to 4");
        assertThatThrownBy(() -> Handicap.fixed(10, 5)).hasMessageContaining("2 to 4");
        assertThatThrownBy(() -> Handicap.fixed(19, 10)).hasMessageContaining("2 to 9");
        assertThatThrownBy(() -> Handicap.fixed(6, 2)).hasMessageContaining("no fixed handicap");
        assertThatThrownBy(() -> Handicap.fixed(19, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Handicap.fixed(25, 9)).hasSize(9);
    }

    @Test
    void whiteMovesFirstAfterHandicapAndItIsPartOfTheHistory() {
        Game g = new Game(19, RuleSet.russianTerritory());
        g.apply(new GameEvent.Handicap(Handicap.fixed(19, 4)));
        assertThat(g.toMove()).isEqualTo(Color.WHITE);
        assertThat(g.handicapStones()).isEqualTo(4);
        assertThat(g.moveNumber()).isZero();
        assertThat(Diagram.tryMove(g, Color.BLACK, "K10")).isEqualTo("out-of-turn");
        assertThat(Diagram.tryMove(g, Color.WHITE, "D4")).isEqualTo("occupied");
    }

    @Test
    void handicapIsRefusedAfterTheFirstMoveOrTwiceOrOnOccupiedPoints() {
        Game g = new Game(9, RuleSet.russianTerritory());
        Snapshot empty = Snapshot.of(g);
        assertThat(g.tryApply(new GameEvent.Handicap(List.of(Point.of(2, 2), Point.of(2, 2))))).isPresent();
        assertThat(g.tryApply(new GameEvent.Handicap(List.of(Point.of(2, 2), Point.of(20, 2))))).isPresent();
        assertThat(Snapshot.of(g)).isEqualTo(empty);
        g.apply(new GameEvent.Handicap(Handicap.fixed(9, 2)));
        Snapshot before = Snapshot.of(g);
        assertThat(g.tryApply(new GameEvent.Handicap(List.of(Point.of(4, 4))))).isPresent();
        assertThat(Snapshot.of(g)).isEqualTo(before);
        Diagram.play(g, "W E5");
        assertThat(g.tryApply(new GameEvent.Handicap(List.of(Point.of(0, 0))))).isPresent();
    }
}
