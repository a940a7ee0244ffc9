package org.goref.gtp.match;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** Command lines of the engines the tests play with. */
final class Engines {
    private Engines() {
    }

    /** GNU Go at level 0 (the tests are skipped, saying why, on a machine without it). */
    static String gnugo() {
        for (String p : new String[] {"/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo"}) {
            if (Files.isExecutable(Path.of(p))) {
                return p + " --mode gtp --level 0";
            }
        }
        assumeTrue(false, "GNU Go is not installed (apt-get install gnugo)");
        return null;
    }

    /** The misbehaving engine of the test sources, as a separate JVM on the test classpath. */
    static String misbehaving(String... args) {
        return javaMain(MisbehavingEngine.class, args);
    }

    /** goref's own GTP engine ({@code goref gtp}), as a separate JVM. */
    static String goref() {
        return javaMain(GorefGtpMain.class);
    }

    private static String javaMain(Class<?> main, String... args) {
        String java = ProcessHandle.current().info().command().orElse("java");
        StringBuilder sb = new StringBuilder(quote(java))
                .append(" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -cp ")
                .append(quote(System.getProperty("java.class.path")))
                .append(' ').append(main.getName());
        for (String a : args) {
            sb.append(' ').append(quote(a));
        }
        return sb.toString();
    }

    static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
