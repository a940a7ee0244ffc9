package org.goref.sgf;

import java.util.Arrays;
import java.util.List;

import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet.Disputes;

/**
 * The procedure for disputes in force at each event of a game, for the comment that tells what a
 * dispute led to: the rules of the last change before the event, or the game's rules when they
 * never changed; unknown (null) when they changed only later, since the rules the game began with
 * are not kept. The changes are found once, so a question costs a binary search, not a scan of
 * every event (which made writing a long game quadratic).
 */
final class DisputesInForce {
    private final int[] changes;
    private final Disputes[] after;
    private final Disputes never;

    DisputesInForce(List<GameEvent> events, Disputes whenNeverChanged) {
        int[] at = new int[8];
        Disputes[] to = new Disputes[8];
        int n = 0;
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof GameEvent.RulesChanged r) {
                if (n == at.length) {
                    at = Arrays.copyOf(at, n * 2);
                    to = Arrays.copyOf(to, n * 2);
                }
                at[n] = i;
                to[n++] = r.rules().disputes();
            }
        }
        this.changes = Arrays.copyOf(at, n);
        this.after = Arrays.copyOf(to, n);
        this.never = whenNeverChanged;
    }

    /** The procedure in force at event {@code index}, or null when it is unknown. */
    Disputes at(int index) {
        if (changes.length == 0) {
            return never;
        }
        int k = Arrays.binarySearch(changes, index);
        // the last change strictly before the event
        int before = (k >= 0 ? k : -k - 1) - 1;
        return before >= 0 ? after[before] : null;
    }
}
