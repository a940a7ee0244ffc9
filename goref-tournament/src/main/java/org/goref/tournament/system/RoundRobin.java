package org.goref.tournament.system;

/** Every player meets every other once, by the Berger tables; the system of a tournament that names none. */
public record RoundRobin() implements TournamentSystem {
    public String word() {
        return "round-robin";
    }

    public String spelling() {
        return word();
    }

    static RoundRobin read(SystemSpelling sp) {
        return new RoundRobin();
    }
}
