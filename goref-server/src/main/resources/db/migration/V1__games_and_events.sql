-- One schema for SQLite and PostgreSQL: a game is its settings and its list of events.
CREATE TABLE games (
    id                 VARCHAR(40)  PRIMARY KEY,
    size               INTEGER      NOT NULL,
    rules              VARCHAR(300) NOT NULL,
    handicap           INTEGER      NOT NULL,
    time_control       VARCHAR(100) NOT NULL,
    black_name         VARCHAR(200) NOT NULL,
    white_name         VARCHAR(200) NOT NULL,
    black_token_hash   VARCHAR(64)  NOT NULL,
    white_token_hash   VARCHAR(64)  NOT NULL,
    referee_token_hash VARCHAR(64)  NOT NULL,
    created_at         BIGINT       NOT NULL,
    finished_at        BIGINT,
    result             VARCHAR(100)
);

CREATE INDEX games_by_finished ON games (finished_at);

CREATE TABLE game_events (
    game_id VARCHAR(40)   NOT NULL REFERENCES games (id),
    seq     INTEGER       NOT NULL,
    at      BIGINT        NOT NULL,
    event   VARCHAR(4000) NOT NULL,
    PRIMARY KEY (game_id, seq)
);
