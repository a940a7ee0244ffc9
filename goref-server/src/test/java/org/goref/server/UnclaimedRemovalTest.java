package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.rules.RuleSet;
import org.goref.server.auth.Tokens;
import org.goref.server.game.Action;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.NewGame;
import org.goref.server.game.Outcome;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRepository;
import org.goref.server.store.Unclaimed;
import org.goref.server.tournament.TournamentRepository;
import org.goref.server.tournament.TournamentService;
import org.goref.tournament.Player;
import org.goref.tournament.TournamentRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The removal of a creation whose tokens nobody was given ({@link Unclaimed}), on SQLite and on
 * PostgreSQL: only the very row written goes (its id and its referee token's hash), with its events
 * and nothing else; a game a tournament's table links stays (its foreign key); a tournament that
 * holds more than its creation wrote stays.
 */
class UnclaimedRemovalTest {
    private static final TournamentRequest CUP = new TournamentRequest("Cup", "japanese", 6.5, null, null, null, null,
            9, null, null, null, null, null, null, "Ref");

    @TempDir
    Path dir;
    private String postgres;

    private Database open(String kind) throws Exception {
        if (kind.equals("sqlite")) {
            return Database.open(Databases.sqliteFile(dir));
        }
        Assumptions.assumeTrue(Databases.postgresAvailable(), "PostgreSQL is not running on 127.0.0.1:5432");
        postgres = Databases.createPostgres();
        return Database.open(postgres);
    }

    @AfterEach
    void dropPostgres() throws Exception {
        if (postgres != null) {
            Databases.dropPostgres(postgres);
        }
    }

    private static GameService games(GameRepository repo) {
        return new GameService(repo, new ObjectMapper(), new GorefSgfWriter(), System::currentTimeMillis);
    }

    private static Created create(GameService s, int handicap) {
        return s.create(new NewGame(9, RuleSet.russianTerritory(), handicap, new TimeControl.None(), "A", "B"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgres"})
    void onlyTheVeryGameWrittenIsRemovedWithItsEvents(String kind) throws Exception {
        try (Database db = open(kind)) {
            GameRepository repo = new GameRepository(db);
            GameService s = games(repo);
            Created orphan = create(s, 2);
            Created other = create(s, 0);

            // Another token's hash is not the row remembered: nothing is removed.
            assertThat(s.removeUnclaimed(orphan.id(), Tokens.hash(orphan.blackToken())))
                    .isEqualTo(new Unclaimed.Swept.NotStored());
            assertThat(repo.find(orphan.id())).isPresent();

            assertThat(s.removeUnclaimed(orphan.id(), Tokens.hash(orphan.refereeToken())))
                    .isEqualTo(new Unclaimed.Swept.Removed("its row and 1 event"));
            assertThat(repo.find(orphan.id())).isEmpty();
            assertThat(repo.events(orphan.id())).isEmpty();
            // Out of memory too: the service was holding it since its creation.
            assertThat(s.find(orphan.id())).isEmpty();
            // Gone, it is not found a second time.
            assertThat(s.removeUnclaimed(orphan.id(), Tokens.hash(orphan.refereeToken())))
                    .isEqualTo(new Unclaimed.Swept.NotStored());

            assertThat(s.act(other.id(), other.blackToken(), new Action.Play(Point.parseGtp("E5", 9), 0)))
                    .isInstanceOf(Outcome.Done.class);
            repo.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgres"})
    void aGameATableLinksIsNotRemoved(String kind) throws Exception {
        try (Database db = open(kind)) {
            GameRepository repo = new GameRepository(db);
            GameService s = games(repo);
            TournamentRepository tournaments = new TournamentRepository(db);
            TournamentService.CreatedTournament t = new TournamentService(tournaments, s).create(CUP);
            Created g = create(s, 2);
            tournaments.append(t.id(), 2, List.of(), s.now(), new TournamentRepository.GameLink(g.id(), t.id(), 1, 1));

            assertThatThrownBy(() -> s.removeUnclaimed(g.id(), Tokens.hash(g.refereeToken())))
                    .isInstanceOf(RuntimeException.class);
            assertThat(repo.find(g.id())).isPresent();
            assertThat(repo.events(g.id())).hasSize(1);
            assertThat(tournaments.linkOf(g.id())).isPresent();
            repo.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgres"})
    void aTournamentIsRemovedOnlyWhileItHoldsWhatItsCreationWrote(String kind) throws Exception {
        try (Database db = open(kind)) {
            GameRepository games = new GameRepository(db);
            GameService s = games(games);
            TournamentRepository repo = new TournamentRepository(db);
            TournamentService service = new TournamentService(repo, s);
            TournamentService.CreatedTournament orphan = service.create(CUP);
            TournamentService.CreatedTournament used = service.create(CUP);
            service.referee(used.id(), used.refereeToken(), t -> t.register(Player.of("Ann", "1k"), Instant.now()));
            int created = orphan.tournament().events().size();

            assertThat(repo.removeUnclaimed(used.id(), Tokens.hash(used.refereeToken()), created))
                    .isInstanceOf(Unclaimed.Swept.Kept.class);
            assertThat(repo.events(used.id())).hasSize(created + 1);
            assertThat(repo.removeUnclaimed(orphan.id(), Tokens.hash("not its token"), created))
                    .isEqualTo(new Unclaimed.Swept.NotStored());
            assertThat(repo.find(orphan.id())).isPresent();

            assertThat(repo.removeUnclaimed(orphan.id(), Tokens.hash(orphan.refereeToken()), created))
                    .isEqualTo(new Unclaimed.Swept.Removed("its row and 1 event"));
            assertThat(repo.find(orphan.id())).isEmpty();
            assertThat(repo.events(orphan.id())).isEmpty();
            assertThat(repo.recent(10)).extracting(TournamentRepository.Row::id).containsExactly(used.id());
            games.close();
        }
    }
}
