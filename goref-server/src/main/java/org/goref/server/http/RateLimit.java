package org.goref.server.http;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * A token bucket per client address: {@code perMinute} requests at once, refilled at
 * {@code perMinute} a minute. Buckets that have filled up again are forgotten now and then, so the
 * map holds only the addresses active in the last minute or so.
 */
final class RateLimit {
    private static final int SWEEP_EVERY = 1024;
    private final int perMinute;
    private final double perNano;
    private final LongSupplier nanos;
    private final ConcurrentHashMap<String, Bucket> buckets = new ConcurrentHashMap<>();
    private int sinceSweep;

    private record Bucket(double tokens, long at) {
    }

    RateLimit(int perMinute, LongSupplier nanos) {
        this.perMinute = perMinute;
        this.perNano = perMinute / 60e9;
        this.nanos = nanos;
    }

    /** Takes one request's token: 0 when the request may go ahead, else the whole seconds to wait. */
    long take(String address) {
        if (perMinute == 0) {
            return 0;
        }
        long now = nanos.getAsLong();
        long[] wait = {0};
        buckets.compute(address, (k, b) -> {
            double tokens = b == null ? perMinute : Math.min(perMinute, b.tokens() + (now - b.at()) * perNano);
            if (tokens >= 1) {
                return new Bucket(tokens - 1, now);
            }
            wait[0] = Math.max(1, (long) Math.ceil((1 - tokens) / perNano / 1e9));
            return new Bucket(tokens, now);
        });
        sweepNowAndThen(now);
        return wait[0];
    }

    private void sweepNowAndThen(long now) {
        synchronized (this) {
            if (++sinceSweep < SWEEP_EVERY && buckets.size() < 100_000) {
                return;
            }
            sinceSweep = 0;
        }
        buckets.entrySet().removeIf(e -> e.getValue().tokens() + (now - e.getValue().at()) * perNano >= perMinute);
    }

    int tracked() {
        return buckets.size();
    }
}
