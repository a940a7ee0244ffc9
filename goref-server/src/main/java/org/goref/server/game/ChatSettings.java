package org.goref.server.game;

/** Whether the regulations turn a game's players' channel off (a tournament's referee may). */
@FunctionalInterface
public interface ChatSettings {
    ChatSettings ALL_ON = gameId -> false;

    boolean playersChannelOff(String gameId);
}
