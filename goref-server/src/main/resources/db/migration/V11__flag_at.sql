-- When a timed game's flag falls if nobody moves (ms), written with each of its commits; NULL while
-- no clock runs and once the game is over. Any node of several finds by it a game whose node died.
ALTER TABLE games ADD COLUMN flag_at BIGINT;

CREATE INDEX games_by_flag_at ON games (flag_at);
