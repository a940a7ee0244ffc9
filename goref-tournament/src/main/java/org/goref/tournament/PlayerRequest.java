package org.goref.tournament;

import org.goref.core.text.PlayerName;

/**
 * The body of {@code POST /api/tournaments/{id}/players}: {@code name}, and optionally rank, rating,
 * club, city, country, AGA id. A name that does not show as written is refused here, where a player comes
 * in, not in {@link Player}: a tournament stored before the check must still replay its players;
 * the club and the city likewise.
 */
public record PlayerRequest(String name, String rank, Integer rating, String club, String city, String country,
                            String agaId) {
    /** A player without an AGA id. */
    public PlayerRequest(String name, String rank, Integer rating, String club, String city, String country) {
        this(name, rank, rating, club, city, country, null);
    }

    public Player toPlayer() {
        // A player always has a name, worded as a game's player given without one (docs/tournament.md):
        // a missing name once threw a NullPointerException, answered as a 500 internal error.
        TextShown.check("name", name);
        PlayerName.missing(name).ifPresent(why -> {
            throw new IllegalArgumentException("name " + why);
        });
        // The club and the city stand beside the name in the crosstable and the EGD export.
        TextShown.check("club", club);
        TextShown.check("city", city);
        // Spaces made ordinary where a player comes in (not in Player, which replays stored names):
        // a no-break space from a spreadsheet must not make a second "Ivanov Petr".
        return new Player(PlayerName.spaced(name), rank == null || rank.isBlank() ? null : rank(rank), rating,
                club == null ? null : PlayerName.spaced(club), city == null ? null : PlayerName.spaced(city),
                CountryCode.of(country), agaId);
    }

    /** The rank field of the tournament page's form: refused under its own reason, so the page can word it. */
    private static Rank rank(String rank) {
        try {
            return Rank.parse(rank);
        } catch (IllegalArgumentException e) {
            throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.RANK, e.getMessage());
        }
    }
}
