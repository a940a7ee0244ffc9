package org.goref.life;

/** The one test the readers make of their small int buffers (chain heads, moves, shapes). */
final class IntArrays {
    private IntArrays() {
    }

    /** Whether {@code v} is among the first {@code n} entries of {@code a}. */
    static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }
}
