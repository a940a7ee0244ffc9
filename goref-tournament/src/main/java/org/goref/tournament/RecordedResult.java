package org.goref.tournament;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A pairing's result as it stands, where it first came from and when, and every correction since. */
public record RecordedResult(Result result, ResultSource source, Instant at, List<Correction> corrections) {
    public RecordedResult {
        corrections = List.copyOf(corrections);
    }

    RecordedResult corrected(Correction c) {
        List<Correction> all = new ArrayList<>(corrections);
        all.add(c);
        return new RecordedResult(c.after(), source, at, all);
    }
}
