-- Open challenges (issue 35): a visitor's offer of a game, until someone accepts it or it expires.
-- The poster's secret is stored as its hash only; it becomes the poster's player token in the game.
CREATE TABLE challenges (
    id           VARCHAR(40)  PRIMARY KEY,
    size         INTEGER      NOT NULL,
    rules        VARCHAR(300) NOT NULL,
    time_control VARCHAR(100) NOT NULL,
    color        VARCHAR(10)  NOT NULL,
    name         VARCHAR(200) NOT NULL,
    token_hash   VARCHAR(64)  NOT NULL,
    created_at   BIGINT       NOT NULL,
    expires_at   BIGINT       NOT NULL,
    game_id      VARCHAR(40),
    poster_color VARCHAR(10)
);

CREATE INDEX challenges_open ON challenges (expires_at);

-- The regulations of a tournament (or a game) that turn the players' chat off: one row per owner,
-- a tournament's id (all its games) or a game's id.
CREATE TABLE chat_off (
    owner_id VARCHAR(40) PRIMARY KEY,
    at       BIGINT      NOT NULL
);
