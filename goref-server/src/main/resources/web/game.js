// The game page: one game, as a player (token in the link's fragment), a referee, or a spectator.
import { api, formatClock, advance, parseVertex } from './api.js';
import { BoardView } from './board.js';
import { applyI18n } from './i18n.js';

applyI18n();

const params = new URLSearchParams(location.search);
const id = params.get('id');
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const $ = (s) => document.getElementById(s);

let state = null;
let receivedAt = 0;
let role = 'spectator';
let myColor = null;

const REASONS = {
  occupied: 'That point is occupied (3.1).',
  suicide: 'Suicide is not allowed (3.2).',
  ko: 'Ko: the stone cannot be retaken at once (3.3).',
  superko: 'That would repeat an earlier position (superko, 3.3).',
  'out-of-turn': 'It is not your turn.',
  'stale-move-number': 'The game moved on; try again.',
  'wrong-phase': 'That does not belong to this phase of the game.',
  'not-a-stone': 'There is no stone there.',
  'bad-token': 'This link does not allow that.',
};

function say(text) { $('message').textContent = text || ''; }

function refusal(r) {
  const d = r.data || {};
  say(REASONS[d.reason] ? `${REASONS[d.reason]}` : (d.detail || `Refused (${r.status})`));
  $('message').dataset.reason = d.reason || '';
}

async function act(what, body = null) {
  const r = await api(`/api/games/${id}/${what}`, { method: 'POST', token, body });
  if (r.ok) { say(''); show(r.data); } else refusal(r);
  return r;
}

function myTurn() {
  return state && state.phase === 'playing' && myColor && state.toMove === myColor;
}

function stoneAt(v) {
  const { x, y } = parseVertex(v, state.size);
  return state.board[y][x];
}

const board = new BoardView($('board'), async (v) => {
  if (!state) return;
  if (state.phase === 'playing') {
    if (!myColor) return;
    if (!myTurn()) { say(REASONS['out-of-turn']); return; }
    await act('play', { move: v, moveNumber: state.moveNumber });
  } else if (state.phase === 'marking' && myColor && !state.dispute) {
    if (stoneAt(v) === '.') return;
    await act('mark', { vertices: [v] });
  } else if (state.phase === 'marking' && role === 'referee') {
    refereeMarks.has(v) ? refereeMarks.delete(v) : refereeMarks.add(v);
    say(`Referee marking: ${[...refereeMarks].join(' ') || 'none'}`);
  }
}, (x, y) => (myTurn() && state.board[y][x] === '.' ? myColor : null));

const refereeMarks = new Set();

function show(s) {
  if (state && s.moveNumber < state.moveNumber && s.phase === state.phase) return;
  state = s;
  receivedAt = performance.now();
  board.render(s);
  document.title = `goref — ${s.black.name} vs ${s.white.name}`;
  for (const c of ['black', 'white']) {
    const p = $(`p-${c}`);
    p.querySelector('.pname').textContent = s[c].name + (c === myColor ? ' (you)' : '');
    p.classList.toggle('to-move', s.phase === 'playing' && s.toMove === c);
    p.querySelector('.caps').textContent = `captures: ${s.captures[c]}`;
    const acc = p.querySelector('.acc');
    acc.textContent = s.phase === 'marking' && s.accepted[c] ? 'accepted ✓' : '';
    acc.className = 'acc accepted';
  }
  const finished = s.phase === 'finished';
  const marking = s.phase === 'marking';
  $('play-actions').hidden = finished || marking || !myColor;
  $('pass').disabled = !myTurn();
  $('mark-actions').hidden = !(marking && myColor && !s.dispute);
  $('mark-help').hidden = !(marking && myColor && !s.dispute);
  if (marking && myColor) $('accept').disabled = s.accepted[myColor];
  $('referee').hidden = role !== 'referee' || finished;
  $('ref-decide').hidden = !(marking && s.disputes === 'referee');
  let status;
  if (finished) status = `Game over (${s.resultReason})`;
  else if (marking) status = (s.dispute ? 'Disputed: the referee decides the dead stones.' : 'Play has stopped: mark the dead stones.')
    + ((s.protectiveMoves || []).length
      ? ' Protective moves still owed before the count: '
        + s.protectiveMoves.map(m => `${m.color === 'black' ? 'Black' : 'White'} ${m.vertex}`).join(', ') + '.'
      : '');
  else status = `${s.toMove === 'black' ? 'Black' : 'White'} to move (move ${s.moveNumber + 1})` + (s.lastWasPass ? ' — the last move was a pass' : '');
  $('status').textContent = status;
  $('status').dataset.toMove = s.toMove;
  $('result').textContent = finished ? `Result: ${s.result}` : '';
  $('result').dataset.result = finished ? s.result : '';
  $('download').hidden = !finished;
  $('sgf').href = `/api/games/${id}/sgf`;
  $('rules').textContent = `${s.size}×${s.size} · ${s.rules} · komi ${s.komi}` + (s.handicap ? ` · handicap ${s.handicap}` : '')
    + (s.timeControl !== 'none' ? ` · ${s.timeControl}` : '');
  renderSheet(s);
  tick();
}

function renderSheet(s) {
  const box = $('sheet');
  if (!s.score) { box.replaceChildren(); return; }
  const b = s.score.black, w = s.score.white;
  const rows = [['Territory', b.territory, w.territory]];
  if (s.score.counting === 'territory') rows.push(['Prisoners', b.prisoners, w.prisoners]);
  else rows.push(['Stones', b.stones, w.stones]);
  rows.push(['Komi', b.komi, w.komi]);
  if (b.bonus || w.bonus) rows.push(['Corrections', b.bonus, w.bonus]);
  rows.push(['Penalties', b.penalty, w.penalty]);
  const t = document.createElement('table');
  t.className = 'sheet';
  t.innerHTML = '<caption class="muted">Score sheet (4.4)</caption><tr><th></th><th class="num">Black</th><th class="num">White</th></tr>';
  for (const [name, x, y] of rows) {
    const tr = t.insertRow();
    tr.innerHTML = `<td>${name}</td><td class="num">${x}</td><td class="num">${y}</td>`;
  }
  const tr = t.insertRow();
  tr.innerHTML = `<th>Total</th><th class="num">${b.totalText}</th><th class="num">${w.totalText}</th>`;
  const p = document.createElement('p');
  p.textContent = s.phase === 'finished' ? '' : `With this marking: ${s.score.result}`;
  box.replaceChildren(t, p);
}

function tick() {
  if (!state) return;
  const elapsed = performance.now() - receivedAt;
  const full = state.periodLengthMs || 0;
  for (const c of ['black', 'white']) {
    const el = $(`p-${c}`).querySelector('.clock');
    if (!state.clocks) { el.textContent = ''; continue; }
    const reading = state.phase === 'playing' ? advance(state.clocks[c], elapsed, full) : state.clocks[c];
    el.textContent = formatClock(reading);
    el.classList.toggle('low', reading.mainMs === 0 && reading.periods <= 1 && !(reading.stones > 1));
  }
}

function connect() {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/games/${id}/events`);
  ws.onmessage = (m) => { const msg = JSON.parse(m.data); if (msg.state) show(msg.state); };
  ws.onclose = () => setTimeout(connect, 1500);
}

async function start() {
  if (!id) { say('No game id in the link.'); return; }
  if (token) {
    const me = await api(`/api/games/${id}/me`, { token });
    if (me.ok) role = me.data.role;
  }
  myColor = role === 'black' || role === 'white' ? role : null;
  $('role').textContent = role === 'spectator' ? 'watching' : `you are ${role}`;
  const s = await api(`/api/games/${id}`);
  if (!s.ok) { say('No such game.'); return; }
  show(s.data);
  connect();
  setInterval(tick, 250);
}

$('pass').onclick = () => act('play', { move: 'pass', moveNumber: state.moveNumber });
$('resign').onclick = () => { if (confirm('Resign this game?')) act('resign'); };
$('accept').onclick = () => act('accept');
$('resume').onclick = () => act('resume');
$('ref-penalty').onclick = () => act('penalty', { color: $('ref-color').value, points: parseFloat($('ref-points').value), reason: $('ref-reason').value });
$('ref-forfeit').onclick = () => { if (confirm('Declare a forfeit?')) act('forfeit', { color: $('ref-color').value, reason: $('ref-reason').value }); };
$('ref-decide').onclick = () => act('decide', { vertices: [...new Set([...refereeMarks, ...(state.dead || [])])], note: $('ref-reason').value });

start();
