package org.goref.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * A jar at a checkout copy's {@code goref-cli/target/goref.jar} that runs goref from the test class
 * path, newer than every source, so the copied launcher runs it without building (building the
 * real jar inside a test would start Maven within Maven).
 */
final class ThinJar {
    private ThinJar() {
    }

    static Path writeInto(Path checkout) throws IOException {
        Path jar = checkout.resolve("goref-cli/target/goref.jar");
        Files.createDirectories(jar.getParent());
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        StringBuilder cp = new StringBuilder();
        for (String e : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            cp.append(Path.of(e).toAbsolutePath().toUri()).append(' ');
        }
        m.getMainAttributes().put(Attributes.Name.CLASS_PATH, cp.toString().strip());
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, m)) {
            j.flush();
        }
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(3600)));
        return jar;
    }
}
