package org.goref.tournament.placement;

import java.util.Arrays;

/**
 * The values of the criteria that depend on who is tied with whom (DC, SDC, goref's DIRECT), worked
 * out while the standings are ordered. DIRECT has two: the key that orders (its mini-table applied
 * again inside the groups it leaves tied) and the points it shows (the first mini-table's), null for
 * an entrant no one was tied with.
 */
final class AmongTied {
    final int[] dc;
    final int[] sdc;
    final int[] directKey;
    final Integer[] directShown;

    AmongTied(int entrants) {
        dc = new int[entrants];
        sdc = new int[entrants];
        directKey = new int[entrants];
        directShown = new Integer[entrants];
    }

    /** The value that orders. */
    int key(Criterion c, int e) {
        return switch (c) {
            case DC -> dc[e];
            case SDC -> sdc[e];
            case DIRECT -> directKey[e];
            default -> throw new IllegalArgumentException(c + " does not depend on ties");
        };
    }

    /** The value the standings show (null: DIRECT never reached). */
    Integer shown(Criterion c, int e) {
        if (c == Criterion.DIRECT) {
            return directShown[e];
        }
        return key(c, e);
    }

    @Override
    public String toString() {
        return "dc " + Arrays.toString(dc) + " sdc " + Arrays.toString(sdc) + " direct " + Arrays.toString(directKey);
    }
}
