package org.goref.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Color;
import org.goref.core.rules.RuleSet;

/**
 * The results in the American Go Association's results file, the plain text its ratings take (the
 * AGA's "TDE" form, as AGA's TD tools and OpenGotha write it): {@code TOURNEY name, place}, then
 * {@code start=}, {@code finish=} and {@code rules=} lines; {@code PLAYERS}, one line a player,
 * {@code <AGA id> <Surname>, <Given name> <rank>}; then each round as {@code GAMES <round>} followed
 * by one line a game, {@code <White's id> <Black's id> <W|B winner> <handicap> <komi>}; {@code END}.
 * Only games played to a result are rated: byes, forfeits, double forfeits, void games, draws (the
 * format has no draw) and games without a result yet are left out, each named in a {@code #} comment
 * after {@code END}, where the AGA's reader stops. A player without an AGA id gets a temporary one, as
 * OpenGotha gives it: from 99999 down, skipping the ids players have. The handicap is the stones put
 * down (a handicap of one, Black without komi, is 0 with komi 0); the komi its whole points (7.5 is
 * 7). Only players of a rated game are listed. ASCII: Cyrillic names are transliterated.
 */
public final class AgaExport {
    /** The first temporary id, counting down: above the AGA's member numbers, as OpenGotha takes them. */
    static final int FIRST_TEMPORARY = 99999;

    private AgaExport() {
    }

    public static String write(Tournament t) {
        TournamentInfo info = t.info();
        Ids ids = Ids.of(t.players());
        StringBuilder sb = new StringBuilder();
        String where = info.place().isBlank() ? "" : ", " + info.place();
        sb.append("TOURNEY ").append(text(info.name() + where)).append('\n');
        sb.append("\tstart=").append(info.from()).append('\n');
        sb.append("\tfinish=").append(info.to()).append('\n');
        sb.append("\trules=").append(rules(info.regulations().rules())).append('\n');
        List<String> notes = new ArrayList<>(ids.notes());
        StringBuilder games = new StringBuilder();
        TreeSet<Integer> rated = new TreeSet<>(Comparator.comparingLong(n -> Long.parseLong(ids.of(n))));
        for (Round r : t.rounds()) {
            games.append("GAMES ").append(r.number()).append('\n');
            for (Pairing p : r.pairings()) {
                Outcome black = r.result(p.board()).map(rr -> rr.result().outcomeFor(Color.BLACK)).orElse(Outcome.PENDING);
                if (black == Outcome.WIN || black == Outcome.LOSS) {
                    games.append(ids.of(p.white())).append(' ').append(ids.of(p.black())).append(' ')
                            .append(black == Outcome.WIN ? 'B' : 'W').append(' ')
                            .append(p.handicap() == 1 ? 0 : p.handicap()).append(' ').append((long) p.komi()).append('\n');
                    rated.add(p.white());
                    rated.add(p.black());
                } else {
                    notes.add("# round " + r.number() + ", table " + p.board() + ": " + ids.of(p.white()) + " (W) - "
                            + ids.of(p.black()) + " (B) not rated: " + why(black));
                }
            }
            for (int bye : r.byes()) {
                notes.add("# round " + r.number() + ": " + ids.of(bye) + " had a bye");
            }
        }
        sb.append("PLAYERS\n");
        List<String> temporary = new ArrayList<>();
        for (int n : rated) {
            Player p = t.player(n);
            sb.append(ids.of(n)).append(' ').append(name(p.name())).append(' ')
                    .append(p.grade().map(Rank::toString).orElse("20k")).append('\n');
            if (!ids.isMember(n)) {
                temporary.add("# " + ids.of(n) + " " + name(p.name()) + ": a temporary id (no AGA id given)");
            }
        }
        notes.addAll(0, temporary);
        sb.append(games);
        sb.append("END\n");
        for (String note : notes) {
            sb.append(note).append('\n');
        }
        return sb.toString();
    }

    private static String why(Outcome blackSide) {
        return switch (blackSide) {
            case FORFEIT_WIN, FORFEIT_LOSS -> "forfeit";
            case DOUBLE_FORFEIT -> "double forfeit";
            case VOID -> "void";
            case DRAW -> "draw";
            default -> "no result yet";
        };
    }

    /** The rules by their usual name: AGA, Japanese, Chinese…; goref's own presets by theirs. */
    static String rules(RuleSet rules) {
        if (rules.preset() == RuleSet.Preset.AGA) {
            return "AGA";
        }
        String[] words = rules.preset().spelling().split("-");
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            sb.append(sb.isEmpty() ? "" : " ").append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        return sb.toString();
    }

    /** "Surname, Given names" from a name written surname first; a single word stays alone. */
    static String name(String name) {
        String[] w = text(name).strip().split("\\s+", 2);
        return w.length == 1 ? w[0] : w[0] + ", " + w[1];
    }

    /** ASCII on one line, without the {@code #} that would begin a comment. */
    private static String text(String s) {
        return Transliteration.ascii(s).replaceAll("\\s+", " ").replace('#', '?').strip();
    }

    /**
     * Every player's id in the file: his AGA id, or a temporary one. A second player with the id of
     * an earlier one gets a temporary id too, with a note, so that the file names nobody twice.
     */
    record Ids(Map<Integer, String> byPlayer, Set<Integer> members, List<String> notes) {
        static Ids of(List<Player> players) {
            Map<Integer, String> ids = new HashMap<>();
            Map<String, Integer> owner = new HashMap<>();
            List<String> notes = new ArrayList<>();
            for (int n = 1; n <= players.size(); n++) {
                String id = players.get(n - 1).agaId();
                if (id.isEmpty()) {
                    continue;
                }
                // As a number: 012345 and 12345 are one member.
                String plain = Long.toString(Long.parseLong(id));
                if (owner.containsKey(plain)) {
                    notes.add(String.format(Locale.ROOT, "# %s has the AGA id %s of %s: given a temporary id",
                            name(players.get(n - 1).name()), plain, name(players.get(owner.get(plain) - 1).name())));
                    continue;
                }
                owner.put(plain, n);
                ids.put(n, plain);
            }
            Set<Integer> members = Set.copyOf(ids.keySet());
            int next = FIRST_TEMPORARY;
            for (int n = 1; n <= players.size(); n++) {
                if (ids.containsKey(n)) {
                    continue;
                }
                while (owner.containsKey(Integer.toString(next))) {
                    next--;
                }
                owner.put(Integer.toString(next), n);
                ids.put(n, Integer.toString(next));
                next--;
            }
            return new Ids(ids, members, notes);
        }

        String of(int player) {
            return byPlayer.get(player);
        }

        /** Whether the player's id is his own AGA id, not a temporary one. */
        boolean isMember(int player) {
            return members.contains(player);
        }
    }
}
