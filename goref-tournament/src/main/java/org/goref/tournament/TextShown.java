package org.goref.tournament;

import org.goref.core.text.PlayerName;

/**
 * The texts a tournament prints beside the players' names (club, city, its own name and place) hold
 * only characters that show, as the names do ({@link PlayerName}): a direction override or a line
 * break in a club would turn or break the crosstable's line as surely as in a name.
 */
final class TextShown {
    private TextShown() {
    }

    /** Refuses {@code text} (the field {@code field}) under the reason the names have; null passes. */
    static void check(String field, String text) {
        if (text == null) {
            return;
        }
        PlayerName.refusal(text).ifPresent(why -> {
            throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.NAME, field + ": " + why);
        });
    }
}
