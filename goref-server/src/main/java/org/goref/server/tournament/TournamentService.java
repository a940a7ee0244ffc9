package org.goref.server.tournament;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

import org.goref.core.board.Color;
import org.goref.core.clock.TimeControl;
import org.goref.core.text.Quote;
import org.goref.server.clock.ClockStart;
import org.goref.core.clock.TimeSpec;
import org.goref.core.game.Game;
import org.goref.core.game.Handicap;
import org.goref.server.auth.Tokens;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.LiveGame;
import org.goref.server.game.NewGame;
import org.goref.server.store.StorageSync;
import org.goref.server.store.Unclaimed;
import org.goref.tournament.GameResults;
import org.goref.tournament.Pairing;
import org.goref.tournament.Refusal;
import org.goref.tournament.Regulations;
import org.goref.tournament.ResultSource;
import org.goref.tournament.Round;
import org.goref.tournament.Tournament;
import org.goref.tournament.TournamentEvent;
import org.goref.tournament.TournamentEventCodec;
import org.goref.tournament.TournamentException;
import org.goref.tournament.TournamentInfo;
import org.goref.tournament.TournamentRequest;

/**
 * The tournaments: each one a {@link Tournament} rebuilt from its stored events, changed one
 * operation at a time under its lock. An operation's new events are committed before it is
 * answered; a refused operation leaves the tournament as it was. A failed write reads the
 * tournament again from the database ({@link StorageSync}), since the failure may be a lost answer
 * to a commit that happened: a change that landed is kept and answered, one that did not is dropped.
 */
public final class TournamentService {
    /** A new tournament's id and its referee's token (shown once, stored only as a hash). */
    public record CreatedTournament(String id, String refereeToken, Tournament tournament) {
    }

    /** A server game started for a pairing. */
    public record StartedGame(String tournamentId, int round, int board, Created game) {
    }

    private static final class Live {
        final String id;
        final String refereeHash;
        final ReentrantLock lock = new ReentrantLock();
        /** Whether the tournament is in step with its stored events after a failed write; used with the lock held. */
        final StorageSync<TournamentEvent> sync = new StorageSync<>(TournamentEventCodec::encode);
        Tournament t;
        /**
         * The count of failures ({@link #failures}) at this tournament's last complete catch-up: while
         * it is unchanged, no result of its games can have been missed since, and a read skips the look.
         */
        volatile long caughtUpAt = -1;

        Live(String id, String refereeHash, Tournament t) {
            this.id = id;
            this.refereeHash = refereeHash;
            this.t = t;
        }
    }

    private final TournamentRepository repo;
    private final GameService games;
    private final Map<String, Live> live = new ConcurrentHashMap<>();
    /** Results of finished games that did not reach their tournament (a failed look-up or write). */
    private final AtomicLong missedResults = new AtomicLong();

    public TournamentService(TournamentRepository repo, GameService games) {
        this.repo = repo;
        this.games = games;
        games.addEndListener(this::gameFinished);
    }

    private Instant now() {
        return Instant.ofEpochMilli(games.now());
    }

    // ---------------------------------------------------------------------------------- creating

    public CreatedTournament create(TournamentRequest request) {
        Instant now = now();
        TournamentInfo info;
        Tournament t;
        try {
            info = request.toInfo(LocalDate.ofInstant(now, ZoneOffset.UTC));
            // A time control the clocks cannot run is refused by toInfo (reason time-control), not at the first game.
            t = Tournament.create(info, request.refereeName(), now);
        } catch (TournamentException e) {
            throw TournamentRefused.of(e.refusal());
        } catch (IllegalArgumentException e) {
            throw new TournamentRefused(422, "invalid", e.getMessage());
        }
        return store(t, now);
    }

    /**
     * A tournament made elsewhere (an OpenGotha file's): {@code build} makes it from the moment of
     * the import, through goref's own operations; a refusal changes nothing.
     */
    public CreatedTournament importTournament(java.util.function.Function<Instant, Tournament> build) {
        Instant now = now();
        Tournament t;
        try {
            t = build.apply(now);
        } catch (TournamentException e) {
            throw TournamentRefused.of(e.refusal());
        } catch (IllegalArgumentException e) {
            throw new TournamentRefused(422, "invalid", e.getMessage());
        }
        return store(t, now);
    }

    private CreatedTournament store(Tournament t, Instant now) {
        TournamentInfo info = t.info();
        String id = Tokens.newId();
        String token = Tokens.newToken();
        TournamentRepository.Row row = new TournamentRepository.Row(id, info.name(), Tokens.hash(token), now.toEpochMilli());
        Live l = new Live(id, row.refereeTokenHash(), t);
        try {
            repo.create(row, t.events(), now.toEpochMilli());
        } catch (RuntimeException e) {
            // A lost answer to a commit that happened would leave a tournament whose referee
            // token nobody was given: the database is asked.
            switch (l.sync.afterFailedAppend(e, log(l), List.of(), t.events())) {
                case LANDED -> { }
                case NOT_LANDED -> throw new TournamentRefused(503, "storage", "the tournament could not be stored; nothing changed");
                case UNKNOWN -> {
                    // Nobody will hold its referee token: if it landed it is removed, not left in the list.
                    int created = t.events().size();
                    games.unclaimed().remember(new Unclaimed.Creation("tournament", id,
                            "its creation was answered 503 unconfirmed, so nobody was given its referee token",
                            () -> removeUnclaimed(id, row.refereeTokenHash(), created)));
                    throw new TournamentRefused(503, "storage", "the database did not confirm the tournament; if it was"
                            + " stored, it is removed once the database answers, since nobody holds its token: create it again");
                }
            }
        }
        live.put(id, l);
        return new CreatedTournament(id, token, l.t);
    }

    // ----------------------------------------------------------------------------------- reading

    private Live find(String id) {
        if (id == null || id.length() > 40) {
            throw notFound(id);
        }
        Live l = live.get(id);
        if (l != null) {
            return l;
        }
        TournamentRepository.Row row = repo.find(id).orElseThrow(() -> notFound(id));
        return live.computeIfAbsent(id, k -> new Live(k, row.refereeTokenHash(), Tournament.replay(repo.events(k))));
    }

    private static TournamentRefused notFound(String id) {
        return new TournamentRefused(404, "no-such-tournament", "no tournament " + Quote.of(id));
    }

    public boolean exists(String id) {
        try {
            find(id);
            return true;
        } catch (TournamentRefused e) {
            return false;
        }
    }

    /**
     * Reads the tournament under its lock (the aggregate is not thread-safe): one a failed write
     * left unsure is read from the database again first, or shown as far as it is known.
     */
    public <T> T read(String id, Function<Tournament, T> reader) {
        Live l = find(id);
        catchUp(l);
        l.lock.lock();
        try {
            inStep(l);
            return reader.apply(l.t);
        } catch (TournamentException e) {
            throw TournamentRefused.of(e.refusal());
        } catch (IllegalArgumentException e) {
            throw new TournamentRefused(422, "invalid", e.getMessage());
        } finally {
            l.lock.unlock();
        }
    }

    public List<TournamentRepository.Row> recent(int limit) {
        return repo.recent(limit);
    }

    // ------------------------------------------------------------------------------------ acting

    /** Whether {@code token} is this tournament's referee token (constant-time comparison). */
    public boolean isReferee(String id, String token) {
        return Tokens.matches(token, find(id).refereeHash);
    }

    /**
     * Runs a referee's operation: checks the token, applies it, commits the new events, answers
     * what the operation returned. Refused or failed, nothing changes.
     */
    public <T> T referee(String id, String token, Function<Tournament, T> operation) {
        Live l = find(id);
        if (!Tokens.matches(token, l.refereeHash)) {
            throw new TournamentRefused(403, "bad-token", "the tournament's referee token is needed (Authorization: Bearer)");
        }
        catchUp(l);
        l.lock.lock();
        try {
            requireInStep(l);
            return change(l, operation, null);
        } finally {
            l.lock.unlock();
        }
    }

    /**
     * Whether the tournament in memory holds what the database holds: read again after a failed
     * write left it unsure, and on a node of several every time (another node may have changed it).
     * Lock held.
     */
    private boolean inStep(Live l) {
        if (!l.sync.inStep(log(l))) {
            return false;
        }
        if (games.shared()) {
            try {
                List<TournamentEvent> stored = repo.events(l.id);
                if (stored.size() != l.t.events().size()) {
                    l.t = Tournament.replay(stored);
                }
            } catch (RuntimeException e) {
                return false;
            }
        }
        return true;
    }

    /** The tournament's events as the database holds them, for putting the tournament in step with them. */
    private StorageSync.Log<TournamentEvent> log(Live l) {
        return StorageSync.Log.of(() -> repo.events(l.id), held -> l.t = Tournament.replay(held));
    }

    /**
     * Refuses to act on a tournament a failed write left unsure, unless it can be read again now:
     * its next write would take a sequence number the database may hold already. Lock held.
     */
    private void requireInStep(Live l) {
        if (!inStep(l)) {
            throw new TournamentRefused(503, "storage", "the database is not available; nothing changed, try again");
        }
    }

    /**
     * Applies the operation, commits its new events, answers what it returned. Called with the
     * lock held, after {@link #requireInStep}.
     */
    private <T> T change(Live l, Function<Tournament, T> operation, TournamentRepository.GameLink link) {
        List<TournamentEvent> known = List.copyOf(l.t.events());
        int before = known.size();
        T answer;
        try {
            answer = operation.apply(l.t);
        } catch (TournamentException e) {
            throw TournamentRefused.of(e.refusal());
        } catch (IllegalArgumentException e) {
            throw new TournamentRefused(422, "invalid", e.getMessage());
        }
        List<TournamentEvent> added = List.copyOf(l.t.events().subList(before, l.t.events().size()));
        try {
            repo.append(l.id, before + 1, added, games.now(), link);
        } catch (RuntimeException e) {
            // A failure may be a lost answer to a commit that happened: the database is asked.
            switch (l.sync.afterFailedAppend(e, log(l), known, added)) {
                case LANDED -> { }
                case NOT_LANDED -> throw l.t.events().size() > known.size()
                        // Another node of several changed the tournament first; it is read as that left it.
                        ? new TournamentRefused(409, "conflict", "the tournament changed meanwhile; read it and try again")
                        : new TournamentRefused(503, "storage", "the change could not be stored; nothing changed");
                case UNKNOWN -> throw new TournamentRefused(503, "storage",
                        "the database did not confirm the change; read the tournament before trying again");
            }
        }
        return answer;
    }

    /**
     * The referee's one click: a server game for the pairing, with the tournament's regulations
     * and the pairing's colours, handicap and komi; the table is then started.
     */
    public StartedGame startGame(String id, String token, int round, int board) {
        Live l = find(id);
        if (!Tokens.matches(token, l.refereeHash)) {
            throw new TournamentRefused(403, "bad-token", "the tournament's referee token is needed (Authorization: Bearer)");
        }
        catchUp(l);
        l.lock.lock();
        try {
            // Checked before the game is created: a game for a table the database may have started already.
            requireInStep(l);
            Tournament t = l.t;
            if (round < 1 || round > t.rounds().size()) {
                throw new TournamentRefused(404, "not-found", "no round " + round);
            }
            Round r = t.round(round);
            Pairing p = r.pairing(board).orElseThrow(() -> new TournamentRefused(404, "not-found",
                    "no table " + board + " in round " + round));
            if (r.result(board).isPresent()) {
                throw new TournamentRefused(409, "has-result", "table " + board + " of round " + round + " has its result");
            }
            if (r.started().containsKey(board)) {
                // Its own reason: the page says it in its language (another tab of the referee started it).
                throw new TournamentRefused(409, Refusal.Reason.GAME_STARTED.word(), "table " + board + " of round " + round
                        + " has started its game " + r.started().get(board));
            }
            NewGame spec = newGame(t.info().regulations(), p, t.player(p.black()).name(), t.player(p.white()).name());
            Created c = games.create(spec);
            Instant now = now();
            try {
                change(l, tt -> tt.startGame(round, board, c.id(), now),
                        new TournamentRepository.GameLink(c.id(), id, round, board));
            } catch (RuntimeException e) {
                // The game's links are not answered: nobody will hold its tokens. Linked to no table,
                // it would sit in the games list as playing for ever, and the table starts again with
                // another game. Linked after all (a change the database did not confirm), it stays.
                String hash = Tokens.hash(c.refereeToken());
                games.unclaimed().remember(new Unclaimed.Creation("game", c.id(), "created for round " + round
                        + " table " + board + " of tournament " + id + ", whose start was then answered "
                        + (e instanceof TournamentRefused refused ? refused.status() : 500) + ", so nobody was given its tokens",
                        () -> removeUnclaimedTableGame(c.id(), hash)));
                throw e;
            }
            return new StartedGame(id, round, board, c);
        } finally {
            l.lock.unlock();
        }
    }

    /**
     * Removes a game created for a table whose start failed, unless the start was stored after all
     * (a change the database did not confirm): the tournament's events then name the game as the
     * table's, and removing it would leave them naming nothing. Throws while the database does not
     * answer; a link committed between the look and the removal fails the removal (its foreign key).
     */
    private Unclaimed.Swept removeUnclaimedTableGame(String gameId, String refereeTokenHash) {
        if (repo.linkOf(gameId).isPresent()) {
            return new Unclaimed.Swept.Kept("the table's start was stored after all and names it;"
                    + " its result is entered by hand");
        }
        return games.removeUnclaimed(gameId, refereeTokenHash);
    }

    /** Removes a tournament whose referee token nobody was given, from the database and from memory (a read may have loaded it). */
    private Unclaimed.Swept removeUnclaimed(String id, String refereeTokenHash, int createdEvents) {
        Unclaimed.Swept found = repo.removeUnclaimed(id, refereeTokenHash, createdEvents);
        if (found instanceof Unclaimed.Swept.Removed) {
            live.remove(id);
        }
        return found;
    }

    private static NewGame newGame(Regulations regs, Pairing p, String black, String white) {
        int size = regs.boardSize();
        int stones = p.handicap() >= 2 ? p.handicap() : 0;
        if (stones > Handicap.maxFixed(size)) {
            throw new TournamentRefused(422, Refusal.Reason.HANDICAP.word(), stones + " handicap stones do not fit on " + size + "x" + size);
        }
        TimeControl time;
        try {
            time = regs.timeControl().isEmpty() ? new TimeControl.None() : TimeSpec.parse(regs.timeControl());
        } catch (IllegalArgumentException e) {
            throw new TournamentRefused(422, "invalid", e.getMessage());
        }
        // A round's clocks start with the round, as the referee starts them: an absent player's time runs.
        return new NewGame(size, regs.rules().withKomi(p.komi()), stones, time, ClockStart.CREATION, black, white);
    }

    // ------------------------------------------------------------------------ results of games

    /**
     * Called when a server game finishes, whatever ended it: a game started for a pairing gives
     * the pairing its result with the score sheet. A refusal (the referee entered a result by hand
     * meanwhile) leaves the game finished and is reported on stderr; the referee decides.
     */
    void gameFinished(LiveGame g) {
        Optional<TournamentRepository.GameLink> link;
        try {
            link = repo.linkOf(g.id());
        } catch (RuntimeException e) {
            missedResults.incrementAndGet();
            return; // caught up before the tournament's next read or action, or at the next start
        }
        link.ifPresent(k -> record(k, g));
    }

    private void record(TournamentRepository.GameLink k, LiveGame g) {
        // On a node of several, every node that sees the end records it: one wins the tournament's
        // next seq, and a loser's second look finds the result recorded from this game.
        for (int attempt = 0; attempt < (games.shared() ? 3 : 1); attempt++) {
            if (recordOnce(k, g)) {
                return;
            }
        }
    }

    /** One try of {@link #record}: false when the write failed and a node of several may try again. */
    private boolean recordOnce(TournamentRepository.GameLink k, LiveGame g) {
        Game game = g.game();
        try {
            Live l = find(k.tournamentId());
            l.lock.lock();
            try {
                requireInStep(l);
                Round r = l.t.round(k.round());
                if (r.result(k.board()).map(x -> x.source().equals(new ResultSource.ServerGame(k.gameId()))).orElse(false)) {
                    return true; // recorded already from this game: a catch-up met the game's own recording
                }
                if (r.result(k.board()).isPresent()) {
                    System.err.println("goref: game " + k.gameId() + " finished, but round " + k.round() + " table "
                            + k.board() + " of tournament " + k.tournamentId() + " has a result already; the referee decides");
                    return true;
                }
                if (!k.gameId().equals(r.started().get(k.board()))) {
                    return true;
                }
                Instant now = now();
                change(l, t -> t.recordResult(k.round(), k.board(), GameResults.of(game, g.timeUsed(Color.BLACK), g.timeUsed(Color.WHITE)),
                        new ResultSource.ServerGame(k.gameId()), now), null);
                return true;
            } finally {
                l.lock.unlock();
            }
        } catch (RuntimeException e) {
            if (games.shared() && e instanceof TournamentRefused r && r.status() == 409) {
                return false; // another node wrote first: looked at again
            }
            missedResults.incrementAndGet();
            System.err.println("goref: the result of game " + k.gameId() + " did not reach tournament "
                    + k.tournamentId() + ": " + e.getMessage());
            return true;
        }
    }

    /** At start: results of tournament games that finished while nothing recorded them. */
    public int catchUp() {
        int n = 0;
        for (TournamentRepository.GameLink k : repo.finishedGames()) {
            try {
                Live l = find(k.tournamentId());
                boolean missing;
                l.lock.lock();
                try {
                    inStep(l);
                    missing = l.t.round(k.round()).result(k.board()).isEmpty();
                } finally {
                    l.lock.unlock();
                }
                if (missing && recordIfFinished(k) == Finished.YES) {
                    n++;
                }
            } catch (RuntimeException e) {
                System.err.println("goref: tournament " + k.tournamentId() + ": " + e.getMessage());
            }
        }
        return n;
    }

    /**
     * Before a tournament is read or changed: the results of its games that ended while the
     * database was away (the game's last write unconfirmed, or the tournament's write failed) are
     * recorded now that it may be back, not only at the next start. Only after a write has failed
     * since the tournament's last complete catch-up: otherwise no result can be missing, and a read
     * (the page asks every 10 s) neither locks nor loads its games. Called without the tournament's
     * lock: recording takes the game's lock first, as a game that ends does.
     */
    private void catchUp(Live l) {
        long failures = failures();
        if (l.caughtUpAt == failures) {
            return;
        }
        List<TournamentRepository.GameLink> inPlay = new ArrayList<>();
        l.lock.lock();
        try {
            if (!inStep(l)) {
                return; // still away: tried again at the next read
            }
            for (Round r : l.t.rounds()) {
                r.started().forEach((board, game) -> {
                    if (r.result(board).isEmpty()) {
                        inPlay.add(new TournamentRepository.GameLink(game, l.id, r.number(), board));
                    }
                });
            }
        } finally {
            l.lock.unlock();
        }
        boolean complete = true;
        for (TournamentRepository.GameLink k : inPlay) {
            try {
                complete &= recordIfFinished(k) != Finished.UNSURE;
            } catch (RuntimeException e) {
                // The database went away again: the read goes on with the tournament as it is known.
                complete = false;
            }
        }
        if (complete) {
            l.caughtUpAt = failures;
        }
    }

    /** Failed game writes and missed results so far: what may leave a result unrecorded. */
    private long failures() {
        return games.failedWrites() + missedResults.get();
    }

    /** What {@link #recordIfFinished} found of a game. */
    private enum Finished {
        /** Finished: its result recorded now, or refused and reported by {@link #record}. */
        YES,
        /** Not finished, or no longer in memory or storage. */
        NO,
        /** A failed write left it unsure and the database cannot be read: not known. */
        UNSURE
    }

    /**
     * Records the result of the link's game if the game has finished; one a failed write left
     * unsure is read from the database first, since its end may be stored there. That read tells
     * the end listeners of an ending it finds, this service's {@link #gameFinished} among them, so
     * the {@link #record} here then finds the result recorded from the game and adds nothing.
     */
    private Finished recordIfFinished(TournamentRepository.GameLink k) {
        Optional<LiveGame> found = games.find(k.gameId());
        if (found.isEmpty()) {
            return Finished.NO;
        }
        LiveGame g = found.get();
        g.lock().lock();
        try {
            if (!games.inStep(g)) {
                return Finished.UNSURE;
            }
            if (!g.game().isFinished()) {
                return Finished.NO;
            }
            record(k, g);
            return Finished.YES;
        } finally {
            g.lock().unlock();
        }
    }
}
