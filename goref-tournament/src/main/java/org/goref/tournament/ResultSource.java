package org.goref.tournament;

import org.goref.core.text.Quote;

/** Where a result came from: a game on the server, a refereed engine match, or the referee's hand. */
public sealed interface ResultSource {
    String spelling();

    record ServerGame(String gameId) implements ResultSource {
        public ServerGame {
            gameId = Text.oneWord(gameId, "a server game needs its id");
        }

        public String spelling() {
            return "server:" + gameId;
        }
    }

    /** Row {@code number} of the protocol {@code protocol} that {@code goref match} wrote. */
    record EngineMatch(String protocol, int number) implements ResultSource {
        public EngineMatch {
            protocol = Text.oneWord(protocol, "a match result needs its protocol's name");
            if (number < 1) {
                throw new IllegalArgumentException("protocol rows are numbered from 1");
            }
        }

        public String spelling() {
            return "match:" + protocol + "#" + number;
        }
    }

    record Referee(String name) implements ResultSource {
        public Referee {
            name = Text.line(name, "a referee's entry needs the referee's name");
        }

        public String spelling() {
            return "referee:" + name;
        }
    }

    static ResultSource parse(String s) {
        int c = s.indexOf(':');
        if (c > 0) {
            String kind = s.substring(0, c);
            String rest = s.substring(c + 1);
            switch (kind) {
                case "server" -> {
                    return new ServerGame(rest);
                }
                case "referee" -> {
                    return new Referee(rest);
                }
                case "match" -> {
                    int h = rest.lastIndexOf('#');
                    if (h > 0) {
                        try {
                            return new EngineMatch(rest.substring(0, h), Integer.parseInt(rest.substring(h + 1)));
                        } catch (NumberFormatException e) {
                            // falls through
                        }
                    }
                }
                default -> { }
            }
        }
        throw new IllegalArgumentException("a result source is server:ID, match:FILE#N or referee:NAME, not '" + Quote.of(s) + "'");
    }
}
