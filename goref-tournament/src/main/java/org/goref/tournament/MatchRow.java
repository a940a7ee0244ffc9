package org.goref.tournament;

import java.time.Duration;
import java.util.Map;

/**
 * One game of a match protocol ({@code protocol.csv} / {@code protocol.jsonl} of {@code goref
 * match}): the game number, the engines' names as Black and White, handicap, komi, rules spec,
 * the SGF result and its reason, each side's score-sheet terms (by the names of {@link
 * org.goref.core.game.ScoreSheet.Side}: territory, prisoners, stones, komi, bonus, passstones,
 * penalty, total; absent ones null), moves and each side's time used. {@code line} is where it was
 * read, for messages.
 */
public record MatchRow(int line, int number, String black, String white, Integer handicap, Double komi, String rules,
                       String result, String reason, Map<String, Double> blackTerms, Map<String, Double> whiteTerms,
                       Integer moves, Duration blackTime, Duration whiteTime) {
    public MatchRow {
        blackTerms = Map.copyOf(blackTerms);
        whiteTerms = Map.copyOf(whiteTerms);
        reason = reason == null ? "" : reason.strip();
    }
}
