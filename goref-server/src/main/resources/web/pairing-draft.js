// A round's pairings as the referee edits them on the tournament page, before they are sent: the
// draft, what is plainly wrong with it, and the body of PUT /api/tournaments/{id}/rounds/{n}
// (docs/tournament.md). No page here: pairing-editor.js draws it.

/**
 * A grade's strength as Rank.strength has it (30k = 0, 1k = 29, 1d = 30, 9d = 38, a professional
 * 36 + grade), from the view's spelling (15k, 3d, 1p); null for none or another spelling.
 */
export function strength(rank) {
  const m = /^(\d{1,2})([kdp])$/.exec(String(rank ?? ''));
  if (!m) return null;
  const v = parseInt(m[1], 10);
  return m[2] === 'k' ? 30 - v : m[2] === 'd' ? 29 + v : 36 + v;
}

/**
 * A player's strength as Player.grade gives it to the server's HandicapRule: the rank, else the
 * grade nearest the EGF rating (Rank.ofRating: 2100 is 1d, 100 points a grade), else null.
 */
export function playerStrength(p) {
  if (!p) return null;
  if (p.rank) return strength(p.rank);
  if (p.rating === null || p.rating === undefined) return null;
  const steps = Math.floor((p.rating - 2100 + 50) / 100);
  return steps >= 0 ? 29 + Math.min(9, steps + 1) : 30 - Math.min(30, -steps);
}

/** The regulations' handicap policy (`rank:R:M:K`) as {reduction, max, komi}; null for `even`. */
export function policyOf(spelling) {
  const m = /^rank:(\d+):(\d+):(-?[\d.]+)$/.exec(String(spelling ?? '').trim());
  return m ? { reduction: parseInt(m[1], 10), max: parseInt(m[2], 10), komi: parseFloat(m[3]) } : null;
}

/**
 * The largest handicap a board takes, as the server's Handicap.maxFixed allows its stones: 9 on an
 * odd board from 9×9, 4 on 7×7 and even boards; below 7×7 no stones, so 1 (Black without komi).
 */
export function maxHandicap(size) {
  if (size < 7) return 1;
  return size === 7 || size % 2 === 0 ? 4 : 9;
}

/**
 * The handicap the regulations give `black` against `white` (player numbers, either may be null),
 * as HandicapRule does: min(M, max(0, stronger − weaker − R)) under `rank:R:M:K`, 0 under `even` or
 * when a grade is missing; no more than the board takes. `players`: the view's.
 */
export function policyHandicap(regulations, players, black, white) {
  const policy = policyOf(regulations && regulations.handicap);
  if (!policy || !black || !white) return 0;
  const sb = playerStrength(players.find((p) => p.number === black));
  const sw = playerStrength(players.find((p) => p.number === white));
  if (sb === null || sw === null) return 0;
  const h = Math.min(policy.max, Math.max(0, Math.abs(sb - sw) - policy.reduction));
  return Math.min(h, maxHandicap(regulations.boardSize));
}

/**
 * A draft of round `r` of the tournament's view: its tables in order (each with its handicap, not
 * yet set by hand, and what it `was`), its byes, no reason yet, and
 * how many changes the round had (`basedOn`), so that the server refuses the draft if someone
 * changes the round before it is saved, instead of letting it undo their change.
 */
export function draftOf(r) {
  return {
    round: r.number,
    basedOn: (r.changes || []).length,
    tables: r.pairings.map((p) => ({
      black: p.black, white: p.white, handicap: p.handicap, byHand: false,
      was: { black: p.black, white: p.white, handicap: p.handicap, komi: p.komi },
    })),
    byes: [...r.byes],
    why: '',
  };
}

export function swap(table, regulations, players) {
  [table.black, table.white] = [table.white, table.black];
  refill(table, regulations, players);
}

/**
 * The handicap a table is offered once its players or colours change, until the referee sets one
 * by hand: its own again when it is back to its players in their colours, else the regulations'.
 */
export function refill(table, regulations, players) {
  if (table.byHand) return;
  const was = table.was;
  table.handicap = was && was.black === table.black && was.white === table.white ? was.handicap
    : policyHandicap(regulations, players, table.black, table.white);
}

/** The referee's own handicap for the table: from now on it stays as set, whoever sits there. */
export function setHandicap(table, h) {
  table.handicap = h;
  table.byHand = true;
}

/**
 * What the page can see is wrong before asking the server, which stays the judge: a table with a
 * colour not chosen (by table number), players chosen twice (a table and a bye, two tables, or one
 * player on both sides), players neither at a table nor among the byes, a round with nobody, no reason,
 * a handicap the board does not take (by table number), and handicap games whose Black is the
 * stronger player by grade (`strongerBlack`: {table, black, white, handicap}).
 * `players`: the tournament's, as its view lists them (numbered 1…); `regulations`: the view's.
 */
export function problems(draft, players, regulations = {}) {
  const unfilled = [];
  const count = new Map();
  const add = (n) => count.set(n, (count.get(n) || 0) + 1);
  const tooMany = [];
  const strongerBlack = [];
  const max = maxHandicap(regulations.boardSize ?? 19);
  draft.tables.forEach((tb, i) => {
    if (!tb.black || !tb.white) unfilled.push(i + 1);
    if (tb.black) add(tb.black);
    if (tb.white) add(tb.white);
    const h = tb.handicap || 0;
    if (h > max) tooMany.push(i + 1);
    if (h >= 1 && tb.black && tb.white) {
      const sb = playerStrength(players.find((p) => p.number === tb.black));
      const sw = playerStrength(players.find((p) => p.number === tb.white));
      if (sb !== null && sw !== null && sb > sw) {
        strongerBlack.push({ table: i + 1, black: tb.black, white: tb.white, handicap: h });
      }
    }
  });
  const byes = draft.byes.filter(Boolean);
  byes.forEach(add);
  const twice = [...count].filter(([, k]) => k > 1).map(([n]) => n).sort((a, b) => a - b);
  const missing = [];
  for (const p of players) if (!count.has(p.number)) missing.push(p.number);
  return {
    unfilled, twice, missing, empty: draft.tables.length === 0 && byes.length === 0, noWhy: !draft.why.trim(),
    tooMany, max, strongerBlack,
  };
}

/**
 * The body of the PUT. Tables are numbered in their order. Each is sent with its handicap; a table
 * that still has its two players in their colours and its handicap keeps its komi too; any other is
 * sent without komi, so that the server gives it the regulations' (an even game's for handicap 0,
 * the handicap policy's otherwise).
 */
export function body(draft) {
  return {
    pairings: draft.tables.map((tb, i) => {
      const p = { board: i + 1, black: tb.black, white: tb.white, handicap: tb.handicap || 0 };
      if (tb.was && tb.was.black === tb.black && tb.was.white === tb.white && tb.was.handicap === p.handicap) {
        p.komi = tb.was.komi;
      }
      return p;
    }),
    byes: draft.byes.filter(Boolean),
    why: draft.why.trim(),
    basedOn: draft.basedOn,
  };
}
