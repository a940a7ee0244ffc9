package org.goref.server.game;

import java.util.Optional;

import org.goref.core.game.GameEvent.Chat.Channel;

/**
 * Who may say and read what in a game's chat, as on KGS and OGS: the players and the referee talk in
 * the players' channel, which only they read; spectators talk in theirs, under a name they choose,
 * which the players do not read while the game goes on, lest a spectator help one side.
 */
final class ChatRules {
    private ChatRules() {
    }

    /** The sender a message is recorded from, or empty when this role may not speak in the channel. */
    static Optional<String> sender(Role role, Channel channel, String spectatorName) {
        return switch (channel) {
            case PLAYERS -> role == Role.SPECTATOR ? Optional.empty() : Optional.of(role.name().toLowerCase(java.util.Locale.ROOT));
            case SPECTATORS -> spectatorName == null || spectatorName.isEmpty() ? Optional.empty() : Optional.of(spectatorName);
        };
    }

    /** Whether this role may read the channel now. */
    static boolean mayRead(Role role, Channel channel, boolean finished) {
        return switch (channel) {
            case PLAYERS -> role != Role.SPECTATOR;
            case SPECTATORS -> role == Role.SPECTATOR || finished;
        };
    }
}
