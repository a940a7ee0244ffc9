package org.goref.server;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/**
 * A test class that drives the pages in chromium (see {@link BrowserTest#browser}) against a server
 * of its own ({@link ServerOnSqliteFile}); skipped, saying why, where chromium is not installed.
 */
abstract class PagesInChromium extends ServerOnSqliteFile {
    /** The server's address, as the browser asks for it. */
    static String base;

    @BeforeAll
    static void needChromium() {
        Assumptions.assumeTrue(BrowserTest.CHROMEDRIVER.canExecute() && BrowserTest.CHROMIUM.canExecute(),
                "chromium and chromium-driver are not installed");
        base = "http://127.0.0.1:" + server.port();
    }
}
