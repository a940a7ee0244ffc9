package org.goref.life;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.DeadStones;
import org.goref.core.game.MarkingProposal;
import org.goref.core.rules.RuleSet;

/**
 * The dead-stone estimator: Benson's proof first (what it proves alive is never dead, what it
 * proves owned is settled), then the ownership of many fast playouts with each colour moving first,
 * averaged, then the chains whose stones the playouts hand to the opponent are dead, and those of
 * big groups with no room for two eyes however random play treated them ({@link EyeShortage}),
 * except chains held in a seki that only reading the race shows ({@link RaceSeki}); a
 * group the enemy encloses in a few points is read out exactly, its owner moving first
 * ({@link EnclosedReader}: dead only if it dies whoever moves, alive if it lives moving first, and
 * then the enemy chains inside it that it takes whatever they do are dead), a doubtful group too
 * big for that, inside a wall, is read over candidate moves and dead when it dies even moving first
 * ({@link GroupReader}),
 * except where reading a capturing race between two touching chains ({@link RaceReader}) says
 * otherwise: a doubtful chain captured even when it moves first is dead ({@link LostRaces}), and
 * of two touching doubtful chains the one that loses the race dies. The rest of the proposal (seki,
 * territory, dame, protective moves) is read from the position with the dead stones removed, by
 * {@link Settlement}.
 *
 * <p>Deterministic: the same position, player to move and seed give the same proposal.
 */
public final class Estimator implements DeadStones {
    /**
     * How clearly the playouts must keep a chain's stones for it to be alive. Above zero on purpose:
     * in a finished position a living group is clearly alive (its stones stay in nearly every
     * playout), while a dead one often survives random play for lack of a killing sequence; a chain
     * only a little more often alive than dead is far more often dead. Seki chains are not affected:
     * the playouts never fill a shared liberty, so they keep their stones. (On a third of the corpus,
     * 0.15 beat 0 by 1 point of exact margins; 0.3 was worse again.)
     */
    static final double ALIVE_OWNERSHIP = 0.15;

    /**
     * The ownership given to a kept chain whose big group is short of eyes ({@link EyeShortage}):
     * below {@link #CLEARLY_DEAD}, so that a doubtful enemy neighbour does not keep it alive.
     */
    static final double SHORT_OF_EYES = -0.5;

    /**
     * Below this confidence a dead chain is worth a second look: the playouts gave it to the enemy
     * less than four times in five, or the eye count overruled them ({@link #SHORT_OF_EYES} gives
     * 0.75). On the corpus about one dead chain in twenty, in one game in six.
     */
    public static final double DOUBTFUL = 0.8;

    /**
     * From this ownership (the chain's unit, from its own side) the playouts keep a chain firmly: it
     * is dead only when a reading proves it, never by a static count alone, and is otherwise left
     * alive and flagged ({@link Proposal#doubtfulAlive()}).
     */
    static final double KEPT_FIRMLY = 0.7;

    /** The confidence given to a chain dead by shape (bent four) against the playouts' verdict. */
    static final double BY_SHAPE_CONFIDENCE = 0.9;

    /** Playouts per colour moving first. */
    private final int playoutsPerSide;

    public Estimator() {
        this(96);
    }

    public Estimator(int playoutsPerSide) {
        if (playoutsPerSide < 1) {
            throw new IllegalArgumentException("playouts must be positive");
        }
        this.playoutsPerSide = playoutsPerSide;
    }

    @Override
    public Set<Point> propose(Board board, RuleSet rules, int toMove) {
        return propose(board, rules, toMove, 0L).deadStones();
    }


    /**
     * The dead stones, those of chains below {@link #DOUBTFUL} confidence, and the protective moves
     * still owed (the proposal's sealing), seed 0.
     */
    @Override
    public MarkingProposal proposeMarking(Board board, RuleSet rules, int toMove) {
        return marking(propose(board, rules, toMove, 0L));
    }

    /**
     * A proposal as the core's {@link MarkingProposal}: its dead stones; as doubtful, those of chains
     * below {@link #DOUBTFUL} confidence and the living ones it flags ({@link Proposal#doubtfulAlive()});
     * and its sealing as the protective moves still owed.
     */
    public static MarkingProposal marking(Proposal p) {
        List<MarkingProposal.ProtectiveMove> owed = new ArrayList<>();
        for (Proposal.Play s : p.sealing()) {
            owed.add(new MarkingProposal.ProtectiveMove(Color.ofCode(s.color()), s.point()));
        }
        owed.sort(Comparator.comparing(MarkingProposal.ProtectiveMove::point));
        Set<Point> doubtful = new HashSet<>(p.doubtfulAlive());
        for (Proposal.DeadChain d : p.dead()) {
            if (d.confidence() < DOUBTFUL) {
                doubtful.addAll(d.stones());
            }
        }
        return new MarkingProposal(p.deadStones(), doubtful, owed);
    }

    /** The full proposal for the position on {@code board} (not changed), {@code toMove} to move. */
    public Proposal propose(Board board, RuleSet rules, int toMove, long seed) {
        requireColour(toMove);
        int size = board.size();
        Benson benson = Benson.of(board);
        double[] own = ownership(board, toMove, seed, benson);

        // A chain is dead when the playouts give its stones to the opponent, unless Benson proves it.
        boolean[] deadHead = new boolean[board.cells()];
        double[] chainOwn = new double[board.cells()];
        List<Integer> openChains = new ArrayList<>();
        for (int i = 0; i < board.cells(); i++) {
            int c = board.get(i);
            if ((c == Board.BLACK || c == Board.WHITE) && board.chain(i) == i && !benson.isPassAlive(i)) {
                chainOwn[i] = chainOwnership(board, i, own) * Proposal.colourSign(c);
                openChains.add(i);
            }
        }
        // Chains linked by two shared liberties live or die together: none is less alive than
        // its unit on average.
        VirtualConnections links = VirtualConnections.of(board);
        links.raiseToUnit(benson, chainOwn);
        // What the playouts made of each chain (by its unit), before any count or reading overrules them.
        double[] keptOwn = chainOwn.clone();
        // Chains a reading (not a static count) proved dead: only those are dead against the playouts.
        boolean[] provenDead = new boolean[board.cells()];
        // A big kept group with no room for two eyes is dead whatever random play made of it.
        // Benson again with the miai links made (chains sharing two liberties that are no eyes):
        // what it proves is never dead either, as long as the owner answers the cut.
        Benson linked = Benson.linked(board, links.unitsLinkedOutsideEyes());
        // Chains held in a seki only reading shows are not judged by their eyes, nor candidates.
        Races races = new Races(board, own);
        List<Integer> inSeki = RaceSeki.find(board, benson, chainOwn, openChains, races, ALIVE_OWNERSHIP);
        // The eye count up to a higher ownership: kept groups short of eyes, whose races judge them
        // when nothing around them is weak (LostRaces).
        boolean[] shortOfEyesKept = new boolean[board.cells()];
        for (int h : EyeShortage.findUpTo(board, benson, linked, chainOwn, openChains, ALIVE_OWNERSHIP, inSeki,
                LostRaces.SHORT_OF_EYES_READ_BELOW)) {
            shortOfEyesKept[h] = true;
        }
        for (int h : EyeShortage.find(board, benson, linked, chainOwn, openChains, ALIVE_OWNERSHIP, inSeki)) {
            chainOwn[h] = SHORT_OF_EYES;
        }
        List<Integer> standingInSeki = new ArrayList<>();
        // Chains a reading or their own eyes keep alive: no capture of theirs is judged for nothing.
        boolean[] readAlive = new boolean[board.cells()];
        // Chains the exhaustive read settled: the group reader does not read them again.
        boolean[] readOut = new boolean[board.cells()];
        // An enclosed group's few points are read out: dead when it dies even moving first, kept
        // when it lives moving first, whatever the playouts made of it.
        for (int h : openChains) {
            int enemySign = -Proposal.colourSign(board.get(h));
            EnclosedReader.Reading reading = EnclosedReader.read(board, h, n -> own[n] * enemySign >= EnclosedReader.FIRM_WALL);
            EnclosedReader.Verdict v = reading.verdict();
            readOut[h] = v != EnclosedReader.Verdict.UNKNOWN;
            provenDead[h] |= v == EnclosedReader.Verdict.KILLED;
            if (v == EnclosedReader.Verdict.KILLED && chainOwn[h] >= ALIVE_OWNERSHIP) {
                chainOwn[h] = SHORT_OF_EYES;
            } else if (v == EnclosedReader.Verdict.LIVES) {
                readAlive[h] = true;
                chainOwn[h] = Math.max(chainOwn[h], ALIVE_OWNERSHIP);
                // Read out alive, kept or not: the race reader's two chains see less than this search did.
                shortOfEyesKept[h] = false;
            }
            // Enemy chains inside a living group's area that it takes even when they move first
            // are dead, though random play leaves them (a seki to the count otherwise).
            for (int e : reading.capturedInside()) {
                provenDead[e] = true;
                if (chainOwn[e] >= ALIVE_OWNERSHIP && !benson.isPassAlive(e)) {
                    chainOwn[e] = SHORT_OF_EYES;
                }
            }
            // Enemy chains inside it that it cannot take even moving first stand (a seki in its
            // eye space), though random play often fills the seki's liberty and takes them.
            for (int e : reading.standingInside()) {
                if (chainOwn[e] < ALIVE_OWNERSHIP && !inSeki.contains(e)) {
                    chainOwn[e] = ALIVE_OWNERSHIP;
                    shortOfEyesKept[e] = false;
                    standingInSeki.add(e);
                }
            }
        }

        // A doubtful group inside an enemy wall, too big for the exhaustive read, is read over
        // candidate moves: dead when it dies even moving first. Random play kills such a group by
        // its vital points no more often than it lives, so the playouts keep it near +0.5.
        for (int h : openChains) {
            if (readOut[h] || chainOwn[h] < CLEARLY_DEAD || chainOwn[h] > GROUP_READ_BELOW
                    || linked.isPassAlive(h) || inSeki.contains(h) || standingInSeki.contains(h)) {
                continue;
            }
            int enemySign = -Proposal.colourSign(board.get(h));
            if (GroupReader.killedMovingFirst(board, h, n -> own[n] * enemySign >= GroupReader.FIRM_WALL)) {
                provenDead[h] = true;
                chainOwn[h] = SHORT_OF_EYES;
            }
        }
        // A chain with two eyes of its own lives, however rarely random play kept it.
        List<Integer> doubted = openChains.stream().filter(h -> chainOwn[h] < ALIVE_OWNERSHIP).toList();
        for (int h : new OwnEyes(board).withTwoPerBlock(doubted, links.unitsLinkedOutsideEyes())) {
            readAlive[h] = true;
            chainOwn[h] = ALIVE_OWNERSHIP;
            // Two eyes of its own: no race to read (LostRaces would read a short-of-eyes mark up to 0.9).
            shortOfEyesKept[h] = false;
        }
        List<Integer> candidates = new ArrayList<>();
        for (int h : openChains) {
            if (chainOwn[h] < ALIVE_OWNERSHIP && !linked.isPassAlive(h) && EnemyReach.reaches(board, h, e -> true)) {
                candidates.add(h);
            }
        }
        // A doubtful chain that hangs on a living one by two shared liberties cannot be cut off.
        candidates.removeAll(links.rescued(candidates));
        candidates.removeAll(inSeki);
        candidates.removeAll(standingInSeki);
        // A chain that captures a weak enemy stone inside the enemy's own area, where it has no room
        // to live, has gained nothing: it is dead before any race is decided, so neither its
        // win in the race nor its standing as a killer makes the captured stone dead.
        for (int h : EnclosedCapturers.find(board, linked, own, chainOwn, races)) {
            if (readAlive[h] || inSeki.contains(h) || standingInSeki.contains(h)) {
                continue;
            }
            chainOwn[h] = SHORT_OF_EYES;
            if (!candidates.contains(h)) {
                candidates.add(h);
            }
        }
        // A race lost against chains the playouts keep firmly, read with their firm areas closed, is
        // a reading but not an exact one: dead, and worth a second look.
        boolean[] raceAgainstTheKeep = new boolean[board.cells()];
        for (int loser : LostRaces.find(board, linked, chainOwn, races, shortOfEyesKept)) {
            raceAgainstTheKeep[loser] = !provenDead[loser] && keptOwn[loser] >= KEPT_FIRMLY;
            provenDead[loser] = true;
            chainOwn[loser] = LOST_RACE;
            if (!candidates.contains(loser)) {
                candidates.add(loser);
            }
        }
        resolveNeighbours(board, candidates, chainOwn, deadHead, races);
        // No confident mistakes: a chain the playouts keep as its own colour's is dead only when a
        // reading proved it; otherwise it stands, flagged for the players to look at.
        List<Point> doubtfulAlive = new ArrayList<>();
        for (int h : openChains) {
            if (deadHead[h] && !provenDead[h] && keptOwn[h] >= KEPT_FIRMLY) {
                deadHead[h] = false;
                int s = h;
                do {
                    doubtfulAlive.add(board.point(s));
                    s = board.nextInChain(s);
                } while (s != h);
            }
        }
        doubtfulAlive.sort(null);
        BentFour.apply(board, benson, deadHead);
        EnemyReach.keepThoseNoLivingEnemyReaches(board, deadHead);

        List<Proposal.DeadChain> dead = new ArrayList<>();
        boolean[] isDead = new boolean[board.cells()];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = board.index(x, y);
                int c = board.get(i);
                if ((c != Board.BLACK && c != Board.WHITE) || board.chain(i) != i || !deadHead[i]) {
                    continue;
                }
                List<Point> stones = markChain(board, i, isDead);
                double confidence = chainOwn[i] < ALIVE_OWNERSHIP ? Math.min(1.0, Math.max(0.5, 0.5 - chainOwn[i] / 2)) : BY_SHAPE_CONFIDENCE;
                if (raceAgainstTheKeep[i]) {
                    confidence = Math.min(confidence, 0.5 - SHORT_OF_EYES / 2);
                }
                dead.add(new Proposal.DeadChain(c, stones, confidence));
            }
        }
        double[] ownership = rowMajor(board, own);
        Proposal p = Settlement.settle(board, isDead, toMove, rules, dead, ownership, doubtfulAlive);
        List<Proposal.DeadChain> consistent = outsideOwnTerritory(p);
        if (consistent.size() == dead.size()) {
            return p;
        }
        Arrays.fill(isDead, false);
        for (Proposal.DeadChain d : consistent) {
            for (Point q : d.stones()) {
                isDead[board.index(q)] = true;
            }
        }
        return Settlement.settle(board, isDead, toMove, rules, consistent, ownership, doubtfulAlive);
    }

    /**
     * The dead chains of {@code p} that do not stand in their own side's territory once the count's
     * walls are closed: a chain its own stones enclose is not dead (the marking contradicted the
     * count; on an open board random play and reading can disagree so).
     */
    private static List<Proposal.DeadChain> outsideOwnTerritory(Proposal p) {
        Set<Point> black = new HashSet<>(p.blackTerritory());
        Set<Point> white = new HashSet<>(p.whiteTerritory());
        List<Proposal.DeadChain> out = new ArrayList<>();
        for (Proposal.DeadChain d : p.dead()) {
            Set<Point> own = d.color() == Board.BLACK ? black : white;
            boolean enclosedByItsOwn = false;
            for (Point q : d.stones()) {
                enclosedByItsOwn |= own.contains(q);
            }
            if (!enclosedByItsOwn) {
                out.add(d);
            }
        }
        return out;
    }

    /**
     * The proposal for a marking decided elsewhere — by the players, or by another program — with
     * everything else read as {@link #propose(Board, RuleSet, int, long)} reads it: seki, territory,
     * dame, the borders the record left open, protective moves. Every stone of a chain with a stone
     * in {@code deadStones} is dead, with confidence 1; the ownership is the playouts'.
     */
    public Proposal settle(Board board, RuleSet rules, int toMove, Set<Point> deadStones, long seed) {
        requireColour(toMove);
        Marked m = Marked.of(board, deadStones);
        double[] own = ownership(board, toMove, seed, Benson.of(board));
        return Settlement.settle(board, m.isDead(), toMove, rules, m.dead(), rowMajor(board, own));
    }

    /** The chains through {@code deadStones}, whole, dead with confidence 1 (a marking decided elsewhere). */
    private record Marked(boolean[] isDead, List<Proposal.DeadChain> dead) {
        static Marked of(Board board, Set<Point> deadStones) {
            boolean[] isDead = new boolean[board.cells()];
            List<Proposal.DeadChain> dead = new ArrayList<>();
            for (Point p : new TreeSet<>(deadStones)) {
                int i = board.index(p);
                int c = board.get(i);
                if (c != Board.BLACK && c != Board.WHITE) {
                    throw new IllegalArgumentException("no stone at " + p);
                }
                if (!isDead[i]) {
                    dead.add(new Proposal.DeadChain(c, markChain(board, i, isDead), 1.0));
                }
            }
            return new Marked(isDead, dead);
        }
    }

    /**
     * As {@link #settle(Board, RuleSet, int, Set, long)} with the ownership of a proposal already made
     * for this position ({@code from}): no playouts, so a benchmark can recount many markings of one
     * position (each chain flipped in turn) at the cost of the settlement alone.
     */
    public static Proposal resettle(Board board, RuleSet rules, int toMove, Set<Point> deadStones, Proposal from) {
        requireColour(toMove);
        Marked m = Marked.of(board, deadStones);
        return Settlement.settle(board, m.isDead(), toMove, rules, m.dead(), from.ownership());
    }

    private static void requireColour(int toMove) {
        if (toMove != Board.BLACK && toMove != Board.WHITE) {
            throw new IllegalArgumentException("toMove must be Board.BLACK or Board.WHITE");
        }
    }

    /** The stones of the chain through {@code i}, sorted, each marked in {@code isDead}. */
    private static List<Point> markChain(Board board, int i, boolean[] isDead) {
        List<Point> stones = new ArrayList<>();
        int s = i;
        do {
            stones.add(board.point(s));
            isDead[s] = true;
            s = board.nextInChain(s);
        } while (s != i);
        stones.sort(null);
        return stones;
    }

    /** Each point's mean owner over the playouts (+1 Black, -1 White), by cell; Benson's proof wins. */
    private double[] ownership(Board board, int toMove, long seed, Benson benson) {
        double[] own = new double[board.cells()];
        Playouts playouts = new Playouts(board.size(), seed * 0x2545F4914F6CDD1DL + board.hash());
        playouts.run(board, toMove, playoutsPerSide, own);
        playouts.run(board, 3 - toMove, playoutsPerSide, own);
        double scale = 1.0 / (2 * playoutsPerSide);
        for (int i = 0; i < own.length; i++) {
            own[i] *= scale;
            int proven = benson.owner(i);
            if (proven != Board.EMPTY) {
                own[i] = Proposal.colourSign(proven);
            }
        }
        return own;
    }

    private static double[] rowMajor(Board board, double[] byCell) {
        int size = board.size();
        double[] out = new double[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                out[y * size + x] = byCell[board.index(x, y)];
            }
        }
        return out;
    }

    /**
     * Two touching chains of opposite colours cannot both be dead: one of them did the killing. The
     * clearest dead chains are decided first, and each makes its enemy neighbours alive. When a doubtful
     * chain meets an enemy neighbour that is also doubtful, neither is clearly losing the fight
     * between them (a seki or an unresolved race the players left as it was): both stay alive,
     * unless the chain is short of liberties and every such neighbour has more: it loses the race.
     */
    static void resolveNeighbours(Board board, List<Integer> candidates, double[] chainOwn, boolean[] deadHead) {
        resolveNeighbours(board, candidates, chainOwn, deadHead, new Races(board));
    }

    static void resolveNeighbours(Board board, List<Integer> candidates, double[] chainOwn, boolean[] deadHead,
                                  Races races) {
        boolean[] candidate = new boolean[board.cells()];
        for (int h : candidates) {
            candidate[h] = true;
        }
        boolean[] alive = new boolean[board.cells()];
        candidates.sort((a, b) -> Double.compare(chainOwn[a], chainOwn[b]));
        int[] dir = board.directions();
        for (int h : candidates) {
            if (alive[h]) {
                continue;
            }
            int c = board.get(h);
            boolean doubtfulNeighbour = false;
            boolean losesRace = true;
            int s = h;
            do {
                for (int d : dir) {
                    int n = s + d;
                    if (board.get(n) == 3 - c) {
                        int nh = board.chain(n);
                        if (candidate[nh] && !deadHead[nh] && !alive[nh]) {
                            doubtfulNeighbour = true;
                            losesRace &= races.loses(h, nh);
                        }
                    }
                }
                s = board.nextInChain(s);
            } while (s != h);
            boolean dead = chainOwn[h] <= CLEARLY_DEAD || !doubtfulNeighbour || losesRace;
            s = h;
            do {
                for (int d : dir) {
                    int n = s + d;
                    if (board.get(n) == 3 - c && !deadHead[board.chain(n)]) {
                        int nh = board.chain(n);
                        // A doubtful neighbour that this living chain beats in their race stays
                        // undecided: it loses the race when its own turn comes.
                        boolean beaten = !dead && candidate[nh] && !alive[nh] && races.loses(nh, h);
                        if (!beaten) {
                            alive[nh] = true;
                        }
                    }
                }
                s = board.nextInChain(s);
            } while (s != h);
            if (dead) {
                deadHead[h] = true;
            } else {
                alive[h] = true;
            }
        }
    }

    /** The ownership given to a chain that loses a race even moving first: dead before any other. */
    static final double LOST_RACE = -1.0;

    /** Below this a chain is dead even when an enemy neighbour is doubtful too. */
    static final double CLEARLY_DEAD = -0.4;

    /**
     * Chains kept up to this are read by {@link GroupReader}: above it the playouts keep a group
     * clearly enough (a kill found above it would overrule three playouts in four).
     */
    static final double GROUP_READ_BELOW = 0.6;

    private static double chainOwnership(Board board, int head, double[] own) {
        double sum = 0;
        int n = 0;
        int s = head;
        do {
            sum += own[s];
            n++;
            s = board.nextInChain(s);
        } while (s != head);
        return sum / n;
    }
}
