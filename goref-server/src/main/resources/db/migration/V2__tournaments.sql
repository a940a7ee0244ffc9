-- Tournaments are stored like games: a row of settings and the list of their events, one
-- TournamentEventCodec line each. The referee's token is kept only as its SHA-256 hash.
CREATE TABLE tournaments (
    id                 VARCHAR(40)  PRIMARY KEY,
    name               VARCHAR(300) NOT NULL,
    referee_token_hash VARCHAR(64)  NOT NULL,
    created_at         BIGINT       NOT NULL
);

CREATE TABLE tournament_events (
    tournament_id VARCHAR(40) NOT NULL REFERENCES tournaments (id),
    seq           INTEGER     NOT NULL,
    at            BIGINT      NOT NULL,
    line          TEXT        NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);

-- The server games started for a pairing: when one finishes, its result goes to this table.
CREATE TABLE tournament_games (
    game_id       VARCHAR(40) PRIMARY KEY REFERENCES games (id),
    tournament_id VARCHAR(40) NOT NULL REFERENCES tournaments (id),
    round         INTEGER     NOT NULL,
    board         INTEGER     NOT NULL
);
