package org.goref.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.Callable;

import org.goref.core.text.Quote;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code goref} command. Exit codes (INTERFACES.md): 0 success, 1 the input breaks a rule,
 * 2 unusable input or arguments, 3 an internal error (a message, never a bare stack trace unless
 * {@code --debug}).
 */
@Command(name = "goref", mixinStandardHelpOptions = true, version = "goref 0.1.0",
        description = "A referee for the game of Go under the Russian competition rules.",
        subcommands = {
                ServeCommand.class,
                GtpCommand.class,
                ScoreCommand.class,
                CheckCommand.class,
                MatchCommand.class,
                TournamentCommand.class,
                BenchCommand.class,
                CompletionCommand.class,
                CommandLine.HelpCommand.class
        })
public final class Main implements Callable<Integer> {
    public static final int OK = 0;
    public static final int BREAKS_RULE = 1;
    public static final int BAD_INPUT = 2;
    public static final int INTERNAL = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Without a command there is nothing to do: the usage, on standard error, and exit 2 (unusable arguments). */
    @Override
    public Integer call() {
        spec.commandLine().usage(System.err);
        return BAD_INPUT;
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code (tests call this instead of main). */
    public static int run(String... args) {
        boolean debug = false;
        for (String a : args) {
            debug |= a.equals("--debug");
        }
        final boolean showTrace = debug;
        String[] rest = Arrays.stream(args).filter(a -> !a.equals("--debug")).toArray(String[]::new);
        if (rest.length == 1 && (rest[0].equals("--version") || rest[0].equals("-V"))) {
            // Scripts ask this to see that goref is there: answered without building picocli's model at all.
            System.out.println(String.join(System.lineSeparator(), Main.class.getAnnotation(Command.class).version()));
            System.out.flush();
            return OK;
        }
        CommandLine cl = CommandTree.of(rest);
        giveEveryCommandTheVersion(cl, cl.getCommandSpec().version());
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("goref: " + Quote.longRuns(ArgumentMessages.of(ex)));
            // The whole command ("goref bench playouts"), so that the hint can be run as it stands.
            ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof IllegalArgumentException) {
                c.getErr().println("goref: " + Quote.longRuns(ex.getMessage()));
                if (showTrace) {
                    ex.printStackTrace(c.getErr());
                }
                return BAD_INPUT;
            }
            return internalError(c.getErr(), ex, showTrace);
        });
        try {
            return cl.execute(rest);
        } catch (StackOverflowError | OutOfMemoryError e) {
            // picocli hands only exceptions to the handler above; the JVM would print these bare
            // and exit 1, which means "the input breaks a rule". The process ends right after.
            return internalError(cl.getErr(), e, showTrace);
        }
    }

    /** Says what went wrong, with the stack trace only under --debug: exit 3. */
    private static int internalError(PrintWriter err, Throwable e, boolean showTrace) {
        err.println("goref: internal error: " + Quote.longRuns(String.valueOf(e)));
        if (showTrace) {
            e.printStackTrace(err);
        } else {
            err.println("(run with --debug for the stack trace)");
        }
        return INTERNAL;
    }

    /** Every command has --version (the help mixin adds it); each answers with goref's version. */
    private static void giveEveryCommandTheVersion(CommandLine cl, String[] version) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (sub.getCommandSpec().version().length == 0) {
                sub.getCommandSpec().version(version);
            }
            giveEveryCommandTheVersion(sub, version);
        }
    }
}
