package org.goref.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaReader;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code goref tournament import|standings|pair FILE.xml}: OpenGotha's tournament files. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "OpenGotha tournament files: import one, print its standings or the next pairing.",
        subcommands = {TournamentImportCommand.class, TournamentStandingsCommand.class, TournamentPairCommand.class})
public final class TournamentCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "say what to do: import, standings or pair");
    }

    /** Reads the file; an unreadable or malformed one is unusable input (exit 2) with its line and reason. */
    static OgTournament read(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException(file + ": no such file");
            }
            return OpenGothaReader.read(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }
}
