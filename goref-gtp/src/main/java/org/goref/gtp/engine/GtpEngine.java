package org.goref.gtp.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Consumer;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.DeadStones;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.Illegal;
import org.goref.core.game.JsonText;
import org.goref.core.game.Phase;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;

/**
 * goref as a GTP version 2 engine (INTERFACES.md §GTP): the referee of the core behind the
 * protocol. GTP leaves the order of colours to the controller, so either colour may play at any
 * time; a play after play has stopped (two passes) resumes it, since the controller decides when
 * the game is over. Every failure is a GTP error and the session goes on.
 */
public final class GtpEngine {
    private final GtpSession session;
    private final SetupCommands setup;
    private final MoveCommands moves;
    private final PositionQueries queries;
    private final HandicapCommands handicap;
    private final RecordCommands records;
    private final GtpDispatcher dispatcher = new GtpDispatcher();
    private final ProtocolCommands protocol = new ProtocolCommands(dispatcher);

    public GtpEngine(int size, RuleSet rules) {
        this(size, rules, discoverEstimator());
    }

    GtpEngine(int size, RuleSet rules, DeadStones estimator) {
        this.session = new GtpSession(size, rules, estimator);
        this.setup = new SetupCommands(session);
        this.moves = new MoveCommands(session);
        this.queries = new PositionQueries(session);
        this.handicap = new HandicapCommands(session);
        this.records = new RecordCommands(session);
        register();
    }

    /** The estimator registered by goref-life, if it is on the class path. */
    static DeadStones discoverEstimator() {
        return ServiceLoader.load(DeadStones.class).findFirst().orElse(null);
    }

    // ------------------------------------------------------------------------------------ session

    /** Reads commands until {@code quit} or the end of input. */
    public void run(InputStream in, OutputStream out) throws IOException {
        GtpLineReader reader = new GtpLineReader(in);
        PrintStream ps = new PrintStream(out, false, StandardCharsets.UTF_8);
        GtpLineReader.Line line;
        while (!protocol.hasQuit() && (line = reader.next()) != null) {
            String answer = line.tooLong() ? GtpDispatcher.tooLong(line.text()) : handle(line.text());
            if (answer != null) {
                ps.print(answer);
                ps.flush();
            }
        }
    }

    /** The whole response to one input line ({@code = ...\n\n} or {@code ? ...\n\n}), or null for none. */
    public String handle(String line) {
        return dispatcher.answer(line);
    }

    /**
     * Sends what the GTP answer cannot carry to {@code sink}, one message at a time: a loaded
     * record's warnings and its moves that break the rules (GTP answers {@code =} to loadsgf all
     * the same, since the position is the record's).
     */
    public void setDiagnostics(Consumer<String> sink) {
        records.setDiagnostics(sink);
    }

    public boolean hasQuit() {
        return protocol.hasQuit();
    }

    // ------------------------------------------------------------------------------------ commands

    private void register() {
        dispatcher.register("protocol_version", protocol::protocolVersion);
        dispatcher.register("name", protocol::name);
        dispatcher.register("version", protocol::version);
        dispatcher.register("known_command", protocol::knownCommand);
        dispatcher.register("list_commands", protocol::listCommands);
        dispatcher.register("quit", protocol::quit);
        dispatcher.register("boardsize", setup::boardsize);
        dispatcher.register("clear_board", setup::clearBoard);
        dispatcher.register("komi", setup::komi);
        dispatcher.register("play", moves::play);
        dispatcher.register("genmove", moves::genmove);
        // KGS's cleanup phase wants moves that capture dead stones; the generator has no mode for it (it
        // captures whenever it can anyway), so cleanup gets the same move as genmove.
        dispatcher.register("kgs-genmove_cleanup", moves::genmove);
        dispatcher.register("undo", moves::undo);
        dispatcher.register("showboard", queries::showboard);
        dispatcher.register("fixed_handicap", handicap::fixedHandicap);
        dispatcher.register("place_free_handicap", handicap::placeFreeHandicap);
        dispatcher.register("set_free_handicap", handicap::setFreeHandicap);
        dispatcher.register("final_score", r -> finalScore());
        dispatcher.register("final_status_list", this::finalStatusList);
        dispatcher.register("loadsgf", records::loadsgf);
        dispatcher.register("printsgf", records::printsgf);
        dispatcher.register("time_settings", TimeCommands::timeSettings);
        dispatcher.register("time_left", TimeCommands::timeLeft);
        dispatcher.register("kgs-time_settings", TimeCommands::kgsTimeSettings);
        dispatcher.register("kgs-rules", setup::kgsRules);
        dispatcher.register("is_legal", queries::isLegal);
        dispatcher.register("all_legal", queries::allLegal);
        dispatcher.register("captures", queries::captures);
        dispatcher.register("list_stones", queries::listStones);
        dispatcher.register("goref-rules", setup::gorefRules);
        dispatcher.register("goref-legal", queries::gorefLegal);
        dispatcher.register("goref-dead", this::gorefDead);
        dispatcher.register("goref-score", r -> scoreJson());
        dispatcher.register("goref-proposal", r -> proposalJson());
        dispatcher.register("goref-penalty", this::penalty);
    }

    private String finalScore() {
        if (session.game().phase() == Phase.FINISHED && !session.game().isCounted()) {
            return session.game().result().map(GameResult::sgf).orElse("?");
        }
        return session.count().result().sgf();
    }

    private String finalStatusList(GtpRequest r) {
        String status = r.arg(0).toLowerCase(Locale.ROOT);
        switch (status) {
            case "black_territory", "white_territory", "dame" -> {
                return pointStatus(status);
            }
            case "dead", "alive", "seki" -> {
            }
            default -> throw new GtpError("invalid status");
        }
        return FinalStatus.chains(session.game().board(), session.deadStones(), status, session.size());
    }

    private String pointStatus(String status) {
        return FinalStatus.points(session.game().board(), session.count().territory(), status, session.size());
    }

    private String gorefDead(GtpRequest r) {
        if (r.args().isEmpty()) {
            List<Point> dead = new ArrayList<>(session.deadStones());
            dead.sort(null);
            return session.vertices(dead);
        }
        if (r.args().size() == 1 && r.arg(0).equalsIgnoreCase("none")) {
            session.setMarking(new Marking.None());
            return "";
        }
        if (r.args().size() == 1 && r.arg(0).equalsIgnoreCase("auto")) {
            if (session.estimator() == null) {
                throw new GtpError("no dead-stone estimator available");
            }
            session.setMarking(new Marking.Auto());
            return "";
        }
        List<Point> vs = new ArrayList<>();
        Board b = session.game().board();
        for (String a : r.args()) {
            Point p = session.vertex(a);
            if (p == null) {
                throw new GtpError("a pass is not a stone");
            }
            if (b.get(b.index(p)) == Board.EMPTY) {
                throw new GtpError("no stone at " + p.toGtp(session.size()));
            }
            vs.add(p);
        }
        session.setMarking(new Marking.Chains(vs));
        return "";
    }

    /**
     * The estimator's proposal for the position as it stands, whatever the marking, as one line of
     * JSON: {"dead":[…],"doubtful":[…],"protectiveMoves":[{"color":"white","vertex":"A12"}]} — the
     * dead stones, those the estimator is least sure of (worth a second look), and the protective
     * moves still owed before the count, named as {@code goref score --json} and the server name
     * them. What a GUI shows the players before they agree on the marking.
     */
    private String proposalJson() {
        if (session.estimator() == null) {
            throw new GtpError("no dead-stone estimator available");
        }
        return "{" + session.estimator().proposeMarking(session.game().board(), session.rules(), session.game().toMove().code).jsonFields(session.size()) + "}";
    }

    private String penalty(GtpRequest r) {
        Color c = GtpArgs.color(r.arg(0));
        double points;
        try {
            points = Double.parseDouble(r.arg(1));
        } catch (NumberFormatException e) {
            throw new GtpError("syntax error");
        }
        String reason = r.args().size() > 2 ? String.join(" ", r.args().subList(2, r.args().size())) : "";
        Optional<Illegal> refused = session.game().tryApply(new GameEvent.Penalty(c, points, reason));
        if (refused.isPresent()) {
            throw new GtpError(refused.get().detail());
        }
        return "";
    }

    // ------------------------------------------------------------------------------------ counting

    private String scoreJson() {
        ScoreSheet s = session.count();
        String result = session.game().phase() == Phase.FINISHED && !session.game().isCounted()
                ? session.game().result().map(GameResult::sgf).orElse("?") : s.result().sgf();
        return "{\"rules\":" + JsonText.quote(session.rules().spec())
                + ",\"black\":" + s.black().json()
                + ",\"white\":" + s.white().json()
                + ",\"result\":" + JsonText.quote(result) + "}";
    }

    /** The game the engine referees now (for tests and embedding). */
    public Game game() {
        return session.game();
    }

    /** How the dead stones are decided now, as goref-dead set it (for tests). */
    Marking marking() {
        return session.marking();
    }
}
