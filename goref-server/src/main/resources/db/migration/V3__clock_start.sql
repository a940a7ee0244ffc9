-- When a timed game's clock first runs (ClockStart): 'creation' or 'first-move'. The games stored
-- before the choice existed all started their clocks at their creation, hence the default.
ALTER TABLE games ADD COLUMN clock_start VARCHAR(20) NOT NULL DEFAULT 'creation';
