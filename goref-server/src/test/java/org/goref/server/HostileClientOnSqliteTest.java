package org.goref.server;

/** {@link HostileClientChecks} on a real SQLite file. */
class HostileClientOnSqliteTest extends HostileClientChecks {
    @Override
    String freshDatabase() {
        return Databases.sqliteFile(dir);
    }

    @Override
    void dropDatabase() {
        // the temporary folder goes with the class
    }
}
