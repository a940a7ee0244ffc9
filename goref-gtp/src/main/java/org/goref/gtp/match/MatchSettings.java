package org.goref.gtp.match;

/**
 * What must stay the same for {@code --resume} to continue a match: everything but the number of
 * games (a match may be extended). Kept in {@code match.json} beside the protocol.
 */
public record MatchSettings(String black, String white, int size, String rules, int handicap, boolean freeHandicap,
                            String time, boolean alternate, String illegal, int maxMoves) {
    static MatchSettings of(MatchConfig c) {
        return new MatchSettings(c.blackCommand(), c.whiteCommand(), c.size(), c.rules().spec(), c.handicap(),
                c.freeHandicap(), c.time().spec(), c.alternate(), c.illegal().spec(), c.maxMoves());
    }

    /** The settings that differ, for the error message; empty when none. */
    String differences(MatchSettings o) {
        StringBuilder sb = new StringBuilder();
        diff(sb, "--black", black, o.black);
        diff(sb, "--white", white, o.white);
        diff(sb, "--size", size, o.size);
        diff(sb, "--rules/--komi", rules, o.rules);
        diff(sb, "--handicap", handicap, o.handicap);
        diff(sb, "--free-handicap", freeHandicap, o.freeHandicap);
        diff(sb, "--time", time, o.time);
        diff(sb, "--alternate", alternate, o.alternate);
        diff(sb, "--illegal", illegal, o.illegal);
        diff(sb, "--max-moves", maxMoves, o.maxMoves);
        return sb.toString();
    }

    private static void diff(StringBuilder sb, String name, Object was, Object now) {
        if (!was.equals(now)) {
            sb.append(sb.isEmpty() ? "" : "; ").append(name).append(" was '").append(was).append("', now '").append(now).append('\'');
        }
    }
}
