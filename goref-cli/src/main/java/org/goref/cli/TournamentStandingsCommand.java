package org.goref.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaStandings;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code goref tournament standings FILE.xml [--round N] [--csv]}. */
@Command(name = "standings", mixinStandardHelpOptions = true,
        description = "The standings after a round by the file's own placement criteria, as OpenGotha 3.51 counts them.")
public final class TournamentStandingsCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE.xml", description = "an OpenGotha tournament file")
    Path file;

    @Option(names = "--round", paramLabel = "N", description = "after round N (default: the last round with results)")
    Integer round;

    @Option(names = "--csv", description = "CSV: place,name,first_name,club,country,rank, then one column per criterion")
    boolean csv;

    @Override
    public Integer call() {
        OgTournament t = TournamentCommand.read(file);
        int r = round == null ? OpenGothaStandings.defaultRound(t) : round;
        System.out.print(csv ? OpenGothaStandings.csv(t, r) : OpenGothaStandings.text(t, r));
        System.out.flush();
        return Main.OK;
    }
}
