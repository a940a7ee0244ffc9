package org.goref.tournament.opengotha;

import java.util.Locale;

/**
 * A player of an OpenGotha file, with every attribute OpenGotha writes. {@code rank} is OpenGotha's
 * number ({@link OgRank}); {@code participating} holds one character per round, {@code 0} for a round
 * the player is out of. Players are known by their key: name and first name, spaces taken out, in capitals.
 */
public record OgPlayer(String name, String firstName, String country, String club, String egfPin, String ffgLicence,
                       String ffgLicenceStatus, String agaId, String agaExpirationDate, int rank, int rating,
                       String ratingOrigin, String grade, int smmsCorrection, String participating,
                       String registeringStatus) {
    public static final int MAX_ROUNDS = 20;

    public OgPlayer {
        name = text(name);
        firstName = text(firstName);
        country = text(country);
        club = text(club);
        egfPin = text(egfPin);
        ffgLicence = text(ffgLicence);
        ffgLicenceStatus = text(ffgLicenceStatus);
        agaId = text(agaId);
        agaExpirationDate = text(agaExpirationDate);
        ratingOrigin = text(ratingOrigin);
        grade = text(grade);
        registeringStatus = registeringStatus == null || registeringStatus.isEmpty() ? "FIN" : registeringStatus;
        participating = participating == null ? "1".repeat(MAX_ROUNDS) : participating;
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    public String key() {
        return key(name + firstName);
    }

    public static String key(String nameAndFirstName) {
        return nameAndFirstName.replace(" ", "").toUpperCase(Locale.ROOT);
    }

    /** Whether the player takes part in round {@code round} (1-based); a round past the string is taken part in. */
    public boolean participates(int round) {
        return round > participating.length() || participating.charAt(round - 1) != '0';
    }
}
