package org.goref.server.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The configurations docs/deploy.md shows, read from the page itself so that the page shows what the tests run. */
final class DeployDoc {
    private DeployDoc() {
    }

    static Path path() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path p = dir.resolve("docs").resolve("deploy.md");
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        throw new IllegalStateException("docs/deploy.md not found above " + Path.of("").toAbsolutePath());
    }

    /** The first fenced block whose info string is {@code lang}. */
    static String block(String lang) throws IOException {
        String md = Files.readString(path(), StandardCharsets.UTF_8);
        String open = "```" + lang + "\n";
        int start = md.indexOf(open);
        if (start < 0) {
            throw new IllegalStateException("docs/deploy.md has no ```" + lang + " block");
        }
        start += open.length();
        int end = md.indexOf("\n```", start);
        return md.substring(start, end + 1);
    }

    /** {@code text} with {@code from} replaced by {@code to}, which must occur: a changed page fails the test loudly. */
    static String replace(String text, String from, String to) {
        if (!text.contains(from)) {
            throw new IllegalStateException("the configuration in docs/deploy.md no longer says: " + from);
        }
        return text.replace(from, to);
    }
}
