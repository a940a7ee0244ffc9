// A round's pairings as the referee edits them on the tournament page, before they are sent: the
// draft, what is plainly wrong with it, and the body of PUT /api/tournaments/{id}/rounds/{n}
// (docs/tournament.md). No page here: pairing-editor.js draws it.

/**
 * A draft of round `r` of the tournament's view: its tables in order, its byes, no reason yet, and
 * how many changes the round had (`basedOn`), so that the server refuses the draft if someone
 * changes the round before it is saved, instead of letting it undo their change.
 */
export function draftOf(r) {
  return {
    round: r.number,
    basedOn: (r.changes || []).length,
    tables: r.pairings.map((p) => ({ black: p.black, white: p.white, was: { black: p.black, white: p.white, handicap: p.handicap, komi: p.komi } })),
    byes: [...r.byes],
    why: '',
  };
}

export function swap(table) {
  [table.black, table.white] = [table.white, table.black];
}

/**
 * What the page can see is wrong before asking the server, which stays the judge: a table with a
 * colour not chosen (by table number), players chosen twice (a table and a bye, two tables, or one
 * player on both sides), players neither at a table nor among the byes, a round with nobody, no reason.
 * `players` is how many are registered (numbered 1…players).
 */
export function problems(draft, players) {
  const unfilled = [];
  const count = new Map();
  const add = (n) => count.set(n, (count.get(n) || 0) + 1);
  draft.tables.forEach((tb, i) => {
    if (!tb.black || !tb.white) unfilled.push(i + 1);
    if (tb.black) add(tb.black);
    if (tb.white) add(tb.white);
  });
  const byes = draft.byes.filter(Boolean);
  byes.forEach(add);
  const twice = [...count].filter(([, k]) => k > 1).map(([n]) => n).sort((a, b) => a - b);
  const missing = [];
  for (let n = 1; n <= players; n++) if (!count.has(n)) missing.push(n);
  return {
    unfilled, twice, missing, empty: draft.tables.length === 0 && byes.length === 0, noWhy: !draft.why.trim(),
  };
}

/**
 * The body of the PUT. Tables are numbered in their order. A table that still has its two players
 * in their colours keeps its handicap and komi; any other is sent without them, so the server gives
 * it an even game's (the page has no field for a handicap: a changed handicap pairing goes through
 * the API).
 */
export function body(draft) {
  return {
    pairings: draft.tables.map((tb, i) => {
      const p = { board: i + 1, black: tb.black, white: tb.white };
      if (tb.was && tb.was.black === tb.black && tb.was.white === tb.white) {
        p.handicap = tb.was.handicap;
        p.komi = tb.was.komi;
      }
      return p;
    }),
    byes: draft.byes.filter(Boolean),
    why: draft.why.trim(),
    basedOn: draft.basedOn,
  };
}
