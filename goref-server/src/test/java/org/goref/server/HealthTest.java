package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;

import org.goref.server.health.ReadinessCheck;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /healthz} answers while the process serves; {@code /readyz} only while every check passes. */
class HealthTest {
    @TempDir
    Path dir;

    @Test
    void onSqliteBothAnswerAndEveryCheckIsNamed() {
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            Client client = new Client(server.port());
            Client.Answer health = client.get("/healthz");
            assertThat(health.status()).isEqualTo(200);
            Client.Answer ready = client.get("/readyz");
            assertThat(ready.status()).as(ready.text()).isEqualTo(200);
            assertThat(ready.body().at("/checks/database").asText()).isEqualTo("ok");

            // A check added later (the bus on a node of several) counts as much as the database.
            server.readiness().add(ReadinessCheck.of("bus", () -> Optional.of("not connected")));
            Client.Answer notReady = client.get("/readyz");
            assertThat(notReady.status()).isEqualTo(503);
            assertThat(notReady.body().at("/checks/bus").asText()).isEqualTo("not connected");
            assertThat(notReady.body().at("/checks/database").asText()).isEqualTo("ok");
            assertThat(client.get("/healthz").status()).isEqualTo(200);
        }
    }

    @Test
    void onPostgresReadyzFollowsTheDatabaseWithoutARestart() throws Exception {
        Assumptions.assumeTrue(Databases.postgresAvailable(), "PostgreSQL is not running on 127.0.0.1:5432");
        String url = Databases.createPostgres();
        String name = url.substring(url.lastIndexOf('/') + 1, url.indexOf('?'));
        try (GorefServer server = GorefServer.start(0, url)) {
            Client client = new Client(server.port());
            assertThat(client.get("/readyz").status()).isEqualTo(200);

            admin("ALTER DATABASE " + name + " ALLOW_CONNECTIONS false");
            admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '" + name + "'");
            // The first ask may still find a connection to drop; after that the database is plainly away.
            client.get("/readyz");
            Client.Answer away = client.get("/readyz");
            assertThat(away.status()).as(away.text()).isEqualTo(503);
            assertThat(away.body().at("/checks/database").asText()).startsWith("the database does not answer");
            assertThat(away.text()).doesNotContain("postgres://").doesNotContain("user=");
            assertThat(client.get("/healthz").status()).isEqualTo(200);

            admin("ALTER DATABASE " + name + " ALLOW_CONNECTIONS true");
            Client.Answer back = client.get("/readyz");
            assertThat(back.status()).as(back.text()).isEqualTo(200);
            // The outage is counted once, however many requests found the database away.
            assertThat(MetricsTest.value(client.get("/metrics").text(), "goref_database_outages_total", "")).isEqualTo(1);
        } finally {
            admin("ALTER DATABASE " + name + " ALLOW_CONNECTIONS true");
            Databases.dropPostgres(url);
        }
    }

    private static void admin(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(Databases.PG_ADMIN); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
