package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code goref completion}: picocli's completion script for bash (and zsh through its bashcompinit),
 * made from the commands and options themselves, so it never falls behind them.
 */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = {"Prints the shell completion script for bash and zsh.",
                "Use it with: source <(goref completion)   (or save it under /etc/bash_completion.d/goref)"})
public final class CompletionCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        System.out.print(AutoComplete.bash("goref", spec.root().commandLine()));
        System.out.flush();
        return Main.OK;
    }
}
