package org.goref.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The database URL as goref shows it: every password hidden, the rest as given. */
class DatabaseUrlTest {

    @Test
    void aPasswordParameterIsHiddenAndTheOtherParametersKept() {
        assertThat(DatabaseUrl.shown("jdbc:postgresql://127.0.0.1:5432/test?user=postgres&password=hunter2&sslmode=disable"))
                .isEqualTo("jdbc:postgresql://127.0.0.1:5432/test?user=postgres&password=***&sslmode=disable");
        assertThat(DatabaseUrl.shown("jdbc:sqlite:goref.db?PASSWORD=hunter2"))
                .isEqualTo("jdbc:sqlite:goref.db?PASSWORD=***");
    }

    @Test
    void aPasswordBeforeTheHostIsHidden() {
        assertThat(DatabaseUrl.shown("jdbc:postgresql://postgres:hunter2@db.example:5432/goref"))
                .isEqualTo("jdbc:postgresql://postgres:***@db.example:5432/goref");
        // An @ in the password: hidden up to the last @ before the path, not only to the first.
        assertThat(DatabaseUrl.shown("jdbc:postgresql://postgres:hun@ter2@db.example/goref"))
                .isEqualTo("jdbc:postgresql://postgres:***@db.example/goref");
        // Quoted inside a driver's message, too.
        assertThat(DatabaseUrl.shown("Unable to parse URL jdbc:postgresql://u:hunter2@[bad"))
                .isEqualTo("Unable to parse URL jdbc:postgresql://u:***@[bad");
    }

    @Test
    void aUrlWithoutPasswordIsShownAsGiven() {
        for (String url : new String[] {
                "jdbc:sqlite:goref.db",
                "jdbc:postgresql://127.0.0.1:5432/test?user=postgres",
                "jdbc:postgresql://postgres@127.0.0.1:5432/test",
                "jdbc:postgresql://127.0.0.1:5432/test?user=postgres&options=a@b"}) {
            assertThat(DatabaseUrl.shown(url)).isEqualTo(url);
        }
    }
}
