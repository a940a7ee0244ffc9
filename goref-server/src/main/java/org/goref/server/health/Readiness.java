package org.goref.server.health;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What {@code GET /readyz} asks: every registered check, in order. A load balancer sends a node
 * traffic only while all of them answer; checks are added at start (the database by the server,
 * the bus by a node of several).
 */
public final class Readiness {
    private final List<ReadinessCheck> checks = new CopyOnWriteArrayList<>();

    public Readiness add(ReadinessCheck check) {
        checks.add(check);
        return this;
    }

    /** Each check's name and its problem ({@code null} when fine), in the order they were added. */
    public Report report() {
        Map<String, String> results = new LinkedHashMap<>();
        for (ReadinessCheck c : checks) {
            Optional<String> problem;
            try {
                problem = c.problem();
            } catch (RuntimeException e) {
                // A check that throws is a check that failed, never a 500 from /readyz.
                problem = Optional.of("check failed: " + e.getClass().getSimpleName());
            }
            results.put(c.name(), problem.orElse(null));
        }
        return new Report(results);
    }

    /** The checks' outcomes: ready when none has a problem. */
    public record Report(Map<String, String> problems) {
        public boolean ready() {
            return problems.values().stream().allMatch(p -> p == null);
        }
    }
}
