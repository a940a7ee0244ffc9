package org.goref.tournament;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Color;

/**
 * For each player and round: the opponent, the colour, the handicap and the result (the points and
 * the criteria are the placement's: {@link Standings}). Players are by number; {@link #row} of player k is {@code rows().get(k-1)}.
 */
public record Crosstable(List<Player> players, int rounds, List<List<Cell>> rows, double byePoints) {

    /** One player's round: {@code opponent} 0 when there is none (bye, absent); colour null then. */
    public record Cell(int round, int board, int opponent, Color colour, int handicap, Outcome outcome) {
    }

    public Crosstable {
        players = List.copyOf(players);
        rows = rows.stream().map(List::copyOf).toList();
    }

    public static Crosstable of(Tournament t) {
        List<List<Cell>> rows = new ArrayList<>();
        for (int p = 1; p <= t.players().size(); p++) {
            List<Cell> row = new ArrayList<>();
            for (Round r : t.rounds()) {
                row.add(cell(r, p));
            }
            rows.add(row);
        }
        return new Crosstable(t.players(), t.rounds().size(), rows, t.info().regulations().byePoints());
    }

    private static Cell cell(Round r, int player) {
        if (r.byes().contains(player)) {
            return new Cell(r.number(), 0, 0, null, 0, Outcome.BYE);
        }
        return r.pairingOf(player).map(p -> {
            Color c = p.black() == player ? Color.BLACK : Color.WHITE;
            Outcome o = r.result(p.board()).map(rr -> rr.result().outcomeFor(c)).orElse(Outcome.PENDING);
            return new Cell(r.number(), p.board(), p.opponentOf(player), c, p.handicap(), o);
        }).orElse(new Cell(r.number(), 0, 0, null, 0, Outcome.ABSENT));
    }

    public List<Cell> row(int player) {
        return rows.get(player - 1);
    }
}
