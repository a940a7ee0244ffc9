package org.goref.core.clock;

/**
 * One side's time as it stands between moves; a value. {@code mainMs} main time left;
 * {@code periods} byo-yomi periods left (Japanese); {@code periodMs} time left in the current
 * Canadian period, {@code stones} moves still to make in it; {@code overtime} whether main time is
 * spent; {@code flagged} whether the side's time ran out; {@code usedMs} the time used so far.
 */
public record SideTime(long mainMs, int periods, long periodMs, int stones, boolean overtime, boolean flagged,
                       long usedMs) {
    SideTime spent(long elapsed) {
        return new SideTime(mainMs, periods, periodMs, stones, overtime, flagged, usedMs + elapsed);
    }

    SideTime flag() {
        return new SideTime(mainMs, periods, periodMs, stones, overtime, true, usedMs);
    }
}
