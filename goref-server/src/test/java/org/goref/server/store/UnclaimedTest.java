package org.goref.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/**
 * The sweep's order: a creation the database does not answer for ends the round and waits behind
 * the others, so that the rest are not each held up by a database that hangs, nor held for ever by
 * one that fails every time.
 */
class UnclaimedTest {
    private final List<String> looked = new ArrayList<>();

    private Unclaimed.Creation creation(String id, Unclaimed.Removal removal) {
        return new Unclaimed.Creation("game", id, "a test", () -> {
            looked.add(id);
            return removal.remove();
        });
    }

    @Test
    void aCreationTheDatabaseDoesNotAnswerForEndsTheRoundAndWaitsBehindTheOthers() {
        Unclaimed u = new Unclaimed();
        AtomicInteger failures = new AtomicInteger(1);
        u.remember(creation("a", () -> new Unclaimed.Swept.Removed("its row")));
        u.remember(creation("b", () -> {
            if (failures.getAndDecrement() > 0) {
                throw new IllegalStateException("the database does not answer");
            }
            return new Unclaimed.Swept.NotStored();
        }));
        u.remember(creation("c", () -> new Unclaimed.Swept.Kept("named by a table")));

        assertThat(u.sweep()).isEqualTo(1);
        assertThat(looked).containsExactly("a", "b");
        assertThat(u.waiting()).isEqualTo(2);

        assertThat(u.sweep()).isZero();
        assertThat(looked).containsExactly("a", "b", "c", "b");
        assertThat(u.waiting()).isZero();
        assertThat(u.sweep()).isZero();
        assertThat(looked).hasSize(4);
    }

    @Test
    void pastItsLimitTheOldestIsForgottenSoThatAnOutageCannotGrowTheListWithoutEnd() {
        Unclaimed u = new Unclaimed(2);
        for (String id : List.of("a", "b", "c", "d")) {
            u.remember(creation(id, () -> new Unclaimed.Swept.NotStored()));
        }
        assertThat(u.waiting()).isEqualTo(2);
        u.sweep();
        assertThat(looked).containsExactly("c", "d");
    }
}
