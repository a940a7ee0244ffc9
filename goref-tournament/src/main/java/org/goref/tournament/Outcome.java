package org.goref.tournament;

/** One player's side of one round, as the crosstable shows it. */
public enum Outcome {
    WIN("win", "+"), LOSS("loss", "-"), DRAW("draw", "="),
    FORFEIT_WIN("win-forfeit", "+!"), FORFEIT_LOSS("loss-forfeit", "-!"), DOUBLE_FORFEIT("double-forfeit", "--"),
    VOID("void", "v"), PENDING("pending", "?"), BYE("bye", "bye"), ABSENT("absent", "");

    private final String code;
    private final String symbol;

    Outcome(String code, String symbol) {
        this.code = code;
        this.symbol = symbol;
    }

    /** The word the CSV writes. */
    public String code() {
        return code;
    }

    /** The short mark the printed table writes after the opponent's number. */
    public String symbol() {
        return symbol;
    }

    /** Game points; a bye is worth what the regulations say. */
    public double points(double byePoints) {
        return switch (this) {
            case WIN, FORFEIT_WIN -> 1;
            case DRAW -> 0.5;
            case BYE -> byePoints;
            default -> 0;
        };
    }

    public boolean isWin() {
        return this == WIN || this == FORFEIT_WIN;
    }

    /** Whether the pairing has a result (so that the opponent counts for SOS). */
    public boolean isDecided() {
        return switch (this) {
            case WIN, LOSS, DRAW, FORFEIT_WIN, FORFEIT_LOSS, DOUBLE_FORFEIT, VOID -> true;
            default -> false;
        };
    }
}
