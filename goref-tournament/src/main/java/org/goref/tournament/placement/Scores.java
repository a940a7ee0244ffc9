package org.goref.tournament.placement;

import java.util.Arrays;

/**
 * Every criterion's value for every entrant after every round, computed as OpenGotha 3.51 does:
 * <ul>
 * <li>NBW and MMS add, per round, 1 for a win (forfeit wins too), ½ for a draw, 0 for a loss,
 * an unknown result or a game both lost; a bye and an absence add the parameters' points, their
 * sum rounded down to whole points when the parameters say so;</li>
 * <li>an opponent counts for SOS only in a round the player was paired in; a round without a game
 * (bye, absence, not paired) adds 0 to SOSW and the player's own starting McMahon score to SOSM,
 * and the player's starting score times the number of rounds so far to SOSOSM;</li>
 * <li>SOSM counts the opponent's MMS corrected by the handicap: plus the stones for White, minus for Black;</li>
 * <li>with "not played counts as half a point", the opponents' scores that go into the sums count a
 * round without a game played over the board (bye, absence, forfeit, unknown) as ½ instead of its points;</li>
 * <li>SOS-1 and SOS-2 leave out the lowest opponents' values, rounds without a game counted as
 * such (0, or the starting score); after one round both are 0; after two SOSW-1 is the better of
 * the two and SOSW-2, SOSM-1 and SOSM-2 are still 0, as OpenGotha leaves them.</li>
 * </ul>
 * Values are whole numbers of {@code 1/scale} points ({@link Criterion#scale()}).
 */
public final class Scores {
    private static final int ABSENT = 0, NOT_ASSIGNED = 1, BYE = 2, PAIRED = 3;

    private final Field field;
    private final int n;
    private final int rounds;
    private final int[][] participation;
    private final ScoredGame[][] game;
    private final int[][] nbw, mms, nbwVirtual, mmsVirtual, cussw, cussm;
    private final int[][] sosw, soswM1, soswM2, sodosw, mosw, sosm, sosmM1, sosmM2, sodosm, mosm;
    private final int[][] sososw, sososm, ext, exr;

    public Scores(Field field) {
        this.field = field;
        this.n = field.entrants().size();
        this.rounds = field.rounds();
        participation = new int[n][rounds];
        game = new ScoredGame[n][rounds];
        nbw = grid(); mms = grid(); nbwVirtual = grid(); mmsVirtual = grid(); cussw = grid(); cussm = grid();
        sosw = grid(); soswM1 = grid(); soswM2 = grid(); sodosw = grid(); mosw = grid();
        sosm = grid(); sosmM1 = grid(); sosmM2 = grid(); sodosm = grid(); mosm = grid();
        sososw = grid(); sososm = grid(); ext = grid(); exr = grid();
        participation();
        mainScores();
        virtualScores();
        cumulative();
        opponentSums();
        opponentsOpponents();
        exploits();
    }

    private int[][] grid() {
        return new int[n][rounds];
    }

    public Field field() {
        return field;
    }

    /** The value of criterion {@code c} for entrant {@code e} after round {@code round} (0-based); DC, SDC and DIRECT are the order's. */
    public int value(Criterion c, int e, int round) {
        Entrant x = field.entrants().get(e);
        ScoringParameters p = field.parameters();
        if (round < 0) {
            return switch (c) {
                case MMS -> 2 * p.startingScore(x);
                case CAT -> -p.category(x);
                case RANK -> x.rank();
                case RATING -> x.rating();
                default -> 0;
            };
        }
        return switch (c) {
            case CAT -> -p.category(x);
            case RANK -> x.rank();
            case RATING -> x.rating();
            case NBW -> nbw[e][round];
            case MMS -> mms[e][round];
            case CUSSW -> cussw[e][round];
            case CUSSM -> cussm[e][round];
            case SOSW -> sosw[e][round];
            case SOSW_1 -> soswM1[e][round];
            case SOSW_2 -> soswM2[e][round];
            case SODOSW -> sodosw[e][round];
            case SOSOSW -> sososw[e][round];
            case MOSW -> mosw[e][round];
            case SOSM -> sosm[e][round];
            case SOSM_1 -> sosmM1[e][round];
            case SOSM_2 -> sosmM2[e][round];
            case SODOSM -> sodosm[e][round];
            case SOSOSM -> sososm[e][round];
            case MOSM -> mosm[e][round];
            case EXT -> ext[e][round];
            case EXR -> exr[e][round];
            case DC, SDC, DIRECT -> 0;
        };
    }

    /** The game the entrant played in the round, or null (bye, absent, not paired). */
    public ScoredGame gameOf(int e, int round) {
        return game[e][round];
    }

    public boolean hasBye(int e, int round) {
        return participation[e][round] == BYE;
    }

    public boolean isAbsent(int e, int round) {
        return participation[e][round] == ABSENT;
    }

    private void participation() {
        for (int e = 0; e < n; e++) {
            for (int r = 0; r < rounds; r++) {
                participation[e][r] = field.entrants().get(e).isAbsent(r) ? ABSENT : NOT_ASSIGNED;
            }
        }
        for (ScoredGame g : field.games()) {
            participation[g.white()][g.round()] = PAIRED;
            participation[g.black()][g.round()] = PAIRED;
        }
        // A bye recorded for a player who is also paired counts as the bye, as OpenGotha reads it.
        field.byes().forEach((r, es) -> es.forEach(e -> participation[e][r] = BYE));
        for (ScoredGame g : field.games()) {
            game[g.white()][g.round()] = g;
            game[g.black()][g.round()] = g;
        }
    }

    /** Whether the entrant met an opponent in the round who counts for his opponents' sums. */
    private boolean countsOpponent(int e, int round) {
        return participation[e][round] == PAIRED
                && (field.parameters().pendingGamesCount() || game[e][round].verdict() != Verdict.UNKNOWN);
    }

    private void mainScores() {
        ScoringParameters p = field.parameters();
        int[][] gameNbw = grid();
        for (int r = 0; r < rounds; r++) {
            for (int e = 0; e < n; e++) {
                gameNbw[e][r] = r == 0 ? 0 : gameNbw[e][r - 1];
            }
            for (ScoredGame g : field.games()) {
                if (g.round() == r) {
                    gameNbw[g.white()][r] += g.verdict().pointsX2(true);
                    gameNbw[g.black()][r] += g.verdict().pointsX2(false);
                }
            }
        }
        for (int e = 0; e < n; e++) {
            int start = 2 * p.startingScore(field.entrants().get(e));
            int extraNbw = 0, extraMms = 0;
            for (int r = 0; r < rounds; r++) {
                if (participation[e][r] == ABSENT) {
                    extraNbw += p.nbw2Absent();
                    extraMms += p.mms2Absent();
                } else if (participation[e][r] == BYE) {
                    extraNbw += p.nbw2Bye();
                    extraMms += p.mms2Bye();
                }
                int addNbw = p.roundDown() ? extraNbw / 2 * 2 : extraNbw;
                int addMms = p.roundDown() ? extraMms / 2 * 2 : extraMms;
                nbw[e][r] = gameNbw[e][r] + addNbw;
                mms[e][r] = start + gameNbw[e][r] + addMms;
            }
        }
    }

    /** The scores with every round not played over the board counted as half a point. */
    private void virtualScores() {
        for (int e = 0; e < n; e++) {
            int start = 2 * field.parameters().startingScore(field.entrants().get(e));
            int sum = 0;
            for (int r = 0; r < rounds; r++) {
                ScoredGame g = game[e][r];
                sum += g != null && g.wasPlayed() ? g.verdict().pointsX2(g.white() == e) : 1;
                nbwVirtual[e][r] = sum;
                mmsVirtual[e][r] = start + sum;
            }
        }
    }

    private void cumulative() {
        for (int e = 0; e < n; e++) {
            for (int r = 0; r < rounds; r++) {
                cussw[e][r] = (r == 0 ? 0 : cussw[e][r - 1]) + nbw[e][r];
                cussm[e][r] = (r == 0 ? 0 : cussm[e][r - 1]) + mms[e][r];
            }
        }
    }

    private void opponentSums() {
        boolean virtual = field.parameters().notPlayedAsHalfPoint();
        for (int r = 0; r < rounds; r++) {
            for (int e = 0; e < n; e++) {
                int own = 2 * field.parameters().startingScore(field.entrants().get(e));
                int[] osw = new int[r + 1];
                int[] osm = new int[r + 1];
                int sdw = 0, sdm = 0;
                for (int rr = 0; rr <= r; rr++) {
                    if (!countsOpponent(e, rr)) {
                        osw[rr] = 0;
                        osm[rr] = own;
                        continue;
                    }
                    ScoredGame g = game[e][rr];
                    int o = g.opponentOf(e);
                    boolean white = g.white() == e;
                    int won = g.verdict().pointsX2(white);
                    osw[rr] = virtual ? nbwVirtual[o][r] : nbw[o][r];
                    osm[rr] = (virtual ? mmsVirtual[o][r] : mms[o][r]) + (white ? 2 : -2) * g.handicap();
                    sdw += osw[rr] * won;
                    sdm += osm[rr] * won;
                }
                sosw[e][r] = sum(osw);
                sosm[e][r] = sum(osm);
                sodosw[e][r] = sdw;
                sodosm[e][r] = sdm;
                int[] sw = sorted(osw);
                int[] sm = sorted(osm);
                if (r == 1) {
                    soswM1[e][r] = Math.max(osw[0], osw[1]);
                } else if (r >= 2) {
                    soswM1[e][r] = sosw[e][r] - sw[0];
                    soswM2[e][r] = soswM1[e][r] - sw[1];
                    sosmM1[e][r] = sosm[e][r] - sm[0];
                    sosmM2[e][r] = sosmM1[e][r] - sm[1];
                    mosw[e][r] = sosw[e][r] - sw[0] - sw[r];
                    mosm[e][r] = sosm[e][r] - sm[0] - sm[r];
                }
            }
        }
    }

    private void opponentsOpponents() {
        for (int r = 0; r < rounds; r++) {
            for (int e = 0; e < n; e++) {
                int own = 2 * field.parameters().startingScore(field.entrants().get(e));
                int w = 0, m = 0;
                for (int rr = 0; rr <= r; rr++) {
                    if (!countsOpponent(e, rr)) {
                        m += own * (r + 1);
                        continue;
                    }
                    int o = game[e][rr].opponentOf(e);
                    w += sosw[o][r];
                    m += sosm[o][r];
                }
                sososw[e][r] = w;
                sososm[e][r] = m;
            }
        }
    }

    /** EXT and EXR: the opponents' NBW weighted 0..3 by how far the handicap favoured the opponent. */
    private void exploits() {
        for (int r = 0; r < rounds; r++) {
            for (int e = 0; e < n; e++) {
                int tried = 0, won = 0;
                for (int rr = 0; rr <= r; rr++) {
                    if (!countsOpponent(e, rr)) {
                        continue;
                    }
                    ScoredGame g = game[e][rr];
                    int o = g.opponentOf(e);
                    boolean white = g.white() == e;
                    int real = white ? g.handicap() : -g.handicap();
                    int natural = field.entrants().get(e).rank() - field.entrants().get(o).rank();
                    int d = real - natural;
                    int coef = d < 0 ? 0 : Math.min(3, d + 1);
                    tried += nbw[o][r] * coef;
                    if (g.verdict().pointsX2(white) == 2) {
                        won += nbw[o][r] * coef;
                    }
                }
                ext[e][r] = tried;
                exr[e][r] = won;
            }
        }
    }

    private static int sum(int[] a) {
        return Arrays.stream(a).sum();
    }

    private static int[] sorted(int[] a) {
        int[] s = a.clone();
        Arrays.sort(s);
        return s;
    }
}
