package org.goref.server.health;

import java.util.Optional;

/**
 * One thing the server needs before it can serve requests (the database; NATS on a node of
 * several). {@link #problem()} answers empty when it is fine, else one line saying what is wrong.
 */
public interface ReadinessCheck {
    /** The check's name in {@code /readyz}'s answer, e.g. {@code database}. */
    String name();

    /** Empty when ready; else why not, one line, never a password or a stack trace. */
    Optional<String> problem();

    static ReadinessCheck of(String name, java.util.function.Supplier<Optional<String>> problem) {
        return new ReadinessCheck() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Optional<String> problem() {
                return problem.get();
            }
        };
    }
}
