package org.goref.server.game;

/** A new game's id and its three secret tokens (shown once, never stored). */
public record Created(String id, String blackToken, String whiteToken, String refereeToken) {
}
