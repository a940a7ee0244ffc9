package org.goref.tournament;

/** The body of {@code POST /api/tournaments/{id}/players}: {@code name}, and optionally rank, rating, club, city, country. */
public record PlayerRequest(String name, String rank, Integer rating, String club, String city, String country) {
    public Player toPlayer() {
        return new Player(name, rank == null || rank.isBlank() ? null : Rank.parse(rank), rating, club, city,
                CountryCode.of(country));
    }
}
