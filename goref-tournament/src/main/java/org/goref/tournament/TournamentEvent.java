package org.goref.tournament;

import java.time.Instant;
import java.util.List;

/**
 * Everything that can happen to a tournament. Its state is a fold over its list of events, the
 * way a game is ({@link org.goref.core.game.GameEvent}); {@link TournamentEventCodec} writes each
 * as one line, so the server stores tournaments with the same mechanism as games.
 */
public sealed interface TournamentEvent {
    Instant at();

    /** Always the first event: the tournament and the name of its referee. */
    record Created(TournamentInfo info, String referee, Instant at) implements TournamentEvent {
    }

    /** Player {@code number} (1, 2, … in order of registration) joins. */
    record PlayerRegistered(int number, Player player, Instant at) implements TournamentEvent {
    }

    /** Round {@code round} is paired; the players in {@code byes} rest (a bye). */
    record RoundPaired(int round, PairingMethod method, List<Pairing> pairings, List<Integer> byes, Instant at)
            implements TournamentEvent {
        public RoundPaired {
            pairings = List.copyOf(pairings);
            byes = List.copyOf(byes);
        }
    }

    /** The referee changes a round's pairings before its first game starts. */
    record PairingsChanged(int round, List<Pairing> pairings, List<Integer> byes, String by, String why, Instant at)
            implements TournamentEvent {
        public PairingsChanged {
            pairings = List.copyOf(pairings);
            byes = List.copyOf(byes);
        }
    }

    /** The game of a table has started ({@code game}: the server's game id, or "-" over the board). */
    record GameStarted(int round, int board, String game, Instant at) implements TournamentEvent {
    }

    /** A pairing's first result, from a server game, an engine match or the referee. */
    record ResultRecorded(int round, int board, Result result, ResultSource source, Instant at)
            implements TournamentEvent {
    }

    /** The referee replaces a pairing's result; the old one is kept in the history. */
    record ResultCorrected(int round, int board, Result result, String by, String why, Instant at)
            implements TournamentEvent {
    }

    /**
     * The referee sets player {@code player}'s correction of the McMahon score he starts with
     * ({@code points}, added to the start the grade, bar and floor give; 0 takes it away).
     */
    record McMahonCorrected(int player, int points, String by, String why, Instant at) implements TournamentEvent {
    }

    /**
     * Player {@code player} does ({@code plays}) or does not play round {@code round}, which is not
     * paired yet: a player absent for a round is not paired in it.
     */
    record ParticipationSet(int player, int round, boolean plays, String by, Instant at) implements TournamentEvent {
    }

    /** Something worth keeping that changes nothing. */
    record Note(String text, Instant at) implements TournamentEvent {
    }
}
