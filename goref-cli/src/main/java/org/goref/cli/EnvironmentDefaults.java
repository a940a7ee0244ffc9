package org.goref.cli;

import java.util.Locale;
import java.util.Map;

import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every option of a command also from the environment: {@code --public-url} from
 * {@code GOREF_PUBLIC_URL}, {@code --db} from {@code GOREF_DB}. An option given on the command
 * line wins over the environment, the environment over the option's own default. A service
 * manager (systemd, a container) configures goref this way without a command line.
 */
public final class EnvironmentDefaults implements IDefaultValueProvider {
    private final Map<String, String> env;

    /** From the process's environment (picocli makes one this way). */
    public EnvironmentDefaults() {
        this(System.getenv());
    }

    EnvironmentDefaults(Map<String, String> env) {
        this.env = Map.copyOf(env);
    }

    /** The variable an option is read from: {@code --trusted-proxy} is {@code GOREF_TRUSTED_PROXY}. */
    static String variable(OptionSpec option) {
        String name = option.longestName().replaceFirst("^-+", "");
        return "GOREF_" + name.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    @Override
    public String defaultValue(ArgSpec arg) {
        if (!(arg instanceof OptionSpec option) || option.usageHelp() || option.versionHelp()) {
            return null;
        }
        String value = env.get(variable(option));
        // Unset or empty: the option's own default.
        return value == null || value.isBlank() ? option.defaultValue() : value.strip();
    }
}
