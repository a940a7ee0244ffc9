package org.goref.cli;

import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The picocli command tree one command line needs. picocli reads the annotations of every command
 * in a tree when the tree is built, which was most of a short command's start time; so a command
 * line that names one command ({@code goref score F}) gets a tree of goref and that command only,
 * and everything else (help, completion, no command, an unknown one) the whole tree of {@link
 * Main}'s subcommands, which stay the one list of commands.
 */
final class CommandTree {
    private CommandTree() {
    }

    static CommandLine of(String[] args) {
        Class<?> only = args.length == 0 ? null : named(args[0]);
        if (only == null) {
            return new CommandLine(new Main());
        }
        CommandLine cl = new CommandLine(root());
        try {
            cl.addSubcommand(CommandLine.defaultFactory().create(only));
        } catch (Exception e) {
            // a command that cannot be made alone is made as part of the whole tree, where picocli reports it
            return new CommandLine(new Main());
        }
        return cl;
    }

    /** goref itself, as Main's annotation declares it, without its subcommands. */
    private static CommandSpec root() {
        Command main = Main.class.getAnnotation(Command.class);
        CommandSpec root = CommandSpec.create().name(main.name()).version(main.version()).mixinStandardHelpOptions(true);
        root.usageMessage().description(main.description());
        return root;
    }

    /** Main's subcommand of that name, unless it is one that speaks of the whole tree (help, completion). */
    private static Class<?> named(String word) {
        for (Class<?> c : Main.class.getAnnotation(Command.class).subcommands()) {
            Command a = c.getAnnotation(Command.class);
            if (c == CommandLine.HelpCommand.class || c == CompletionCommand.class || a == null) {
                continue;
            }
            if (a.name().equals(word) || List.of(a.aliases()).contains(word)) {
                return c;
            }
        }
        return null;
    }
}
