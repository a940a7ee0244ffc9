package org.goref.core.game;

/**
 * Why the referee refused an action: a reason code and the rule it breaks. Move reasons carry the
 * codes of INTERFACES.md ({@code occupied}, {@code suicide}, {@code ko}, {@code superko}); the
 * others say what was out of order.
 */
public record Illegal(Reason reason, String detail) {

    public enum Reason {
        OCCUPIED("occupied", "3.1: a stone is placed on an empty point"),
        SUICIDE("suicide", "3.2: a move may not leave its own chain without liberties"),
        KO("ko", "3.3: a single stone may not be retaken at once (ko)"),
        SUPERKO("superko", "3.3: the whole-board position may not be repeated (superko, by the regulations)"),
        OFF_BOARD("off-board", "3.1: a stone is placed on a point of the board"),
        OUT_OF_TURN("out-of-turn", "3.4: a move passes the turn to the opponent"),
        WRONG_PHASE("wrong-phase", "4.1-4.2: this action does not belong to the game's current phase"),
        NOT_A_STONE("not-a-stone", "4.2: only stones on the board can be marked"),
        INVALID("invalid", "the action is malformed");

        private final String code;
        private final String rule;

        Reason(String code, String rule) {
            this.code = code;
            this.rule = rule;
        }

        /** The short code: occupied, suicide, ko, superko, ... */
        public String code() {
            return code;
        }

        /** The rule it breaks, for people. */
        public String rule() {
            return rule;
        }
    }

    public static Illegal of(Reason r) {
        return new Illegal(r, r.rule());
    }

    public static Illegal of(Reason r, String detail) {
        return new Illegal(r, detail);
    }

    public String code() {
        return reason.code();
    }

    @Override
    public String toString() {
        return reason.code() + " (" + detail + ")";
    }
}
