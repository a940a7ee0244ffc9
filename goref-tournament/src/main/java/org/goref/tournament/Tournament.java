package org.goref.tournament;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.goref.core.game.GameResult;
import org.goref.core.game.Handicap;
import org.goref.core.rules.HalfPoints;
import org.goref.tournament.Refusal.Code;
import org.goref.tournament.Refusal.Reason;
import org.goref.tournament.pairing.PairingRequests;
import org.goref.tournament.pairing.RoundDraw;
import org.goref.tournament.pairing.RoundPairer;
import org.goref.tournament.system.Knockout;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.RoundRobin;
import org.goref.tournament.system.Swiss;
import org.goref.tournament.system.TournamentSystem;

/**
 * A tournament: the referee panel's protocol (4.7). Like {@link org.goref.core.game.Game}, its
 * state is a fold over an append-only list of {@link TournamentEvent}s: every operation checks its
 * event against the state and either refuses it (a {@link TournamentException} with a
 * {@link Refusal}, having changed nothing) or appends it. {@link #replay} rebuilds a tournament
 * from its stored events.
 *
 * <p>Not thread-safe: the server serialises the operations on one tournament, as it does for a game.
 */
public final class Tournament {
    private final List<TournamentEvent> events = new ArrayList<>();
    private TournamentState state = TournamentState.EMPTY;

    private Tournament() {
    }

    public static Tournament create(TournamentInfo info, String referee, Instant at) {
        Tournament t = new Tournament();
        t.apply(new TournamentEvent.Created(info, referee, at));
        return t;
    }

    /** Rebuilds a tournament from its events; an event the fold refuses is an IllegalStateException. */
    public static Tournament replay(List<? extends TournamentEvent> events) {
        Tournament t = new Tournament();
        for (int i = 0; i < events.size(); i++) {
            Optional<Refusal> r = t.tryApply(events.get(i));
            if (r.isPresent()) {
                throw new IllegalStateException("event " + (i + 1) + " refused: " + r.get());
            }
        }
        return t;
    }

    // ------------------------------------------------------------------------------- the fold

    /** Applies the event, or says why not (then nothing changed). */
    public Optional<Refusal> tryApply(TournamentEvent e) {
        return tryApplyAll(List.of(e));
    }

    /** Applies all the events or none of them. */
    public Optional<Refusal> tryApplyAll(List<? extends TournamentEvent> es) {
        TournamentState next = state;
        try {
            for (TournamentEvent e : es) {
                if (e == null || e.at() == null) {
                    return Optional.of(new Refusal(Code.INVALID, "an event needs its time"));
                }
                next = next.apply(e);
            }
        } catch (TournamentException ex) {
            return Optional.of(ex.refusal());
        } catch (IllegalArgumentException ex) {
            return Optional.of(new Refusal(Code.INVALID, ex.getMessage()));
        }
        state = next;
        events.addAll(es);
        return Optional.empty();
    }

    /** Applies the event or throws the refusal. */
    public <E extends TournamentEvent> E apply(E e) {
        tryApply(e).ifPresent(r -> {
            throw new TournamentException(r);
        });
        return e;
    }

    public List<TournamentEvent> events() {
        return Collections.unmodifiableList(events);
    }

    // ------------------------------------------------------------------------------ operations

    public TournamentEvent.PlayerRegistered register(Player player, Instant at) {
        // Checked on the command, not in the fold: a log stored before the check may hold both spellings.
        if (player != null) {
            String key = sameName(player.name());
            players().stream().filter(q -> sameName(q.name()).equals(key)).findFirst().ifPresent(q -> {
                throw TournamentState.refuse(Code.CONFLICT, Reason.DUPLICATE_PLAYER,
                        "a player named " + q.name() + " is registered already");
            });
        }
        return apply(new TournamentEvent.PlayerRegistered(players().size() + 1, player, at));
    }

    /**
     * Pairs the next round by the tournament's system: the round-robin by the Berger tables, Swiss and
     * McMahon by the maximum-weight matching, knockout by its bracket; handicaps by the regulations.
     * Players declared absent from the round are not paired (the round-robin's tables have no room for
     * that: there every player plays).
     */
    public TournamentEvent.RoundPaired pairNextRound(Instant at) {
        TournamentSystem system = info().regulations().system();
        if (!(system instanceof RoundRobin)) {
            return pairBySystem(system, at);
        }
        int n = players().size();
        if (n < 2) {
            throw TournamentState.refuse(Code.CONFLICT, Reason.CANNOT_PAIR, "a round-robin needs two players or more, not " + n);
        }
        int done = (int) rounds().stream().filter(r -> r.method() == PairingMethod.BERGER).count();
        if (done >= BergerTables.rounds(n)) {
            throw TournamentState.refuse(Code.CONFLICT, Reason.CANNOT_PAIR, "the round-robin of " + n + " players is complete");
        }
        List<Pairing> pairings = new ArrayList<>();
        List<Integer> byes = new ArrayList<>();
        for (BergerTables.Game g : BergerTables.round(n, done + 1)) {
            if (g.isBye()) {
                byes.add(g.black());
            } else {
                pairings.add(HandicapRule.pair(info().regulations(), players(), pairings.size() + 1, g.black(), g.white()));
            }
        }
        return apply(new TournamentEvent.RoundPaired(rounds().size() + 1, PairingMethod.BERGER, pairings, byes, at));
    }

    private TournamentEvent.RoundPaired pairBySystem(TournamentSystem system, Instant at) {
        PairingMethod method = switch (system) {
            case Swiss s -> PairingMethod.SWISS;
            case McMahon m -> PairingMethod.MCMAHON;
            case Knockout k -> PairingMethod.KNOCKOUT;
            case RoundRobin r -> PairingMethod.BERGER;
        };
        if (!rounds().isEmpty() && !rounds().get(rounds().size() - 1).isComplete() && method != PairingMethod.KNOCKOUT) {
            throw TournamentState.refuse(Code.CONFLICT, Reason.CANNOT_PAIR, "round " + rounds().size()
                    + " has games without a result: the next round is paired from its results");
        }
        RoundDraw draw;
        try {
            draw = RoundPairer.pair(PairingRequests.nextRound(this));
        } catch (IllegalStateException e) {
            throw TournamentState.refuse(Code.CONFLICT, Reason.CANNOT_PAIR, e.getMessage());
        }
        if (draw.pairings().isEmpty() && draw.byes().isEmpty()) {
            throw TournamentState.refuse(Code.CONFLICT, Reason.CANNOT_PAIR, "nobody plays round " + (rounds().size() + 1));
        }
        return apply(new TournamentEvent.RoundPaired(rounds().size() + 1, method, draw.pairings(), draw.byes(), at));
    }

    /** The referee's own pairing of the next round, for any system. */
    public TournamentEvent.RoundPaired pairManually(List<Pairing> pairings, List<Integer> byes, Instant at) {
        requireSomeoneInTheRound(pairings, byes);
        requireStonesFit(pairings);
        return apply(new TournamentEvent.RoundPaired(rounds().size() + 1, PairingMethod.MANUAL, pairings, byes, at));
    }

    public TournamentEvent.PairingsChanged changePairings(int round, List<Pairing> pairings, List<Integer> byes,
                                                          String referee, String why, Instant at) {
        return changePairings(round, null, pairings, byes, referee, why, at);
    }

    /**
     * A change of pairings made from a view of the round that had {@code basedOn} changes (null: from
     * no view the caller vouches for, as before {@code basedOn} existed). Two referees, or one in two
     * windows, who edit the same round would otherwise each save over the other: the second's
     * pairings, drawn from a round that no longer stands, replace the first's without a word. So a
     * change whose round has had another number of changes since is refused, {@code STALE_PAIRING},
     * and changes nothing.
     */
    public TournamentEvent.PairingsChanged changePairings(int round, Integer basedOn, List<Pairing> pairings,
                                                          List<Integer> byes, String referee, String why, Instant at) {
        if (basedOn != null) {
            if (basedOn < 0) {
                throw TournamentState.refuse(Code.INVALID, "basedOn is the round's number of changes, 0 or more, not " + basedOn);
            }
            // A round that is gone or has started is refused for that (below, by the fold): those
            // say more than "changed meanwhile", and no new try could pass them.
            if (round >= 1 && round <= rounds().size() && !round(round).hasStarted()) {
                int now = pairingChanges(round);
                if (now != basedOn) {
                    throw TournamentState.refuse(Code.CONFLICT, Reason.STALE_PAIRING, "round " + round + " has had " + now
                            + " changes of its pairings, not " + basedOn + ": someone changed them after this change was drawn");
                }
            }
        }
        TournamentEvent.PairingsChanged change = new TournamentEvent.PairingsChanged(round, pairings, byes, referee, why, at);
        // The fold's own refusals (no such round, started, not the referee) first, then this one.
        state.apply(change);
        requireSomeoneInTheRound(pairings, byes);
        requireStonesFit(pairings);
        return apply(change);
    }

    /**
     * A round the referee pairs or changes has a game or a bye. Checked here, on the command, and
     * not when events are replayed: a tournament stored before the check may hold an empty round.
     */
    private static void requireSomeoneInTheRound(List<Pairing> pairings, List<Integer> byes) {
        if (pairings != null && pairings.isEmpty() && byes != null && byes.isEmpty()) {
            throw TournamentState.refuse(Code.INVALID, "a round needs a pairing or a bye");
        }
    }

    /**
     * The handicap stones of every pairing fit the board (2 or more are fixed stones: at most 9 on an
     * odd board from 9×9, 4 on 7×7 and even ones, none below 7×7; a handicap of 1 places none). A
     * pairing that does not would be refused only when its game starts, with the round already out.
     * Checked on the command, not when events are replayed: a tournament stored before the check (or
     * a Berger round the policy paired so) may hold one, and its game start still refuses it.
     */
    private void requireStonesFit(List<Pairing> pairings) {
        int size = info().regulations().boardSize();
        for (Pairing p : pairings == null ? List.<Pairing>of() : pairings) {
            if (p != null && p.handicap() >= 2 && p.handicap() > Handicap.maxFixed(size)) {
                throw TournamentState.refuse(Code.INVALID, Reason.HANDICAP, "table " + p.board() + ": " + p.handicap()
                        + " handicap stones do not fit on " + size + "x" + size + " (at most " + Handicap.maxFixed(size) + ")");
            }
        }
    }

    /**
     * A margin by points is a whole number of points or a half: komi and penalties go in half
     * points, territory, prisoners, stones and bonuses in whole ones. {@code B+3.25} is a slip of
     * the pen that no count can give. Checked on the command, not when events are replayed: a
     * tournament stored before the check may hold such a margin.
     */
    static void requireHalfPoints(Result result) {
        if (result != null && result.outcome() instanceof GameResult.ByPoints p
                && !HalfPoints.isWholeOrHalf(p.margin())) {
            throw TournamentState.refuse(Code.INVALID, Reason.MARGIN, "a margin by points is a whole or half point: no count gives "
                    + p.sgf());
        }
    }

    /** The referee's correction of a player's starting McMahon score (0 takes it away), with a reason. */
    public TournamentEvent.McMahonCorrected correctMcMahonScore(int player, int points, String referee, String why,
                                                                Instant at) {
        return apply(new TournamentEvent.McMahonCorrected(player, points, referee, why, at));
    }

    /** Whether a player plays a round not paired yet (an absent player is left out of its pairing). */
    public TournamentEvent.ParticipationSet setParticipation(int player, int round, boolean plays, String referee,
                                                             Instant at) {
        return apply(new TournamentEvent.ParticipationSet(player, round, plays, referee, at));
    }

    public TournamentEvent.GameStarted startGame(int round, int board, String game, Instant at) {
        return apply(new TournamentEvent.GameStarted(round, board, game, at));
    }

    /** A pairing's first result; refused when it has one already (then only a correction can change it). */
    public TournamentEvent.ResultRecorded recordResult(int round, int board, Result result, ResultSource source,
                                                       Instant at) {
        requireHalfPoints(result);
        return apply(new TournamentEvent.ResultRecorded(round, board, result, source, at));
    }

    public TournamentEvent.ResultCorrected correctResult(int round, int board, Result result, String referee,
                                                         String why, Instant at) {
        requireHalfPoints(result);
        return apply(new TournamentEvent.ResultCorrected(round, board, result, referee, why, at));
    }

    // --------------------------------------------------------------------------------- reading

    public TournamentInfo info() {
        return state.info();
    }

    public String referee() {
        return state.referee();
    }

    /** Players in order of registration: player number k is {@code players().get(k - 1)}. */
    public List<Player> players() {
        return state.players();
    }

    public Player player(int number) {
        if (number < 1 || number > players().size()) {
            throw TournamentState.refuse(Code.NOT_FOUND, "no player " + number);
        }
        return players().get(number - 1);
    }

    public List<Round> rounds() {
        return state.rounds();
    }

    /** The referee's correction of the player's starting McMahon score, 0 when none. */
    public int mcMahonCorrection(int player) {
        return state.mmsCorrections().getOrDefault(player, 0);
    }

    /** Whether the player is down to play round {@code round} (not declared absent from it). */
    public boolean plays(int player, int round) {
        return !state.absences().getOrDefault(player, java.util.Set.of()).contains(round);
    }

    /** The rounds each player is declared absent from (players absent from none left out). */
    public java.util.Map<Integer, java.util.Set<Integer>> absences() {
        return state.absences();
    }

    /** How many times the referee changed round {@code round}'s pairings: its view's {@code changes}. */
    public int pairingChanges(int round) {
        return changesOf(round).size();
    }

    /**
     * The referee's changes of round {@code round}'s pairings, oldest first: kept only as events
     * (the round holds the pairings as they stand). What the view shows and what a stale change is
     * counted against.
     */
    List<TournamentEvent.PairingsChanged> changesOf(int round) {
        return events().stream()
                .filter(e -> e instanceof TournamentEvent.PairingsChanged c && c.round() == round)
                .map(e -> (TournamentEvent.PairingsChanged) e)
                .toList();
    }

    public Round round(int number) {
        return state.round(number);
    }

    /** The player's number, by name (case, spacing and ё for е ignored). */
    public Optional<Integer> playerNumber(String name) {
        String key = sameName(name == null ? "" : name);
        for (int i = 0; i < players().size(); i++) {
            if (sameName(players().get(i).name()).equals(key)) {
                return Optional.of(i + 1);
            }
        }
        return Optional.empty();
    }

    /**
     * A name as it is compared: spacing and case ignored, and ё read as е, since Russian writes
     * most names both ways (Пётр, Петр) and a rating list or an engine's protocol may have either.
     */
    static String sameName(String name) {
        return name.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT).replace('ё', 'е');
    }

    public Crosstable crosstable() {
        return Crosstable.of(this);
    }

    public List<Standing> standings() {
        return Standings.of(this);
    }
}
