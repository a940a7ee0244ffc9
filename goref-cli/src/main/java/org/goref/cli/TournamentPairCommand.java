package org.goref.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaPairing;
import org.goref.tournament.opengotha.TextTable;
import org.goref.tournament.pairing.RoundDraw;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code goref tournament pair FILE.xml --round N [--csv]}. */
@Command(name = "pair", mixinStandardHelpOptions = true,
        description = "The pairing goref makes for a round of the file, from the rounds before it.")
public final class TournamentPairCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE.xml", description = "an OpenGotha tournament file")
    Path file;

    @Option(names = "--round", paramLabel = "N", required = true, description = "the round to pair")
    int round;

    @Option(names = "--csv", description = "CSV: table,black_name,black_first_name,black_rank,white_name,…,handicap,komi")
    boolean csv;

    @Override
    public Integer call() {
        OgTournament t = TournamentCommand.read(file);
        RoundDraw d;
        try {
            d = OpenGothaPairing.pair(t, round);
        } catch (IllegalStateException e) {
            // The system cannot pair the round (nobody plays, a knockout with no winners yet): the input's fault.
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        System.out.print(csv ? OpenGothaPairing.csv(t, d) : TextTable.of(OpenGothaPairing.rows(t, d)));
        System.out.flush();
        return Main.OK;
    }
}
