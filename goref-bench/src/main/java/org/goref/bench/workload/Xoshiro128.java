package org.goref.bench.workload;

/**
 * The workloads' RNG (WORKLOADS.md §1): xoshiro128** seeded with four splitmix32 outputs, all
 * arithmetic mod 2^32. Every engine measured uses exactly this generator, so the same seed gives the
 * same playouts everywhere.
 */
public final class Xoshiro128 {
    private int s0;
    private int s1;
    private int s2;
    private int s3;

    public Xoshiro128(int seed) {
        reseed(seed);
    }

    /** Restarts the sequence as if newly constructed with {@code seed}. */
    public void reseed(int seed) {
        int st = seed;
        st += 0x9E3779B9;
        s0 = mix(st);
        st += 0x9E3779B9;
        s1 = mix(st);
        st += 0x9E3779B9;
        s2 = mix(st);
        st += 0x9E3779B9;
        s3 = mix(st);
    }

    private static int mix(int z) {
        z = (z ^ (z >>> 16)) * 0x85EBCA6B;
        z = (z ^ (z >>> 13)) * 0xC2B2AE35;
        return z ^ (z >>> 16);
    }

    /** The state words, for a hot loop that keeps them in locals ({@link #restore} puts them back). */
    int state(int k) {
        return switch (k) {
            case 0 -> s0;
            case 1 -> s1;
            case 2 -> s2;
            default -> s3;
        };
    }

    void restore(int a, int b, int c, int d) {
        s0 = a;
        s1 = b;
        s2 = c;
        s3 = d;
    }

    /** The next 32-bit output (as a Java int: read it unsigned). */
    public int next() {
        int res = Integer.rotateLeft(s1 * 5, 7) * 9;
        int t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = Integer.rotateLeft(s3, 11);
        return res;
    }

    /** A number in [0, k): the high half of the 64-bit product, without rejection (as specified). */
    public int below(int k) {
        return (int) ((Integer.toUnsignedLong(next()) * k) >>> 32);
    }
}
