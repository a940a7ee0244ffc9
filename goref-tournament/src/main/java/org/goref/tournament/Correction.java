package org.goref.tournament;

import java.time.Instant;

/** A result the referee replaced: what it was, what it became, who changed it, when and why. */
public record Correction(Result before, Result after, String by, Instant at, String why) {
}
