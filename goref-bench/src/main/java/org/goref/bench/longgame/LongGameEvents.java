package org.goref.bench.longgame;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.GameEvent;

/**
 * The long games the benchmark is run on: what an anonymous client can make long at no cost, as
 * issue 38's load found it. A server game is 38 opening moves, a tenth of its events as spectators'
 * chat said at one move (a crowd talking through a long think) and then pass, pass, resume, again and
 * again; a GTP record is passes only.
 */
public final class LongGameEvents {
    /** The opening: Black along the fourth line, White along the sixteenth; nothing is captured. */
    static final int OPENING = 38;

    private LongGameEvents() {
    }

    /** A server game of exactly {@code n} events (at least the opening's 38). */
    public static List<GameEvent> serverGame(int n) {
        if (n < OPENING) {
            throw new IllegalArgumentException("a server game of the benchmark has at least " + OPENING + " events");
        }
        List<GameEvent> out = new ArrayList<>(n);
        for (int x = 0; x < 19; x++) {
            out.add(new GameEvent.Play(Color.BLACK, Point.of(x, 3)));
            out.add(new GameEvent.Play(Color.WHITE, Point.of(x, 15)));
        }
        for (int i = 0; i < n / 10 && out.size() < n; i++) {
            out.add(new GameEvent.Chat(GameEvent.Chat.Channel.SPECTATORS, "kibitzer" + i % 7, "line " + i + " of the chat"));
        }
        int cycles = out.size();
        while (out.size() < n) {
            int k = (out.size() - cycles) % 3;
            out.add(switch (k) {
                case 0 -> new GameEvent.Pass(Color.BLACK);
                case 1 -> new GameEvent.Pass(Color.WHITE);
                // White asks to resume: Black moves first again.
                default -> new GameEvent.Resume(Color.WHITE);
            });
        }
        return out;
    }

    /** An SGF record of {@code n} passes, Black first, on 19×19 under Japanese rules. */
    public static String passesSgf(int n) {
        StringBuilder sb = new StringBuilder(n * 4 + 64).append("(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese]");
        for (int i = 0; i < n; i++) {
            sb.append(i % 2 == 0 ? ";B[]" : ";W[]");
        }
        return sb.append(")\n").toString();
    }
}
