package org.goref.tournament.opengotha;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.goref.tournament.placement.Criterion;
import org.goref.tournament.placement.Entrant;
import org.goref.tournament.placement.Field;
import org.goref.tournament.placement.ScoredGame;
import org.goref.tournament.placement.ScoringParameters;

/**
 * An OpenGotha tournament file as read: the players, the games, the byes, and the parameter sets
 * as their attributes stand (name to text, in the file's order), so that writing it back loses
 * nothing goref does not model. The typed views ({@link #numberOfRounds()}, {@link #criteria()},
 * {@link #scoringParameters()}, ...) take OpenGotha's defaults for what the file leaves out.
 */
public record OgTournament(Map<String, String> root, List<OgPlayer> players, List<OgGame> games, List<OgBye> byes,
                           Map<String, String> general, List<Integer> categoryLimits,
                           Map<String, String> handicap, List<String> placementCriteria,
                           Map<String, String> pairing, Map<String, String> display, Map<String, String> publish) {
    public OgTournament {
        root = frozen(root);
        players = List.copyOf(players);
        games = List.copyOf(games);
        byes = List.copyOf(byes);
        general = frozen(general);
        categoryLimits = List.copyOf(categoryLimits);
        handicap = frozen(handicap);
        placementCriteria = List.copyOf(placementCriteria);
        pairing = frozen(pairing);
        display = frozen(display);
        publish = frozen(publish);
    }

    private static Map<String, String> frozen(Map<String, String> m) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(m == null ? Map.of() : m));
    }

    public String name() {
        return general.getOrDefault("name", "default Name");
    }

    public int numberOfRounds() {
        return Integer.parseInt(general.getOrDefault("numberOfRounds", "5"));
    }

    public Optional<OgPlayer> player(String key) {
        return players.stream().filter(p -> p.key().equals(key)).findFirst();
    }

    /** The placement criteria in the file's order, the empty ones (NULL) left out. */
    public List<Criterion> criteria() {
        List<Criterion> out = new ArrayList<>();
        for (String c : placementCriteria) {
            if (!c.equals("NULL")) {
                out.add(Criterion.byCode(c).orElseThrow(
                        () -> new IllegalArgumentException("placement criterion " + c + " is not one goref computes ("
                                + Criterion.known() + ")")));
            }
        }
        return out;
    }

    /** McMahon when the first criterion is MMS, as OpenGotha decides it. */
    public boolean isMcMahon() {
        return !placementCriteria.isEmpty() && placementCriteria.get(0).equals("MMS");
    }

    public ScoringParameters scoringParameters() {
        return new ScoringParameters(rank(general, "genMMFloor", "20K"), rank(general, "genMMBar", "4D"),
                Integer.parseInt(general.getOrDefault("genNBW2ValueAbsent", "0")),
                Integer.parseInt(general.getOrDefault("genNBW2ValueBye", "0")),
                Integer.parseInt(general.getOrDefault("genMMS2ValueAbsent", "0")),
                Integer.parseInt(general.getOrDefault("genMMS2ValueBye", "0")),
                Boolean.parseBoolean(general.getOrDefault("genRoundDownNBWMMS", "true")),
                Boolean.parseBoolean(general.getOrDefault("genCountNotPlayedGamesAsHalfPoint", "false")),
                categoryLimits);
    }

    static int rank(Map<String, String> attrs, String key, String dflt) {
        return OgRank.parse(attrs.getOrDefault(key, dflt)).orElseThrow();
    }

    /** The placement's view: entrants in the file's order of players. */
    public Field field() {
        Map<String, Integer> index = new HashMap<>();
        List<Entrant> entrants = new ArrayList<>();
        int rounds = numberOfRounds();
        for (OgPlayer p : players) {
            index.put(p.key(), entrants.size());
            BitSet absent = new BitSet();
            for (int r = 1; r <= rounds; r++) {
                if (!p.participates(r)) {
                    absent.set(r - 1);
                }
            }
            entrants.add(new Entrant(p.name(), p.firstName(), p.rank(), p.rating(), p.smmsCorrection(), absent));
        }
        List<ScoredGame> gs = new ArrayList<>();
        for (OgGame g : games) {
            gs.add(new ScoredGame(g.round() - 1, index.get(g.white()), index.get(g.black()), g.handicap(),
                    g.result().verdict(), g.result().byDefault()));
        }
        Map<Integer, Set<Integer>> bs = new HashMap<>();
        for (OgBye b : byes) {
            // One bye a round, the last one written, as OpenGotha keeps it.
            bs.put(b.round() - 1, Set.of(index.get(b.player())));
        }
        return new Field(entrants, rounds, gs, bs, scoringParameters());
    }
}
