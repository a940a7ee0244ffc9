package org.goref.gtp.match;

/** Writes one refereed game as a record (SGF). */
@FunctionalInterface
public interface MatchRecordWriter {
    /** The record's text. */
    String write(PlayedGame game);
}
