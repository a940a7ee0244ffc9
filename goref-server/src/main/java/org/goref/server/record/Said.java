package org.goref.server.record;

/**
 * A chat message as the record shows it: a comment on the move it was said after ({@code at}
 * moves played; 0 is the root), from {@code who} as people read it.
 */
public record Said(int at, String who, String text) {
}
