// A tournament: standings and crosstable, rounds and pairings, and for the referee (the link with
// #token=…) players, pairing, changes of a round's pairings, one-click server games, results by
// hand (with a counted game's score sheet) and match protocols.
import { api } from './api.js';
import { redrawKeepingFocus } from './focus.js';
import { applyI18n, lang, refusalText, t, tf, describeRules, describeTime } from './i18n.js';
import { draftOf } from './pairing-draft.js';
import { pairingEditor } from './pairing-editor.js';
import { sheetForm } from './sheet-form.js';

const $ = (s) => document.getElementById(s);
const id = new URLSearchParams(location.search).get('id');
const fromLink = new URLSearchParams(location.hash.slice(1)).get('token');
if (fromLink) sessionStorage.setItem(`goref-t-${id}`, fromLink);
const token = sessionStorage.getItem(`goref-t-${id}`);
const base = `/api/tournaments/${encodeURIComponent(id)}`;
let view = null;
applyI18n();
const sheet = sheetForm($('sheet'));

// The refusals a referee meets on this page, by the server's reason (docs/tournament.md), in the
// page's words; the rest (a protocol's rows, a game started twice, a server error) are said with the
// server's detail, which is in English. `conflict`, a 409 without a reason of its own, is for a
// referee's request a change of pairings once the round has started (the other, a server game's
// result for another game than its table's, comes from no page). Exported for the test that checks
// these words against the server's real refusals.
export const REFUSALS = {
  'duplicate-player': 'reasonDuplicatePlayer', 'round-robin-drawn': 'reasonRoundRobinDrawn',
  'cannot-pair': 'reasonCannotPair', 'has-result': 'reasonHasResult', 'no-result': 'reasonNoResult',
  margin: 'reasonMargin', 'unreadable-result': 'reasonUnreadableResult', 'needs-reason': 'reasonNeedsReason',
  'needs-why': 'reasonNeedsWhy', rank: 'reasonRank', 'not-found': 'reasonNoRoundOrTable',
  'no-such-tournament': 'reasonNoSuchTournament', 'bad-token': 'reasonBadToken', storage: 'reasonStorage',
  network: 'reasonNetwork', 'game-started': 'reasonGameStarted', name: 'reasonNameOrPlace', conflict: 'reasonRoundStarted',
  'score-sheet': 'reasonScoreSheet', 'stale-pairing': 'reasonStalePairing', handicap: 'reasonHandicap',
};

// The pairing editor's refusals: a missing reason is its own field's, not the result form's Why.
export const PAIRING_REFUSALS = { ...REFUSALS, 'needs-why': 'reasonPairingNeedsWhy' };

// A protocol's refusal lists its rows' problems in the server's detail: only these are worded.
const PROTOCOL_REFUSALS = { 'bad-token': 'reasonBadToken', storage: 'reasonStorage', network: 'reasonNetwork' };

// Whether the message is the reload's own (the server could not be reached): the next good reload
// clears it. A refusal of the referee's action stays until their next action: the reload every 10 s
// used to wipe it, often before it was read.
let loadSaid = false;

function say(r, known = REFUSALS) {
  $('message').textContent = r.ok ? '' : refusalText(r, known);
  loadSaid = false;
  return r.ok;
}

/** A link; `focus`, a key for {@link redrawKeepingFocus}. */
function link(href, text, focus) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  if (focus) a.dataset.focus = focus;
  return a;
}

function button(text, onClick, cls = '', focus = '') {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (cls) b.className = cls;
  if (focus) b.dataset.focus = focus;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * The player's game in a round as a crosstable cell: opponent, colour, handicap, + − = (! for
 * forfeits), −− a double forfeit, v a void game, as the printed table (TournamentTableHtml) writes them.
 * Both a void game and a double forfeit come as the RE value "Void": the outcome tells them apart,
 * and a void game is no loss.
 */
function cell(round, number) {
  if (round.byes.includes(number)) return t('bye');
  const p = round.pairings.find((x) => x.black === number || x.white === number);
  if (!p) return '';
  const black = p.black === number;
  const opp = black ? p.white : p.black;
  let mark = '?';
  const res = p.result && p.result.result;
  if (res) {
    const outcome = p.result.outcome;
    if (outcome === 'void') mark = 'v';
    else if (outcome === 'double-forfeit') mark = '−−';
    else if (outcome === 'draw' || res === '0') mark = '=';
    else if (res.startsWith('B+')) mark = black ? '+' : '−';
    else if (res.startsWith('W+')) mark = black ? '−' : '+';
    else mark = '−';
    if (outcome === 'forfeit') mark += '!';
  }
  return `${opp}${mark}/${black ? 'b' : 'w'}${p.handicap || ''}`;
}

function standings() {
  const tb = $('standings');
  tb.replaceChildren();
  const h = tb.createTHead().insertRow();
  // The regulations' placement criteria in their order, as the printed table has them: a fixed
  // points, SOS, SOSOS, SODOS, direct hid which one decides under "points,direct,sodos". The wins-based
  // ones keep the words the table always had; the others show OpenGotha's name (MMS, SOSM-1, …).
  const criteria = view.regulations.tieBreaks;
  const words = { NBW: 'points', SOSW: 'sos', SOSOSW: 'sosos', SODOSW: 'sodos', DIRECT: 'direct' };
  for (const k of ['place_', 'number', 'player', ...view.rounds.map((r) => r.number), ...criteria]) {
    const th = document.createElement('th');
    th.textContent = typeof k === 'number' ? k : t(words[k] ?? k);
    h.appendChild(th);
  }
  const body = tb.createTBody();
  for (const s of view.standings) {
    const tr = body.insertRow();
    const pl = view.players[s.player - 1];
    tr.insertCell().textContent = `${s.place}${s.shared ? '=' : ''}`;
    tr.insertCell().textContent = s.player;
    tr.insertCell().textContent = `${pl.name}${pl.rank ? ` (${pl.rank})` : ''}`;
    for (const r of view.rounds) tr.insertCell().textContent = cell(r, s.player);
    for (const k of criteria) {
      const td = tr.insertCell();
      td.className = 'num';
      td.textContent = s.criteria[k] ?? '';
    }
  }
}

function rounds() {
  // Redrawn by a started game and every 10 s: a keyboard user keeps their place in the pairings.
  redrawKeepingFocus($('rounds'), drawRounds);
}

// The round whose pairings the referee is changing, {round, editor}; null when none is.
let editing = null;

/**
 * Each round in a block of its own: the reload redraws every block but the one holding the open
 * editor, which is left in place, untouched (taken out and put back, an open select's list would
 * close and the focus would leave it).
 */
function drawRounds() {
  const box = $('rounds');
  if (!view.rounds.length) {
    box.textContent = t('noRounds');
    return;
  }
  for (const n of [...box.childNodes]) if (!(n instanceof HTMLElement && n.classList.contains('round-block'))) n.remove();
  for (const r of view.rounds) {
    let block = box.querySelector(`:scope > [data-round="${r.number}"]`);
    if (!block) {
      block = document.createElement('div');
      block.className = 'round-block';
      block.dataset.round = r.number;
      box.appendChild(block);
    }
    if (editing && editing.round === r.number) {
      if (!block.contains(editing.editor.el)) block.replaceChildren(editing.editor.el);
    } else {
      block.replaceChildren(...drawRound(r));
    }
  }
}

function drawRound(r) {
  const out = [];
  const h = document.createElement('h3');
  h.textContent = `${t('round')} ${r.number} (${t('method_' + r.method.toLowerCase())})`;
  h.tabIndex = -1;
  h.dataset.focus = `${r.number}/heading`;
  out.push(h);
  const tb = document.createElement('table');
  tb.className = 'round';
  for (const p of r.pairings) {
    const tr = tb.insertRow();
    tr.insertCell().textContent = `${t('table')} ${p.board}`;
    tr.insertCell().textContent = `● ${view.players[p.black - 1].name}`;
    tr.insertCell().textContent = `○ ${view.players[p.white - 1].name}`;
    tr.insertCell().textContent = p.handicap ? `${t('handicap')} ${p.handicap}` : `${t('komi')} ${p.komi}`;
    const res = tr.insertCell();
    res.className = 'result-cell';
    // A double forfeit has no RE value of its own (the API says "Void", as for an annulled game):
    // shown as the referee enters it, FF.
    const shown = p.result && p.result.outcome === 'double-forfeit' ? 'FF' : p.result && p.result.result;
    res.textContent = p.result ? shown + (p.result.corrections.length ? ' *' : '') : t('pending');
    const act = tr.insertCell();
    const key = `${r.number}/${p.board}/`;
    if (p.game) act.appendChild(link(`game.html?id=${encodeURIComponent(p.game)}`, t('watch'), `${key}watch`));
    if (p.result) {
      act.append(' ');
      act.appendChild(link(`${base}/rounds/${r.number}/tables/${p.board}/protocol.html?lang=${lang()}`, t('protocol'),
        `${key}protocol`));
    }
    if (token && !p.result && !p.game) {
      act.appendChild(button(t('startGame'), () => startGame(r.number, p.board), '', `${key}start`));
    }
    if (token) {
      act.appendChild(button(p.result ? t('correct') : t('enterResult'), () => {
        const f = $('result-form');
        f.round.value = r.number;
        f.board.value = p.board;
        f.correct.checked = !!p.result;
        prefillSheet();
        f.result.focus();
      }, 'secondary', `${key}result`));
    }
  }
  out.push(tb);
  if (r.byes.length) {
    const p = document.createElement('p');
    p.className = 'muted';
    p.textContent = `${t('bye')}: ${r.byes.map((n) => view.players[n - 1].name).join(', ')}`;
    out.push(p);
  }
  // The referee's reasons for changing the pairings, as a result's corrections keep theirs.
  for (const c of r.changes || []) {
    const p = document.createElement('p');
    p.className = 'muted pairing-change';
    p.textContent = tf('pairingsChanged', { by: c.by, at: new Date(c.at).toLocaleString(lang()), why: c.why });
    out.push(p);
  }
  // The round's games by one click: every table with neither a game nor a result.
  if (token && r.pairings.some((p) => !p.result && !p.game)) {
    const d = document.createElement('div');
    d.className = 'actions';
    d.appendChild(button(tf('startAll', { n: r.number }), () => startAll(r.number), '', `${r.number}/startAll`));
    out.push(d);
  }
  // Only before the round's first game starts or has a result: the server refuses a change after.
  if (token && !r.started) {
    const b = button(t('editPairings'), () => openEditor(r.number), 'secondary', `${r.number}/edit`);
    b.setAttribute('aria-label', tf('editPairingsOf', { n: r.number }));
    const d = document.createElement('div');
    d.className = 'actions';
    d.appendChild(b);
    out.push(d);
  }
  return out;
}

function openEditor(n) {
  if (editing) closeEditor();
  const r = view.rounds.find((x) => x.number === n);
  const editor = pairingEditor(draftOf(r), view.players, view.regulations, {
    onSave: (change) => saveEditor(n, change),
    onCancel: () => closeEditor(`${n}/edit`),
  });
  editing = { round: n, editor };
  rounds();
  editor.focusFirst();
}

/** Closes the editor, draws its round as it stands, and gives the focus to `focus` (a data-focus key). */
function closeEditor(focus) {
  editing = null;
  rounds();
  const el = focus && document.querySelector(`[data-focus="${focus}"]`);
  if (el) el.focus();
}

async function saveEditor(n, change) {
  const r = await api(`${base}/rounds/${n}`, { method: 'PUT', token, body: change });
  if (r.ok) {
    say(r);
    editing = null;
    await load();
    closeEditor(`${n}/edit`);
  } else if (r.data && (r.data.reason === 'conflict' || r.data.reason === 'stale-pairing')) {
    // The round started behind the page's back (another tab started a game, or a result came in),
    // or another tab changed its pairings after this editor opened (`stale-pairing`: the draft was
    // drawn from pairings that no longer stand, and saved would undo that change): the draft can no
    // longer be saved, so the editor closes on the round as it now stands, and the words go where the
    // page says its refusals; the round's heading takes the focus.
    say(r);
    editing = null;
    await load();
    closeEditor(`${n}/heading`);
  } else if (editing && editing.round === n) {
    // Any other refusal leaves the draft open to be put right, with the words beside its Save.
    editing.editor.say(refusalText(r, PAIRING_REFUSALS));
  }
}

function players() {
  const tb = $('players');
  tb.replaceChildren();
  for (const p of view.players) {
    const tr = tb.insertRow();
    for (const v of [p.number, p.name, p.rank, p.club, p.city, p.agaId ? `AGA ${p.agaId}` : '', p.mmsCorrection ? `${t('mmsCorrection')} ${p.mmsCorrection > 0 ? '+' : ''}${p.mmsCorrection}` : '',
      p.absent && p.absent.length ? `${t('absentFrom')}: ${p.absent.join(', ')}` : '']) tr.insertCell().textContent = v ?? '';
  }
}

async function startAll(round) {
  const r = await api(`${base}/rounds/${round}/games`, { method: 'POST', token });
  if (!say(r)) return;
  for (const g of r.data.games) showLinks(round, g.board, g);
  await load();
}

function showLinks(round, board, data) {
  const box = $('links');
  const h = document.createElement('h3');
  h.textContent = `${t('playersLinks')}: ${t('round')} ${round}, ${t('table')} ${board}`;
  box.appendChild(h);
  for (const [k, u] of [['black', data.black.url], ['white', data.white.url], ['referee', data.referee.url]]) {
    const l = document.createElement('label');
    l.textContent = t(k);
    const i = document.createElement('input');
    i.readOnly = true;
    i.value = new URL(u, location.href).href;
    i.addEventListener('focus', () => i.select());
    l.appendChild(i);
    box.appendChild(l);
  }
}

async function startGame(round, board) {
  const r = await api(`${base}/rounds/${round}/tables/${board}/game`, { method: 'POST', token });
  if (!say(r)) return;
  showLinks(round, board, r.data);
  await load();
}

async function load() {
  const r = await api(base);
  if (!r.ok) {
    say(r);
    loadSaid = true;
    return;
  }
  if (loadSaid) {
    $('message').textContent = '';
    loadSaid = false;
  }
  // Nothing new: nothing is drawn anew (a screen reader would say the focused control again).
  if (view && JSON.stringify(r.data) === JSON.stringify(view)) return;
  view = r.data;
  document.title = `goref — ${view.name}`;
  $('title').textContent = view.name;
  const g = view.regulations;
  $('regs').textContent = [view.from === view.to ? view.from : `${view.from} – ${view.to}`, view.place,
    `${describeRules(g.rules)}, ${t('komi')} ${g.komi}, ${g.boardSize}×${g.boardSize}`, g.timeControl && describeTime(g.timeControl),
    g.system && `${t('system')}: ${g.system}`, g.handicap !== 'even' && `${t('handicap')}: ${g.handicap}`, `${t('referee')}: ${view.referee}`]
    .filter(Boolean).join(' · ');
  sheet.setRules(g);
  const knockout = (g.system || '').startsWith('knockout');
  $('bracket-links').hidden = !knockout;
  if (editing) editing.editor.setPlayers(view.players);
  standings();
  rounds();
  players();
}

const ex = $('exports');
ex.append(link(`${base}/crosstable.csv`, t('crosstable')), ' · ', link(`${base}/egd.txt`, t('egd')), ' · ',
  link(`${base}/aga.txt`, t('aga')), ' · ', link(`${base}/opengotha.xml`, t('openGothaDownload'), 'opengotha'), ' · ',
  link(`${base}/table.html?lang=${lang()}`, t('printTable')), ' · ', link(`${base}/table.pdf?lang=${lang()}`, t('pdfTable')));
{
  // The knockout's bracket form, shown once the view says the system is a knockout.
  const s = document.createElement('span');
  s.id = 'bracket-links';
  s.hidden = true;
  s.append(' · ', link(`${base}/bracket.html?lang=${lang()}`, t('bracket')), ' · ', link(`${base}/bracket.pdf?lang=${lang()}`, t('bracketPdf')));
  ex.append(s);
}

if (token) {
  for (const el of document.querySelectorAll('.referee-only')) el.hidden = false;
  $('referee-box').hidden = false;
  $('referee-link').value = `${location.origin}/tournament.html?id=${encodeURIComponent(id)}#token=${token}`;
  $('referee-link').addEventListener('focus', (e) => e.target.select());
}

$('pair').addEventListener('click', async () => {
  if (say(await api(`${base}/rounds`, { method: 'POST', token }))) await load();
});

$('player-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const body = { name: f.get('name') };
  for (const k of ['rank', 'club', 'city', 'agaId']) if (f.get(k)) body[k] = f.get(k).trim();
  if (say(await api(`${base}/players`, { method: 'POST', token, body }))) {
    e.target.reset();
    await load();
  }
});

// The referee's correction of a McMahon start, and a player's absence from a round not yet paired.
$('mms-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = e.target;
  const body = { points: parseInt(f.points.value, 10), why: f.why.value };
  if (say(await api(`${base}/players/${parseInt(f.player.value, 10)}/mms`, { method: 'PUT', token, body }))) {
    f.reset();
    await load();
  }
});

$('plays-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = e.target;
  const body = { plays: !f.absent.checked };
  const path = `${base}/players/${parseInt(f.player.value, 10)}/rounds/${parseInt(f.round.value, 10)}`;
  if (say(await api(path, { method: 'PUT', token, body }))) {
    f.reset();
    await load();
  }
});

/** The score sheet's komi and handicap correction are those of the game the form names, once it names one. */
function prefillSheet() {
  if (!view) return;
  const f = $('result-form');
  const r = view.rounds.find((x) => x.number === parseInt(f.round.value, 10));
  sheet.prefill(r && r.pairings.find((p) => p.board === parseInt(f.board.value, 10)), view.regulations);
}

$('result-form').round.addEventListener('input', prefillSheet);
$('result-form').board.addEventListener('input', prefillSheet);
$('result-form').result.addEventListener('input', (e) => sheet.setResult(e.target.value));

$('result-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = e.target;
  const body = { round: parseInt(f.round.value, 10), board: parseInt(f.board.value, 10), result: f.result.value.trim() };
  if (f.reason.value) body.reason = f.reason.value;
  if (f.correct.checked) { body.correct = true; body.why = f.why.value; }
  if (sheet.active()) {
    // A sheet that counts another result is said before anything is sent; the server would refuse it.
    const problem = sheet.problem();
    if (problem) {
      $('message').textContent = problem;
      loadSaid = false;
      f.result.focus();
      return;
    }
    Object.assign(body, sheet.terms());
  }
  if (say(await api(`${base}/results`, { method: 'POST', token, body }))) {
    f.reset();
    sheet.reset(view && view.regulations);
    await load();
  }
});

$('protocol-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const file = e.target.file.files[0];
  const r = await fetch(`${base}/protocol?name=${encodeURIComponent(file.name)}`, {
    method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain; charset=utf-8' },
    body: await file.text(),
  });
  let data = null;
  try { data = await r.json(); } catch { /* not JSON */ }
  if (say({ ok: r.ok, status: r.status, data }, PROTOCOL_REFUSALS)) await load();
});

await load();
setInterval(load, 10000);
