package org.goref.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.goref.tournament.Refusal.Code;
import org.goref.tournament.Refusal.Reason;

/**
 * The tournament at one moment, and the fold: {@link #apply} checks an event against the state and
 * either refuses it (a {@link TournamentException}) or returns the next state. Immutable, so a
 * refused event cannot have changed anything.
 */
record TournamentState(TournamentInfo info, String referee, List<Player> players, List<Round> rounds,
                       Map<Integer, Integer> mmsCorrections, Map<Integer, Set<Integer>> absences) {

    static final TournamentState EMPTY = new TournamentState(null, null, List.of(), List.of(), Map.of(), Map.of());

    TournamentState {
        players = List.copyOf(players);
        rounds = List.copyOf(rounds);
        mmsCorrections = Map.copyOf(mmsCorrections);
        absences = Map.copyOf(absences);
    }

    TournamentState apply(TournamentEvent e) {
        if (info == null && !(e instanceof TournamentEvent.Created)) {
            throw refuse(Code.INVALID, "a tournament's first event is its creation");
        }
        return switch (e) {
            case TournamentEvent.Created c -> created(c);
            case TournamentEvent.PlayerRegistered p -> registered(p);
            case TournamentEvent.RoundPaired r -> paired(r);
            case TournamentEvent.PairingsChanged c -> changed(c);
            case TournamentEvent.GameStarted s -> started(s);
            case TournamentEvent.ResultRecorded r -> recorded(r);
            case TournamentEvent.ResultCorrected c -> corrected(c);
            case TournamentEvent.McMahonCorrected m -> mmsCorrected(m);
            case TournamentEvent.ParticipationSet p -> participation(p);
            case TournamentEvent.Note n -> this;
        };
    }

    private TournamentState mmsCorrected(TournamentEvent.McMahonCorrected m) {
        byReferee(m.by());
        why(m.why());
        checkPlayer(m.player());
        if (m.points() < -100 || m.points() > 100) {
            throw refuse(Code.INVALID, "a McMahon correction is -100..100 points, not " + m.points());
        }
        Map<Integer, Integer> c = new HashMap<>(mmsCorrections);
        if (m.points() == 0) {
            c.remove(m.player());
        } else {
            c.put(m.player(), m.points());
        }
        return new TournamentState(info, referee, players, rounds, c, absences);
    }

    private TournamentState participation(TournamentEvent.ParticipationSet p) {
        byReferee(p.by());
        checkPlayer(p.player());
        if (p.round() <= rounds.size() || p.round() > 1000) {
            throw refuse(Code.CONFLICT, "round " + p.round() + " is paired already or out of reach (" + rounds.size()
                    + " paired): only a later round's participation can change");
        }
        Map<Integer, Set<Integer>> a = new HashMap<>(absences);
        Set<Integer> rs = new TreeSet<>(a.getOrDefault(p.player(), Set.of()));
        if (p.plays()) {
            rs.remove(p.round());
        } else {
            rs.add(p.round());
        }
        if (rs.isEmpty()) {
            a.remove(p.player());
        } else {
            a.put(p.player(), Collections.unmodifiableSet(rs));
        }
        return new TournamentState(info, referee, players, rounds, mmsCorrections, a);
    }

    private TournamentState created(TournamentEvent.Created c) {
        if (info != null) {
            throw refuse(Code.CONFLICT, "the tournament exists already");
        }
        if (c.info() == null) {
            throw refuse(Code.INVALID, "a tournament needs its description");
        }
        String ref = c.referee() == null ? "" : c.referee().strip();
        if (ref.isEmpty() || ref.contains("\n")) {
            throw refuse(Code.INVALID, "a tournament needs a referee's name");
        }
        return new TournamentState(c.info(), ref, players, rounds, mmsCorrections, absences);
    }

    private TournamentState registered(TournamentEvent.PlayerRegistered p) {
        if (p.player() == null) {
            throw refuse(Code.INVALID, "no player");
        }
        if (p.number() != players.size() + 1) {
            throw refuse(Code.INVALID, "the next player is number " + (players.size() + 1) + ", not " + p.number());
        }
        String key = p.player().name().toLowerCase(Locale.ROOT);
        if (players.stream().anyMatch(q -> q.name().toLowerCase(Locale.ROOT).equals(key))) {
            throw refuse(Code.CONFLICT, Reason.DUPLICATE_PLAYER, "a player named " + p.player().name() + " is registered already");
        }
        if (rounds.stream().anyMatch(r -> r.method() == PairingMethod.BERGER)) {
            throw refuse(Code.CONFLICT, Reason.ROUND_ROBIN_DRAWN, "the round-robin is drawn: no player can join it now");
        }
        // The bracket is laid out from the whole field: a player joining later would move every seed.
        if (rounds.stream().anyMatch(r -> r.method() == PairingMethod.KNOCKOUT)) {
            throw refuse(Code.CONFLICT, "the knockout's bracket is drawn: no player can join it now");
        }
        List<Player> ps = new ArrayList<>(players);
        ps.add(p.player());
        return new TournamentState(info, referee, ps, rounds, mmsCorrections, absences);
    }

    private TournamentState paired(TournamentEvent.RoundPaired r) {
        if (r.round() != rounds.size() + 1) {
            throw refuse(Code.INVALID, "the next round is " + (rounds.size() + 1) + ", not " + r.round());
        }
        if (r.method() == null) {
            throw refuse(Code.INVALID, "a round needs its pairing method");
        }
        checkPairings(r.pairings(), r.byes());
        List<Round> rs = new ArrayList<>(rounds);
        rs.add(new Round(r.round(), r.method(), r.pairings(), r.byes(), Map.of(), Map.of()));
        return new TournamentState(info, referee, players, rs, mmsCorrections, absences);
    }

    private TournamentState changed(TournamentEvent.PairingsChanged c) {
        Round round = round(c.round());
        byReferee(c.by());
        why(c.why());
        if (round.hasStarted()) {
            throw refuse(Code.CONFLICT, "round " + c.round() + " has started: its pairings are fixed");
        }
        checkPairings(c.pairings(), c.byes());
        return withRound(round.withPairings(c.pairings(), c.byes()));
    }

    private TournamentState started(TournamentEvent.GameStarted s) {
        Round round = round(s.round());
        pairing(round, s.board());
        // Each its own reason, so that the tournament page says which in its language.
        if (round.results().containsKey(s.board())) {
            throw refuse(Code.CONFLICT, Reason.HAS_RESULT, "table " + s.board() + " of round " + s.round()
                    + " has its result");
        }
        if (round.started().containsKey(s.board())) {
            throw refuse(Code.CONFLICT, Reason.GAME_STARTED, "the game on table " + s.board() + " of round " + s.round()
                    + " has started already");
        }
        String game = s.game() == null ? "" : s.game().strip();
        if (game.isEmpty() || game.chars().anyMatch(Character::isWhitespace)) {
            throw refuse(Code.INVALID, "a started game needs an id without spaces (- over the board)");
        }
        return withRound(round.withStarted(s.board(), game));
    }

    private TournamentState recorded(TournamentEvent.ResultRecorded r) {
        Round round = round(r.round());
        pairing(round, r.board());
        if (r.result() == null || r.source() == null) {
            throw refuse(Code.INVALID, "a result needs its outcome and its source");
        }
        if (round.results().containsKey(r.board())) {
            throw refuse(Code.CONFLICT, Reason.HAS_RESULT, "table " + r.board() + " of round " + r.round()
                    + " has its result already; only the referee can correct it");
        }
        switch (r.source()) {
            case ResultSource.Referee ref -> byReferee(ref.name());
            case ResultSource.ServerGame g -> {
                String started = round.started().get(r.board());
                if (started != null && !started.equals("-") && !started.equals(g.gameId())) {
                    throw refuse(Code.CONFLICT, "table " + r.board() + " of round " + r.round() + " plays game "
                            + started + ", not " + g.gameId());
                }
            }
            case ResultSource.EngineMatch m -> { }
        }
        return withRound(round.withResult(r.board(), new RecordedResult(r.result(), r.source(), r.at(), List.of())));
    }

    private TournamentState corrected(TournamentEvent.ResultCorrected c) {
        Round round = round(c.round());
        pairing(round, c.board());
        byReferee(c.by());
        why(c.why());
        if (c.result() == null) {
            throw refuse(Code.INVALID, "a correction needs the new result");
        }
        RecordedResult old = round.results().get(c.board());
        if (old == null) {
            throw refuse(Code.NOT_FOUND, Reason.NO_RESULT, "table " + c.board() + " of round " + c.round()
                    + " has no result to correct");
        }
        Correction corr = new Correction(old.result(), c.result(), c.by().strip(), c.at(), c.why().strip());
        return withRound(round.withResult(c.board(), old.corrected(corr)));
    }

    // ---------------------------------------------------------------------------------- checks

    Round round(int number) {
        if (number < 1 || number > rounds.size()) {
            throw refuse(Code.NOT_FOUND, "no round " + number + " (" + rounds.size() + " paired)");
        }
        return rounds.get(number - 1);
    }

    private static Pairing pairing(Round round, int board) {
        return round.pairing(board).orElseThrow(() ->
                refuse(Code.NOT_FOUND, "round " + round.number() + " has no table " + board));
    }

    private void byReferee(String who) {
        if (who == null || !who.strip().equals(referee)) {
            throw refuse(Code.NOT_REFEREE, "only the referee (" + referee + ") can do that, not " + who);
        }
    }

    private static void why(String why) {
        if (why == null || why.isBlank()) {
            throw refuse(Code.INVALID, Reason.NEEDS_WHY, "the referee must say why");
        }
    }

    private void checkPairings(List<Pairing> pairings, List<Integer> byes) {
        if (pairings == null || byes == null) {
            throw refuse(Code.INVALID, "no pairings");
        }
        Set<Integer> seen = new HashSet<>();
        Set<Integer> boards = new HashSet<>();
        for (Pairing p : pairings) {
            if (!boards.add(p.board())) {
                throw refuse(Code.INVALID, "table " + p.board() + " is used twice");
            }
            for (int pl : new int[] {p.black(), p.white()}) {
                checkPlayer(pl);
                if (!seen.add(pl)) {
                    throw refuse(Code.INVALID, "player " + pl + " is paired twice in the round");
                }
            }
        }
        for (int b : byes) {
            checkPlayer(b);
            if (!seen.add(b)) {
                throw refuse(Code.INVALID, "player " + b + " has a bye and a game, or two byes");
            }
        }
    }

    private void checkPlayer(int number) {
        if (number < 1 || number > players.size()) {
            throw refuse(Code.NOT_FOUND, "no player " + number + " (" + players.size() + " registered)");
        }
    }

    private TournamentState withRound(Round r) {
        List<Round> rs = new ArrayList<>(rounds);
        rs.set(r.number() - 1, r);
        return new TournamentState(info, referee, players, rs, mmsCorrections, absences);
    }

    static TournamentException refuse(Code code, String message) {
        return new TournamentException(code, message);
    }

    /** A refusal a page words by its reason (the referee meets it at the tournament page). */
    static TournamentException refuse(Code code, Reason reason, String message) {
        return new TournamentException(code, reason, message);
    }
}
