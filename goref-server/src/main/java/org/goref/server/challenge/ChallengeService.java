package org.goref.server.challenge;

import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

import org.goref.core.board.Color;
import org.goref.core.clock.TimeControl;
import org.goref.core.rules.RuleSet;
import org.goref.server.auth.Tokens;
import org.goref.server.clock.ClockStart;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.NewGame;

/**
 * Open challenges, as lichess's and OGS's seeks but with no accounts: a visitor posts the game they
 * offer and gets a secret; anyone accepts it with their name and is given their seat; the poster's
 * secret is their player token in the game (its hash is stored, never the secret). One acceptance
 * wins (a conditional update of the row); a challenge nobody accepts expires.
 */
public final class ChallengeService {
    /** How long a challenge stays open unless its poster asks for less or more. */
    public static final long DEFAULT_OPEN_MS = 10 * 60_000;
    public static final long MAX_OPEN_MS = 24 * 3_600_000L;
    private static final SecureRandom RANDOM = new SecureRandom();
    private final ChallengeRepository repo;
    private final GameService games;
    private final LongSupplier clock;

    public ChallengeService(ChallengeRepository repo, GameService games, LongSupplier clock) {
        this.repo = repo;
        this.games = games;
        this.clock = clock;
    }

    /** What a poster offers. */
    public record Offer(int size, RuleSet rules, TimeControl time, String color, String name, long openMs) {
    }

    /** A posted challenge and its poster's secret (shown once). */
    public record Posted(String id, String token) {
    }

    /** A seat in the game a challenge became: the game, the player's token (the poster's own secret for the poster), the colour. */
    public record Seat(String game, String token, Color color) {
    }

    /** Why an acceptance or a look failed. */
    public enum Refusal {
        NO_SUCH_CHALLENGE, TAKEN, BAD_TOKEN
    }

    public Posted post(Offer o) {
        String id = Tokens.newId();
        String token = Tokens.newToken();
        long now = clock.getAsLong();
        repo.create(new Challenge(id, o.size(), o.rules(), o.time(), o.color(), o.name(), Tokens.hash(token), now,
                now + o.openMs(), null, null));
        return new Posted(id, token);
    }

    public List<Challenge> open() {
        return repo.open(clock.getAsLong(), 100);
    }

    /**
     * Removes the challenges that expired unaccepted a day ago (kept that long so that a late
     * acceptance is told "expired", not "no such challenge"). On the server's schedule, not on a
     * read: the list is read every few seconds by every open start page.
     */
    public int sweep() {
        return repo.removeExpired(clock.getAsLong() - 24 * 3_600_000L);
    }

    /**
     * Accepts the challenge as {@code name}: the game is created with both seats, the poster's
     * colour chosen now when random; the accepter's seat is answered.
     */
    public Result accept(String id, String name) {
        Optional<Challenge> found = find(id);
        if (found.isEmpty()) {
            return new Result.Refused(Refusal.NO_SUCH_CHALLENGE);
        }
        Challenge c = found.get();
        long now = clock.getAsLong();
        Color poster = switch (c.color()) {
            case "black" -> Color.BLACK;
            case "white" -> Color.WHITE;
            default -> RANDOM.nextBoolean() ? Color.BLACK : Color.WHITE;
        };
        String claim = "claim-" + Tokens.newId();
        if (!c.openAt(now) || !repo.claim(id, claim, poster.lowerName(), now)) {
            return new Result.Refused(Refusal.TAKEN);
        }
        Created g;
        try {
            String black = poster == Color.BLACK ? c.name() : name;
            String white = poster == Color.WHITE ? c.name() : name;
            // The clocks start with the first move: the two players reach the board at different moments.
            g = games.create(new NewGame(c.size(), c.rules(), 0, c.time(), ClockStart.FIRST_MOVE, black, white), poster, c.tokenHash());
        } catch (RuntimeException e) {
            repo.release(id, claim);
            throw e;
        }
        repo.settle(id, claim, g.id());
        Color accepter = poster.opponent();
        return new Result.Accepted(new Seat(g.id(), accepter == Color.BLACK ? g.blackToken() : g.whiteToken(), accepter));
    }

    /** The poster's seat once accepted (empty before), for the holder of the challenge's secret. */
    public Result forPoster(String id, String token) {
        Optional<Challenge> found = find(id);
        if (found.isEmpty()) {
            return new Result.Refused(Refusal.NO_SUCH_CHALLENGE);
        }
        Challenge c = found.get();
        if (token == null || !Tokens.matches(token, c.tokenHash())) {
            return new Result.Refused(Refusal.BAD_TOKEN);
        }
        if (c.gameId() == null || c.gameId().startsWith("claim-")) {
            return new Result.Waiting(c.expiresAt() <= clock.getAsLong());
        }
        return new Result.Accepted(new Seat(c.gameId(), token, Color.parse(c.posterColor())));
    }

    private Optional<Challenge> find(String id) {
        return id == null || id.length() > 40 ? Optional.empty() : repo.find(id);
    }

    public sealed interface Result {
        record Accepted(Seat seat) implements Result {
        }

        /** Not accepted yet; {@code expired} once nobody can. */
        record Waiting(boolean expired) implements Result {
        }

        record Refused(Refusal why) implements Result {
        }
    }
}
