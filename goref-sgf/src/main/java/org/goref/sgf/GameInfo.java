package org.goref.sgf;

/**
 * What a record says about a game beyond its moves, for games that were not read from SGF (the
 * server, the match runner). Every field may be null. {@code timeLimitSeconds} is SGF {@code TM},
 * {@code overtime} SGF {@code OT} (e.g. "5x30 byo-yomi").
 */
public record GameInfo(String blackName, String whiteName, String blackRank, String whiteRank, String event,
                       String round, String date, String place, Double timeLimitSeconds, String overtime,
                       String gameName, String comment) {

    public static GameInfo players(String black, String white) {
        return new GameInfo(black, white, null, null, null, null, null, null, null, null, null, null);
    }

    public static GameInfo none() {
        return players(null, null);
    }
}
