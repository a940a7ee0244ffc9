package org.goref.server.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Illegal;
import org.goref.core.game.Phase;

/**
 * What an action asks of a game: the events it becomes, or why it is refused. Decided from who asks
 * and the game as it stands alone — nothing is applied, stored or told — so that acting and the
 * question whether a move would be played ({@link GameService#check}) refuse the same way.
 *
 * @param events  the events to apply, in order (empty when refused)
 * @param refused why not, or null
 */
record ActionPlan(List<GameEvent> events, Outcome.Refused refused) {
    private static ActionPlan taken(GameEvent... e) {
        return new ActionPlan(List.of(e), null);
    }

    private static ActionPlan no(Outcome.Refused r) {
        return new ActionPlan(List.of(), r);
    }

    /** Checks the action against who asks and the game as it stands, and turns it into events. */
    static ActionPlan of(Game g, Role role, Action action) {
        boolean player = role == Role.BLACK || role == Role.WHITE;
        switch (action) {
            case Action.Play p -> {
                if (!player) {
                    return no(Outcome.forbidden("only the players move"));
                }
                if (g.phase() != Phase.PLAYING) {
                    return no(Outcome.conflict("wrong-phase", "4.1: play has stopped (" + g.phase().spelling() + ")"));
                }
                if (p.moveNumber() != g.moveNumber()) {
                    return no(Outcome.conflict("stale-move-number",
                            "the request was made on move " + p.moveNumber() + "; the game is at move " + g.moveNumber()));
                }
                Color c = role.color();
                if (c != g.toMove()) {
                    return no(Outcome.conflict("out-of-turn", "3.4: it is " + g.toMove().lowerName() + "'s turn"));
                }
                if (p.point() == null) {
                    return taken(new GameEvent.Pass(c));
                }
                Optional<Illegal> why = g.legality(c, p.point());
                if (why.isPresent()) {
                    return no(refusal(why.get()));
                }
                return taken(new GameEvent.Play(c, p.point()));
            }
            case Action.Resign r -> {
                if (!player) {
                    return no(Outcome.forbidden("only a player resigns"));
                }
                if (g.isFinished()) {
                    return no(Outcome.conflict("wrong-phase", "the game is over"));
                }
                return taken(new GameEvent.Resign(role.color()));
            }
            case Action.Mark m -> {
                if (!player) {
                    return no(Outcome.forbidden("only the players mark dead stones"));
                }
                if (g.phase() != Phase.MARKING) {
                    return no(notMarking(g, "dead stones are marked after play stops"));
                }
                if (m.points().isEmpty() || m.points().size() > g.size() * g.size()) {
                    return no(Outcome.invalid("mark needs 1 to " + g.size() * g.size() + " vertices"));
                }
                List<GameEvent> out = new ArrayList<>();
                Set<Point> dead = new HashSet<>(g.dead());
                Set<Point> seen = new HashSet<>();
                for (Point p : m.points()) {
                    if (g.colorAt(p) != Color.BLACK.code && g.colorAt(p) != Color.WHITE.code) {
                        return no(Outcome.illegal("not-a-stone", "no stone at " + p.toGtp(g.size())));
                    }
                    if (seen.add(p)) {
                        boolean toDead = m.dead() != null ? m.dead() : !dead.contains(p);
                        out.add(new GameEvent.Mark(role.color(), p, toDead));
                    }
                }
                return new ActionPlan(out, null);
            }
            case Action.Accept a -> {
                if (!player) {
                    return no(Outcome.forbidden("only the players accept"));
                }
                if (g.phase() != Phase.MARKING) {
                    return no(notMarking(g, "there is no marking to accept"));
                }
                if (a.dead() != null && !a.dead().equals(g.dead())) {
                    // The opponent changed the marking after this player's page showed it: accepted
                    // now, it would be a marking the player never saw (and the opponent's accept
                    // would end the game on it).
                    return no(Outcome.conflict("stale-marking", "the marking changed since it was shown: the dead stones are now "
                            + vertices(g.dead(), g.size()) + "; look at it and accept again"));
                }
                return taken(new GameEvent.Accept(role.color()));
            }
            case Action.Resume r -> {
                if (!player) {
                    return no(Outcome.forbidden("only the players ask to resume"));
                }
                if (g.phase() != Phase.MARKING) {
                    return no(notMarking(g, "play can be resumed only from the marking"));
                }
                return taken(new GameEvent.Resume(role.color()));
            }
            case Action.Penalty p -> {
                if (role != Role.REFEREE) {
                    return no(Outcome.forbidden("only the referee gives penalties"));
                }
                if (g.isFinished()) {
                    // The result is stored and has been told to the end listeners (a tournament records
                    // it then): a penalty now would change the game's result and leave the tournament's.
                    return no(Outcome.conflict("wrong-phase", "the game is over"));
                }
                return taken(new GameEvent.Penalty(p.color(), p.points(), p.reason()));
            }
            case Action.Forfeit f -> {
                if (role != Role.REFEREE) {
                    return no(Outcome.forbidden("only the referee declares a forfeit"));
                }
                if (g.isFinished()) {
                    return no(Outcome.conflict("wrong-phase", "the game is over"));
                }
                return taken(f.color() == null ? new GameEvent.DoubleForfeit(f.reason())
                        : new GameEvent.Forfeit(f.color(), f.reason()));
            }
            case Action.Decide d -> {
                if (role != Role.REFEREE) {
                    return no(Outcome.forbidden("only the referee decides"));
                }
                if (g.isFinished()) {
                    // Not the core's "only under disputes=referee, after play stops": play has stopped.
                    return no(Outcome.conflict("wrong-phase", "the game is over"));
                }
                return taken(new GameEvent.RefereeDecision(d.dead(), d.note()));
            }
        }
    }

    /**
     * A marking action (mark, accept, resume) outside the marking, said as the phase the game is in:
     * the state calls a dispute "marking" too, where "there is no marking" misled.
     */
    private static Outcome.Refused notMarking(Game g, String whilePlaying) {
        return Outcome.conflict("wrong-phase", switch (g.phase()) {
            case DISPUTE -> "the marking is disputed: the referee decides the dead stones";
            case FINISHED -> "the game is over";
            default -> whilePlaying;
        });
    }

    private static String vertices(Set<Point> points, int size) {
        return points.isEmpty() ? "none" : Point.toGtp(new TreeSet<>(points), size);
    }

    /** How the server answers a move or event the rules refuse. */
    static Outcome.Refused refusal(Illegal why) {
        return switch (why.reason()) {
            case WRONG_PHASE, OUT_OF_TURN -> Outcome.conflict(why.code(), why.detail());
            case INVALID -> new Outcome.Refused(422, "invalid", why.code(), why.detail());
            default -> Outcome.illegal(why.code(), why.detail());
        };
    }
}
