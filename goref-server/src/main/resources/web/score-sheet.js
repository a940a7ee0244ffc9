// A counted game's score sheet as the referee copies it from paper (Article 4.4): the terms of each
// side, their totals, the result they give, whether that is the result typed, and the terms as
// POST /api/tournaments/{id}/results takes them (docs/tournament.md). No page here: sheet-form.js
// draws the form. The arithmetic is the server's (ScoreSheet, Scoring in goref-core), so that what
// the page calls agreeing is what the server accepts; the server stays the judge all the same.

/**
 * What a typed result is, read as the server reads it (GameResult.parseSgf, plus FF): `points`
 * ({color: 'B'|'W', margin}), `draw`, `other` (resignation, time, forfeit, void, double forfeit:
 * no score sheet goes with them), `empty`, or `unknown` (not yet readable, such as "B+" half typed).
 */
export function readResult(text) {
  const s = String(text ?? '').trim().toLowerCase();
  if (!s) return { kind: 'empty' };
  if (['0', 'draw', 'jigo', 'd', '0.0'].includes(s)) return { kind: 'draw' };
  if (['void', 'no result', 'noresult', 'ff'].includes(s)) return { kind: 'other' };
  const m = /^([bw])\s*\+\s*(.*)$/.exec(s);
  if (!m) return { kind: 'unknown' };
  const rest = m[2].trim();
  if (rest === 'r' || rest.startsWith('resign') || rest === 't' || rest.startsWith('time')
    || rest === 'f' || rest.startsWith('forfeit')) return { kind: 'other' };
  const n = rest.replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(n)) return { kind: 'unknown' };
  const margin = Number(n);
  if (margin === 0) return { kind: 'draw' };
  return { kind: 'points', color: m[1].toUpperCase(), margin };
}

/** A number as the server prints komi and margins: 3, 3.5, −2 with a plain minus. */
export function points(x) {
  return String(x + 0);
}

/**
 * The two sides' terms, signed so that a side's total is their sum (ScoreSheet.Side): komi is taken
 * from Black's total, a negative komi from White's (4.4, as Scoring writes it); a penalty is taken
 * from the penalised side. `entered` holds what the referee typed, numbers (an empty field is 0):
 * `komi`, and for `black` and `white` `territory`, `prisoners` or `stones` (by `rules.counting`),
 * `bonus` (the handicap correction, area counting), `passStones`, `penalty` (points, not signed).
 */
export function sides(entered, rules) {
  const komi = entered.komi || 0;
  const side = (e, komiTerm) => {
    const s = {
      territory: e.territory || 0,
      prisoners: rules.counting === 'territory' ? e.prisoners || 0 : 0,
      stones: rules.counting === 'area' ? e.stones || 0 : 0,
      komi: komiTerm,
      bonus: hasBonus(rules) ? e.bonus || 0 : 0,
      passStones: rules.passStones ? e.passStones || 0 : 0,
      penalty: -Math.abs(e.penalty || 0) + 0,
    };
    s.total = s.territory + s.prisoners + s.stones + s.komi + s.bonus + s.passStones + s.penalty;
    return s;
  };
  return { black: side(entered.black, komi > 0 ? -komi : 0), white: side(entered.white, komi < 0 ? komi : 0) };
}

/** Whether the rules give White points for handicap stones (area counting with handicap-bonus n or n-1). */
export function hasBonus(rules) {
  return rules.counting === 'area' && rules.handicapBonus !== '0';
}

/** White's handicap correction for `stones` handicap stones under the rules (RuleSet.HandicapBonus.points). */
export function bonusFor(rules, stones) {
  if (!hasBonus(rules) || stones < 2) return 0;
  return rules.handicapBonus === 'n-1' ? stones - 1 : stones;
}

/** The result the sides give (4.5): {kind: 'points', color, margin} or {kind: 'draw'}, and its SGF. */
export function counted(s) {
  const d = s.black.total - s.white.total;
  if (d === 0) return { kind: 'draw', sgf: '0' };
  const color = d > 0 ? 'B' : 'W';
  return { kind: 'points', color, margin: Math.abs(d), sgf: `${color}+${points(Math.abs(d))}` };
}

/**
 * Whether the sheet's result is the typed one: `agrees`, `differs` (the typed result is by points
 * or a draw, another one), or `open` (nothing readable typed yet: the sheet's result can be typed).
 */
export function verdict(s, typed) {
  const c = counted(s);
  if (typed.kind !== 'points' && typed.kind !== 'draw') return 'open';
  if (typed.kind !== c.kind) return 'differs';
  return c.kind === 'draw' || (typed.color === c.color && typed.margin === c.margin) ? 'agrees' : 'differs';
}

/**
 * The sheet's part of the request: `black` and `white` with the terms the rules have and each
 * side's `total` (the server checks that the terms add up to it).
 */
export function requestTerms(s, rules) {
  const side = (x) => {
    const o = { territory: x.territory };
    if (rules.counting === 'territory') o.prisoners = x.prisoners;
    else o.stones = x.stones;
    o.komi = x.komi;
    if (hasBonus(rules)) o.bonus = x.bonus;
    if (rules.passStones) o.passStones = x.passStones;
    o.penalty = x.penalty;
    o.total = x.total;
    return o;
  };
  return { black: side(s.black), white: side(s.white) };
}
