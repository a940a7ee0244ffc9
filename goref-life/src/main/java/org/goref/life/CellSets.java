package org.goref.life;

/**
 * Disjoint sets of board cells (union-find with path halving): how chains are gathered into units
 * and groups. Each set is named by one of its cells, its root.
 */
final class CellSets {
    private final int[] parent;

    /** {@code cells} sets of one cell each. */
    CellSets(int cells) {
        parent = new int[cells];
        for (int i = 0; i < cells; i++) {
            parent[i] = i;
        }
    }

    /** The root of the set holding {@code i}. */
    int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** Joins the sets holding {@code a} and {@code b}. */
    void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra != rb) {
            parent[ra] = rb;
        }
    }
}
