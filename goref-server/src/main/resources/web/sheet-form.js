// The Score sheet part of the tournament page's result form: the referee copies a counted game's
// sheet from paper, term by term for Black and White, and sees the totals, the margin and whether
// they agree with the result typed while typing. The arithmetic is score-sheet.js's.
import { t, tf } from './i18n.js';
import { bonusFor, counted, hasBonus, points, readResult, requestTerms, sides, verdict } from './score-sheet.js';

/** A term on the sheet as the printed protocol shows it: a minus sign, not a hyphen. */
const shown = (x) => (x < 0 ? `−${points(-x)}` : points(x));

/**
 * Fills `box` (the form's fieldset) with the sheet's controls. The terms shown depend on the rules
 * (`setRules`, the view's regulations): prisoners under territory counting, stones on the board under
 * area counting, the handicap correction where the rules give one, pass stones where they count.
 */
export function sheetForm(box) {
  let rules = null;
  let typed = readResult('');
  let komiTouched = false;
  const inputs = { black: {}, white: {} };

  const legend = document.createElement('legend');
  legend.textContent = t('sheetLegend');
  const toggle = document.createElement('input');
  toggle.type = 'checkbox';
  toggle.name = 'withSheet';
  const toggleLabel = document.createElement('label');
  toggleLabel.className = 'sheet-toggle';
  toggleLabel.append(toggle, ` ${t('sheetWith')}`);
  const body = document.createElement('div');
  body.className = 'sheet-body';
  const komi = number('sheetKomi', 0.5, -1000);
  komi.addEventListener('input', () => { komiTouched = true; });
  const komiLabel = document.createElement('label');
  komiLabel.className = 'sheet-komi';
  const komiWords = document.createElement('span');
  komiWords.textContent = t('sheetKomi');
  komiLabel.append(komiWords, komi);
  const table = document.createElement('table');
  table.className = 'sheet-terms';
  const verdictLine = document.createElement('p');
  verdictLine.className = 'sheet-verdict';
  verdictLine.setAttribute('role', 'status');
  body.append(komiLabel, table, verdictLine);
  box.replaceChildren(legend, toggleLabel, body);
  box.addEventListener('input', update);
  toggle.addEventListener('change', update);

  function number(name, step, min) {
    const i = document.createElement('input');
    i.type = 'number';
    i.name = name;
    i.step = String(step);
    i.min = String(min);
    i.max = '1000';
    i.inputMode = step === 1 ? 'numeric' : 'decimal';
    return i;
  }

  /** The rows of terms for these rules; a term each side types, or (komi, total) one the page works out. */
  function drawTable() {
    const head = table.createTHead().insertRow();
    for (const k of ['', 'black', 'white']) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = k && t(k);
      head.appendChild(th);
    }
    const tb = table.createTBody();
    const typedRow = (key, words, step) => {
      const tr = tb.insertRow();
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = words;
      tr.appendChild(th);
      for (const side of ['black', 'white']) {
        const i = number(`sheet-${side}-${key}`, step, 0);
        i.setAttribute('aria-label', tf(side === 'black' ? 'sheetOfBlack' : 'sheetOfWhite', { term: words }));
        i.dataset.focus = `sheet/${side}/${key}`;
        inputs[side][key] = i;
        tr.insertCell().appendChild(i);
      }
    };
    const workedRow = (key, words) => {
      const tr = tb.insertRow();
      tr.className = `sheet-${key}`;
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = words;
      tr.appendChild(th);
      for (const side of ['black', 'white']) {
        const o = document.createElement('output');
        o.dataset.term = `${side}/${key}`;
        tr.insertCell().appendChild(o);
      }
    };
    typedRow('territory', t('sheetTerritory'), 1);
    if (rules.counting === 'territory') typedRow('prisoners', t('sheetPrisoners'), 1);
    else typedRow('stones', t('sheetStones'), 1);
    workedRow('komi', t('sheetKomiTerm'));
    if (hasBonus(rules)) typedRow('bonus', t('sheetBonus'), 1);
    if (rules.passStones) typedRow('passStones', t('sheetPassStones'), 1);
    typedRow('penalty', t('sheetPenalty'), 0.5);
    workedRow('total', t('sheetTotal'));
  }

  function entered() {
    const n = (i) => (i && Number.isFinite(i.valueAsNumber) ? i.valueAsNumber : 0);
    const side = (s) => Object.fromEntries(Object.entries(inputs[s]).map(([k, i]) => [k, n(i)]));
    return { komi: n(komi), black: side('black'), white: side('white') };
  }

  /**
   * Shown for a result by points or a draw, and while the result is empty or half typed; hidden for
   * one that is not counted. The terms are sent only when the referee ticked the sheet: hidden or not
   * ticked, its fields are disabled, so the browser neither checks nor sends them.
   */
  function update() {
    box.hidden = !rules || typed.kind === 'other';
    body.hidden = !toggle.checked;
    box.disabled = box.hidden;
    body.querySelectorAll('input').forEach((i) => { i.disabled = !toggle.checked; });
    if (!rules || box.hidden || !toggle.checked) return;
    const s = sides(entered(), rules);
    for (const side of ['black', 'white']) {
      table.querySelector(`[data-term="${side}/komi"]`).textContent = shown(s[side].komi);
      table.querySelector(`[data-term="${side}/total"]`).textContent = shown(s[side].total);
    }
    verdictLine.textContent = says(s);
    verdictLine.classList.toggle('differs', verdict(s, typed) === 'differs');
  }

  /** The totals, what they give, and whether that is the result typed, in words. */
  function says(s) {
    const c = counted(s);
    const totals = tf('sheetTotals', { black: shown(s.black.total), white: shown(s.white.total) });
    const gives = c.kind === 'draw' ? t('sheetGivesDraw')
      : tf(c.color === 'B' ? 'sheetGivesBlack' : 'sheetGivesWhite', { margin: points(c.margin), sgf: c.sgf });
    const v = verdict(s, typed);
    const then = v === 'agrees' ? t('sheetAgrees') : v === 'differs' ? differs(s) : tf('sheetOpen', { sgf: c.sgf });
    return `${totals} ${gives} ${then}`;
  }

  function differs(s) {
    return tf('sheetDiffers', { sgf: counted(s).sgf, typed: typedSgf() });
  }

  function typedSgf() {
    return typed.kind === 'draw' ? '0' : `${typed.color}+${points(typed.margin)}`;
  }

  return {
    el: box,
    /** The regulations of the tournament's view: the terms its sheets have. Drawn once. */
    setRules(regs) {
      if (rules) return;
      rules = { counting: regs.counting, handicapBonus: regs.handicapBonus, passStones: regs.passStones };
      komi.value = regs.komi;
      drawTable();
      update();
    },
    /** The result field's text changed. */
    setResult(text) {
      typed = readResult(text);
      update();
    },
    /**
     * The game's komi (and White's handicap correction) from its pairing, the tournament's for a table
     * not found; a komi the referee typed is kept.
     */
    prefill(pairing, regs) {
      if (!rules) return;
      if (!komiTouched) komi.value = pairing ? pairing.komi : regs.komi;
      if (inputs.white.bonus) inputs.white.bonus.value = bonusFor(rules, pairing ? pairing.handicap : 0) || '';
      update();
    },
    /** Whether a sheet goes with the result. */
    active() {
      return !!rules && !box.hidden && toggle.checked;
    },
    /**
     * Why the sheet cannot go with the typed result, in words (the check before sending); null when
     * it can. A result not yet readable is left to the server, which says how to write one.
     */
    problem() {
      const s = sides(entered(), rules);
      return verdict(s, typed) === 'differs' ? differs(s) : null;
    },
    /** The sheet's terms for the request, `black` and `white`. */
    terms() {
      return requestTerms(sides(entered(), rules), rules);
    },
    /** Back to an empty, unticked sheet with the tournament's komi (after a saved result). */
    reset(regs) {
      toggle.checked = false;
      komiTouched = false;
      for (const side of ['black', 'white']) for (const i of Object.values(inputs[side])) i.value = '';
      if (regs) komi.value = regs.komi;
      typed = readResult('');
      update();
    },
  };
}
