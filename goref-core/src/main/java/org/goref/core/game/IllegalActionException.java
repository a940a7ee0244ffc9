package org.goref.core.game;

/** Thrown by {@link Game#apply} when the referee refuses an action; the game is unchanged. */
public final class IllegalActionException extends RuntimeException {
    private final Illegal illegal;

    public IllegalActionException(Illegal illegal) {
        super(illegal.toString());
        this.illegal = illegal;
    }

    public Illegal illegal() {
        return illegal;
    }
}
