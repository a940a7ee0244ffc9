package org.goref.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.goref.core.game.EventCodec;
import org.goref.server.store.GameRecord;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StorageSync;
import org.goref.server.store.StoredEvent;

/**
 * Whether a game whose creation failed was stored all the same: the failure may be a lost answer
 * to a commit that happened, and the game would then exist with tokens nobody was given. The
 * creation is put to {@link StorageSync} as a log of lines: the game's row (its id and token
 * hashes, what makes it the very row written), then its first events. A game not stored has no
 * lines at all, so that a creation with no first event (no handicap) is still told apart.
 */
final class CreationCheck {
    private CreationCheck() {
    }

    /** After {@link GameRepository#create} of {@code row} with {@code first} failed with {@code failure}: what it left in the database. */
    static StorageSync.Landing afterFailedCreate(RuntimeException failure, GameRepository repo, GameRecord row,
            List<StoredEvent> first) {
        StorageSync.Log<String> log = StorageSync.Log.of(
                () -> repo.find(row.id()).map(stored -> lines(stored, repo.events(row.id()))).orElse(List.of()),
                // Nothing in memory to rebuild: the game is put there only once it is known to be stored.
                held -> { });
        return new StorageSync<String>(Function.identity()).afterFailedAppend(failure, log, List.of(), lines(row, first));
    }

    private static List<String> lines(GameRecord row, List<StoredEvent> events) {
        List<String> out = new ArrayList<>();
        out.add("game " + row.id() + " " + row.blackTokenHash() + " " + row.whiteTokenHash() + " "
                + row.refereeTokenHash() + " " + row.createdAt());
        for (StoredEvent e : events) {
            out.add(e.seq() + " " + e.at() + " " + EventCodec.encode(e.event()));
        }
        return out;
    }
}
