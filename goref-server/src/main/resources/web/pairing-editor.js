// The referee's editor of a round's pairings on the tournament page: a select for Black, White and
// the handicap at each table, swap colours, add and remove tables and byes, the reason, Save and
// Cancel. It keeps its draft (pairing-draft.js) and redraws only itself: the page's reload every 10 s
// leaves its element alone, so a half-made change, the reason typed so far and the focus all survive it.
import { redrawKeepingFocus } from './focus.js';
import {
  body, maxHandicap, problems, refill, setHandicap, swap,
} from './pairing-draft.js';
import { t, tf } from './i18n.js';

let serial = 0;

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'focus') e.dataset.focus = v;
    else if (k === 'label') e.setAttribute('aria-label', v);
    else if (k === 'role') e.setAttribute('role', v);
    else e[k] = v;
  }
  e.append(...children);
  return e;
}

/** A player as a choice of the selects: number, name and rank, as the players' table has them. */
function option(p) {
  return el('option', { value: String(p.number), textContent: `${p.number}. ${p.name}${p.rank ? ` (${p.rank})` : ''}` });
}

/**
 * An editor of `draft` (the round's number is draft.round). `players`: the tournament's, as its
 * view lists them; `regulations`: the view's (the handicap policy and the board size). `onSave(body)`
 * sends the change, once the page finds nothing wrong with it (the page closes the editor, or says
 * the server's refusal with `say`); `onCancel()` closes it without a change. Returns {el,
 * focusFirst, say, setPlayers}.
 */
export function pairingEditor(draft, players, regulations, { onSave, onCancel }) {
  const n = draft.round;
  const key = `${n}/pe/`;
  const id = `pe-${n}-${++serial}`;
  let roster = players;
  // The missing players the referee was told about: Save again with the same ones sends the round
  // as it is (a player who withdrew, or came too late for this round, is left out on purpose).
  let warnedMissing = null;
  // Likewise the handicap games with the stronger player as Black: the ranks on record may be out
  // of date, and the page cannot change a player's rank, so the referee may mean it.
  let warnedStronger = null;
  const changed = () => { warnedMissing = null; warnedStronger = null; };

  const title = el('h3', { id: `${id}-title`, textContent: tf('editPairingsOf', { n }) });
  const tablesBox = el('div');
  const message = el('p', { className: 'message', role: 'alert', id: `${id}-message` });
  const why = el('input', { id: `${id}-why`, maxLength: 300, required: true, value: draft.why, focus: `${key}why` });
  why.addEventListener('input', () => { draft.why = why.value; });
  const save = el('button', { type: 'button', textContent: t('save'), focus: `${key}save` });
  const cancel = el('button', { type: 'button', className: 'secondary', textContent: t('cancel'), focus: `${key}cancel` });
  const root = el('section', { className: 'pairing-editor' }, title, tablesBox,
    el('label', { className: 'pe-why' }, t('pairingWhy'), why), message, el('div', { className: 'actions' }, save, cancel));
  root.setAttribute('aria-labelledby', title.id);

  function playerSelect(value, label, focus, onChange) {
    const s = el('select', { focus, label });
    s.append(el('option', { value: '', textContent: '—' }));
    for (const p of roster) s.append(option(p));
    s.value = value ? String(value) : '';
    s.addEventListener('change', () => {
      onChange(s.value ? parseInt(s.value, 10) : null);
      changed();
      s.removeAttribute('aria-invalid');
    });
    return s;
  }

  /**
   * The table's handicap, 0 up to what the board takes (or the table's own, if it stood higher);
   * chosen, it is the referee's and no longer follows the players.
   */
  function handicapSelect(tb, label, focus) {
    const s = el('select', { focus, label });
    const top = Math.max(maxHandicap(regulations.boardSize), tb.handicap || 0);
    for (let h = 0; h <= top; h++) s.append(el('option', { value: String(h), textContent: String(h) }));
    s.value = String(tb.handicap || 0);
    s.addEventListener('change', () => {
      setHandicap(tb, parseInt(s.value, 10));
      changed();
      s.removeAttribute('aria-invalid');
    });
    return s;
  }

  /** A labelled field: the label's text is visible, and read with the table's number by a screen reader. */
  function field(text, control) {
    control.id = `${id}-${serial++}`;
    return el('label', { className: 'pe-field', htmlFor: control.id }, text, control);
  }

  /** The handicap's field: narrow, a number of stones. */
  function handicapField(control) {
    const f = field(t('handicap'), control);
    f.classList.add('pe-handicap');
    return f;
  }

  function draw() {
    tablesBox.replaceChildren();
    const list = el('ol', { className: 'pe-tables' });
    draft.tables.forEach((tb, i) => {
      const b = i + 1;
      const row = `${key}${b}/`;
      const handicap = handicapSelect(tb, `${t('handicap')}, ${t('table')} ${b}`, `${row}handicap`);
      // A player chosen: the handicap follows the players, unless the referee set it.
      const seat = (colour) => (v) => {
        tb[colour] = v;
        refill(tb, regulations, roster);
        if (!handicap.querySelector(`option[value="${tb.handicap}"]`)) {
          handicap.append(el('option', { value: String(tb.handicap), textContent: String(tb.handicap) }));
        }
        handicap.value = String(tb.handicap);
      };
      list.append(el('li', { className: 'pe-table' },
        el('span', { className: 'pe-board', textContent: `${t('table')} ${b}` }),
        field(t('black'), playerSelect(tb.black, `${t('black')}, ${t('table')} ${b}`, `${row}black`, seat('black'))),
        field(t('white'), playerSelect(tb.white, `${t('white')}, ${t('table')} ${b}`, `${row}white`, seat('white'))),
        handicapField(handicap),
        el('span', { className: 'pe-buttons' },
          button(t('swapColours'), tf('swapColoursOf', { n: b }), `${row}swap`, () => { swap(tb, regulations, roster); changed(); }),
          button(t('removeTable'), tf('removeTableOf', { n: b }), `${row}remove`, () => { draft.tables.splice(i, 1); changed(); }))));
    });
    tablesBox.append(list, el('div', { className: 'actions' },
      button(t('addTable'), '', `${key}add-table`, () => {
        draft.tables.push({ black: null, white: null, handicap: 0, byHand: false });
      })));
    const byes = el('fieldset', { className: 'pe-byes' }, el('legend', { textContent: t('byes') }));
    draft.byes.forEach((p, i) => {
      const row = `${key}bye${i + 1}/`;
      byes.append(el('div', { className: 'pe-bye' },
        field(tf('byeN', { n: i + 1 }), playerSelect(p, tf('byeN', { n: i + 1 }), `${row}player`, (v) => { draft.byes[i] = v; })),
        button(t('removeBye'), tf('removeByeOf', { n: i + 1 }), `${row}remove`, () => { draft.byes.splice(i, 1); changed(); })));
    });
    byes.append(el('div', { className: 'actions' }, button(t('addBye'), '', `${key}add-bye`, () => { draft.byes.push(null); })));
    tablesBox.append(byes);
  }

  /** A button that changes the draft's shape, then redraws the editor with the focus kept in its row. */
  function button(text, label, focus, change) {
    const b = el('button', { type: 'button', className: 'secondary', textContent: text, focus });
    if (label) b.setAttribute('aria-label', label);
    b.addEventListener('click', () => {
      change();
      redrawKeepingFocus(tablesBox, draw);
      // A removed last table or bye takes its row's controls along: the focus goes to the add button.
      if (!root.contains(document.activeElement)) {
        const add = tablesBox.querySelector(`[data-focus="${focus.includes('/bye') ? `${key}add-bye` : `${key}add-table`}"]`);
        if (add) add.focus();
      }
      // A new table or bye: its first select, so that a keyboard user chooses the player at once.
      if (focus.endsWith('add-table')) tablesBox.querySelector(`[data-focus="${key}${draft.tables.length}/black"]`).focus();
      if (focus.endsWith('add-bye')) tablesBox.querySelector(`[data-focus="${key}bye${draft.byes.length}/player"]`).focus();
    });
    return b;
  }

  const name = (k) => { const p = roster.find((x) => x.number === k); return p ? p.name : String(k); };
  const names = (ks) => ks.map(name).join(', ');
  // A player's grade as the warnings show it: the rank, else the rating it stands for.
  const grade = (k) => {
    const p = roster.find((x) => x.number === k);
    if (p && p.rank) return p.rank;
    return p && p.rating != null ? `GoR ${p.rating}` : '?';
  };

  save.addEventListener('click', async () => {
    const p = problems(draft, roster, regulations);
    const stronger = p.strongerBlack.map((x) => tf('pairingStrongerBlackAt', {
      n: x.table, black: name(x.black), blackRank: grade(x.black), white: name(x.white), whiteRank: grade(x.white), h: x.handicap,
    })).join('; ');
    let words = null;
    if (p.unfilled.length) words = tf('pairingUnfilled', { tables: p.unfilled.join(', ') });
    else if (p.twice.length) words = tf('pairingTwice', { names: names(p.twice) });
    else if (p.empty) words = t('pairingEmpty');
    else if (p.tooMany.length) {
      words = tf('pairingHandicapFit', { tables: p.tooMany.join(', '), size: regulations.boardSize, max: p.max });
    } else if (p.noWhy) words = t('reasonPairingNeedsWhy');
    else if (p.missing.length && warnedMissing !== p.missing.join()) {
      warnedMissing = p.missing.join();
      words = tf('pairingMissing', { names: names(p.missing) });
    } else if (stronger && warnedStronger !== stronger) {
      warnedStronger = stronger;
      words = tf('pairingStrongerBlack', { tables: stronger });
    }
    // The selects of a player chosen twice are marked, so the eye (and a screen reader) finds them.
    // So is a handicap the board does not take (a stronger Black is only a warning: nothing marked).
    const marked = new Set(p.tooMany.map((b) => `${key}${b}/handicap`));
    for (const s of root.querySelectorAll('select')) {
      const v = s.value ? parseInt(s.value, 10) : null;
      const invalid = s.dataset.focus.endsWith('/handicap') ? marked.has(s.dataset.focus)
        : (v && p.twice.includes(v)) || (!v && !s.dataset.focus.includes('/bye'));
      if (invalid) s.setAttribute('aria-invalid', 'true');
      else s.removeAttribute('aria-invalid');
    }
    if (words) {
      message.textContent = words;
      if (words === t('reasonPairingNeedsWhy')) why.focus();
      return;
    }
    message.textContent = '';
    save.disabled = true;
    try {
      await onSave(body(draft));
    } finally {
      save.disabled = false;
    }
  });
  // No Escape for Cancel: a key pressed by mistake would throw away the referee's whole change.
  cancel.addEventListener('click', onCancel);

  draw();
  return {
    el: root,
    focusFirst() {
      const first = root.querySelector('select, input');
      (first || why).focus();
    },
    say(words) { message.textContent = words; },
    /** Players registered meanwhile become choices; the choices made stay as they are. */
    setPlayers(next) {
      if (next.length === roster.length) return;
      const known = roster.length;
      roster = next;
      for (const s of root.querySelectorAll('select')) {
        if (s.dataset.focus.endsWith('/handicap')) continue;
        for (const p of next.slice(known)) s.append(option(p));
      }
    },
  };
}
