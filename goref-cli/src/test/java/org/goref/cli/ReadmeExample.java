package org.goref.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * One command of a README {@code console} block and the output shown under it: lines starting
 * {@code $ } are commands, the lines up to the next command or the block's end their output.
 */
record ReadmeExample(int line, String command, List<String> expected) {

    static List<ReadmeExample> parse(String readme) {
        List<ReadmeExample> examples = new ArrayList<>();
        List<String> lines = readme.lines().toList();
        boolean inConsole = false;
        int commandLine = 0;
        String command = null;
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (!inConsole) {
                inConsole = l.strip().equals("```console");
                continue;
            }
            if (l.startsWith("```") || l.startsWith("$ ")) {
                if (command != null) {
                    examples.add(new ReadmeExample(commandLine, command, List.copyOf(expected)));
                }
                command = null;
                expected.clear();
                if (l.startsWith("```")) {
                    inConsole = false;
                } else {
                    command = l.substring(2);
                    commandLine = i + 1;
                }
            } else if (command != null) {
                expected.add(l);
            }
        }
        return examples;
    }
}
