package org.goref.core.game;

import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.HalfPoints;
import org.goref.core.rules.RuleSet;

/**
 * Everything that can happen in a game. Free text is never null (null reads as empty), so that
 * every event survives {@link EventCodec} unchanged. A game's state is a fold over its list of events: the same
 * events always give the same game. {@link EventCodec} writes each as one line of text.
 */
public sealed interface GameEvent {

    /** Whether this is a move (3.1: a stone placed or a pass): what numbers the moves and passes the turn. */
    default boolean isMove() {
        return this instanceof Play || this instanceof Pass;
    }

    /** Fixed or free handicap: Black's stones placed before the first move; White moves first. */
    record Handicap(List<Point> stones) implements GameEvent {
        public Handicap {
            stones = List.copyOf(stones);
        }
    }

    /** Stones set on the board (a record's AB/AW/AE), and who moves next (PL; null keeps it). */
    record Setup(List<Point> black, List<Point> white, List<Point> empty, Color toMove) implements GameEvent {
        public Setup {
            black = List.copyOf(black);
            white = List.copyOf(white);
            empty = List.copyOf(empty);
        }
    }

    /** A stone placed (3.1). */
    record Play(Color color, Point point) implements GameEvent {
    }

    /** A pass (3.1). */
    record Pass(Color color) implements GameEvent {
    }

    /** In the marking phase, {@code by} marks the chain through {@code stone} dead, or alive again. */
    record Mark(Color by, Point stone, boolean dead) implements GameEvent {
    }

    /** {@code by} accepts the marking as it stands. */
    record Accept(Color by) implements GameEvent {
    }

    /** {@code by} disputes the marking and asks to resume play (4.2, by the {@code disputes} rule). */
    record Resume(Color by) implements GameEvent {
    }

    /** The referee's decision on the dead stones (chains through these points); it is final. */
    record RefereeDecision(List<Point> dead, String note) implements GameEvent {
        public RefereeDecision {
            dead = List.copyOf(dead);
            note = note == null ? "" : note;
        }
    }

    record Resign(Color color) implements GameEvent {
    }

    /** {@code color} ran out of time, as reported by whoever keeps the clock. */
    record TimeLoss(Color color) implements GameEvent {
    }

    /** {@code color} is given a loss by the regulations. */
    record Forfeit(Color color, String reason) implements GameEvent {
        public Forfeit {
            reason = reason == null ? "" : reason;
        }
    }

    /** Both sides are given a loss by the regulations. */
    record DoubleForfeit(String reason) implements GameEvent {
        public DoubleForfeit {
            reason = reason == null ? "" : reason;
        }
    }

    /** Penalty points given by the referee, subtracted from {@code color}'s total (4.4). */
    record Penalty(Color color, double points, String reason) implements GameEvent {
        /**
         * The most points one penalty takes: far beyond any real penalty (a game has 361 points at
         * most), far below what a score sheet counts exactly (1e308 was counted as
         * -9223372036854775808 and stored as Long.MAX). The referee refuses more, and so do the
         * server, GTP and the SGF reader before it.
         */
        public static final int MAX_POINTS = 1000;

        /** Points a penalty may take: positive, in steps of 0.5, at most {@link #MAX_POINTS}. */
        public static boolean isValidPoints(double points) {
            return points > 0 && points <= MAX_POINTS && HalfPoints.isWholeOrHalf(points);
        }

        public Penalty {
            reason = reason == null ? "" : reason;
        }
    }

    /** The game is declared without result (void). */
    record Void(String reason) implements GameEvent {
        public Void {
            reason = reason == null ? "" : reason;
        }
    }

    /** The rule set (komi included) changes; the game goes on under the new rules. */
    record RulesChanged(RuleSet rules) implements GameEvent {
    }

    /**
     * A dead-stone estimator's proposed marking when play stopped, kept as advice for the players and
     * a referee: the stones it is least sure of and the protective moves still owed. Applied in the
     * marking it pre-marks its dead stones itself, so that the record credits the proposal to the
     * estimator and to no player (4.2: the players agree, an estimate only proposes). Records written
     * before followed it with {@link Mark} events in a player's name; those mark the same stones dead
     * again and change nothing.
     */
    record Proposed(MarkingProposal marking) implements GameEvent {
    }

    /**
     * The server keeping the game came back after being down: no clock ran from the previous event
     * to this one, and the side to move thinks again from here. {@code note} says when, for people.
     */
    record Restarted(String note) implements GameEvent {
        public Restarted {
            note = note == null ? "" : note;
        }
    }

    /**
     * A chat message said during the game, in {@code channel}: by a side or the referee
     * ({@code from} is {@code black}, {@code white} or {@code referee}) in the players' channel, by
     * a spectator under the name they chose in the spectators' channel. It changes nothing in the
     * game; who may read it is the server's business.
     */
    record Chat(Channel channel, String from, String text) implements GameEvent {
        /** The longest message, in characters (UTF-16 units). */
        public static final int MAX_LENGTH = 500;

        public Chat {
            from = from == null ? "" : from;
            text = text == null ? "" : text;
        }

        public enum Channel {
            PLAYERS, SPECTATORS;

            public String spelling() {
                return this == PLAYERS ? "players" : "spectators";
            }

            /** The channel spelt so, or null. */
            public static Channel parse(String s) {
                return "players".equals(s) ? PLAYERS : "spectators".equals(s) ? SPECTATORS : null;
            }
        }
    }

    /** Something worth recording that changes nothing (a clock note, a comment). */
    record Note(String text) implements GameEvent {
        public Note {
            text = text == null ? "" : text;
        }
    }
}
