package org.goref.server.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.clock.ClockStart;
import org.goref.server.store.GameRecord;
import org.goref.sgf.WrittenGame;
import org.junit.jupiter.api.Test;

/**
 * The chat in the record: each line on the move it was said at, after the node's own comment, in
 * the order said; a node's lines are joined once (appending each copied the comment, quadratic in
 * a long chat at one move), and the record reads as it did.
 */
class GorefSgfWriterChatTest {
    @Test
    void eachNodesLinesFollowItsOwnCommentInTheOrderSaid() {
        Game g = new Game(9, RuleSet.parse("japanese"));
        g.apply(new GameEvent.Play(Color.BLACK, Point.parseGtp("E5", 9)));
        g.apply(new GameEvent.Play(Color.WHITE, Point.parseGtp("C3", 9)));
        // The clocks start at the first move: the root has a comment of its own.
        GameRecord meta = new GameRecord("g1", 9, RuleSet.parse("japanese"), 0, new TimeControl.Absolute(600_000),
                ClockStart.FIRST_MOVE, "Ann", "Bob", "b", "w", "r", 0L, null, null);
        List<Said> chat = List.of(new Said(0, "Eve (spectator)", "good luck"), new Said(1, "Ann (Black)", "hi"),
                new Said(0, "Joe (spectator)", "have fun"), new Said(1, "Bob (White)", "hello"), new Said(9, "Eve (spectator)", "late"));
        String sgf = new GorefSgfWriter().sgf(meta, WrittenGame.of(g), List.of(), chat);
        assertThat(sgf).contains("C[goref: the clocks started with the first move, which was not timed\n"
                + "Eve (spectator): good luck\nJoe (spectator): have fun]");
        assertThat(sgf).contains(";B[ee]C[Ann (Black): hi\nBob (White): hello]");
        assertThat(sgf).contains(";W[cg]C[Eve (spectator): late]");
    }

    @Test
    void tenThousandLinesAtOneMoveAreAllThereInOrder() {
        Game g = new Game(9, RuleSet.parse("japanese"));
        g.apply(new GameEvent.Play(Color.BLACK, Point.parseGtp("E5", 9)));
        GameRecord meta = new GameRecord("g2", 9, RuleSet.parse("japanese"), 0, new TimeControl.None(),
                ClockStart.CREATION, "Ann", "Bob", "b", "w", "r", 0L, null, null);
        List<Said> chat = new ArrayList<>();
        StringBuilder expected = new StringBuilder(";B[ee]C[");
        for (int i = 0; i < 10_000; i++) {
            chat.add(new Said(1, "Eve (spectator)", "line " + i));
            expected.append(i == 0 ? "" : "\n").append("Eve (spectator): line ").append(i);
        }
        String sgf = new GorefSgfWriter().sgf(meta, WrittenGame.of(g), List.of(), chat);
        assertThat(sgf).contains(expected.append("]"));
    }
}
