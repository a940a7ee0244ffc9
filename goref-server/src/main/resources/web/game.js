// The game page: one game, as a player (token in the link's fragment), a referee, or a spectator.
import { api, formatClock, advance, parseVertex } from './api.js';
import { BoardView } from './board.js';
import { applyI18n, t, tf } from './i18n.js';

applyI18n();

const params = new URLSearchParams(location.search);
const id = params.get('id');
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const $ = (s) => document.getElementById(s);

let state = null;
let receivedAt = 0;
let role = 'spectator';
let myColor = null;

// The server's reason codes (INTERFACES.md) and the words for them.
const REASONS = {
  occupied: t('reasonOccupied'),
  suicide: t('reasonSuicide'),
  ko: t('reasonKo'),
  superko: t('reasonSuperko'),
  'out-of-turn': t('reasonOutOfTurn'),
  'stale-move-number': t('reasonStale'),
  'wrong-phase': t('reasonWrongPhase'),
  'not-a-stone': t('reasonNotAStone'),
  'bad-token': t('reasonBadToken'),
};

function say(text) { $('message').textContent = text || ''; }

function refusal(r) {
  const d = r.data || {};
  say(REASONS[d.reason] ? `${REASONS[d.reason]}` : (d.detail || `${t('refusedPrefix')} (${r.status})`));
  $('message').dataset.reason = d.reason || '';
}

async function act(what, body = null) {
  const r = await api(`/api/games/${id}/${what}`, { method: 'POST', token, body });
  if (r.ok) { say(''); show(r.data); } else refusal(r);
  return r;
}

// How a game ended (GameResult.reason: "points", "forfeit: why", ...) in the page's language; the why as given.
const ENDS = { points: 'endPoints', draw: 'endDraw', resignation: 'endResignation', time: 'endTime',
  forfeit: 'endForfeit', 'double forfeit': 'endDoubleForfeit', 'no result': 'endNoResult', unknown: 'endUnknown' };
function endReason(reason) {
  const [kind, ...why] = reason.split(': ');
  return ENDS[kind] ? t(ENDS[kind]) + (why.length ? `: ${why.join(': ')}` : '') : reason;
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
    say(tf('refereeMarking', { list: [...refereeMarks].join(' ') || t('none') }));
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
    p.querySelector('.pname').textContent = s[c].name + (c === myColor ? ` (${t('you')})` : '');
    p.classList.toggle('to-move', s.phase === 'playing' && s.toMove === c);
    p.querySelector('.caps').textContent = tf('capturesN', { n: s.captures[c] });
    const acc = p.querySelector('.acc');
    acc.textContent = s.phase === 'marking' && s.accepted[c] ? t('acceptedMark') : '';
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
  if (finished) status = tf('gameOver', { reason: endReason(s.resultReason || '') });
  else if (marking) status = t(s.dispute ? 'disputed' : 'stopped')
    + ((s.protectiveMoves || []).length
      ? ' ' + tf('protectiveOwed', {
        list: s.protectiveMoves.map((m) => `${t(m.color === 'black' ? 'blackStone' : 'whiteStone')} ${m.vertex}`).join(', '),
      })
      : '')
    + ((s.doubtful || []).some((v) => (s.dead || []).includes(v)) ? ` ${t('doubtfulNote')}` : '');
  else status = tf(s.toMove === 'black' ? 'blackToMove' : 'whiteToMove', { n: s.moveNumber + 1 })
    + (s.lastWasPass ? ` — ${t('lastWasPass')}` : '');
  $('status').textContent = status;
  $('status').dataset.toMove = s.toMove;
  $('result').textContent = finished ? `${t('result')}: ${s.result}` : '';
  $('result').dataset.result = finished ? s.result : '';
  $('download').hidden = !finished;
  $('sgf').href = `/api/games/${id}/sgf`;
  $('rules').textContent = `${s.size}×${s.size} · ${s.rules} · ${t('komi').toLowerCase()} ${s.komi}`
    + (s.handicap ? ` · ${t('handicap').toLowerCase()} ${s.handicap}` : '')
    + (s.timeControl !== 'none' ? ` · ${s.timeControl}` : '');
  renderSheet(s);
  tick();
}

function renderSheet(s) {
  const box = $('sheet');
  if (!s.score) { box.replaceChildren(); return; }
  const b = s.score.black, w = s.score.white;
  const rows = [[t('territory'), b.territory, w.territory]];
  if (s.score.counting === 'territory') rows.push([t('prisoners'), b.prisoners, w.prisoners]);
  else rows.push([t('stones'), b.stones, w.stones]);
  rows.push([t('komi'), b.komi, w.komi]);
  if (b.bonus || w.bonus) rows.push([t('corrections'), b.bonus, w.bonus]);
  rows.push([t('penalties'), b.penalty, w.penalty]);
  const table = document.createElement('table');
  table.className = 'sheet';
  table.innerHTML = `<caption class="muted">${t('scoreSheet')}</caption><tr><th></th>`
    + `<th class="num">${t('black')}</th><th class="num">${t('white')}</th></tr>`;
  for (const [name, x, y] of rows) {
    const tr = table.insertRow();
    tr.innerHTML = `<td>${name}</td><td class="num">${x}</td><td class="num">${y}</td>`;
  }
  const tr = table.insertRow();
  tr.innerHTML = `<th>${t('total')}</th><th class="num">${b.totalText}</th><th class="num">${w.totalText}</th>`;
  const p = document.createElement('p');
  p.textContent = s.phase === 'finished' ? '' : tf('withMarking', { result: s.score.result });
  box.replaceChildren(table, p);
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
  if (!id) { say(t('noGameId')); return; }
  if (token) {
    const me = await api(`/api/games/${id}/me`, { token });
    if (me.ok) role = me.data.role;
  }
  myColor = role === 'black' || role === 'white' ? role : null;
  $('role').textContent = t({ black: 'roleBlack', white: 'roleWhite', referee: 'roleReferee' }[role] || 'watching');
  const s = await api(`/api/games/${id}`);
  if (!s.ok) { say(t('noSuchGame')); return; }
  show(s.data);
  connect();
  setInterval(tick, 250);
}

$('pass').onclick = () => act('play', { move: 'pass', moveNumber: state.moveNumber });
$('resign').onclick = () => { if (confirm(t('confirmResign'))) act('resign'); };
$('accept').onclick = () => act('accept');
$('resume').onclick = () => act('resume');
$('ref-penalty').onclick = () => act('penalty', { color: $('ref-color').value, points: parseFloat($('ref-points').value), reason: $('ref-reason').value });
$('ref-forfeit').onclick = () => { if (confirm(t('confirmForfeit'))) act('forfeit', { color: $('ref-color').value, reason: $('ref-reason').value }); };
$('ref-decide').onclick = () => act('decide', { vertices: [...new Set([...refereeMarks, ...(state.dead || [])])], note: $('ref-reason').value });

start();
