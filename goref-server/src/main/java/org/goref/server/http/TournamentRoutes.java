package org.goref.server.http;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.goref.core.text.PlainNumber;
import org.goref.core.text.Quote;
import org.goref.server.tournament.TournamentRefused;
import org.goref.server.tournament.TournamentService;
import org.goref.tournament.AgaExport;
import org.goref.tournament.CrosstableCsv;
import org.goref.tournament.EgdExport;
import org.goref.tournament.GameProtocolHtml;
import org.goref.tournament.HandicapPolicy;
import org.goref.tournament.MatchImport;
import org.goref.tournament.MatchProtocol;
import org.goref.tournament.Messages;
import org.goref.tournament.Pairing;
import org.goref.tournament.PdfRenderer;
import org.goref.tournament.PlayerRequest;
import org.goref.tournament.KnockoutBracketHtml;
import org.goref.tournament.Regulations;
import org.goref.tournament.StandingsFormHtml;
import org.goref.tournament.Round;
import org.goref.tournament.ResultEntry;
import org.goref.tournament.Tournament;
import org.goref.tournament.TournamentEvent;
import org.goref.tournament.TournamentRequest;
import org.goref.tournament.TournamentTableHtml;
import org.goref.tournament.TournamentView;
import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaExport;
import org.goref.tournament.opengotha.OpenGothaFormatException;
import org.goref.tournament.opengotha.OpenGothaImport;
import org.goref.tournament.opengotha.OpenGothaReader;
import org.goref.tournament.opengotha.OpenGothaWriter;

/**
 * The tournaments' HTTP API (docs/tournament.md): referee actions carry the tournament's referee
 * token as {@code Authorization: Bearer}; every refusal is a 4xx {@code {error, reason, detail}}
 * and changes nothing.
 */
final class TournamentRoutes {
    private static final String JSON = "application/json";
    private static final String BASE = "/api/tournaments/{id}";
    /**
     * PDFs rendered at once. Each is laid out in memory and takes a core while it lasts, and anyone
     * may ask for one: a burst of requests waits its turn instead of taking every core.
     */
    static final int PDF_AT_ONCE = 2;
    /** How long a PDF request waits for its turn before it is told to try again (503 busy). */
    private static final long PDF_WAIT_SECONDS = 60;
    private final Semaphore pdfSlots = new Semaphore(PDF_AT_ONCE, true);
    private final TournamentService service;
    private final ObjectMapper json;

    private final PublicLinks links;

    TournamentRoutes(TournamentService service, ObjectMapper json, PublicLinks links) {
        this.links = links;
        this.service = service;
        this.json = json;
    }

    /** The body of a manual round or a change of pairings; missing handicap is 0, missing komi the regulations'. */
    record PairingBody(Integer board, Integer black, Integer white, Integer handicap, Double komi) {
    }

    /**
     * {@code basedOn}, on a change only: the number of changes the round had when the change was
     * drawn; given, a round changed since refuses it ({@code stale-pairing}). Optional, so that a
     * client written before it still changes pairings as it did.
     */
    record RoundBody(List<PairingBody> pairings, List<Integer> byes, String why, Integer basedOn) {
    }

    /** The referee's correction of a player's McMahon start. */
    record McMahonBody(Integer points, String why) {
    }

    /** Whether a player plays a later round. */
    record PlaysBody(Boolean plays) {
    }

    void register(RoutesConfig r) {
        r.post("/api/tournaments", this::create);
        r.post("/api/tournaments/import", this::importOpenGotha);
        Web.getAndHead(r, "/api/tournaments", this::list);
        Web.getAndHead(r, BASE, ctx -> ok(ctx, 200, service.read(id(ctx), TournamentView::of)));
        Web.getAndHead(r, BASE + "/me", ctx -> ok(ctx, 200, json.createObjectNode()
                .put("referee", service.isReferee(id(ctx), ApiRoutes.bearer(ctx)))));
        r.post(BASE + "/players", ctx -> {
            PlayerRequest p = read(ctx, PlayerRequest.class);
            int n = service.referee(id(ctx), ApiRoutes.bearer(ctx), t -> t.register(p.toPlayer(), now()).number());
            ok(ctx, 201, service.read(id(ctx), t -> TournamentView.of(t).players().get(n - 1)));
        });
        r.post(BASE + "/rounds", ctx -> {
            String text = RequestText.of(ctx);
            RoundBody b = text.isBlank() ? null : read(text, RoundBody.class);
            if (b != null && b.basedOn() != null) {
                // A new round has no changes to be based on: the field belongs to the PUT.
                throw new BadRequest("basedOn belongs to a change of a round's pairings (PUT …/rounds/{n})");
            }
            if (b != null && b.pairings() == null && b.byes() != null) {
                // Without pairings the next round is paired by the tournament's system, which chooses
                // the byes itself: the byes asked for would be dropped without a word.
                throw new BadRequest("byes come with the round's pairings; with no body the next round is paired by the tournament's system");
            }
            int n = service.referee(id(ctx), ApiRoutes.bearer(ctx), t -> b == null || b.pairings() == null
                    ? t.pairNextRound(now()).round()
                    : t.pairManually(pairings(t, b), byes(b), now()).round());
            ok(ctx, 201, round(ctx, n));
        });
        r.put(BASE + "/rounds/{n}", ctx -> {
            RoundBody b = read(ctx, RoundBody.class);
            int n = number(ctx, "n");
            if (b.pairings() == null) {
                throw new BadRequest("a change of pairings needs its pairings, byes and why");
            }
            service.referee(id(ctx), ApiRoutes.bearer(ctx), t ->
                    t.changePairings(n, b.basedOn(), pairings(t, b), byes(b), t.referee(), b.why(), now()));
            ok(ctx, 200, round(ctx, n));
        });
        r.post(BASE + "/rounds/{n}/tables/{board}/game", this::startGame);
        r.post(BASE + "/rounds/{n}/games", this::startRound);
        r.put(BASE + "/players/{n}/mms", ctx -> {
            McMahonBody b = read(ctx, McMahonBody.class);
            int n = number(ctx, "n");
            if (b.points() == null) {
                throw new BadRequest("a McMahon correction needs its points (0 takes it away) and why");
            }
            service.referee(id(ctx), ApiRoutes.bearer(ctx), t -> t.correctMcMahonScore(n, b.points(), t.referee(), b.why(), now()));
            ok(ctx, 200, player(ctx, n));
        });
        r.put(BASE + "/players/{n}/rounds/{r}", ctx -> {
            PlaysBody b = read(ctx, PlaysBody.class);
            int n = number(ctx, "n");
            int round = number(ctx, "r");
            if (b.plays() == null) {
                throw new BadRequest("say whether the player plays the round: {\"plays\": true|false}");
            }
            service.referee(id(ctx), ApiRoutes.bearer(ctx), t -> t.setParticipation(n, round, b.plays(), t.referee(), now()));
            ok(ctx, 200, player(ctx, n));
        });
        Web.getAndHead(r, BASE + "/bracket.html", ctx -> html(ctx, service.read(id(ctx), t -> KnockoutBracketHtml.render(t, locale(ctx)))));
        Web.getAndHead(r, BASE + "/bracket.pdf", ctx -> pdf(ctx, service.read(id(ctx), t -> KnockoutBracketHtml.render(t, locale(ctx))),
                "bracket-" + id(ctx)));
        r.post(BASE + "/results", ctx -> {
            ResultEntry e = read(ctx, ResultEntry.class);
            TournamentEvent ev = service.referee(id(ctx), ApiRoutes.bearer(ctx), t -> e.apply(t, now()));
            int round = ev instanceof TournamentEvent.ResultRecorded rr ? rr.round()
                    : ((TournamentEvent.ResultCorrected) ev).round();
            int board = ev instanceof TournamentEvent.ResultRecorded rr ? rr.board()
                    : ((TournamentEvent.ResultCorrected) ev).board();
            ok(ctx, 201, pairing(ctx, round, board));
        });
        r.post(BASE + "/protocol", this::importProtocol);
        Web.getAndHead(r, BASE + "/opengotha.xml", ctx -> {
            String xml = service.read(id(ctx), t -> OpenGothaWriter.write(OpenGothaExport.of(t)));
            ctx.header("Content-Disposition", "attachment; filename=\"tournament-" + id(ctx) + ".xml\"");
            ctx.contentType("application/xml; charset=utf-8").result(xml);
        });
        Web.getAndHead(r, BASE + "/crosstable.csv", ctx -> {
            String csv = service.read(id(ctx), CrosstableCsv::write);
            ctx.header("Content-Disposition", "attachment; filename=\"crosstable-" + id(ctx) + ".csv\"");
            ctx.contentType("text/csv; charset=utf-8").result(csv);
        });
        Web.getAndHead(r, BASE + "/egd.txt", ctx -> {
            String cls = ctx.queryParam("class") == null ? "D" : ctx.queryParam("class");
            if (!cls.matches("[A-D]")) {
                throw new BadRequest("class is A, B, C or D");
            }
            Integer minutes = ctx.queryParam("time") == null ? null : number(ctx.queryParam("time"), "time");
            if (minutes != null && minutes < 0) {
                // The EGD's TM is the basic time in minutes; a negative one would be printed as it came.
                throw new BadRequest("time is the basic time in minutes, 0 or more");
            }
            String text = service.read(id(ctx), t -> EgdExport.write(t, minutes == null
                    ? EgdExport.Options.of(t.info().regulations(), cls) : new EgdExport.Options(cls, minutes, null)));
            ctx.contentType("text/plain; charset=us-ascii").result(text);
        });
        // The AGA's results file: plain ASCII, as the AGA's ratings take it by e-mail.
        Web.getAndHead(r, BASE + "/aga.txt", ctx -> ctx.contentType("text/plain; charset=us-ascii")
                .result(service.read(id(ctx), AgaExport::write)));
        Web.getAndHead(r, BASE + "/table.html", ctx -> html(ctx, service.read(id(ctx), t -> TournamentTableHtml.render(t, locale(ctx)))));
        Web.getAndHead(r, BASE + "/table.pdf", ctx -> pdf(ctx, service.read(id(ctx), t -> TournamentTableHtml.render(t, locale(ctx))),
                "table-" + id(ctx)));
        Web.getAndHead(r, BASE + "/standings.html", ctx -> html(ctx, service.read(id(ctx), t -> StandingsFormHtml.render(t, locale(ctx)))));
        Web.getAndHead(r, BASE + "/standings.pdf", ctx -> pdf(ctx, service.read(id(ctx), t -> StandingsFormHtml.render(t, locale(ctx))),
                "standings-" + id(ctx)));
        Web.getAndHead(r, BASE + "/rounds/{n}/tables/{board}/protocol.html", ctx -> html(ctx, protocol(ctx)));
        Web.getAndHead(r, BASE + "/rounds/{n}/tables/{board}/protocol.pdf", ctx -> pdf(ctx, protocol(ctx),
                "protocol-" + id(ctx) + "-" + ctx.pathParam("n") + "-" + ctx.pathParam("board")));
        r.exception(TournamentRefused.class, (e, ctx) -> error(ctx, e.status(), e.reason(), e.getMessage()));
    }

    // ----------------------------------------------------------------------------- endpoints

    private void create(Context ctx) {
        TournamentRequest req = read(ctx, TournamentRequest.class);
        created(ctx, service.create(req));
    }

    /**
     * An OpenGotha tournament file as the body (up to {@link #MAX_FILE} bytes, more than the JSON
     * bodies' limit: a European Congress's file is a few hundred kilobytes): a new tournament, answered as a
     * creation is. A malformed file is 422 with its line and reason, and nothing is stored.
     */
    private void importOpenGotha(Context ctx) {
        byte[] body;
        try (var in = ctx.req().getInputStream()) {
            body = in.readNBytes(MAX_FILE + 1);
        } catch (java.io.IOException e) {
            throw new BadRequest("the file could not be read: " + e.getMessage());
        }
        if (body.length > MAX_FILE) {
            throw new TournamentRefused(413, "too-large", "an OpenGotha file of at most " + MAX_FILE / 1024 / 1024 + " MB");
        }
        if (body.length == 0) {
            throw new BadRequest("the body is an OpenGotha tournament file (XML)");
        }
        OgTournament f;
        try {
            f = OpenGothaReader.read(body);
        } catch (OpenGothaFormatException e) {
            throw new TournamentRefused(422, "opengotha", e.getMessage());
        }
        String referee = f.general().getOrDefault("director", "").strip();
        String name = referee.isEmpty() || referee.contains("\n") ? "Referee" : referee;
        created(ctx, service.importTournament(at -> OpenGothaImport.toTournament(f, name, at)));
    }

    static final int MAX_FILE = 8 * 1024 * 1024;

    private void created(Context ctx, TournamentService.CreatedTournament c) {
        ObjectNode o = json.createObjectNode();
        o.put("id", c.id());
        o.put("refereeToken", c.refereeToken());
        String base = links.base();
        o.put("url", base + "/tournament.html?id=" + c.id());
        o.put("refereeUrl", base + "/tournament.html?id=" + c.id() + "#token=" + c.refereeToken());
        o.set("tournament", service.read(c.id(), t -> json.valueToTree(TournamentView.of(t))));
        ctx.status(201).contentType(JSON).result(o.toString());
    }

    private void list(Context ctx) {
        ArrayNode a = json.createArrayNode();
        for (var row : service.recent(100)) {
            a.addObject().put("id", row.id()).put("name", row.name()).put("createdAt", row.createdAt());
        }
        ctx.contentType(JSON).result(a.toString());
    }

    private void startGame(Context ctx) {
        String base = links.base();
        var s = service.startGame(id(ctx), ApiRoutes.bearer(ctx), number(ctx, "n"), number(ctx, "board"));
        ctx.status(201).contentType(JSON).result(started(base, s).toString());
    }

    private ObjectNode started(String base, TournamentService.StartedGame s) {
        ObjectNode o = json.createObjectNode();
        o.put("gameId", s.game().id());
        o.put("round", s.round());
        o.put("board", s.board());
        o.putObject("black").put("token", s.game().blackToken()).put("url", ApiRoutes.link(base, s.game().id(), s.game().blackToken()));
        o.putObject("white").put("token", s.game().whiteToken()).put("url", ApiRoutes.link(base, s.game().id(), s.game().whiteToken()));
        o.putObject("referee").put("token", s.game().refereeToken()).put("url", ApiRoutes.link(base, s.game().id(), s.game().refereeToken()));
        o.put("watchUrl", base + "/game.html?id=" + s.game().id());
        return o;
    }

    /**
     * Every table of the round that has neither a game nor a result gets its server game, in table
     * order: the round's games by one click. Each start is its own, as one table's is: should the
     * first be refused, that refusal is the answer and nothing changed; should a later one be, the
     * games started stand and the answer, still 201, lists them and says under {@code stopped} which
     * table was refused and why (a second click starts the rest, the started ones being skipped).
     */
    private void startRound(Context ctx) {
        int n = number(ctx, "n");
        String token = ApiRoutes.bearer(ctx);
        if (!service.isReferee(id(ctx), token)) {
            throw new TournamentRefused(403, "bad-token", "only the tournament's referee starts its games");
        }
        List<Integer> boards = service.read(id(ctx), t -> {
            if (n < 1 || n > t.rounds().size()) {
                throw new TournamentRefused(404, "not-found", "no round " + n);
            }
            Round round = t.round(n);
            return round.pairings().stream().map(Pairing::board)
                    .filter(b -> !round.started().containsKey(b) && !round.results().containsKey(b)).toList();
        });
        String base = links.base();
        ObjectNode o = json.createObjectNode();
        o.put("round", n);
        ArrayNode games = o.putArray("games");
        for (int board : boards) {
            try {
                games.add(started(base, service.startGame(id(ctx), token, n, board)));
            } catch (TournamentRefused e) {
                if (games.isEmpty()) {
                    throw e;
                }
                o.putObject("stopped").put("board", board).put("status", e.status()).put("reason", e.reason())
                        .put("detail", e.getMessage());
                break;
            }
        }
        ctx.status(201).contentType(JSON).result(o.toString());
    }

    private void importProtocol(Context ctx) {
        String name = ctx.queryParam("name") == null ? "protocol.csv" : ctx.queryParam("name").strip();
        if (name.isEmpty() || name.length() > 200 || name.contains("\n")) {
            throw new BadRequest("name is the protocol's file name, e.g. protocol.csv");
        }
        String body = RequestText.of(ctx);
        if (body.isBlank()) {
            throw new BadRequest("the body is a goref match protocol (CSV or JSON lines)");
        }
        List<TournamentEvent.ResultRecorded> recorded = service.referee(id(ctx), ApiRoutes.bearer(ctx), t ->
                MatchImport.apply(t, name, name.endsWith(".jsonl") || body.replaceFirst("^\uFEFF", "").stripLeading().startsWith("{")
                        ? MatchProtocol.readJsonl(body) : MatchProtocol.readCsv(body), now()));
        ObjectNode o = json.createObjectNode();
        ArrayNode a = o.putArray("recorded");
        for (TournamentEvent.ResultRecorded e : recorded) {
            a.addObject().put("round", e.round()).put("board", e.board()).put("result", e.result().outcome().sgf());
        }
        ctx.status(201).contentType(JSON).result(o.toString());
    }

    private String protocol(Context ctx) {
        int n = number(ctx, "n");
        int board = number(ctx, "board");
        return service.read(id(ctx), t -> {
            if (n < 1 || n > t.rounds().size() || t.round(n).pairing(board).isEmpty()) {
                throw new TournamentRefused(404, "not-found", "no table " + board + " in round " + n);
            }
            return GameProtocolHtml.render(t, n, board, locale(ctx));
        });
    }

    // ------------------------------------------------------------------------------- helpers

    private static Instant now() {
        return Instant.now();
    }

    private Object round(Context ctx, int n) {
        return service.read(id(ctx), t -> TournamentView.of(t).rounds().get(n - 1));
    }

    private Object player(Context ctx, int n) {
        return service.read(id(ctx), t -> TournamentView.of(t).players().get(n - 1));
    }

    private Object pairing(Context ctx, int round, int board) {
        return service.read(id(ctx), t -> TournamentView.of(t).rounds().get(round - 1).pairings().stream()
                .filter(p -> p.board() == board).findFirst().orElseThrow());
    }

    private static List<Pairing> pairings(Tournament t, RoundBody b) {
        Regulations regs = t.info().regulations();
        List<Pairing> out = new ArrayList<>();
        for (int i = 0; i < b.pairings().size(); i++) {
            PairingBody p = b.pairings().get(i);
            if (p == null || p.black() == null || p.white() == null) {
                throw new IllegalArgumentException("a pairing needs black and white (player numbers)");
            }
            int h = p.handicap() == null ? 0 : p.handicap();
            double komi = p.komi() != null ? p.komi() : h == 0 ? regs.komi()
                    : regs.handicap() instanceof HandicapPolicy.ByRank br ? br.komi()
                    : regs.handicap() instanceof HandicapPolicy.ByScore bs ? bs.komi() : 0.5;
            out.add(new Pairing(p.board() == null ? i + 1 : p.board(), p.black(), p.white(), h, komi));
        }
        return out;
    }

    private static List<Integer> byes(RoundBody b) {
        return b.byes() == null ? List.of() : b.byes();
    }

    private <T> T read(Context ctx, Class<T> type) {
        return read(RequestText.of(ctx), type);
    }

    private <T> T read(String body, Class<T> type) {
        if (body == null || body.isBlank()) {
            throw new BadRequest("the body must be a JSON object");
        }
        try {
            JsonNode tree = json.readTree(body);
            if (tree == null || tree.isNull() || tree.isMissingNode()) {
                throw new BadRequest("the body must be a JSON object");
            }
            LoneSurrogates.refuse(tree);
            // Read from the text again, not the tree: the tree keeps a number as its value, so a
            // number given for a text ("why":1.10) was taken as "1.1" and a refusal quoted 1e3 as
            // 1000.0, where the body as sent reads as it did before the surrogate check.
            T v = json.readValue(body, type);
            if (v == null) {
                throw new BadRequest("the body must be a JSON object");
            }
            return v;
        } catch (JsonProcessingException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IllegalArgumentException iae) {
                throw new TournamentRefused(422, "invalid", iae.getMessage());
            }
            // Jackson's message quotes the value it could not take (up to 256 characters of it).
            throw new BadRequest("malformed request: " + field(e) + Quote.longRuns(e.getOriginalMessage()
                    .replace(" (but could if coercion was enabled using `CoercionConfig`)", "")));
        }
    }

    /** "board: " for a mistyped field, so that the referee knows which of the form's fields it was. */
    private static String field(JsonProcessingException e) {
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            StringBuilder sb = new StringBuilder();
            for (var ref : m.getPath()) {
                if (ref.getFieldName() != null) {
                    sb.append(sb.isEmpty() ? "" : ".").append(ref.getFieldName());
                } else if (ref.getIndex() >= 0) {
                    sb.append('[').append(ref.getIndex()).append(']');
                }
            }
            // The path is made of the client's keys (an unknown one included).
            return sb.isEmpty() ? "" : Quote.of(sb.toString()) + ": ";
        }
        return "";
    }

    private static String id(Context ctx) {
        return ctx.pathParam("id");
    }

    private static int number(Context ctx, String param) {
        return number(ctx.pathParam(param), param);
    }

    private static int number(String s, String what) {
        try {
            return PlainNumber.integer(s);
        } catch (NumberFormatException e) {
            throw new BadRequest(what + " is a whole number");
        }
    }

    private static Locale locale(Context ctx) {
        String lang = ctx.queryParam("lang");
        if ("ru".equals(lang) || "en".equals(lang)) {
            return Messages.of(Locale.forLanguageTag(lang)).locale();
        }
        String accept = ctx.header("Accept-Language");
        return Messages.ofLanguages(accept == null ? "" : accept).locale();
    }

    private static void html(Context ctx, String html) {
        ctx.contentType("text/html; charset=utf-8").result(html);
    }

    private void pdf(Context ctx, String html, String name) throws IOException {
        PdfRenderer renderer;
        try {
            renderer = PdfRenderer.find();
        } catch (PdfRenderer.Unavailable e) {
            error(ctx, 503, "no-fonts", e.getMessage());
            return;
        }
        boolean turn;
        try {
            turn = pdfSlots.tryAcquire(PDF_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            turn = false;
        }
        if (!turn) {
            error(ctx, 503, "busy", "other PDFs are being printed; try again in a minute");
            return;
        }
        byte[] pdf;
        try {
            pdf = renderer.pdf(html);
        } finally {
            pdfSlots.release();
        }
        ctx.header("Content-Disposition", "inline; filename=\"" + name + ".pdf\"");
        ctx.contentType("application/pdf").result(pdf);
    }

    private void ok(Context ctx, int status, Object body) throws JsonProcessingException {
        ctx.status(status).contentType(JSON).result(json.writeValueAsString(body));
    }

    private void error(Context ctx, int status, String reason, String detail) {
        String error = switch (status) {
            case 403 -> "forbidden";
            case 404 -> "not-found";
            case 409 -> "conflict";
            case 503 -> "unavailable";
            default -> "invalid";
        };
        ctx.status(status).contentType(JSON).result(ErrorBody.of(error, reason, detail));
    }
}
