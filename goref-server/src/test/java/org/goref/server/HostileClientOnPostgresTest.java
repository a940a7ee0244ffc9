package org.goref.server;

import org.junit.jupiter.api.Assumptions;

/** {@link HostileClientChecks} on a scratch PostgreSQL database; skipped when nothing listens on 127.0.0.1:5432. */
class HostileClientOnPostgresTest extends HostileClientChecks {
    @Override
    String freshDatabase() throws Exception {
        Assumptions.assumeTrue(Databases.postgresAvailable(), "PostgreSQL is not running on 127.0.0.1:5432");
        return Databases.createPostgres();
    }

    @Override
    void dropDatabase() throws Exception {
        Databases.dropPostgres(url);
    }
}
