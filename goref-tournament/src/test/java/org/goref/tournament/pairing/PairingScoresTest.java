package org.goref.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Random;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.tournament.Pairing;
import org.goref.tournament.Player;
import org.goref.tournament.Rank;
import org.goref.tournament.Regulations;
import org.goref.tournament.Result;
import org.goref.tournament.ResultSource;
import org.goref.tournament.Standings;
import org.goref.tournament.Tournament;
import org.goref.tournament.TournamentField;
import org.goref.tournament.TournamentInfo;
import org.goref.tournament.opengotha.GeneratedTournaments;
import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaPairing;
import org.goref.tournament.placement.Criterion;
import org.goref.tournament.placement.Scores;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.PairingParameters;
import org.goref.tournament.system.SeedBy;
import org.goref.tournament.system.Swiss;
import org.goref.tournament.system.TournamentSystem;

/**
 * The pairing's score of every player is the standings' NBW (Swiss) or MMS (McMahon) before the
 * round, over random tournaments with byes, absences, forfeits, draws, void games and double
 * forfeits: goref's own tournaments, a request made of their bare games (as the bench and the other
 * property tests make them), and OpenGotha files with their own bye and absence points.
 */
class PairingScoresTest {
    private static final Instant T0 = Instant.parse("2026-11-28T09:00:00Z");
    private static final String REFEREE = "Petrov Pyotr";

    @Provide
    Arbitrary<TournamentSystem> systems() {
        PairingParameters byRank = new PairingParameters(PairingParameters.SWISS.seeding(), 0,
                PairingParameters.SWISS.then(), SeedBy.RANK, 0, 0);
        return Arbitraries.of(Swiss.DEFAULT, new Swiss(byRank), McMahon.DEFAULT,
                new McMahon(Rank.parse("3d"), Rank.parse("15k"), PairingParameters.MCMAHON));
    }

    @Provide
    Arbitrary<Double> byePoints() {
        return Arbitraries.of(0.0, 0.5, 1.0);
    }

    @Property(tries = 30)
    void aGorefTournamentIsPairedOnItsStandingsScores(@ForAll("systems") TournamentSystem system,
                                                      @ForAll("byePoints") double bye,
                                                      @ForAll @IntRange(min = 3, max = 25) int players,
                                                      @ForAll @IntRange(min = 1, max = 5) int rounds,
                                                      @ForAll long seed) {
        Random rnd = new Random(seed);
        Regulations regs = Regulations.of(RuleSet.russianTerritory()).withSystem(system).withByePoints(bye);
        Tournament t = Tournament.create(new TournamentInfo("Cup", LocalDate.parse("2026-11-28"),
                LocalDate.parse("2026-11-29"), "RU", "Moscow", regs), REFEREE, T0);
        for (int n = 1; n <= players; n++) {
            int strength = 5 + rnd.nextInt(33);
            Rank grade = strength < 30 ? new Rank(30 - strength, Rank.Kind.KYU) : new Rank(strength - 29, Rank.Kind.DAN);
            // Now and then neither grade nor rating: the start and the seeding of such a player must agree too.
            boolean unknown = rnd.nextInt(10) == 0;
            t.register(new Player("Player " + n, unknown ? null : grade, null, "", "", "RU"), T0);
            if (system instanceof McMahon && rnd.nextInt(8) == 0) {
                t.correctMcMahonScore(n, rnd.nextInt(3) - 1, REFEREE, "another federation's grade", T0);
            }
        }
        int minute = 1;
        for (int r = 1; r <= rounds; r++) {
            for (int n = 1; n <= players; n++) {
                if (rnd.nextInt(8) == 0) {
                    t.setParticipation(n, r, false, REFEREE, T0.plusSeconds(60L * minute++));
                }
            }
            assertPairedOnStandingsScores(t, regs);
            if (PairingRequests.nextRound(t).present().isEmpty()) {
                return;
            }
            t.pairNextRound(T0.plusSeconds(60L * minute++));
            for (Pairing p : t.round(r).pairings()) {
                t.recordResult(r, p.board(), Result.of(randomResult(rnd)), new ResultSource.Referee(REFEREE),
                        T0.plusSeconds(60L * minute++));
            }
        }
        assertPairedOnStandingsScores(t, regs);
    }

    private static void assertPairedOnStandingsScores(Tournament t, Regulations regs) {
        PairingRequest req = PairingRequests.nextRound(t);
        Criterion score = regs.system() instanceof McMahon ? Criterion.MMS : Criterion.NBW;
        Map<Integer, Standing> paired = Standing.of(req);
        PairingRequest bare = new PairingRequest(regs.system(), regs.handicap(), regs.komi(), regs.boardSize(),
                regs.byePoints(), req.round(), req.entrants(), req.games(), req.byes(), req.present());
        Map<Integer, Standing> fromGames = Standing.of(bare);
        for (org.goref.tournament.Standing s : Standings.of(TournamentField.of(t), req.round() - 2, List.of(score))) {
            assertThat(paired.get(s.player()).score()).as("round %d, player %d", req.round(), s.player())
                    .isEqualTo(s.criteria().get(0));
            assertThat(fromGames.get(s.player()).score()).as("round %d, player %d from the bare games", req.round(),
                    s.player()).isEqualTo(s.criteria().get(0));
        }
        SeedBy by = regs.system() instanceof McMahon m ? m.pairing().seedBy() : ((Swiss) regs.system()).pairing().seedBy();
        List<Standing> order = Standing.present(req, new PlacementScores(req), by);
        for (int i = 1; i < order.size(); i++) {
            assertThat(order.get(i).score()).isLessThanOrEqualTo(order.get(i - 1).score());
        }
    }

    private static GameResult randomResult(Random rnd) {
        Color c = rnd.nextBoolean() ? Color.BLACK : Color.WHITE;
        return switch (rnd.nextInt(12)) {
            case 0 -> new GameResult.Draw();
            case 1 -> new GameResult.NoResult("triple ko");
            case 2 -> new GameResult.DoubleForfeit("both late");
            case 3 -> new GameResult.Forfeit(c, "did not come");
            default -> new GameResult.Resignation(c);
        };
    }

    /**
     * An OpenGotha file (absences worth ½ MMS, rounded down; a bye a win; forfeits, jigos and games both
     * lose by default) is paired on the MMS its standings show.
     */
    @Property(tries = 6)
    void anOpenGothaFileIsPairedOnItsStandingsScores(@ForAll @IntRange(min = 5, max = 40) int players,
                                                     @ForAll long seed) {
        OgTournament f = GeneratedTournaments.mcMahon(players, 4, seed);
        Scores standings = new Scores(f.field());
        for (int r = 1; r <= 4; r++) {
            Map<Integer, Standing> paired = Standing.of(OpenGothaPairing.request(f, r));
            for (int n = 1; n <= players; n++) {
                assertThat(paired.get(n).score() * Criterion.MMS.scale()).as("round %d, player %d", r, n)
                        .isEqualTo(standings.value(Criterion.MMS, n - 1, r - 2));
            }
        }
    }
}
