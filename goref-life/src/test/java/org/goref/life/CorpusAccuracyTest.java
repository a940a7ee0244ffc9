package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.goref.data.SharedFolder;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A regression guard on a fixed sample of the corpus (every 24th game of games19.tsv: 61 games):
 * replay, propose, count under the record's rules and komi, compare with the recorded margin. The
 * floors sit a little under the figures measured when the test was written (docs/life.md), so a
 * change that makes the estimator worse fails here.
 */
class CorpusAccuracyTest {
    private static final int EVERY = 24;

    record Sample(String id, Board board, int toMove, RuleSet rules, int handicap, int[] passes, double margin) {
    }

    @Test
    void theSampleIsScoredAtLeastAsWellAsWhenTheFloorsWereSet() throws IOException {
        Path shared = sharedOrSkip();
        List<Sample> samples = load(shared.resolve("bench/data/games19.tsv"), shared.resolve("corpus/index.csv"),
                (k, id) -> k % EVERY == 0);
        assertThat(samples).hasSizeGreaterThanOrEqualTo(60);
        Estimator estimator = new Estimator();
        int winner = 0, exact = 0, within1 = 0;
        List<String> misses = new ArrayList<>();
        for (Sample s : samples) {
            Proposal p = estimator.propose(s.board(), s.rules(), s.toMove(), 0L);
            ScoreSheet sheet = FinalCount.count(s.board(), p, s.rules(), s.handicap(), s.passes());
            double est = sheet.difference();
            winner += Math.signum(est) == Math.signum(s.margin()) ? 1 : 0;
            exact += Math.abs(est - s.margin()) < 1e-9 ? 1 : 0;
            within1 += Math.abs(est - s.margin()) <= 1 ? 1 : 0;
            if (Math.abs(est - s.margin()) > 1e-9) {
                misses.add(s.id() + " " + s.margin() + " vs " + est);
            }
        }
        double n = samples.size();
        String report = String.format("winner=%.3f exact=%.3f within1=%.3f misses=%s", winner / n, exact / n,
                within1 / n, misses);
        System.out.println("corpus sample (" + samples.size() + " games): " + report);
        assertThat(winner / n).as(report).isGreaterThanOrEqualTo(WINNER_FLOOR);
        assertThat(exact / n).as(report).isGreaterThanOrEqualTo(EXACT_FLOOR);
        assertThat(within1 / n).as(report).isGreaterThanOrEqualTo(WITHIN1_FLOOR);
    }

    /**
     * Big eyeless invasions that random play keeps and the players called dead (docs/life.md,
     * "Big groups short of eyes"): each record counted within a point of its result, on the default
     * seed and two others.
     */
    @Test
    void bigGroupsWithoutRoomForTwoEyesAreDead() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2015-06/802401079.sgf", "tygem/2015-06/799827620.sgf",
                "tygem/2016-07/887406604.sgf"));
    }

    /**
     * A White group of 29 stones without two eyes that holds four Black stones with five liberties
     * inside: a seki the record counts (W+7.5). Counted B+56.5 when the eye count judged it.
     */
    @Test
    void aGroupHoldingAnEnemyRacerInsideIsLeftAlive() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2007-03/139100793.sgf"));
    }

    /**
     * Enclosed groups killed by a sacrifice — the enemy fills a shared liberty, is taken, and leaves
     * a dead shape — that the playouts keep as seki (EnclosedReader): an AI game's twelve stones on
     * the edge around two enemy stones, a 25-stone group of the GNU Go collection, and two more.
     */
    @Test
    void enclosedGroupsASacrificeKillsAreDead() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("ai/The_11th_Computer_Go_UEC_Cup_day2_1-GLOBIS_AQZ-Ray.sgf",
                "gnugo/century21-2002__goint-gnugo.sgf", "gnugo/nngs__lindq-gnugo-3.3.4-200207051636.sgf",
                "tygem/2010-06/367653237.sgf"));
    }

    /**
     * Groups whose fate random play left to luck and the playouts' answers to hane and cuts decide
     * (ShapePatterns): a nine-stone invasion under a Black wall, and a big group of a GNU Go game.
     */
    @Test
    void invasionsTheShapeAnswersKillAreDead() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2009-06/286793787.sgf",
                "gnugo/nngs__gnugo-3.1.27-GoFuN-200203131958.sgf"));
    }

    /**
     * A White group of four chains along the top edge and through the centre whose eyes each lie
     * between two chains, false by their diagonals, and two of whose chains share two liberties:
     * pass-alive once that link is made (Benson over linked chains), so the eye count does not judge
     * it. It was counted B+87.5 against the record's W+12.5 when the eye count killed it.
     */
    @Test
    void aGroupProvenAliveThroughItsMiaiLinksIsNotJudgedByTheEyeCount() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("gnugo/gunnar__rbm-bobk-200303111815.sgf"));
    }

    /**
     * A Black stone in atari inside a White group the playouts give to Black: the White chains that
     * could take it are dying themselves, so it is not lost to them (LostRaces) and they do not live
     * by "killing" it. Counted 17 points out when any killer not clearly dead counted.
     */
    @Test
    void aStoneInAtariInsideADyingGroupIsNotItsVictim() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("gnugo/olympiad2004__19x19__gnu-mfg.sgf"));
    }

    /**
     * Groups of six stones with no eye space at all that random play keeps weakly (0.24, 0.25) and
     * the players counted dead: judged by the eye count from five stones when eyeless.
     */
    @Test
    void smallGroupsWithoutAnyEyeSpaceAreDead() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("gnugo/nngs__gnugo-3.5.5-liza-200404251750.sgf",
                "tygem/2006-06/104191350.sgf"));
    }

    /**
     * A capture inside the only eye space that leaves a dead shape: 17 Black stones hold White
     * stones in atari against White's outer wall; taking them leaves a nakade. Read once the area
     * stops at the wall (EnclosedReader); counted B+15.5 against the record's W+28.5 before.
     * And a corner that lives only by a ko White takes first: dead, as the record has it. And a
     * Black corner around two White stones it takes whenever it likes: the eye count killed the
     * corner (W+32.5 against B+4.5), then the count took the two stones for a seki (W+1.5) until
     * the reader was asked which enemy chains inside a living group are captured.
     */
    @Test
    void enclosedGroupsAgainstTheWallKosTakenFirstAndCapturesInsideAreRead() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("gnugo/kgs__2004-04-28-R-dokuganryu-GnuGoCVS.sgf",
                "tygem/2010-06/367523093.sgf", "tygem/2015-06/799730170.sgf"));
    }

    /**
     * Six eyeless Black stones whose three liberties a White chain of 24 shares, with one more of
     * its own: a seki by the race (the eye count killed them, W+15.5 against W+0.5). And four Black
     * stones sharing both liberties of a White group of 15 that dies all the same: taken, they leave
     * a dead shape, so the small partner holds no seki.
     */
    @Test
    void aSekiOnlyTheRaceShowsIsAliveButNotWithASmallPartner() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2010-06/367645472.sgf", "tygem/2010-06/367653237.sgf"));
    }

    /**
     * Ten Black stones kept at 0.64 whose only eye is three White stones in atari and their
     * liberty: taken, they leave a straight three. Dead (W+99.5 against W+132.5 before).
     */
    @Test
    void anEyeThatIsACaptureIsTheShapeOfTheStonesTaken() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("gnugo/nicklas__nicklas8.sgf"));
    }

    /**
     * A White group inside Black's area, whose stones keep Black's space open: both groups looked
     * eyeless and excused each other on seed 0 (W+33.5 against B+11.5).
     */
    @Test
    void anInvasionDoesNotExcuseItselfByTheEyesItBreaks() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of(
                "ai/Berry_Genomics_Cup_2018_World_AI_Weiqi_Competition_5-1_FineArt_VS_DolBaram.sgf"));
    }

    /**
     * A dead invasion of 19 stones joined, through shared liberties, to two dead Black stones in
     * the corner that share a self-atari liberty with a White stone: no seki among stones about to
     * be removed (B+38.5 and B+47.5 on seeds 0 and 2 against W+11.5).
     */
    @Test
    void aSekiLibertyBetweenDeadStonesExcusesNoGroup() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2009-06/289226864.sgf"));
    }

    /**
     * A 48-stone centre group with a bent-four space of its own and 14 liberties, which random play
     * kept at +0.07 (it fills its own big eye space as readily as any point): W+109.5 on seeds 0 and
     * 2 against B+6.5.
     */
    @Test
    void aChainWithTwoEyesOfItsOwnLivesHoweverRarelyThePlayoutsKeepIt() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2007-03/141485845.sgf"));
    }

    /**
     * Two Black stones inside a White group enclosed by Black, in a seki once Black fills the
     * shared outside liberty: White's group reads alive, but cannot take them when Black moves
     * first (White's fill is a self-atari of a chain of several stones). Random play takes them
     * at −0.25: W+12.5 against W+4.5 (GNU Go's marking agrees with the record).
     */
    @Test
    void aChainALivingGroupCannotTakeWhenItsSideMovesFirstStands() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2009-06/287432780.sgf"));
    }

    /**
     * 23 eyeless Black stones with four liberties beside a proven White edge group, every White chain
     * around them standing, which random play keeps at 0.73–0.84 (it rarely fills the last shared
     * liberties): the race is lost even moving first (B+19.5 against W+25.5; counted W+31.5 now, as
     * GNU Go's marking counts it — the record's own count differs by six points).
     */
    @Test
    void aGroupShortOfEyesAmongStandingEnemiesThatLosesItsRaceIsDead() throws IOException {
        Path shared = sharedOrSkip();
        List<Sample> samples = load(shared.resolve("bench/data/games19.tsv"), shared.resolve("corpus/index.csv"),
                (k, id) -> id.equals("tygem/2016-07/890242459.sgf"));
        assertThat(samples).hasSize(1);
        Sample s = samples.get(0);
        for (long seed = 0; seed < 3; seed++) {
            Proposal p = new Estimator().propose(s.board(), s.rules(), s.toMove(), seed);
            double est = FinalCount.count(s.board(), p, s.rules(), s.handicap(), s.passes()).difference();
            assertThat(Math.signum(est)).as(s.id() + " seed " + seed).isEqualTo(Math.signum(s.margin()));
            // A race read against the playouts' firm keep is no exact proof: dead, but flagged.
            assertThat(p.dead()).as(s.id() + " seed " + seed)
                    .anySatisfy(d -> assertThat(d.stones().size() >= 20 && d.confidence() < Estimator.DOUBTFUL).isTrue());
        }
    }

    /**
     * 24 Black stones at +0.01 in White's corner around two White stones at −0.13 that they
     * out-liberty: the eye count gave the six points around the pair two eyes, and the doubtful
     * pair, beaten in its race, kept the group standing. Taking the pair fills its four liberties
     * and leaves its two points and a false eye on the edge: one eye, and a doubted group short of
     * eyes is judged (W+10.5 on seeds 0 and 1 against W+84.5, as GNU Go's marking counts it).
     */
    @Test
    void aRegionHoldingEnemyStonesIsWorthWhatTakingThemLeaves() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("gnugo/nngs__juka-gnugo-3.3.16-200302072106.sgf"));
    }

    /**
     * Sixteen Black stones in five chains around a one-point false eye inside White's wall, kept at
     * +0.55 on seeds 0 and 1 (above the eye count's firm level): the group reader finds them dead
     * even moving first (W+128.5; W+87.5 before it on those seeds).
     */
    @Test
    void aGroupTheReaderKillsEvenMovingFirst() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("gnugo/nngs__saphir-gnugo-3.3.12-200212031818.sgf"));
    }

    /**
     * Three White stones with two liberties kept at +0.20 beside twelve Black stones with three at
     * -0.18, Black to move: Black takes them even moving second, so they are the ones that die (the
     * record and GNU Go); before, the Black chain met no doubtful neighbour and died alone (B+4.5
     * against B+9.5 on seeds 0 and 2).
     */
    @Test
    void aLooselyKeptChainLosesItsRaceToADoubtfulNeighbour() throws IOException {
        countedWithinAPointOnThreeSeeds(List.of("tygem/2015-06/798345711.sgf"));
    }

    private void countedWithinAPointOnThreeSeeds(List<String> ids) throws IOException {
        Path shared = sharedOrSkip();
        List<Sample> samples = load(shared.resolve("bench/data/games19.tsv"), shared.resolve("corpus/index.csv"),
                (k, id) -> ids.contains(id));
        assertThat(samples).hasSize(ids.size());
        Estimator estimator = new Estimator();
        for (Sample s : samples) {
            for (long seed = 0; seed < 3; seed++) {
                Proposal p = estimator.propose(s.board(), s.rules(), s.toMove(), seed);
                double est = FinalCount.count(s.board(), p, s.rules(), s.handicap(), s.passes()).difference();
                assertThat(est).as(s.id() + " seed " + seed).isCloseTo(s.margin(), offset(1.0));
            }
        }
    }

    static final double WINNER_FLOOR = 0.96;
    static final double EXACT_FLOOR = 0.91;
    static final double WITHIN1_FLOOR = 0.96;

    /** The shared folder with the corpus index and games19.tsv; the test is skipped without one. */
    private static Path sharedOrSkip() {
        String[] needed = {"corpus/index.csv", "bench/data/games19.tsv"};
        Optional<Path> shared = SharedFolder.holding(needed);
        Assumptions.assumeTrue(shared.isPresent(), SharedFolder.missing(needed));
        return shared.get();
    }

    private static List<Sample> load(Path tsv, Path index, BiPredicate<Integer, String> take)
            throws IOException {
        Map<String, String[]> rows = new HashMap<>();
        List<String> lines = Files.readAllLines(index, StandardCharsets.UTF_8);
        List<String> header = List.of(lines.get(0).split(","));
        for (String line : lines) {
            if (line.startsWith("games/")) {
                String[] f = line.split(",", -1);
                rows.put(f[0].substring("games/".length()), f);
            }
        }
        int rulesCol = header.indexOf("rules"), komiCol = header.indexOf("komi"), hcCol = header.indexOf("handicap"),
                winCol = header.indexOf("winner"), marginCol = header.indexOf("margin");
        List<Sample> out = new ArrayList<>();
        int k = 0;
        for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (!take.test(k++, f[0])) {
                continue;
            }
            String[] row = rows.get(f[0]);
            if (row == null) {
                continue;
            }
            Board b = new Board(Integer.parseInt(f[1]));
            setup(b, f[2], Board.BLACK);
            setup(b, f[3], Board.WHITE);
            int toMove = f[2].length() > 2 && f[3].equals("-") ? Board.WHITE : Board.BLACK;
            int[] passes = new int[3];
            for (String m : f[4].trim().split(" +")) {
                int c = m.charAt(0) == 'B' ? Board.BLACK : Board.WHITE;
                String v = m.substring(1);
                if (v.equals("--") || v.equals("tt")) {
                    b.pass();
                    passes[c]++;
                } else {
                    int i = b.index(Point.parseSgf(v));
                    if (!b.tryPlay(i, c)) {
                        b.place(i, c);
                    }
                }
                toMove = 3 - c;
            }
            String name = row[rulesCol].replace("(assumed)", "").trim().toLowerCase();
            RuleSet.Preset preset = switch (name) {
                case "chinese" -> RuleSet.Preset.CHINESE;
                case "korean" -> RuleSet.Preset.KOREAN;
                case "aga" -> RuleSet.Preset.AGA;
                case "new zealand" -> RuleSet.Preset.NEW_ZEALAND;
                default -> RuleSet.Preset.JAPANESE;
            };
            double margin = Double.parseDouble(row[marginCol]) * (row[winCol].equals("W") ? -1 : 1);
            out.add(new Sample(f[0], b, toMove, preset.rules().withKomi(Double.parseDouble(row[komiCol])),
                    Integer.parseInt(row[hcCol]), passes, margin));
        }
        return out;
    }

    private static void setup(Board b, String field, int colour) {
        if (field.equals("-")) {
            return;
        }
        for (int i = 0; i + 1 < field.length(); i += 2) {
            b.setup(b.index(Point.parseSgf(field.substring(i, i + 2))), colour);
        }
    }
}
