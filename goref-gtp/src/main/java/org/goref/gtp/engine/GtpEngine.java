package org.goref.gtp.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ServiceLoader;
import java.util.function.Consumer;

import org.goref.core.game.DeadStones;
import org.goref.core.game.Game;
import org.goref.core.rules.RuleSet;

/**
 * goref as a GTP version 2 engine (INTERFACES.md §GTP): the referee of the core behind the
 * protocol. GTP leaves the order of colours to the controller, so either colour may play at any
 * time; a play after play has stopped (two passes) resumes it, since the controller decides when
 * the game is over. Every failure is a GTP error and the session goes on.
 */
public final class GtpEngine {
    private final GtpSession session;
    private final GtpDispatcher dispatcher = new GtpDispatcher();
    private final ProtocolCommands protocol = new ProtocolCommands(dispatcher);
    private final RecordCommands records;

    public GtpEngine(int size, RuleSet rules) {
        this(size, rules, discoverEstimator());
    }

    GtpEngine(int size, RuleSet rules, DeadStones estimator) {
        this.session = new GtpSession(size, rules, estimator);
        this.records = new RecordCommands(session);
        register();
    }

    /** The estimator registered by goref-life, if it is on the class path. */
    static DeadStones discoverEstimator() {
        return ServiceLoader.load(DeadStones.class).findFirst().orElse(null);
    }

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
        dispatcher.setDiagnostics(sink);
    }

    public boolean hasQuit() {
        return protocol.hasQuit();
    }

    /**
     * Every command, with the group that answers it. The table is one list, not each group adding
     * its own, because its order is list_commands' answer, which stays as controllers have seen it.
     */
    private void register() {
        SetupCommands setup = new SetupCommands(session);
        MoveCommands moves = new MoveCommands(session);
        PositionQueries queries = new PositionQueries(session);
        HandicapCommands handicap = new HandicapCommands(session);
        MarkingCommands marking = new MarkingCommands(session);
        ScoringCommands scoring = new ScoringCommands(session);
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
        dispatcher.register("final_score", scoring::finalScore);
        dispatcher.register("final_status_list", scoring::finalStatusList);
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
        dispatcher.register("goref-dead", marking::gorefDead);
        dispatcher.register("goref-score", scoring::scoreJson);
        dispatcher.register("goref-proposal", marking::proposal);
        dispatcher.register("goref-penalty", scoring::penalty);
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
