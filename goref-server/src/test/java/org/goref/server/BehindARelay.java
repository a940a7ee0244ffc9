package org.goref.server;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;

/**
 * Tests of storage failures on the real PostgreSQL, reached through a relay that can drop the
 * answer to a COMMIT or refuse connections ({@link CommitCuttingRelay}): a scratch database per
 * test, dropped afterwards. Skipped when PostgreSQL is not running.
 */
abstract class BehindARelay {
    protected RelayedPostgres pg;
    protected CommitCuttingRelay relay;

    @BeforeEach
    void postgresBehindARelay() throws Exception {
        Assumptions.assumeTrue(Databases.postgresAvailable(), "PostgreSQL is not running on 127.0.0.1:5432");
        pg = new RelayedPostgres();
        relay = pg.relay();
    }

    @AfterEach
    void dropPostgres() throws Exception {
        if (pg != null) {
            pg.close();
        }
    }
}
