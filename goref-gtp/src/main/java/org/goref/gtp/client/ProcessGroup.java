package org.goref.gtp.client;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * An engine started as the leader of its own process group (Linux's {@code setsid}), so that
 * everything it starts can be ended with it. Without the group, a helper process the engine started
 * (a shell script's {@code sleep &}, a bot's worker) outlived the match once the engine had exited:
 * an orphan is no longer among the engine's descendants, but it is still in its group.
 *
 * <p>Where {@code setsid} or {@code /proc} is missing, the engine runs as given and only its live
 * descendants are ended.
 */
final class ProcessGroup {
    private static final List<Path> SETSID = List.of(Path.of("/usr/bin/setsid"), Path.of("/bin/setsid"));
    private static final Path PROC = Path.of("/proc");

    private ProcessGroup() {
    }

    /**
     * The command that starts {@code argv} in a new session. Wrapped only when the program itself
     * can be found, so that a missing engine still fails to start with the system's own message
     * (through {@code setsid} it would start and exit 127).
     */
    static List<String> inNewGroup(List<String> argv, Path workDir) {
        Optional<Path> setsid = SETSID.stream().filter(Files::isExecutable).findFirst();
        if (setsid.isEmpty() || argv.isEmpty() || !Files.isDirectory(PROC) || !findable(argv.get(0), workDir)) {
            return argv;
        }
        List<String> wrapped = new ArrayList<>(argv.size() + 1);
        wrapped.add(setsid.get().toString());
        wrapped.addAll(argv);
        return wrapped;
    }

    private static boolean findable(String program, Path workDir) {
        if (program.contains("/")) {
            Path p = Path.of(program);
            if (!p.isAbsolute() && workDir != null) {
                p = workDir.resolve(p);
            }
            return Files.isExecutable(p) && !Files.isDirectory(p);
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Ends, forcibly, the live descendants of {@code leader} and every process in the group it led.
     * A pid is a group's id only while the group has a member, so a later process given the same
     * pid is not mistaken for it unless it leads a group of that id itself.
     */
    static void killAll(Process leader) {
        leader.descendants().forEach(ProcessHandle::destroyForcibly);
        long group = leader.pid();
        if (!leader.isAlive() && ProcessHandle.of(group).isPresent()) {
            // The leader is gone and its pid is someone else's: Linux gives out no pid still used as
            // a group's id, so that group is empty and this one is not ours.
            return;
        }
        for (long pid : membersOf(group)) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    /** The pids whose process group is {@code group}, from {@code /proc/PID/stat}; none without /proc. */
    static List<Long> membersOf(long group) {
        List<Long> members = new ArrayList<>();
        if (!Files.isDirectory(PROC)) {
            return members;
        }
        try (Stream<Path> entries = Files.list(PROC)) {
            entries.forEach(p -> {
                String name = p.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) {
                    return;
                }
                try {
                    if (groupOf(Files.readString(p.resolve("stat"))) == group) {
                        members.add(Long.parseLong(name));
                    }
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile, or not ours to read
                }
            });
        } catch (IOException e) {
            // no /proc to read: only the descendants were ended
        }
        return members;
    }

    /**
     * The process group in a {@code /proc/PID/stat} line: "pid (comm) state ppid pgrp …". The
     * command name may hold spaces and parentheses, so the fields are counted after its last ')'.
     */
    static long groupOf(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[2]);
    }
}
