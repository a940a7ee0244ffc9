package org.goref.bench.pairing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.tournament.HandicapPolicy;
import org.goref.tournament.Pairing;
import org.goref.tournament.Rank;
import org.goref.tournament.pairing.Entrant;
import org.goref.tournament.pairing.PairingRequest;
import org.goref.tournament.pairing.PastBye;
import org.goref.tournament.pairing.PlayedGame;
import org.goref.tournament.pairing.RoundDraw;
import org.goref.tournament.pairing.RoundPairer;
import org.goref.tournament.placement.Criterion;
import org.goref.tournament.placement.Scores;
import org.goref.tournament.system.TournamentSystem;

/**
 * The pairing benchmark: a McMahon tournament of {@code players} with grades spread as a European
 * Congress's (30k to 7d, bar 4d, floor 20k, a handicap by MMS), whose first rounds are paired and
 * played (the stronger wins three times in four), then round {@code round} paired again and again on
 * one thread. The figures: the median wall time of a pairing, its CPU time, the repeats in the round
 * and its largest score gap.
 */
public final class PairingWorkload {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** What the benchmark measured. */
    public record Result(int players, int round, double medianMs, double cpuMs, int repeats, double maxGap, int tables) {
    }

    private PairingWorkload() {
    }

    public static Result run(int players, int round, int warmups, int runs, long seed) {
        Random random = new Random(seed);
        TournamentSystem system = TournamentSystem.parse("mcmahon,bar=4d,floor=20k,club=2,country=1");
        HandicapPolicy handicap = HandicapPolicy.parse("mms:1:9:0.5");
        String[] countries = {"DE", "FR", "RU", "UA", "PL", "CZ", "NL", "GB", "HU", "RO"};
        List<Entrant> entrants = new ArrayList<>();
        int[] strength = new int[players + 1];
        for (int n = 1; n <= players; n++) {
            int s = Math.max(0, Math.min(36, (int) Math.round(24 + random.nextGaussian() * 7)));
            strength[n] = s;
            Rank grade = s < 30 ? new Rank(30 - s, Rank.Kind.KYU) : new Rank(s - 29, Rank.Kind.DAN);
            String country = countries[random.nextInt(countries.length)];
            entrants.add(new Entrant(n, grade, 2100 + (s - 30) * 100 + random.nextInt(100), country + "-" + random.nextInt(30),
                    country, 0));
        }
        Set<Integer> all = new HashSet<>();
        entrants.forEach(e -> all.add(e.number()));
        List<PlayedGame> games = new ArrayList<>();
        List<PastBye> byes = new ArrayList<>();
        for (int played = 1; played < round; played++) {
            int r = played;
            RoundDraw d = RoundPairer.pair(new PairingRequest(system, handicap, 6.5, 19, 1, r, entrants, games, byes, all));
            for (Pairing p : d.pairings()) {
                boolean blackStronger = strength[p.black()] + p.handicap() >= strength[p.white()];
                boolean blackWins = random.nextInt(4) < 3 == blackStronger;
                games.add(new PlayedGame(r, p.black(), p.white(), p.handicap(),
                        new GameResult.Resignation(blackWins ? Color.BLACK : Color.WHITE)));
            }
            d.byes().forEach(b -> byes.add(new PastBye(r, b)));
        }
        PairingRequest req = new PairingRequest(system, handicap, 6.5, 19, 1, round, entrants, games, byes, all);
        for (int i = 0; i < warmups; i++) {
            RoundPairer.pair(req);
        }
        double[] wall = new double[runs];
        long cpu0 = cpu();
        RoundDraw last = null;
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            last = RoundPairer.pair(req);
            wall[i] = (System.nanoTime() - t0) / 1e6;
        }
        long cpu1 = cpu();
        Arrays.sort(wall);
        return new Result(players, round, wall[runs / 2], cpu0 < 0 ? -1 : (cpu1 - cpu0) / 1e6 / runs,
                repeats(last, games), maxGap(last, req), last.pairings().size());
    }

    private static long cpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
    }

    private static int repeats(RoundDraw d, List<PlayedGame> games) {
        Set<Long> met = new HashSet<>();
        for (PlayedGame g : games) {
            met.add(key(g.black(), g.white()));
        }
        return (int) d.pairings().stream().filter(p -> met.contains(key(p.black(), p.white()))).count();
    }

    private static long key(int a, int b) {
        return Math.min(a, b) * 100_000L + Math.max(a, b);
    }

    /** The largest McMahon score difference of a table, the scores before the round as the placement counts them. */
    private static double maxGap(RoundDraw d, PairingRequest req) {
        Scores s = new Scores(req.field());
        int before = req.round() - 2;
        return d.pairings().stream().mapToDouble(p -> Math.abs(s.value(Criterion.MMS, p.black() - 1, before)
                - s.value(Criterion.MMS, p.white() - 1, before)) / (double) Criterion.MMS.scale()).max().orElse(0);
    }
}
