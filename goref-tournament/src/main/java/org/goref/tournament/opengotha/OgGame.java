package org.goref.tournament.opengotha;

/** A game of an OpenGotha file: round and table from 1, the players by key, colours known or not, handicap, result. */
public record OgGame(int round, int table, String white, String black, boolean knownColor, int handicap,
                     OgResult result) {
}
