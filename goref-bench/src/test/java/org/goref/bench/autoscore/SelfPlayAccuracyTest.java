package org.goref.bench.autoscore;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.goref.life.Estimator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The estimator on engine games the corpus does not have: GNU Go 3.8 (level 1) against itself on
 * 9×9 (Japanese rules) and 13×13 (Chinese rules), played to two passes by {@code goref match},
 * whose recorded results are the count under the marking both engines agreed on (selfplay9,
 * selfplay13); and GNU Go at level 8 against itself on 9×9 and 13×13 and at level 1 on 19×19,
 * scored by its own {@code final_score} (gnugo9, gnugo13, gnugo19). SELFPLAY.md says how each was
 * made. goref's proposal must give the same count. A regression guard with a floor under the
 * measured rates: every game of selfplay9, selfplay13 and gnugo19; 0.986 / 0.980 of gnugo9 and
 * 0.988 / 0.988 of gnugo13 (1 Dec 2026), whose misses are open positions and GNU Go's own score
 * parting from its own dead list.
 */
class SelfPlayAccuracyTest {
    @ParameterizedTest
    @ValueSource(strings = {"selfplay9", "selfplay13", "gnugo9", "gnugo13", "gnugo19"})
    void theProposalCountsSelfPlayGamesAsTheEnginesAgreed(String folder) throws Exception {
        Path dir = resource(folder);
        List<String> problems = new ArrayList<>();
        List<SgfCorpus.Replayed> games = SgfCorpus.readAll(dir, problems);
        assertThat(problems).isEmpty();
        assertThat(games).hasSizeGreaterThanOrEqualTo(30);
        AutoscoreRun run = new AutoscoreRun(new Estimator());
        List<AutoscoreRun.Outcome> outcomes = new ArrayList<>();
        for (SgfCorpus.Replayed g : games) {
            outcomes.add(run.score(g));
        }
        AutoscoreRun.Summary s = AutoscoreRun.summarise(outcomes);
        assertThat(s.winner()).as(s.line()).isGreaterThanOrEqualTo(0.96);
        assertThat(s.exact()).as(s.line()).isGreaterThanOrEqualTo(0.93);
    }

    private static Path resource(String folder) throws URISyntaxException {
        return Path.of(SelfPlayAccuracyTest.class.getResource("/" + folder).toURI());
    }
}
