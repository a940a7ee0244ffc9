package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.junit.jupiter.api.Test;

/** Every refused operation says why and leaves the tournament exactly as it was. */
class RefusalsTest {

    /** A tournament in the middle of round 1: table 1 finished, table 2 started, round 2 paired. */
    static Tournament midway() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B", "C", "D");
        t.pairNextRound(Fixtures.at(10));
        t.recordResult(1, 1, Fixtures.points(Color.BLACK, 3.5), Fixtures.referee(), Fixtures.at(20));
        t.startGame(1, 2, "g2", Fixtures.at(21));
        return t;
    }

    static void refusedUnchanged(Refusal.Code code, String message, Consumer<Tournament> op) {
        Tournament t = midway();
        List<TournamentEvent> before = List.copyOf(t.events());
        String csv = CrosstableCsv.write(t);
        TournamentView view = TournamentView.of(t);
        assertThatThrownBy(() -> op.accept(t)).isInstanceOfSatisfying(TournamentException.class, e -> {
            assertThat(e.refusal().code()).isEqualTo(code);
            assertThat(e.getMessage()).contains(message);
        });
        assertThat(t.events()).isEqualTo(before);
        assertThat(CrosstableCsv.write(t)).isEqualTo(csv);
        assertThat(TournamentView.of(t)).isEqualTo(view);
    }

    @Test
    void aManualRoundWithNeitherAGameNorAByeIsRefused() {
        refusedUnchanged(Refusal.Code.INVALID, "a round needs a pairing or a bye",
                t -> t.pairManually(List.of(), List.of(), Fixtures.at(30)));
    }

    @Test
    void changingARoundToNeitherAGameNorAByeIsRefused() {
        Tournament t = midway();
        t.pairManually(List.of(Fixtures.even(1, 1, 2), Fixtures.even(2, 3, 4)), List.of(), Fixtures.at(30));
        List<TournamentEvent> before = List.copyOf(t.events());
        assertThatThrownBy(() -> t.changePairings(2, List.of(), List.of(), Fixtures.REFEREE, "nobody plays", Fixtures.at(31)))
                .isInstanceOfSatisfying(TournamentException.class, e -> {
                    assertThat(e.refusal().code()).isEqualTo(Refusal.Code.INVALID);
                    assertThat(e.getMessage()).contains("a round needs a pairing or a bye");
                });
        assertThat(t.events()).isEqualTo(before);
        // A started round is refused for that first, as before.
        refusedUnchanged(Refusal.Code.CONFLICT, "has started",
                u -> u.changePairings(1, List.of(), List.of(), Fixtures.REFEREE, "late", Fixtures.at(31)));
    }

    /**
     * Two editors opened on round 2 before either saved: the first one's change stands, the second,
     * drawn from the round as it was (basedOn 0), is refused and changes nothing; a change drawn from
     * the round as it now stands is saved, and so is one without basedOn, as before it existed.
     */
    @Test
    void aChangeDrawnFromARoundChangedSinceIsRefused() {
        Tournament t = midway();
        t.pairManually(List.of(Fixtures.even(1, 1, 2), Fixtures.even(2, 3, 4)), List.of(), Fixtures.at(30));
        List<Pairing> first = List.of(Fixtures.even(1, 2, 1), Fixtures.even(2, 3, 4));
        t.changePairings(2, 0, first, List.of(), Fixtures.REFEREE, "colours", Fixtures.at(31));
        List<TournamentEvent> before = List.copyOf(t.events());
        TournamentView view = TournamentView.of(t);

        assertThatThrownBy(() -> t.changePairings(2, 0, List.of(Fixtures.even(1, 1, 3), Fixtures.even(2, 2, 4)), List.of(),
                Fixtures.REFEREE, "B is late", Fixtures.at(32))).isInstanceOfSatisfying(TournamentException.class, e -> {
                    assertThat(e.refusal().code()).isEqualTo(Refusal.Code.CONFLICT);
                    assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.STALE_PAIRING);
                    assertThat(e.getMessage()).contains("round 2 has had 1 changes of its pairings, not 0");
                });
        assertThat(t.events()).isEqualTo(before);
        assertThat(TournamentView.of(t)).isEqualTo(view);
        assertThat(t.round(2).pairings()).isEqualTo(first);
        assertThat(Refusal.Reason.STALE_PAIRING.word()).isEqualTo("stale-pairing");

        List<Pairing> second = List.of(Fixtures.even(1, 1, 3), Fixtures.even(2, 2, 4));
        t.changePairings(2, 1, second, List.of(), Fixtures.REFEREE, "B is late", Fixtures.at(33));
        assertThat(t.round(2).pairings()).isEqualTo(second);
        assertThat(t.pairingChanges(2)).isEqualTo(2);
        assertThat(TournamentView.of(t).rounds().get(1).changes()).hasSize(2);
        List<Pairing> third = List.of(Fixtures.even(1, 4, 1), Fixtures.even(2, 2, 3));
        t.changePairings(2, null, third, List.of(), Fixtures.REFEREE, "by the API", Fixtures.at(34));
        assertThat(t.round(2).pairings()).isEqualTo(third);
        // A count of changes is never negative: said as such, not as a change made meanwhile.
        assertThatThrownBy(() -> t.changePairings(2, -1, second, List.of(), Fixtures.REFEREE, "x", Fixtures.at(35)))
                .isInstanceOfSatisfying(TournamentException.class,
                        e -> assertThat(e.refusal().code()).isEqualTo(Refusal.Code.INVALID));
        // A started round is refused for that, whatever its basedOn: no new draft could pass it.
        refusedUnchanged(Refusal.Code.CONFLICT, "has started",
                u -> u.changePairings(1, 5, List.of(Fixtures.even(1, 1, 3), Fixtures.even(2, 2, 4)), List.of(),
                        Fixtures.REFEREE, "swap", Fixtures.at(30)));
    }

    /** A tournament stored before that check, with an empty round in its events, still replays. */
    @Test
    void anEmptyRoundStoredBeforeTheCheckStillReplays() {
        Tournament t = midway();
        int next = t.rounds().size() + 1;
        t.apply(new TournamentEvent.RoundPaired(next, PairingMethod.MANUAL, List.of(), List.of(), Fixtures.at(30)));
        assertThat(t.rounds()).hasSize(next);
        assertThat(t.rounds().get(next - 1).pairings()).isEmpty();
    }

    @Test
    void aResultForAFinishedPairingIsRefused() {
        refusedUnchanged(Refusal.Code.CONFLICT, "only the referee can correct it",
                t -> t.recordResult(1, 1, Fixtures.points(Color.WHITE, 0.5), new ResultSource.ServerGame("g1"), Fixtures.at(30)));
    }

    @Test
    void aCorrectionByAnyoneButTheRefereeIsRefused() {
        refusedUnchanged(Refusal.Code.NOT_REFEREE, "only the referee",
                t -> t.correctResult(1, 1, Fixtures.points(Color.WHITE, 0.5), "Black's coach", "I saw it", Fixtures.at(30)));
    }

    @Test
    void aCorrectionWithoutAReasonIsRefused() {
        refusedUnchanged(Refusal.Code.INVALID, "must say why",
                t -> t.correctResult(1, 1, Fixtures.points(Color.WHITE, 0.5), Fixtures.REFEREE, " ", Fixtures.at(30)));
    }

    @Test
    void aCorrectionOfAPairingWithoutResultIsRefused() {
        refusedUnchanged(Refusal.Code.NOT_FOUND, "no result to correct",
                t -> t.correctResult(1, 2, Fixtures.points(Color.WHITE, 0.5), Fixtures.REFEREE, "typo", Fixtures.at(30)));
    }

    @Test
    void anEntryInTheNameOfAnotherRefereeIsRefused() {
        refusedUnchanged(Refusal.Code.NOT_REFEREE, "only the referee",
                t -> t.recordResult(1, 2, Fixtures.points(Color.WHITE, 0.5), new ResultSource.Referee("Someone"), Fixtures.at(30)));
    }

    @Test
    void aServerResultFromAnotherGameIsRefused() {
        refusedUnchanged(Refusal.Code.CONFLICT, "plays game g2",
                t -> t.recordResult(1, 2, Fixtures.points(Color.WHITE, 0.5), new ResultSource.ServerGame("g9"), Fixtures.at(30)));
    }

    @Test
    void aMalformedEntryIsRefused() {
        refusedUnchanged(Refusal.Code.INVALID, "cannot read the result 'B+lots'",
                t -> applyEntry(t, new ResultEntry(1, 2, "B+lots", null, null, null, null, null, null, null)));
        refusedUnchanged(Refusal.Code.INVALID, "a forfeit needs its reason",
                t -> applyEntry(t, new ResultEntry(1, 2, "W+F", null, null, null, null, null, null, null)));
        refusedUnchanged(Refusal.Code.INVALID, "the score sheet gives B+3.5, not W+0.5",
                t -> applyEntry(t, new ResultEntry(1, 2, "W+0.5", null, Map.of("territory", 10.0, "komi", -6.5),
                        Map.of("territory", 0.0), null, null, null, null)));
        refusedUnchanged(Refusal.Code.INVALID, "unknown score-sheet term 'bribe'",
                t -> applyEntry(t, new ResultEntry(1, 2, "B+3.5", null, Map.of("territory", 10.0, "bribe", 1.0),
                        Map.of("territory", 0.0), null, null, null, null)));
        refusedUnchanged(Refusal.Code.NOT_FOUND, "has no table 7",
                t -> applyEntry(t, new ResultEntry(1, 7, "B+R", null, null, null, null, null, null, null)));
        refusedUnchanged(Refusal.Code.NOT_FOUND, "no round 5",
                t -> applyEntry(t, new ResultEntry(5, 1, "B+R", null, null, null, null, null, null, null)));
    }

    /**
     * The refusals a referee meets at the tournament page carry a reason, so that the page says them
     * in its language; one its code says enough about carries none.
     */
    @Test
    void theRefusalsOfTheTournamentPageSayWhichTheyAre() {
        Map<Refusal.Reason, Consumer<Tournament>> cases = new java.util.LinkedHashMap<>();
        cases.put(Refusal.Reason.DUPLICATE_PLAYER, t -> t.register(Player.of("b", "1d"), Fixtures.at(30)));
        cases.put(Refusal.Reason.ROUND_ROBIN_DRAWN, t -> t.register(Player.of("E", "1d"), Fixtures.at(30)));
        cases.put(Refusal.Reason.RANK, t -> t.register(new PlayerRequest("E", "12x", null, "", "", "").toPlayer(), Fixtures.at(30)));
        cases.put(Refusal.Reason.HAS_RESULT, t -> applyEntry(t, new ResultEntry(1, 1, "W+R", null, null, null, null, null, null, null)));
        cases.put(Refusal.Reason.NO_RESULT, t -> applyEntry(t, new ResultEntry(1, 2, "W+R", null, null, null, null, null, true, "typo")));
        cases.put(Refusal.Reason.NEEDS_WHY, t -> applyEntry(t, new ResultEntry(1, 1, "W+R", null, null, null, null, null, true, " ")));
        cases.put(Refusal.Reason.MARGIN, t -> applyEntry(t, new ResultEntry(1, 2, "B+3.25", null, null, null, null, null, null, null)));
        cases.put(Refusal.Reason.UNREADABLE_RESULT, t -> applyEntry(t, new ResultEntry(1, 2, "B+lots", null, null, null, null, null, null, null)));
        cases.put(Refusal.Reason.NEEDS_REASON, t -> applyEntry(t, new ResultEntry(1, 2, "Void", null, null, null, null, null, null, null)));
        cases.put(Refusal.Reason.GAME_STARTED, t -> t.startGame(1, 2, "g3", Fixtures.at(30)));
        cases.put(Refusal.Reason.NAME, t -> t.register(new PlayerRequest("E\u202Eve", null, null, "", "", "").toPlayer(), Fixtures.at(30)));
        // The sheet counts B+0.5 (10 against 3 and 6.5 komi), the referee typed W+0.5.
        cases.put(Refusal.Reason.SCORE_SHEET, t -> applyEntry(t, new ResultEntry(1, 2, "W+0.5", null,
                Map.of("territory", 10.0), Map.of("territory", 3.0, "komi", 6.5), null, null, null, null)));
        for (var c : cases.entrySet()) {
            Tournament t = midway();
            List<TournamentEvent> before = List.copyOf(t.events());
            assertThatThrownBy(() -> c.getValue().accept(t)).as(c.getKey().word())
                    .isInstanceOfSatisfying(TournamentException.class, e -> assertThat(e.refusal().reason()).isEqualTo(c.getKey()));
            assertThat(t.events()).isEqualTo(before);
        }
        // The Berger tables refuse a round with too few players and one past the end, both under one reason.
        Tournament lonely = Fixtures.tournament(Fixtures.regs(), "A");
        assertThatThrownBy(() -> lonely.pairNextRound(Fixtures.at(2))).isInstanceOfSatisfying(TournamentException.class,
                e -> assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.CANNOT_PAIR));
        Tournament pair = Fixtures.tournament(Fixtures.regs(), "A", "B");
        pair.pairNextRound(Fixtures.at(2));
        assertThatThrownBy(() -> pair.pairNextRound(Fixtures.at(3))).isInstanceOfSatisfying(TournamentException.class,
                e -> assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.CANNOT_PAIR));
        // Handicap stones that do not fit the board: refused when the round is paired or changed,
        // not first when its game starts; a handicap of 1 places no stone and passes on any board.
        Tournament ten = Fixtures.tournament(Fixtures.regs().withBoardSize(10), "A", "B", "C", "D");
        assertThatThrownBy(() -> ten.pairManually(List.of(new Pairing(1, 1, 2, 5, 0.5)), List.of(3, 4), Fixtures.at(2)))
                .isInstanceOfSatisfying(TournamentException.class, e -> {
                    assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.HANDICAP);
                    assertThat(e.refusal().message()).isEqualTo("table 1: 5 handicap stones do not fit on 10x10 (at most 4)");
                });
        assertThat(ten.rounds()).isEmpty();
        ten.pairManually(List.of(new Pairing(1, 1, 2, 4, 0.5), new Pairing(2, 3, 4, 1, 0.5)), List.of(), Fixtures.at(3));
        List<TournamentEvent> paired = List.copyOf(ten.events());
        assertThatThrownBy(() -> ten.changePairings(1, 0, List.of(Fixtures.even(1, 1, 2), new Pairing(2, 4, 3, 9, 0.5)),
                List.of(), Fixtures.REFEREE, "ranks", Fixtures.at(4))).isInstanceOfSatisfying(TournamentException.class,
                e -> assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.HANDICAP));
        assertThat(ten.events()).isEqualTo(paired);
        Tournament small = Fixtures.tournament(Fixtures.regs().withBoardSize(5), "A", "B");
        assertThatThrownBy(() -> small.pairManually(List.of(new Pairing(1, 1, 2, 2, 0.5)), List.of(), Fixtures.at(2)))
                .isInstanceOfSatisfying(TournamentException.class, e -> assertThat(e.refusal().message())
                        .isEqualTo("table 1: 2 handicap stones do not fit on 5x5 (at most 0)"));
        small.pairManually(List.of(new Pairing(1, 1, 2, 1, 0.5)), List.of(), Fixtures.at(3));
        assertThat(Refusal.Reason.HANDICAP.word()).isEqualTo("handicap");
        // A komi off the steps, at creation.
        assertThatThrownBy(() -> new TournamentRequest("Cup", "japanese", 2000.0, null, null, null, null, null, null, null,
                null, null, null, null, null).toInfo(java.time.LocalDate.parse("2026-11-28")))
                .isInstanceOfSatisfying(TournamentException.class, e -> {
                    assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.KOMI);
                    assertThat(e.refusal().message()).contains("not 2000.0");
                });
        // A time control the clocks cannot run, and a tie-break list they cannot order by, at creation:
        // refused with the problem named, not at the first game or the first standings.
        assertThatThrownBy(() -> request("byo:10m", null).toInfo(java.time.LocalDate.parse("2026-11-28")))
                .isInstanceOfSatisfying(TournamentException.class, e -> {
                    assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.TIME_CONTROL);
                    assertThat(e.refusal().code()).isEqualTo(Refusal.Code.INVALID);
                    assertThat(e.refusal().message()).contains("byo:10m");
                });
        for (String list : new String[] {"sos,points", "points,sos,sos", "points,elo", "points,", "points,sos,"}) {
            assertThatThrownBy(() -> request(null, list).toInfo(java.time.LocalDate.parse("2026-11-28"))).as(list)
                    .isInstanceOfSatisfying(TournamentException.class,
                            e -> assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.TIE_BREAKS));
        }
        // A handicap policy with a trailing colon, and years of more or fewer than four digits.
        assertThatThrownBy(() -> new TournamentRequest("Cup", "japanese", null, null, null, null, null, null,
                "rank:1:9:0.5:", null, null, null, null, null, null).toInfo(java.time.LocalDate.parse("2026-11-28")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rank:1:9:0.5:");
        for (String[] dates : new String[][] {{"+999999999-12-31", null}, {"2026-11-28", "+10000-01-01"}, {"0999-01-01", null}}) {
            assertThatThrownBy(() -> new TournamentRequest("Cup", "japanese", null, dates[0], dates[1], null, null, null,
                    null, null, null, null, null, null, null).toInfo(java.time.LocalDate.parse("2026-11-28")))
                    .as(dates[0] + " " + dates[1]).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("four digits");
        }
        assertThat(new TournamentRequest("Cup", "japanese", null, "1961-05-01", "1961-05-03", null, null, null,
                "rank:1:9:0.5", null, null, null, null, null, null).toInfo(java.time.LocalDate.parse("2026-11-28")).from())
                .isEqualTo(java.time.LocalDate.parse("1961-05-01"));
        // The ones the clocks and the standings take pass, and so does no clock.
        for (String time : new String[] {"byo:40m+5x30s", "none", ""}) {
            assertThat(request(time, "points,direct,sodos").toInfo(java.time.LocalDate.parse("2026-11-28"))
                    .regulations().timeControl()).as(time).isEqualTo(time);
        }
        // A referee's name that does not show as written, at creation.
        assertThatThrownBy(() -> new TournamentRequest("Cup", "japanese", null, null, null, null, null, null, null, null,
                null, null, null, null, "Petrov\tIvan").refereeName())
                .isInstanceOfSatisfying(TournamentException.class, e -> {
                    assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.NAME);
                    assertThat(e.refusal().code()).isEqualTo(Refusal.Code.INVALID);
                    assertThat(e.refusal().message()).contains("U+0009");
                });
        // Its spaces are made ordinary as the players' are: it prints beside theirs on the protocols.
        assertThat(new TournamentRequest("Cup", "japanese", null, null, null, null, null, null, null, null,
                null, null, null, null, "  Petrov\u00A0\u2009Ivan ").refereeName()).isEqualTo("Petrov Ivan");
        // A name of no-break spaces only is no name, as one of ordinary spaces is: "referee", not "" (which
        // String.isBlank let through, and the creation then refused as "a tournament needs a referee's name").
        assertThat(new TournamentRequest("Cup", "japanese", null, null, null, null, null, null, null, null,
                null, null, null, null, "\u00A0\u202F").refereeName()).isEqualTo("referee");
        // The word the server answers.
        assertThat(Refusal.Reason.SCORE_SHEET.word()).isEqualTo("score-sheet");
        assertThat(Refusal.Reason.DUPLICATE_PLAYER.word()).isEqualTo("duplicate-player");
        assertThat(Refusal.Reason.GAME_STARTED.word()).isEqualTo("game-started");
        // A refusal the page has no words for carries no reason.
        assertThatThrownBy(() -> midway().startGame(9, 1, "g3", Fixtures.at(30))).isInstanceOfSatisfying(
                TournamentException.class, e -> assertThat(e.refusal().reason()).isNull());
        // A table with its result is refused under has-result, not as a started game.
        assertThatThrownBy(() -> midway().startGame(1, 1, "g3", Fixtures.at(30))).isInstanceOfSatisfying(
                TournamentException.class, e -> assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.HAS_RESULT));
    }

    /** Names of every script pass, and zero-width, bidi and control characters are refused wherever they stand. */
    @Test
    void aPlayersNameShowsAsWritten() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A");
        t.register(new PlayerRequest("Иванов Пётр", "3d", null, "", "", "").toPlayer(), Fixtures.at(2));
        t.register(new PlayerRequest("李昌镐", "9p", null, "", "", "").toPlayer(), Fixtures.at(3));
        t.register(new PlayerRequest("  Ана \uD83D\uDC3C ", null, null, "", "", "").toPlayer(), Fixtures.at(4));
        assertThat(t.players()).extracting(Player::name).containsExactly("A", "Иванов Пётр", "李昌镐", "Ана \uD83D\uDC3C");
        for (String bad : new String[] {"\u200BA", "A\u200D", "\uFEFFB", "Bo\u2066b", "A\tB", "A\nB", "A\u0085", "A\u202AB"}) {
            List<TournamentEvent> before = List.copyOf(t.events());
            assertThatThrownBy(() -> t.register(new PlayerRequest(bad, null, null, "", "", "").toPlayer(), Fixtures.at(5)))
                    .as(bad).isInstanceOfSatisfying(TournamentException.class,
                            e -> {
                                assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.NAME);
                                // Named as the club, city and place are, so the page and a log say which field.
                                assertThat(e.refusal().message()).startsWith("name: ");
                            });
            assertThat(t.events()).isEqualTo(before);
        }
        // The club and the city print beside the name: the same check, naming the field.
        for (PlayerRequest bad : List.of(new PlayerRequest("Boris", null, null, "Go\u202Eclub", "", ""),
                new PlayerRequest("Boris", null, null, "", "Moscow\n", ""))) {
            assertThatThrownBy(bad::toPlayer).isInstanceOfSatisfying(TournamentException.class, e -> {
                assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.NAME);
                assertThat(e.refusal().message()).startsWith(bad.club().isEmpty() ? "city: " : "club: ");
            });
        }
        assertThat(new PlayerRequest("Boris", null, null, "Клуб «Гоэмон»", "Санкт-Петербург", "RU").toPlayer().club())
                .isEqualTo("Клуб «Гоэмон»");
        // A no-break space pasted from a spreadsheet is an ordinary one: the same player twice is refused.
        t.register(new PlayerRequest("Ivanov Petr", null, null, "", "", "").toPlayer(), Fixtures.at(6));
        assertThatThrownBy(() -> t.register(new PlayerRequest("Ivanov\u00A0 Petr\u2009", null, null, "", "", "")
                .toPlayer(), Fixtures.at(7))).isInstanceOfSatisfying(TournamentException.class,
                e -> assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.DUPLICATE_PLAYER));
        assertThat(new PlayerRequest("Boris", null, null, "Go\u00A0club", "", "").toPlayer().club()).isEqualTo("Go club");
    }

    /** The tournament's own name and place head every protocol: refused as a name is. */
    @Test
    void aTournamentsNameAndPlaceShowAsWritten() {
        for (String[] np : new String[][] {{"Cup\u200B", "Moscow"}, {"Cup", "Mos\u2067cow"}}) {
            assertThatThrownBy(() -> new TournamentRequest(np[0], "japanese", null, null, null, null, np[1], null, null,
                    null, null, null, null, null, null).toInfo(java.time.LocalDate.parse("2026-11-28")))
                    .isInstanceOfSatisfying(TournamentException.class, e -> {
                        assertThat(e.refusal().reason()).isEqualTo(Refusal.Reason.NAME);
                        assertThat(e.refusal().message()).startsWith(np[0].equals("Cup") ? "place: " : "name: ");
                    });
        }
        assertThat(new TournamentRequest("Кубок Москвы", "japanese", null, null, null, null, "Москва", null, null,
                null, null, null, null, null, null).toInfo(java.time.LocalDate.parse("2026-11-28")).name())
                .isEqualTo("Кубок Москвы");
    }

    /** The check is where players come in: a name stored before it still replays, or the tournament would be lost. */
    @Test
    void aNameStoredBeforeTheCheckStillReplays() {
        TournamentEvent old = new TournamentEvent.PlayerRegistered(1, new Player("A\u202EB", null, null, "", "", ""),
                Fixtures.at(1));
        assertThat(TournamentEventCodec.decode(TournamentEventCodec.encode(old))).isEqualTo(old);
    }

    /** A tournament request with this time control and these tie-breaks, the rest as the page leaves it. */
    private static TournamentRequest request(String time, String tieBreaks) {
        return new TournamentRequest("Cup", "japanese", null, null, null, null, null, null, null, time, null, null, null,
                tieBreaks, null);
    }

    @Test
    void aMarginNoCountCanGiveIsRefused() {
        // Komi and penalties go in half points, the other terms in whole ones: B+3.25 is a typing slip.
        refusedUnchanged(Refusal.Code.INVALID, "no count gives B+3.25",
                t -> applyEntry(t, new ResultEntry(1, 2, "B+3.25", null, null, null, null, null, null, null)));
        refusedUnchanged(Refusal.Code.INVALID, "no count gives W+0.1",
                t -> t.recordResult(1, 2, Fixtures.points(Color.WHITE, 0.1), Fixtures.referee(), Fixtures.at(30)));
        refusedUnchanged(Refusal.Code.INVALID, "no count gives W+7.75",
                t -> t.correctResult(1, 1, Fixtures.points(Color.WHITE, 7.75), Fixtures.REFEREE, "misread", Fixtures.at(30)));
        // Whole and half points are what counts give.
        Tournament t = midway();
        t.recordResult(1, 2, Fixtures.points(Color.WHITE, 12), Fixtures.referee(), Fixtures.at(30));
        t.correctResult(1, 1, Fixtures.points(Color.WHITE, 0.5), Fixtures.REFEREE, "misread", Fixtures.at(31));
        assertThat(t.round(1).result(2).orElseThrow().result().outcome().sgf()).isEqualTo("W+12");
        assertThat(t.round(1).result(1).orElseThrow().result().outcome().sgf()).isEqualTo("W+0.5");
    }

    @Test
    void aProtocolRowWithAQuarterPointMarginImportsNothing() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B", "C", "D");
        t.pairNextRound(Fixtures.at(10));
        List<TournamentEvent> before = List.copyOf(t.events());
        String jsonl = "{\"game\":1,\"black\":\"A\",\"white\":\"D\",\"result\":\"B+R\"}\n"
                + "{\"game\":2,\"black\":\"B\",\"white\":\"C\",\"result\":\"W+3.25\"}\n";
        assertThatThrownBy(() -> MatchImport.apply(t, "p.jsonl", MatchProtocol.readJsonl(jsonl), Fixtures.at(20)))
                .isInstanceOfSatisfying(TournamentException.class, e -> assertThat(e.getMessage())
                        .contains("line 2 (game 2, B – C): a margin by points is a whole or half point")
                        .doesNotContain("line 1"));
        assertThat(t.events()).isEqualTo(before);
    }

    @Test
    void aProtocolGamePlayedWithAnotherKomiImportsNothing() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B", "C", "D");
        t.pairNextRound(Fixtures.at(10));   // komi 6.5 on both tables
        List<TournamentEvent> before = List.copyOf(t.events());
        String csv = "game,black,white,komi,result\n1,A,D,6.5,B+R\n2,B,C,7.5,W+1.5\n";
        assertThatThrownBy(() -> MatchImport.apply(t, "p.csv", MatchProtocol.readCsv(csv), Fixtures.at(20)))
                .isInstanceOfSatisfying(TournamentException.class, e -> assertThat(e.getMessage())
                        .contains("line 3 (game 2, B – C): komi 7.5, the pairing's is 6.5")
                        .doesNotContain("line 2"));
        assertThat(t.events()).isEqualTo(before);
        // With the pairing's komi (or none given) the same rows import.
        MatchImport.apply(t, "p.csv", MatchProtocol.readCsv(csv.replace("7.5,W", "6.5,W")), Fixtures.at(20));
        assertThat(t.round(1).results()).hasSize(2);
    }

    @Test
    void namesWrittenWithEOrYoAreOnePlayer() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "Сидоров Пётр", "Ершов Семён");
        List<TournamentEvent> before = List.copyOf(t.events());
        assertThatThrownBy(() -> t.register(Player.of("сидоров  петр", "2d"), Fixtures.at(5)))
                .isInstanceOfSatisfying(TournamentException.class, e -> {
                    assertThat(e.refusal().code()).isEqualTo(Refusal.Code.CONFLICT);
                    assertThat(e.getMessage()).contains("Сидоров Пётр is registered already");
                });
        assertThat(t.events()).isEqualTo(before);
        // A protocol naming them the other way finds them.
        assertThat(t.playerNumber("Сидоров Петр")).contains(1);
        assertThat(t.playerNumber("Ершова Семёна")).isEmpty();   // another name is another player
        assertThat(t.playerNumber("ершов семен")).contains(2);
        t.pairManually(List.of(Fixtures.even(1, 1, 2)), List.of(), Fixtures.at(10));
        MatchImport.apply(t, "p.csv", MatchProtocol.readCsv("game,black,white,result\n1,Сидоров Петр,Ершов Семен,B+R\n"),
                Fixtures.at(20));
        assertThat(t.round(1).result(1)).isPresent();
    }

    @Test
    void aStoredQuarterPointMarginStillReplays() {
        // The check is on the command: a log written before it must still rebuild its tournament.
        Tournament t = midway();
        List<TournamentEvent> events = new java.util.ArrayList<>(t.events());
        events.add(new TournamentEvent.ResultRecorded(1, 2, Fixtures.points(Color.BLACK, 1.25), Fixtures.referee(), Fixtures.at(40)));
        assertThat(Tournament.replay(events).round(1).result(2)).isPresent();
    }

    @Test
    void pairingsOfAStartedRoundAreFixed() {
        refusedUnchanged(Refusal.Code.CONFLICT, "has started",
                t -> t.changePairings(1, List.of(Fixtures.even(1, 1, 3), Fixtures.even(2, 2, 4)), List.of(),
                        Fixtures.REFEREE, "swap", Fixtures.at(30)));
    }

    @Test
    void aPairingWithAPlayerTwiceOrUnknownIsRefused() {
        refusedUnchanged(Refusal.Code.INVALID, "paired twice",
                t -> t.pairManually(List.of(Fixtures.even(1, 1, 2), Fixtures.even(2, 1, 3)), List.of(), Fixtures.at(30)));
        refusedUnchanged(Refusal.Code.NOT_FOUND, "no player 9",
                t -> t.pairManually(List.of(Fixtures.even(1, 1, 9)), List.of(), Fixtures.at(30)));
        refusedUnchanged(Refusal.Code.INVALID, "table 1 is used twice",
                t -> t.pairManually(List.of(Fixtures.even(1, 1, 2), Fixtures.even(1, 3, 4)), List.of(), Fixtures.at(30)));
    }

    @Test
    void nobodyJoinsADrawnRoundRobinAndItEndsAfterItsRounds() {
        refusedUnchanged(Refusal.Code.CONFLICT, "round-robin is drawn",
                t -> t.register(Player.of("Latecomer", "5k"), Fixtures.at(30)));
        refusedUnchanged(Refusal.Code.CONFLICT, "registered already", t -> t.register(Player.of("a", null), Fixtures.at(30)));
        Tournament full = midway();
        full.pairNextRound(Fixtures.at(31));
        full.pairNextRound(Fixtures.at(32));
        List<TournamentEvent> before = List.copyOf(full.events());
        assertThatThrownBy(() -> full.pairNextRound(Fixtures.at(33))).hasMessageContaining("round-robin of 4 players is complete");
        assertThat(full.events()).isEqualTo(before);
    }

    @Test
    void aGameStartsOnce() {
        refusedUnchanged(Refusal.Code.CONFLICT, "has started already", t -> t.startGame(1, 2, "g3", Fixtures.at(30)));
    }

    @Test
    void aProtocolWithOneBadRowImportsNothing() {
        String csv = """
                number,black,white,result
                1,A,D,B+R
                2,C,B,W+R
                3,X,D,B+R
                4,A,D,B+R
                5,B,C,B+what
                """;
        Tournament t = Fixtures.tournament(Fixtures.regs(), "A", "B", "C", "D");
        t.pairNextRound(Fixtures.at(10));
        List<TournamentEvent> before = List.copyOf(t.events());
        assertThatThrownBy(() -> MatchImport.apply(t, "p.csv", MatchProtocol.readCsv(csv), Fixtures.at(20)))
                .isInstanceOfSatisfying(TournamentException.class, e -> assertThat(e.getMessage())
                        .contains("line 3 (game 2, C – B): the pairing has the colours the other way round")
                        .contains("line 4 (game 3, X – D): no player named X")
                        .contains("line 5 (game 4, A – D): no pairing without a result")
                        .contains("line 6 (game 5, B – C): cannot read the result 'B+what'")
                        .doesNotContain("line 2"));
        assertThat(t.events()).isEqualTo(before);
        assertThat(t.round(1).results()).isEmpty();
    }

    @Test
    void unreadableProtocolsSayWhere() {
        assertThatThrownBy(() -> MatchProtocol.readCsv("black,white,result\nA,B\n"))
                .hasMessageContaining("line 2").hasMessageContaining("needs a result");
        assertThatThrownBy(() -> MatchProtocol.readJsonl("{\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\"}\n[1,2]\n"))
                .hasMessageContaining("line 2");
        assertThatThrownBy(() -> MatchProtocol.readCsv("black,white,result,moves\nA,B,B+R,many\n"))
                .hasMessageContaining("line 2").hasMessageContaining("not a number");
    }

    @Test
    void aMalformedIsoTimeIsAProblemOfItsLineNotACrash() {
        // DateTimeParseException and ArithmeticException escaped the reader: the server answered 500.
        assertThatThrownBy(() -> MatchProtocol.readCsv("black,white,result,black_time\nA,B,B+R,Pwrong\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 2").hasMessageContaining("not a time");
        assertThatThrownBy(() -> MatchProtocol.readJsonl("{\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\","
                + "\"white_time\":\"PT99999999999999999999H\"}\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 1").hasMessageContaining("not a time");
    }

    @Test
    void aSpreadsheetsSemicolonsAndAnEditorsByteOrderMarkAreReadOrNamed() {
        assertThatThrownBy(() -> MatchProtocol.readCsv("game;black;white;result\n1;A;B;B+R\n"))
                .hasMessageContaining("line 1: columns are separated by commas, not semicolons");
        assertThat(MatchProtocol.readJsonl("\uFEFF{\"game\":1,\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\"}\n"))
                .extracting(MatchRow::black, MatchRow::result).containsExactly(org.assertj.core.api.Assertions.tuple("A", "B+R"));
    }

    @Test
    void aReplayedLogWithABadEventSaysWhich() {
        Tournament t = midway();
        List<TournamentEvent> events = new java.util.ArrayList<>(t.events());
        events.add(new TournamentEvent.ResultRecorded(1, 1, Result.of(new GameResult.Draw()), Fixtures.referee(), Fixtures.at(40)));
        assertThatThrownBy(() -> Tournament.replay(events)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("event " + events.size());
    }

    private static void applyEntry(Tournament t, ResultEntry e) {
        try {
            e.apply(t, Fixtures.at(30));
        } catch (IllegalArgumentException ex) {
            // The server answers 422 for these, as for an INVALID refusal.
            throw new TournamentException(new Refusal(Refusal.Code.INVALID, ex.getMessage()));
        }
    }
}
