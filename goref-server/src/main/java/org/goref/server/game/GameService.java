package org.goref.server.game;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.DeadStones;
import org.goref.core.game.EventCodec;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Handicap;
import org.goref.core.game.Illegal;
import org.goref.core.game.MarkingProposal;
import org.goref.core.game.Phase;
import org.goref.core.clock.TimeControl;
import org.goref.core.text.Quote;
import org.goref.server.auth.Tokens;
import org.goref.server.clock.GameClock;
import org.goref.server.record.RecordWriter;
import org.goref.server.record.Said;
import org.goref.server.store.FlagDeadline;
import org.goref.server.store.GameRecord;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StorageClosed;
import org.goref.server.store.StorageSync;
import org.goref.server.store.StorageUnconfirmed;
import org.goref.server.store.StoredEvent;
import org.goref.server.store.Unclaimed;
import org.goref.server.store.UnreadableEvent;
import org.goref.server.store.UniqueViolation;
import org.goref.server.store.UnreadableGame;

/**
 * The games: creates them, turns a client's action into events the referee accepts, commits them,
 * and only then answers and tells the listeners. One action at a time per game; a refused or failed
 * action leaves the game as it was.
 */
public final class GameService {
    private final GameRepository repo;
    private final ObjectMapper json;
    private final RecordWriter records;
    private final LongSupplier clock;
    private final DeadStones deadStones;
    private final Map<String, LiveGame> games = new ConcurrentHashMap<>();
    private final List<GameListener> listeners = new CopyOnWriteArrayList<>();
    private final List<java.util.function.Consumer<List<StoredEvent>>> commitListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<LiveGame>> endListeners = new CopyOnWriteArrayList<>();
    /** Game writes that failed so far: after one, a game may have ended without its end listeners told. */
    private final AtomicLong failedWrites = new AtomicLong();
    /** Creations perhaps stored with tokens nobody was given, games' and tournaments': removed once the database answers. */
    private final Unclaimed unclaimed = new Unclaimed();
    /** The games whose events do not replay that the operator has been told of (stderr), each once. */
    private final Set<String> saidUnreplayable = ConcurrentHashMap.newKeySet();
    /**
     * On a node of several ({@link #shareWithPeers}): where this node says what it committed. Null on
     * a single node, which holds every game alone and never reads what it did not write.
     */
    private volatile CommitPublisher peers;
    /** Whether a game has watchers on this node; on a node of several such a game stays in memory to follow its news. */
    private volatile Predicate<String> watched = id -> false;
    /** How many times an action re-judges after losing a race to another node before it answers 409. */
    private static final int MAX_RACES = 8;
    /** Answer of a commit that lost the race for its seq to another node: the action is judged again. */
    private static final Outcome.Refused RACED = Outcome.conflict("raced", "another node committed first");

    public GameService(GameRepository repo, ObjectMapper json, RecordWriter records, LongSupplier clock) {
        this.repo = repo;
        this.json = json;
        this.records = records;
        this.clock = clock;
        this.deadStones = ServiceLoader.load(DeadStones.class).findFirst().orElse(DeadStones.NONE);
    }

    /** Told of every game's events once they are committed (the metrics count moves and flags from them). */
    public void addCommitListener(java.util.function.Consumer<List<StoredEvent>> l) {
        commitListeners.add(l);
    }

    /** Where the regulations say whether a game's players' channel is off (all on unless set). */
    private volatile ChatSettings chatSettings = ChatSettings.ALL_ON;

    public void useChatSettings(ChatSettings settings) {
        this.chatSettings = settings;
    }

    /** Whether the regulations turn this game's players' channel off. */
    public boolean playersChatOff(String id) {
        return chatSettings.playersChannelOff(id);
    }

    /**
     * Makes this service one node of several sharing the database: every read (state, record, new
     * watcher) and every refusal first reads the events other nodes committed, a write that loses
     * the race for its seq is judged again on what won, and each commit is handed to {@code
     * publisher} for the other nodes.
     */
    public void shareWithPeers(CommitPublisher publisher) {
        this.peers = publisher;
    }

    /** Whether this is a node of several ({@link #shareWithPeers}). */
    public boolean shared() {
        return peers != null;
    }

    /** Tells the service which games have watchers here (the event hub's), for {@link #dropIdle} on a node of several. */
    public void keepWhileWatched(Predicate<String> watched) {
        this.watched = watched;
    }

    public void addListener(GameListener l) {
        listeners.add(l);
    }

    /**
     * Told, with the game's lock held, when a game has just finished (after its last event is
     * stored), once: by the action that ended it, or by the re-read that found its ending stored
     * after the action's write went unconfirmed ({@link #inStep}).
     */
    public void addEndListener(Consumer<LiveGame> l) {
        endListeners.add(l);
    }

    public long now() {
        return clock.getAsLong();
    }

    // ------------------------------------------------------------------------------------ start

    /**
     * Rebuilds every unfinished game from its events and records that the server was down: the
     * clocks did not run from the last event until now. Returns how many games were restored.
     */
    public int restore() {
        Restoring r = beginRestore();
        r.resumeClocks();
        return r.restored();
    }

    /**
     * The first half of {@link #restore}: every unfinished game rebuilt from its events and held
     * (its lock taken by the calling thread), so that nothing acts on it, nor reads its clocks, until
     * {@link Restoring#resumeClocks} records the restart. The server starts listening in between:
     * the clocks restart when the players can move again, not before the server's own start-up,
     * and a start that fails (the port taken) writes nothing. A game whose events no longer replay
     * (an event line this version cannot read, a hand-edited row) is left out and named in
     * {@link Restoring#unrestorable}: one such game used to stop the whole server from starting.
     */
    public Restoring beginRestore() {
        List<LiveGame> held = new ArrayList<>();
        Map<String, String> unrestorable = new LinkedHashMap<>();
        for (GameRecord r : repo.unfinished(e -> leftOut(unrestorable, e.gameId(), e))) {
            LiveGame g;
            hold(r.id());
            try {
                g = new LiveGame(r, repo.events(r.id()));
            } catch (RuntimeException e) {
                release(r.id());
                leftOut(unrestorable, r.id(), e);
                continue;
            }
            g.lock().lock();
            held.add(g);
            games.put(r.id(), used(g, now()));
        }
        return new Restoring(held, unrestorable);
    }

    /** A game the start leaves out (its row or its events cannot be read), with why. */
    private void leftOut(Map<String, String> unrestorable, String id, RuntimeException why) {
        unrestorable.put(id, whyUnreadable(id, why));
        // Said by the server's start; a read of it later need not say it again.
        saidUnreplayable.add(id);
    }

    /** The unfinished games rebuilt and held by {@link #beginRestore}, until their clocks resume. */
    public final class Restoring {
        private final List<LiveGame> held;
        private final Map<String, String> unrestorable;

        private Restoring(List<LiveGame> held, Map<String, String> unrestorable) {
            this.held = held;
            this.unrestorable = Collections.unmodifiableMap(unrestorable);
        }

        public int restored() {
            return held.size();
        }

        /** The games left out, by id, with why they cannot be read (a sentence naming the game). */
        public Map<String, String> unrestorable() {
            return unrestorable;
        }

        /** Records the restart in every held game (its clock runs again from now) and lets it go. Same thread as {@link #beginRestore}. */
        public void resumeClocks() {
            for (LiveGame g : held) {
                try {
                    long now = now();
                    String text = "clocks stopped from " + Instant.ofEpochMilli(g.lastEventAt())
                            + " to " + Instant.ofEpochMilli(now);
                    commit(g, List.of(new GameEvent.Restarted(text)), now);
                } finally {
                    g.lock().unlock();
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------ reading

    public Optional<LiveGame> find(String id) {
        if (id == null || id.length() > 40) {
            return Optional.empty();
        }
        long now = now();
        // Marked as used atomically with the lookup: dropIdle's removal of the same game cannot come
        // between them, so a game handed out here is never one just dropped.
        LiveGame g = games.computeIfPresent(id, (k, v) -> used(v, now));
        if (g != null) {
            return Optional.of(g);
        }
        Optional<GameRecord> r;
        try {
            r = repo.find(id);
        } catch (UnreadableGame e) {
            throw unreplayable(id, e);
        }
        if (r.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(games.computeIfAbsent(id, k -> {
            hold(k);
            try {
                return used(replayed(r.get()), now);
            } catch (RuntimeException e) {
                release(k);
                throw e;
            }
        }));
    }

    /**
     * The game rebuilt from its stored events, or {@link Unreplayable} when they do not replay. It
     * is not kept: each read tries again (a row an operator mends is read as mended), but the
     * operator is told once per game, not on every read a page or a script repeats.
     */
    private LiveGame replayed(GameRecord r) {
        List<StoredEvent> events;
        try {
            events = repo.events(r.id());
        } catch (UnreadableEvent e) {
            // Only a line that cannot be read: a database that is away stays a 503, to be tried again.
            throw unreplayable(r.id(), e);
        }
        try {
            return new LiveGame(r, events);
        } catch (RuntimeException e) {
            throw unreplayable(r.id(), e);
        }
    }

    private Unreplayable unreplayable(String id, RuntimeException why) {
        if (saidUnreplayable.add(id)) {
            System.err.println("goref: " + whyUnreadable(id, why) + "; it stays in the database as it is");
        }
        return new Unreplayable(id, why);
    }

    /** Why a stored game cannot be read: its row (rules, time control, clock start) or its events, which differ in the fix. */
    private static String whyUnreadable(String id, RuntimeException why) {
        return why instanceof UnreadableGame row ? row.getMessage()
                : "game " + id + " cannot be read, its stored events do not replay (" + why.getMessage() + ")";
    }

    private static LiveGame used(LiveGame g, long now) {
        g.usedAt(now);
        return g;
    }

    /**
     * Drops from memory every game nobody has asked for in {@link #IDLE_MILLIS}, unless its clock runs
     * (the flag must fall unasked) or an action holds it now: anyone may create games and every
     * game ever looked at stayed in memory. A dropped game is read from the database again when next
     * asked for; its watchers are the event hub's, by id, and keep watching. Called on a schedule;
     * returns how many were dropped.
     */
    public int dropIdle() {
        long now = now();
        int before = games.size();
        for (String id : games.keySet()) {
            games.computeIfPresent(id, (k, g) -> idle(g, now) ? released(k) : g);
        }
        return before - games.size();
    }

    /** How long a game may go unasked for before {@link #dropIdle} drops it from memory. */
    public static final long IDLE_MILLIS = 10 * 60_000;

    private boolean idle(LiveGame g, long now) {
        // A node of several follows a watched game's news only while it holds the game.
        if (now - g.lastUsed() < IDLE_MILLIS || (shared() && watched.test(g.id())) || !g.lock().tryLock()) {
            return false;
        }
        try {
            if (g.sync().unsure()) {
                // Its last write went unconfirmed: only this game's re-read tells what the write
                // stored (an ending to the end listeners); read afresh it would be finished untold.
                return false;
            }
            // A clock that does not run (not yet started, or paused) has no flag to drop.
            return g.clock() == null || g.game().phase() != Phase.PLAYING || g.clock().running() == null;
        } finally {
            g.lock().unlock();
        }
    }

    /** The game's state, from its last committed view: it waits for no write and no other read. */
    public Optional<String> state(String id) {
        return find(id).map(g -> committedView(g).state(now()));
    }

    /**
     * The record as this token's holder may read it: the chat channels they may read, as comments.
     * What it needs is gathered with the game's lock held (the committed view, the clocks after
     * each move, the chat), and the record is written after the lock is let go: a download of a
     * long game used to hold the lock while it wrote, and a move waited behind every download.
     */
    public Optional<String> sgf(String id, String token) {
        return find(id).map(g -> {
            GameView view;
            List<GameClock.Reading> clocks;
            List<Said> chat = new ArrayList<>();
            g.lock().lock();
            try {
                inStep(g);
                view = g.view();
                Role role = g.roleOf(token);
                boolean finished = g.game().isFinished();
                int moves = 0;
                for (StoredEvent se : g.committed()) {
                    if (se.event().isMove()) {
                        moves++;
                    } else if (se.event() instanceof GameEvent.Chat c && ChatRules.mayRead(role, c.channel(), finished)) {
                        chat.add(new Said(moves, sayer(g, c), c.text()));
                    }
                }
                clocks = g.moveClocks();
            } finally {
                g.lock().unlock();
            }
            return records.sgf(g.record(), view.written(), clocks, chat);
        });
    }

    /**
     * The game's last committed view. Only a game a failed write left unsure takes the lock: it is
     * read again from the database first ({@link #inStep}), as an action would.
     */
    private GameView committedView(LiveGame g) {
        if (g.sync().unsure()) {
            g.lock().lock();
            try {
                inStep(g);
            } finally {
                g.lock().unlock();
            }
        }
        return g.view();
    }

    /**
     * Subscribes a watcher: {@code subscribe} is given the message a new subscriber gets first (the
     * state as it stands) and runs with the game's lock held, as the listeners are told of changes.
     * So a change is wholly before the subscription (in the state) or after it (told after the
     * state): built before registering, the state could miss a change told in between; sent after
     * the lock, it could arrive after a newer update and leave the watcher on an old board.
     * False when there is no such game.
     */
    public boolean subscribe(String id, Consumer<String> subscribe) {
        Optional<LiveGame> found = find(id);
        if (found.isEmpty()) {
            return false;
        }
        LiveGame g = found.get();
        g.lock().lock();
        try {
            inStep(g);
            subscribe.accept("{\"type\":\"state\",\"state\":" + g.view().state(now()) + "}");
            return true;
        } finally {
            g.lock().unlock();
        }
    }

    /** The most recent games, live and finished, for the list page. */
    public String list(int limit) {
        ArrayNode a = json.createArrayNode();
        // A row that cannot be read is left off the list (said once on stderr), not the list's end.
        for (GameRecord r : repo.recent(limit, e -> unreplayable(e.gameId(), e))) {
            ObjectNode o = a.addObject();
            o.put("id", r.id());
            o.put("size", r.size());
            o.put("rules", r.rules().spec());
            o.put("black", r.blackName());
            o.put("white", r.whiteName());
            o.put("createdAt", r.createdAt());
            LiveGame g = listed(r);
            String result = r.result();
            LiveGame.Listing l = g == null ? null : g.listing();
            if (l != null) {
                o.put("moveNumber", l.moveNumber());
                result = l.result() != null ? l.result() : result;
                o.put("phase", l.phase() == Phase.DISPUTE ? "marking" : l.phase().spelling());
            } else {
                o.put("phase", r.finishedAt() == null ? "playing" : "finished");
            }
            o.put("result", result);
        }
        return a.toString();
    }

    /**
     * The game of a row of the list. A game finished before a restart is not in memory until it is
     * looked at: it is read now (as opening it would), so that its row has its moveNumber too. One
     * whose events no longer replay is listed from its row alone rather than failing the list.
     */
    private LiveGame listed(GameRecord r) {
        try {
            return find(r.id()).orElse(null);
        } catch (RuntimeException unreadable) {
            return null;
        }
    }

    // ------------------------------------------------------------------------------------ acting

    /**
     * Stores a new game and gives its tokens. A failed write is checked against the database
     * ({@link CreationCheck}): a game that landed is answered as created; one that did not
     * rethrows the failure, nothing stored; when the database cannot be asked, {@link
     * StorageUnconfirmed}, and the game is remembered in {@link #unclaimed}.
     */
    public Created create(NewGame spec) {
        return create(spec, null, null);
    }

    /**
     * {@link #create(NewGame)} with one seat's token already held by its player, given as its hash
     * (an open challenge's poster keeps the challenge's secret as their player token): that seat's
     * token in the answer is null. {@code seat} null: every token is new.
     */
    public Created create(NewGame spec, Color seat, String seatTokenHash) {
        String id = Tokens.newId();
        String bt = seat == Color.BLACK ? null : Tokens.newToken();
        String wt = seat == Color.WHITE ? null : Tokens.newToken();
        String rt = Tokens.newToken();
        long now = now();
        GameRecord r = new GameRecord(id, spec.size(), spec.rules(), spec.handicap(), spec.time(), spec.clockStart(), spec.blackName(),
                spec.whiteName(), bt == null ? seatTokenHash : Tokens.hash(bt), wt == null ? seatTokenHash : Tokens.hash(wt),
                Tokens.hash(rt), now, null, null);
        List<StoredEvent> first = new ArrayList<>();
        if (spec.handicap() >= 2) {
            first.add(new StoredEvent(1, now, new GameEvent.Handicap(Handicap.fixed(spec.size(), spec.handicap()))));
        }
        LiveGame created = new LiveGame(r, first);
        FlagDeadline deadline = deadline(created, now);
        try {
            repo.create(r, first, deadline);
        } catch (RuntimeException e) {
            // A lost answer to a commit that happened would leave a game whose tokens nobody was
            // given: the database is asked.
            switch (CreationCheck.afterFailedCreate(e, repo, r, first)) {
                case LANDED -> {
                    // Stored; only the answer was lost: the game is answered as any other.
                }
                case NOT_LANDED -> throw e; // nothing stored: answered 503 storage, nothing changed
                case UNKNOWN -> {
                    // Nobody will hold its tokens: if it landed it is removed, not left in the list as playing.
                    unclaimed.remember(new Unclaimed.Creation("game", id,
                            "its creation was answered 503 unconfirmed, so nobody was given its tokens",
                            () -> removeUnclaimed(id, r.refereeTokenHash())));
                    throw new StorageUnconfirmed("the database did not confirm the game; if it was stored, it is removed"
                            + " once the database answers, since nobody holds its tokens: create it again", e);
                }
            }
        }
        stored(created, deadline);
        hold(id);
        games.put(id, used(created, now));
        return new Created(id, bt, wt, rt);
    }

    /**
     * The creations perhaps stored with tokens nobody was given: this service's games, and what
     * the tournaments remember there. Swept on the server's schedule.
     */
    public Unclaimed unclaimed() {
        return unclaimed;
    }

    /**
     * Removes a game whose tokens nobody was given ({@link #unclaimed}) from the database, and
     * from memory: the games list may have read it in. Its lock is held meanwhile, so that a flag
     * check cannot be storing a time loss in it. Throws while the database does not answer.
     */
    public Unclaimed.Swept removeUnclaimed(String id, String refereeTokenHash) {
        LiveGame held = games.get(id);
        if (held != null) {
            held.lock().lock();
        }
        try {
            Unclaimed.Swept found = repo.removeUnclaimed(id, refereeTokenHash);
            if (found instanceof Unclaimed.Swept.Removed) {
                games.computeIfPresent(id, (k, g) -> released(k));
            }
            return found;
        } finally {
            if (held != null) {
                held.lock().unlock();
            }
        }
    }

    public Outcome act(String id, String token, Action action) {
        // A node of several judges on what it holds and lets the (game_id, seq) key check that
        // nothing was committed meanwhile: an action it accepts commits only on top of every stored
        // event. A refusal, which commits nothing, is judged again after reading the database.
        return asPlayer(id, token, !shared(), r -> r, (g, role) -> {
            // Once on a single node; on a node of several again after each race lost to another
            // node, on the events that won it, so the loser answers as a single node would.
            boolean read = !shared();
            for (int race = 0; ; race++) {
                long now = commitTime(g);
                checkFlag(g, now);
                ActionPlan plan = ActionPlan.of(g.game(), role, action);
                if (plan.refused() != null) {
                    if (read) {
                        return plan.refused();
                    }
                    read = true;
                    if (!followStored(g)) {
                        return new Outcome.Refused(503, "unavailable", "storage", "the database is not available; nothing changed, try again");
                    }
                    continue;
                }
                Outcome done = commit(g, plan.events(), now);
                if (done != RACED) {
                    return done;
                }
                read = true; // the race's loser has just read what won it
                if (race == MAX_RACES) {
                    return Outcome.conflict("busy", "other nodes kept acting on this game first; read its state and try again");
                }
            }
        });
    }

    /**
     * A chat message: by a player or the referee in the players' channel, by anyone under a chosen
     * name in the spectators'. Stored as an event of the game and told to the watchers only as
     * "there is news in this channel" (a watcher has no token), each reading it with their own.
     */
    public Outcome chat(String id, String token, GameEvent.Chat.Channel channel, String name, String text) {
        Optional<LiveGame> found = find(id);
        if (found.isEmpty()) {
            return new Outcome.Refused(404, "not-found", "no-such-game", "no game " + Quote.of(id));
        }
        LiveGame g = found.get();
        Role role = g.roleOf(token);
        if (channel == GameEvent.Chat.Channel.PLAYERS && role != Role.SPECTATOR && chatSettings.playersChannelOff(id)) {
            return new Outcome.Refused(403, "forbidden", "players-chat-off", "the regulations turn the players' chat off in this game");
        }
        Optional<String> from = ChatRules.sender(role, channel, name);
        if (from.isEmpty()) {
            return channel == GameEvent.Chat.Channel.PLAYERS
                    ? Outcome.forbidden("the players' channel takes a player's or the referee's token")
                    : Outcome.invalid("a spectator's message needs a name");
        }
        g.lock().lock();
        try {
            if (!inStep(g)) {
                return new Outcome.Refused(503, "unavailable", "storage", "the database is not available; nothing changed, try again");
            }
            Outcome out = commit(g, List.of(new GameEvent.Chat(channel, from.get(), text)), now());
            if (out instanceof Outcome.Refused r) {
                return r;
            }
            StoredEvent said = g.committed().get(g.committed().size() - 1);
            return new Outcome.Done(chatMessage(said, g.game()).toString());
        } finally {
            g.lock().unlock();
        }
    }

    /** Who said it, as the record names them: the player's name and colour, the referee, a spectator by their name. */
    private static String sayer(LiveGame g, GameEvent.Chat c) {
        if (c.channel() == GameEvent.Chat.Channel.SPECTATORS) {
            return c.from() + " (spectator)";
        }
        return switch (c.from()) {
            case "black" -> g.record().blackName() + " (Black)";
            case "white" -> g.record().whiteName() + " (White)";
            default -> "Referee";
        };
    }

    /**
     * The game's course for review: the handicap stones, every move in order with its colour, and
     * the other events (the marking, acceptances, a resumption, the end) as their stored lines with
     * the number of moves before them. Chat is not in it (GET …/chat says who reads it).
     */
    public Optional<String> course(String id) {
        return find(id).map(g -> {
            g.lock().lock();
            try {
                inStep(g);
                int size = g.record().size();
                ObjectNode o = json.createObjectNode();
                o.put("size", size);
                ArrayNode handicap = o.putArray("handicap");
                ArrayNode moves = o.putArray("moves");
                ArrayNode others = o.putArray("events");
                for (StoredEvent se : g.committed()) {
                    switch (se.event()) {
                        case GameEvent.Handicap h -> h.stones().forEach(p -> handicap.add(p.toGtp(size)));
                        case GameEvent.Play p -> moves.addObject().put("color", p.color().lowerName()).put("vertex", p.point().toGtp(size))
                                .put("at", se.at());
                        case GameEvent.Pass p -> moves.addObject().put("color", p.color().lowerName()).put("vertex", "pass").put("at", se.at());
                        case GameEvent.Chat c -> { }
                        default -> others.addObject().put("after", moves.size()).put("line", EventCodec.encode(se.event()));
                    }
                }
                return o.toString();
            } finally {
                g.lock().unlock();
            }
        });
    }

    /** The channel's messages, oldest first, when this token may read it now; else a 403. */
    public Outcome chatLog(String id, String token, GameEvent.Chat.Channel channel) {
        Optional<LiveGame> found = find(id);
        if (found.isEmpty()) {
            return new Outcome.Refused(404, "not-found", "no-such-game", "no game " + Quote.of(id));
        }
        LiveGame g = found.get();
        Role role = g.roleOf(token);
        g.lock().lock();
        try {
            inStep(g);
            if (!ChatRules.mayRead(role, channel, g.game().isFinished())) {
                return Outcome.forbidden(channel == GameEvent.Chat.Channel.PLAYERS
                        ? "the players' channel is the players' and the referee's"
                        : "the spectators' channel is not the players' while the game goes on");
            }
            ArrayNode a = json.createArrayNode();
            int moves = 0;
            for (StoredEvent se : g.committed()) {
                if (se.event().isMove()) {
                    moves++;
                } else if (se.event() instanceof GameEvent.Chat c && c.channel() == channel) {
                    a.add(chatMessage(c, moves, se.at()));
                }
            }
            return new Outcome.Done(a.toString());
        } finally {
            g.lock().unlock();
        }
    }

    private ObjectNode chatMessage(StoredEvent said, Game game) {
        return chatMessage((GameEvent.Chat) said.event(), game.moveNumber(), said.at());
    }

    /** {@code at}: the moves played when it was said (the move it comments on in the record); {@code time}: when, in ms. */
    private ObjectNode chatMessage(GameEvent.Chat c, int at, long time) {
        ObjectNode o = json.createObjectNode();
        o.put("at", at);
        o.put("channel", c.channel().spelling());
        o.put("from", c.from());
        o.put("text", c.text());
        o.put("time", time);
        return o;
    }

    /**
     * Whether {@code play} would be played now: every check of {@link #act} (token, phase, move
     * number, turn, legality, superko included) and the same refusal, but nothing applied, stored or
     * told. The game page asks it on a touch screen's first tap, so that an illegal point is refused
     * at once and a legal one waits for the player's confirmation instead of being played. The clock
     * is not read: reading it may commit a time loss, which a question must not do (the scheduled
     * check does it within 100 ms, and the play itself is checked again). A game a failed write
     * left unsure is read again first, as by act and every read ({@link #inStep}): what that read
     * finds stored is told then, as it would be by any read; the question itself tells nothing.
     *
     * @return empty when the move would be played; else why not
     */
    public Optional<Outcome.Refused> check(String id, String token, Action.Play play) {
        return asPlayer(id, token, true, Optional::of, (g, role) -> Optional.ofNullable(ActionPlan.of(g.game(), role, play).refused()));
    }

    /**
     * What an action and the question whether it would be played both ask first: the game, a
     * player's or the referee's token, and the game in step with the database, its lock held (an
     * action being committed changes the game a plan reads, and a game a failed write left unsure
     * may hold more in the database — an ending, the opponent's move — than in memory). Then
     * {@code then} runs under the lock; a refusal on the way is given to {@code refused}.
     */
    private <T> T asPlayer(String id, String token, boolean readFirst, Function<Outcome.Refused, T> refused,
            BiFunction<LiveGame, Role, T> then) {
        Optional<LiveGame> found = find(id);
        if (found.isEmpty()) {
            return refused.apply(new Outcome.Refused(404, "not-found", "no-such-game", "no game " + Quote.of(id)));
        }
        LiveGame g = found.get();
        Role role = g.roleOf(token);
        if (role == Role.SPECTATOR) {
            return refused.apply(Outcome.forbidden("a valid player's or referee's token is needed"));
        }
        g.lock().lock();
        try {
            if (!(readFirst ? inStep(g) : afterFailure(g))) {
                return refused.apply(new Outcome.Refused(503, "unavailable", "storage",
                        "the database is not available; nothing changed, try again"));
            }
            return then.apply(g, role);
        } finally {
            g.lock().unlock();
        }
    }

    /**
     * Ends on time every game whose running clock has run out (called on a schedule). The clock is
     * read only with the game's lock held: reading it moves the clock's notion of now, and done
     * beside a move being committed it could charge that move at the checker's instant instead of
     * the stored one, so the clock in memory and the one a replay builds would differ. A game whose
     * lock is taken is skipped: the action holding it checks the flag itself, and the next round
     * comes 100 ms later.
     */
    public void checkFlags() {
        long now = now();
        for (LiveGame g : games.values()) {
            // A game whose flag cannot have fallen yet (no clock, none running, time left) is passed
            // over without its lock, unless a failed write left it to be read again; with thousands
            // of games held, reading every clock ten times a second was a node's biggest chore.
            if (g.flagDue() > now && !g.sync().unsure() || !g.lock().tryLock()) {
                continue;
            }
            try {
                // A game out of step would store its time loss under a sequence number already taken.
                // A node of several reads the database only once its own copy says a flag fell: the
                // read may show the move that beat it, and otherwise the time loss races the other nodes'.
                if (shared() ? g.flagged(now()).isPresent() && inStep(g) : inStep(g)) {
                    checkFlag(g, commitTime(g));
                }
            } finally {
                g.lock().unlock();
            }
        }
    }

    /**
     * What a write stores of the game's {@code flag_at}, for the other nodes to find the game if
     * this one dies: a fresh bound before which no flag can fall, when the one this node stored is
     * unknown or comes due soon; else nothing (the bound stored still holds, whatever was played).
     */
    private static FlagDeadline deadline(LiveGame g, long now) {
        if (!g.boundDue(now)) {
            return FlagDeadline.UNCHANGED;
        }
        OptionalLong bound = g.flagBound(now);
        return bound.isPresent() ? FlagDeadline.of(bound.getAsLong()) : FlagDeadline.UNCHANGED;
    }

    /** Remembers what a write stored of the bound, once it is known to be stored. */
    private static void stored(LiveGame g, FlagDeadline deadline) {
        if (deadline.writes()) {
            g.boundStored(deadline.at().getAsLong());
        }
    }

    /**
     * Stores a fresh flag bound for every game held here whose stored one is unknown or comes due
     * soon, while its clock may still run: a player thinking longer than the bound would otherwise
     * leave it passing, and every node would take the game for one whose node died. Called each
     * second by a node of several; one batch for all.
     */
    public void refreshFlagBounds() {
        long now = now();
        Map<LiveGame, Long> due = new HashMap<>();
        for (LiveGame g : games.values()) {
            if (g.record().timeControl() instanceof TimeControl.None || !g.boundDue(now) || !g.lock().tryLock()) {
                continue;
            }
            try {
                g.flagBound(commitTime(g)).ifPresent(b -> due.put(g, b));
            } finally {
                g.lock().unlock();
            }
        }
        Map<String, Long> byId = new HashMap<>();
        due.forEach((g, b) -> byId.put(g.id(), b));
        repo.raiseFlagAt(byId);
        due.forEach(LiveGame::boundStored);
    }

    /**
     * Takes over the games in progress whose flag may have fallen before {@code cutoff} by the
     * database's {@code flag_at}: a node holding them would have ended them or moved their bound on
     * by then, so none does (it died). Each is read in here and ended on time if its flag has
     * fallen; a node racing to do the same loses on the {@code (game_id, seq)} key and reads the
     * time loss that won. One whose flag has not fallen is now held here, and its bound moved on by
     * {@link #refreshFlagBounds}. Called on a schedule by a node of several; returns how many games
     * were looked at.
     */
    public int flagOverdue(long cutoff) {
        List<String> ids = repo.overdue(cutoff, OVERDUE_BATCH);
        for (String id : ids) {
            try {
                find(id).ifPresent(g -> {
                    g.lock().lock();
                    try {
                        if (inStep(g)) {
                            checkFlag(g, commitTime(g));
                        }
                    } finally {
                        g.lock().unlock();
                    }
                });
            } catch (RuntimeException e) {
                // a game that cannot be read, or the database away: the next round tries again
            }
        }
        return ids.size();
    }

    /** Games taken over per round of {@link #flagOverdue}: a round stays short however many a dead node left. */
    private static final int OVERDUE_BATCH = 200;

    /**
     * The time of an action's events: now, and on a node of several never before the last event
     * another node stored (the nodes' clocks may differ by a little; a game's times never go back).
     */
    private long commitTime(LiveGame g) {
        long now = now();
        return shared() ? Math.max(now, g.lastEventAt()) : now;
    }

    private void checkFlag(LiveGame g, long now) {
        Optional<Color> flag = g.flagged(now);
        flag.ifPresent(c -> commit(g, List.of(new GameEvent.TimeLoss(c)), now));
    }

    /**
     * Applies the events to the referee, commits them, and only then tells the listeners. Anything
     * refused or failing puts the game back as it was. Called with the game's lock held.
     */
    private Outcome commit(LiveGame g, List<GameEvent> events, long now) {
        Game game = g.game();
        boolean wasFinished = game.isFinished();
        List<StoredEvent> stored = new ArrayList<>();
        int seq = g.nextSeq();
        List<GameEvent> todo = new ArrayList<>(events);
        for (int i = 0; i < todo.size(); i++) {
            GameEvent e = todo.get(i);
            Phase before = game.phase();
            Optional<Illegal> refused = game.tryApply(e);
            if (refused.isPresent()) {
                g.rebuild();
                return ActionPlan.refusal(refused.get());
            }
            StoredEvent se = new StoredEvent(seq++, now, e);
            stored.add(se);
            g.clockAfter(se);
            if (before == Phase.PLAYING && game.phase() == Phase.MARKING && e instanceof GameEvent.Pass) {
                todo.addAll(proposal(game));
            }
        }
        // Chat after the end leaves the game's finishing time and result as they were.
        boolean chatOnly = events.stream().allMatch(e -> e instanceof GameEvent.Chat);
        String result = game.isFinished() && !chatOnly ? game.result().map(r -> r.sgf()).orElse("?") : null;
        // Made ready before the commit and told by the commit thread the moment it is stored.
        CommitPublisher.News news = newsOf(g, stored);
        FlagDeadline deadline = deadline(g, now);
        try {
            repo.append(g.id(), stored, result, now, deadline, news == null ? null : news::committed);
            g.committed().addAll(stored);
            stored(g, deadline);
        } catch (StorageClosed stopping) {
            g.rebuild();
            return new Outcome.Refused(503, "unavailable", "storage", "the server is stopping; nothing changed");
        } catch (RuntimeException ex) {
            if (shared() && UniqueViolation.caused(ex)) {
                // Another node committed this seq first: judged again on what it committed.
                g.rebuild();
                return followStored(g) ? RACED
                        : new Outcome.Refused(503, "unavailable", "storage", "the action could not be stored; nothing changed");
            }
            failedWrites.incrementAndGet();
            // A failure may be a lost answer to a commit that happened: the database is asked.
            switch (g.sync().afterFailedAppend(ex, log(g), List.copyOf(g.committed()), stored)) {
                case LANDED -> {
                    // The database committed and only its answer was lost: the action is done, and
                    // is answered and told as any other.
                    stored(g, deadline);
                }
                case NOT_LANDED -> {
                    return new Outcome.Refused(503, "unavailable", "storage", "the action could not be stored; nothing changed");
                }
                case UNKNOWN -> {
                    return new Outcome.Refused(503, "unavailable", "storage",
                            "the database did not confirm the action; read the game's state before trying again");
                }
            }
        }
        return new Outcome.Done(tell(g, stored, wasFinished, now, true, news));
    }

    /** The news of this node's events for the other nodes, or null on a single node (or if it cannot be made: then tell makes it). */
    private CommitPublisher.News newsOf(LiveGame g, List<StoredEvent> stored) {
        CommitPublisher bus = peers;
        try {
            return bus == null ? null : bus.news(g.id(), stored);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * Tells the listeners of events just found committed, in one update, and the end listeners
     * when the game has just finished with them: after an action, and after a re-read that found
     * an unconfirmed write stored ({@link #inStep}). Returns the state told. Called with the
     * game's lock held.
     */
    private String tell(LiveGame g, List<StoredEvent> stored, boolean wasFinished, long now, boolean ours) {
        return tell(g, stored, wasFinished, now, ours, null);
    }

    /**
     * {@code ours}: events this node committed, whose news the other nodes are told (by the commit
     * thread already, as a rule: {@code news}, else made here).
     */
    private String tell(LiveGame g, List<StoredEvent> stored, boolean wasFinished, long now, boolean ours, CommitPublisher.News news) {
        Game game = g.game();
        g.publish();
        CommitPublisher bus = peers;
        if (ours && bus != null) {
            try {
                (news != null ? news : bus.news(g.id(), stored)).ensureTold();
            } catch (RuntimeException ex) {
                // The bus carries news, not truth: the other nodes read what they missed from the database.
            }
        }
        String state = g.view().state(now);
        ArrayNode lines = json.createArrayNode();
        ArrayNode chat = json.createArrayNode();
        for (StoredEvent se : stored) {
            // A watcher holds no token: a chat message is told as news in its channel, not its text.
            if (se.event() instanceof GameEvent.Chat c) {
                chat.add(c.channel().spelling());
            } else {
                lines.add(EventCodec.encode(se.event()));
            }
        }
        // Serialised once, shared by the answer and every subscriber.
        // seq: the first event's number in the game, so a watcher can tell a missed or repeated update.
        String text = "{\"type\":\"update\",\"seq\":" + stored.get(0).seq() + ",\"events\":" + lines
                + (chat.isEmpty() ? "" : ",\"chat\":" + chat) + ",\"state\":" + state + "}";
        if (ours) {
            // Each node counts what it committed; news from the other nodes is theirs to count.
            for (var l : commitListeners) {
                try {
                    l.accept(stored);
                } catch (RuntimeException ex) {
                    // counting is not the game's business
                }
            }
        }
        for (GameListener l : listeners) {
            try {
                l.changed(g.id(), text);
            } catch (RuntimeException ex) {
                // A listener's trouble is not the game's.
            }
        }
        if (!wasFinished && game.isFinished()) {
            for (var l : endListeners) {
                try {
                    l.accept(g);
                } catch (RuntimeException ex) {
                    // the game is finished whatever a tournament makes of it
                }
            }
        }
        return state;
    }

    /**
     * How many game writes have failed since the server started. A game whose last write failed may
     * have ended in the database without its end listeners being told; a count unchanged since a
     * look at the games says no such game has appeared since.
     */
    public long failedWrites() {
        return failedWrites.get();
    }

    /** The game's events as the database holds them, for putting the game in step with them. */
    private StorageSync.Log<StoredEvent> log(LiveGame g) {
        return StorageSync.Log.of(() -> repo.events(g.id()), g::adopt);
    }

    /**
     * True when the game in memory holds what the database holds; a game a failed write left
     * unsure is read again first ({@link StorageSync#inStep}), and the events the read finds that
     * the game lacked are told to the listeners, an ending to the end listeners too, as the
     * action that wrote them would have told them. Called with the game's lock held. Public for
     * the tournaments: a game whose last write was unsure may have ended in the database.
     */
    public boolean inStep(LiveGame g) {
        return afterFailure(g) && (!shared() || followStored(g));
    }

    /** {@link #inStep} without a node of several's read of what the others committed. */
    private boolean afterFailure(LiveGame g) {
        if (!g.sync().unsure()) {
            return true;
        }
        int known = g.committed().size();
        boolean wasFinished = g.game().isFinished();
        if (!g.sync().inStep(log(g))) {
            return false;
        }
        // What the unconfirmed write stored is told now, as the action would have told it: the
        // watchers' boards follow, and an ending found here (a resignation, the last accept, a
        // forfeit, time) reaches the end listeners, which a tournament's result waits on. Told
        // once: the game is no longer unsure, and finished it is not told again by an action.
        List<StoredEvent> found = g.committed().size() > known
                ? List.copyOf(g.committed().subList(known, g.committed().size()))
                : List.of();
        if (!found.isEmpty()) {
            tell(g, found, wasFinished, now(), true);
        }
        return true;
    }

    // ------------------------------------------------------------------------------------ several nodes

    /**
     * Reads and applies what other nodes committed to the game since the events held here, and tells
     * this node's watchers (an ending to the end listeners too: a tournament records a result once,
     * whichever node tells it). False when the database cannot be read. Lock held; a node of several only.
     */
    private boolean followStored(LiveGame g) {
        List<StoredEvent> newer;
        try {
            newer = repo.eventsAfter(g.id(), g.committed().size());
        } catch (UnreadableEvent e) {
            throw unreplayable(g.id(), e);
        } catch (RuntimeException e) {
            return false;
        }
        follow(g, newer);
        return true;
    }

    private void follow(LiveGame g, List<StoredEvent> newer) {
        if (newer.isEmpty()) {
            return;
        }
        boolean wasFinished = g.game().isFinished();
        try {
            g.follow(newer);
        } catch (RuntimeException e) {
            throw unreplayable(g.id(), e);
        }
        tell(g, newer, wasFinished, now(), false);
    }

    /** Whether this node holds the game in memory: news of a game it does not hold is not its business. */
    public boolean holds(String id) {
        return games.containsKey(id);
    }

    /** The games this node holds now. */
    public Set<String> held() {
        return Set.copyOf(games.keySet());
    }

    /**
     * Tells the bus that this node holds a game from now on ({@link CommitPublisher#hold}). Called
     * where a game enters {@link #games}, before it is read; the removals call {@link #released}
     * inside the map's own atomic step, so a game dropped and read again at once stays heard.
     */
    private void hold(String id) {
        CommitPublisher bus = peers;
        if (bus != null) {
            bus.hold(id);
        }
    }

    private void release(String id) {
        CommitPublisher bus = peers;
        if (bus != null) {
            bus.release(id);
        }
    }

    /** Null, for a removal from {@link #games}, once the bus is told the game is no longer held here. */
    private LiveGame released(String id) {
        release(id);
        return null;
    }

    /**
     * News from the bus: another node committed these events of game {@code id}. A game this node
     * does not hold is not its business (it reads the game whole when asked). Events already held
     * are dropped; the next ones are applied; a gap (a message lost, or this node late) is filled
     * from the database, so watchers here get every event once, in order.
     */
    public void followed(String id, List<StoredEvent> events) {
        LiveGame g = games.get(id);
        if (g == null || events.isEmpty()) {
            return;
        }
        g.lock().lock();
        try {
            followLocked(g, events);
        } catch (RuntimeException e) {
            // The next message or the next round of followAll tries again.
        } finally {
            g.lock().unlock();
        }
    }

    /** {@link #followed}'s work, the lock held: the events after those held, applied, or a gap read from the database. */
    private void followLocked(LiveGame g, List<StoredEvent> events) {
        if (g.sync().unsure()) {
            return; // read whole before its next action
        }
        int known = g.committed().size();
        List<StoredEvent> newer = events.stream().filter(e -> e.seq() > known).toList();
        if (newer.isEmpty()) {
            return;
        }
        if (newer.get(0).seq() == known + 1) {
            try {
                follow(g, newer);
                return;
            } catch (RuntimeException e) {
                // not the next events after all: the database says what they are
            }
        }
        followStored(g);
    }

    /** {@link #followAll(long)} at once, whatever may be on its way. */
    public int followAll() {
        return followAll(0);
    }

    /**
     * Reads what this node missed of every game it holds (one query for the last seqs, then each game
     * behind): while the bus is away, and after a node that committed died before it could tell.
     * With {@code graceMillis}, a game behind is read only if it is still behind that much later:
     * while the bus carries the news, most games a look finds behind are only waiting for a message
     * already on its way. The events are read without the game's lock, which the bus's news would
     * otherwise wait on, and every game's news behind it, for as long as the read takes; they are
     * then applied under the lock as news is, those that arrived meanwhile dropped. Returns how many
     * games were read.
     */
    public int followAll(long graceMillis) {
        if (games.isEmpty()) {
            return 0;
        }
        Map<String, Integer> last = repo.lastSeqs(games.keySet());
        List<LiveGame> behind = new ArrayList<>();
        for (Map.Entry<String, Integer> e : last.entrySet()) {
            LiveGame g = games.get(e.getKey());
            if (g != null && g.committed().size() < e.getValue()) {
                behind.add(g);
            }
        }
        if (graceMillis > 0 && !behind.isEmpty()) {
            try {
                Thread.sleep(graceMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 0;
            }
            behind.removeIf(g -> g.committed().size() >= last.get(g.id()));
        }
        for (LiveGame g : behind) {
            List<StoredEvent> newer = null;
            try {
                newer = repo.eventsAfter(g.id(), g.committed().size());
            } catch (RuntimeException ex) {
                // read again under the lock, which says what is wrong as every read does
            }
            g.lock().lock();
            try {
                if (newer == null) {
                    if (!g.sync().unsure()) {
                        followStored(g);
                    }
                } else {
                    followLocked(g, newer);
                }
            } catch (RuntimeException ex) {
                // tried again next round
            } finally {
                g.lock().unlock();
            }
        }
        return behind.size();
    }

    /**
     * The estimator's proposal when play stops: recorded whole (the stones it doubts and the
     * protective moves owed are advice the players see while marking); the event itself pre-marks
     * its dead stones, in the estimator's name, not in a player's (no player marked them). Nothing
     * when no estimator is installed or it proposes nothing at all.
     */
    private List<GameEvent> proposal(Game game) {
        MarkingProposal marking;
        try {
            marking = deadStones.proposeMarking(game.board(), game.rules(), game.toMove().code);
        } catch (RuntimeException e) {
            return List.of();
        }
        if (marking.dead().isEmpty() && marking.protectiveMoves().isEmpty()) {
            return List.of();
        }
        return List.of(new GameEvent.Proposed(marking));
    }

    /** Every live game (for tests and the scheduler). */
    public int liveCount() {
        return games.size();
    }
}
