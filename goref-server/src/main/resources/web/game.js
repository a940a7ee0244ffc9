// The game page: one game, as a player (token in the link's fragment), a referee, or a spectator.
import { api, formatClock, advance, parseVertex, vertex, isLow } from './api.js';
import { BoardView } from './board.js';
import { applyI18n, t, tf, describeRules, describeTime, refusalText } from './i18n.js';
import { PendingMove, needsConfirming } from './pending.js';
import { Review } from './review.js';
import { ChatPanel } from './chat.js';
import { Attention } from './attention.js';
import { rememberSeat, copyText } from './seats.js';

applyI18n();

const params = new URLSearchParams(location.search);
const id = params.get('id');
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const $ = (s) => document.getElementById(s);

let state = null;
let receivedAt = 0;
const attention = new Attention(document.getElementById('sound'));
// Stepping through the game (review.js): while looking back nothing is played, the live game goes on.
const review = new Review(id, {
  list: $('move-list'), first: $('rv-first'), prev: $('rv-prev'), next: $('rv-next'), last: $('rv-last'),
  back: $('rv-back'), board: $('board'), status: $('rv-status'),
}, () => render());
$('rv-numbers').addEventListener('change', () => render());
const chats = [];
// The regulations may turn the players' channel off (a tournament's referee): its history stays readable.
let playersChat = true;
let role = 'spectator';
let myColor = null;

// The server's reason codes (INTERFACES.md) and the words for them.
const REASONS = {
  occupied: 'reasonOccupied',
  suicide: 'reasonSuicide',
  ko: 'reasonKo',
  superko: 'reasonSuperko',
  'out-of-turn': 'reasonOutOfTurn',
  'stale-move-number': 'reasonStale',
  'stale-marking': 'reasonStaleMarking',
  'wrong-phase': 'reasonWrongPhase',
  'not-a-stone': 'reasonNotAStone',
  // A typed point that is no point of the board (Z9, I5, D4x); off-board the rules' own word for it.
  vertex: 'reasonVertex',
  'off-board': 'reasonVertex',
  'no-such-game': 'noSuchGame',
  'bad-token': 'reasonBadToken',
  storage: 'reasonStorage',
  network: 'reasonNetwork',
};

// A refusal is said as an alert; `info` is news, not an error (the referee's marking so far).
function say(text, info) {
  $('message').textContent = text || '';
  $('message').dataset.reason = '';
  $('message').classList.toggle('info', !!info);
}

function refusal(r) {
  // A reason without words of its own: the server's detail (in English), said to be a refusal.
  say(refusalText(r, REASONS));
  $('message').dataset.reason = (r.data && r.data.reason) || '';
}

// A move or a mark on its way to the server. A second click meanwhile (a double click, a double tap)
// would be sent for the position before the first and come back refused ("the game moved on") after
// the first had been played, or would unmark the chain just marked: it is ignored.
let onItsWay = false;

async function act(what, body = null) {
  const repeatable = what === 'play' || what === 'mark';
  if (repeatable && onItsWay) return null;
  if (repeatable) onItsWay = true;
  let r;
  try {
    r = await api(`/api/games/${id}/${what}`, { method: 'POST', token, body });
  } finally {
    if (repeatable) onItsWay = false;
  }
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

/** While looking back at an earlier move nothing is played: the page says so and how to return. */
function lookingBack() {
  if (review.at === null) return false;
  say(tf('reviewing', { n: review.at, total: review.total() }));
  return true;
}

function myTurn() {
  return state && state.phase === 'playing' && myColor && state.toMove === myColor;
}

/** Plays a move (a vertex or 'pass'), clicked or typed; out of turn the page says so without asking. */
async function playMove(move) {
  if (lookingBack()) return null;
  if (!myTurn()) { say(t(REASONS['out-of-turn'])); return null; }
  return act('play', { move, moveNumber: state.moveNumber });
}

function stoneAt(v) {
  const { x, y } = parseVertex(v, state.size);
  return state.board[y][x];
}

// The move tapped on a touch screen, waiting for confirmation (see pending.js). Marking stays one tap:
// a chain marked by mistake is unmarked by the next.
const pending = new PendingMove(showPending);

// The status of the position as show() says it; the pending move's words are added to it.
let statusWords = '';

/** Draws the pending move, or its absence: the stone on the board, the confirm bar, the status. */
function showPending() {
  const v = pending.vertex;
  board.showPending(v, myColor);
  $('pending-bar').hidden = !v;
  if (v) $('pending-play').textContent = tf('playPoint', { vertex: v });
  // The status is a live region: a screen reader says which point waits and how to play it.
  $('status').textContent = statusWords + (v ? `. ${tf('pendingMove', { vertex: v })}` : '');
}

// The last tap's question to the server: an answer to an earlier tap, arriving late, is not heeded.
let lastCheck = 0;

/**
 * A tap on the board in play: the point tapped before is played; another point is asked about (the
 * server's own checks, superko included) and, if it would be played, waits for confirmation; an
 * illegal one is refused with its reason at once, and nothing waits.
 */
async function tapped(v) {
  if (pending.vertex === v) { await playPending(); return; }
  if (!myTurn()) { pending.clear(); say(t(REASONS['out-of-turn'])); return; }
  const at = state.moveNumber;
  const mine = ++lastCheck;
  const r = await api(`/api/games/${id}/check`, { method: 'POST', token, body: { move: v, moveNumber: at } });
  if (mine !== lastCheck || !myTurn() || state.moveNumber !== at) return;
  if (r.ok) { say(''); pending.set(v, at); } else { pending.clear(); refusal(r); }
}

/** Plays the pending move; refused (the game moved on meanwhile), it goes, and the refusal says why. */
async function playPending() {
  if (!pending.vertex) return null;
  const r = await playMove(pending.vertex);
  if (r && !r.ok) pending.clear();
  return r;
}

const board = new BoardView($('board'), async (v, pointerType) => {
  if (!state) return;
  if (lookingBack()) return;
  if (state.phase === 'playing') {
    if (!myColor) { if (token && role === 'spectator') say(t('badLinkToken')); return; }
    if (needsConfirming(pointerType)) await tapped(v);
    else await playMove(v);
  } else if (state.phase === 'marking' && myColor && !state.dispute) {
    if (stoneAt(v) === '.') return;
    await act('mark', { vertices: [v] });
  } else if (state.phase === 'marking' && role === 'referee') {
    if (stoneAt(v) === '.') return;
    // The referee's decision starts from the players' marking; a click toggles the whole chain.
    const dead = new Set(refereeDead || state.dead || []);
    const toDead = !dead.has(v);
    for (const p of chainAt(v)) toDead ? dead.add(p) : dead.delete(p);
    refereeDead = dead;
    board.render(view(state));
    say(tf('refereeMarking', { list: [...dead].sort().join(' ') || t('none') }), true);
  }
}, (x, y) => (myTurn() && review.at === null && state.board[y][x] === '.' ? myColor : null));

// The dead stones the referee is about to decide, once they have clicked a chain (else the players' marking).
let refereeDead = null;

/** The vertices of the chain through v (a stone). */
function chainAt(v) {
  const { x, y } = parseVertex(v, state.size);
  const colour = state.board[y][x];
  const seen = new Set([`${x},${y}`]);
  const todo = [[x, y]];
  const out = [];
  while (todo.length) {
    const [cx, cy] = todo.pop();
    out.push(vertex(cx, cy, state.size));
    for (const [nx, ny] of [[cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1]]) {
      if (nx < 0 || ny < 0 || nx >= state.size || ny >= state.size || seen.has(`${nx},${ny}`)) continue;
      if (state.board[ny][nx] !== colour) continue;
      seen.add(`${nx},${ny}`);
      todo.push([nx, ny]);
    }
  }
  return out;
}

/** The state as this page draws it: with the referee's decision in the making, if any. */
function view(s) {
  return refereeDead && s.phase === 'marking' ? { ...s, dead: [...refereeDead] } : s;
}

function show(s) {
  if (state && s.moveNumber < state.moveNumber && s.phase === state.phase) return;
  // Marks leave the move number as it is: an answer to this page's mark that arrives after the live
  // update of the opponent's next mark is older, by the server's time, and would show a marking
  // that no longer stands (and that the player might then accept).
  if (state && s.moveNumber === state.moveNumber && s.phase === state.phase && s.serverTime < state.serverTime) return;
  // A refusal or a warning is about the position it was given on: once the game moves on, it goes.
  if (state && (s.moveNumber !== state.moveNumber || s.phase !== state.phase)) say('');
  if (s.phase !== 'marking') refereeDead = null;
  const before = state;
  state = s;
  pending.follow(s);
  receivedAt = performance.now();
  connected(true);
  if (before && s.moveNumber > before.moveNumber && s.lastMove && !s.lastWasPass) attention.stone();
  if (!before || s.moveNumber !== before.moveNumber || s.phase !== before.phase) review.follow(s);
  if (before && before.phase !== 'finished' && s.phase === 'finished') showChats();
  render();
  attention.yourMove(!!myTurn(), `${s.black.name} vs ${s.white.name}`);
  for (const c of ['black', 'white']) {
    const p = $(`p-${c}`);
    p.querySelector('.pname').textContent = s[c].name + (c === myColor ? ` (${t('you')})` : '');
    p.classList.toggle('to-move', s.phase === 'playing' && s.toMove === c);
    p.querySelector('.caps').textContent = tf('capturesN', { n: (review.position() || s).captures[c] });
    const acc = p.querySelector('.acc');
    acc.textContent = s.phase === 'marking' && s.accepted[c] ? t('acceptedMark') : '';
    acc.className = 'acc accepted';
  }
  const finished = s.phase === 'finished';
  const marking = s.phase === 'marking';
  const marksHere = marking && myColor && !s.dispute;
  // In marking the typed move marks a chain: the keyboard's way to do what a click on the board does.
  $('play-actions').hidden = finished || !myColor || (marking && !marksHere);
  $('pass').hidden = marking;
  $('resign').hidden = marking;
  $('pass').disabled = !myTurn();
  $('move-play').textContent = t(marking ? 'markStone' : 'playMove');
  $('move-input').setAttribute('aria-label', t(marking ? 'markInputLabel' : 'moveInputLabel'));
  $('mark-actions').hidden = !marksHere;
  $('mark-help').hidden = !marksHere;
  if (marking && myColor) $('accept').disabled = s.accepted[myColor];
  // Under clockStart "first-move" no clock runs until the first play or pass (the server then starts
  // the opponent's clock): both clocks standing still is then no fault, and the page says so. Once
  // the game is under way some clock always runs in play (a resumed game, a restart), so the two
  // stopped clocks are the sign, with a handicap too, where White moves first.
  $('clock-note').hidden = !(s.clocks && s.clockStart === 'first-move' && s.phase === 'playing'
    && !s.clocks.black.running && !s.clocks.white.running);
  $('referee').hidden = role !== 'referee' || finished;
  $('ref-decide').hidden = !(marking && (s.disputes === 'referee' || s.dispute));
  let status;
  if (finished) status = tf('gameOver', { reason: endReason(s.resultReason || '') });
  else if (marking) status = t(s.dispute ? 'disputed' : 'stopped')
    + ((s.protectiveMoves || []).length
      ? ' ' + tf('protectiveOwed', {
        list: s.protectiveMoves.map((m) => `${t(m.color === 'black' ? 'blackStone' : 'whiteStone')} ${m.vertex}`).join(', '),
      })
      : '')
    + ((s.doubtful || []).length ? ` ${t('doubtfulNote')}` : '');
  else status = tf(s.toMove === 'black' ? 'blackToMove' : 'whiteToMove', { n: s.moveNumber + 1 })
    + (s.lastWasPass ? ` — ${t('lastWasPass')}` : lastMoveWords(s));
  statusWords = status;
  showPending();
  $('status').dataset.toMove = s.toMove;
  $('result').textContent = finished ? `${t('result')}: ${s.result}` : '';
  $('winner').textContent = finished ? winner(s) : '';
  $('result').dataset.result = finished ? s.result : '';
  $('download').hidden = !finished;
  $('sgf').href = `/api/games/${id}/sgf`;
  $('rules').textContent = `${s.size}×${s.size} · ${describeRules(s.rules)} · ${t('komi').toLowerCase()} ${s.komi}`
    + (s.handicap ? ` · ${t('handicap').toLowerCase()} ${s.handicap}` : '')
    + (s.timeControl !== 'none' ? ` · ${describeTime(s.timeControl)}` : '');
  $('rules').title = `${s.rules} ${s.timeControl}`;
  renderSheet(s);
  tick();
}

/**
 * The last move in words (" — last move: Black D4"): the status is a live region, so that a screen
 * reader says the opponent's move, which the board shows only as a ring.
 */
function lastMoveWords(s) {
  if (!s.lastMove) return '';
  const color = t(s.toMove === 'black' ? 'whiteStone' : 'blackStone');
  return ` — ${tf('lastMoveWas', { color, vertex: s.lastMove })}`;
}

/** Who won, in words: "Anna (Black) wins", "A draw"; nothing for a void or unknown result. */
function winner(s) {
  const r = s.result || '';
  if (r === '0' || r === 'Draw') return t('resultDraw');
  const c = r.startsWith('B+') ? 'black' : r.startsWith('W+') ? 'white' : null;
  return c ? tf('wins', { name: s[c].name, color: t(c === 'black' ? 'blackStone' : 'whiteStone') }) : '';
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
  let countdown = null;
  for (const c of ['black', 'white']) {
    const el = $(`p-${c}`).querySelector('.clock');
    if (!state.clocks) { el.textContent = ''; continue; }
    const reading = state.phase === 'playing' ? advance(state.clocks[c], elapsed, full) : state.clocks[c];
    el.textContent = formatClock(reading);
    el.classList.toggle('low', isLow(reading, state.timeControl));
    $(`p-${c}`).querySelector('.clock-extra').textContent = clockExtra(reading, state);
    // The last ten seconds of this player's byo-yomi or Canadian period: a beep a second.
    if (c === myColor && reading.running && reading.mainMs <= 0 && (reading.periods > 0 || reading.stones > 0)
      && reading.periodMs > 0 && reading.periodMs <= 10000) countdown = Math.ceil(reading.periodMs / 1000);
  }
  attention.countdown(countdown);
}

/**
 * What the clock holds beyond the time shown: in main time the overtime to come (byo-yomi periods,
 * a Canadian period) or Fischer's increment; in byo-yomi the periods left (with the last one's time).
 */
function clockExtra(r, s) {
  const m = /^(byo|can|fis):[^+]*\+(.*)$/.exec(s.timeControl || '');
  if (!m || !r) return '';
  const mmss = (ms) => { const x = Math.max(0, Math.ceil(ms / 1000)); return `${Math.floor(x / 60)}:${String(x % 60).padStart(2, '0')}`; };
  if (m[1] === 'fis') return tf('clockInc', { inc: m[2].split('/')[0] });
  if (m[1] === 'byo') {
    const n = m[2].split('x')[0];
    return r.mainMs > 0 ? tf('clockThenByo', { n, period: mmss(s.periodLengthMs || 0) }) : tf('clockPeriodsLeft', { n: r.periods });
  }
  return r.mainMs > 0 ? tf('clockThenCan', { n: m[2].split('/')[0], period: mmss(s.periodLengthMs || 0) }) : '';
}

/** The board as it stands, or as it was at the move looked at; with the stones' move numbers on demand. */
function render() {
  if (!state) return;
  const pos = review.position();
  const numbers = $('rv-numbers').checked;
  if (pos) {
    board.render({ ...state, board: pos.board, lastMove: pos.lastMove, dead: [], score: null, phase: 'review',
      moveNumber: review.at, doubtful: [], protectiveMoves: [], numbers: numbers ? pos.numbers : null });
  } else {
    board.render({ ...view(state), numbers: numbers ? review.latestNumbers() : null });
  }
  for (const c of ['black', 'white']) {
    $(`p-${c}`).querySelector('.caps').textContent = tf('capturesN', { n: (pos || state).captures[c] });
  }
  document.body.classList.toggle('reviewing', !!pos);
}

/** Whether the live updates arrive; while they do not, the page says so (the clocks shown may be old). */
function connected(yes) {
  if (yes && $('message').dataset.reason === 'network') say('');
  $('connection').hidden = yes;
  document.body.classList.toggle('offline', !yes);
}

function connect() {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/games/${id}/events`);
  // The other side's action can hide the button this player has the focus on (their Resume hides
  // this page's Accept): the focus is kept in reach as after this page's own press.
  // The page says who it is (its token rides in the message, never in the URL): the others see who is connected.
  ws.onopen = () => ws.send(JSON.stringify({ hello: token || null }));
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === 'presence') { showPresence(msg); return; }
    for (const channel of msg.chat || []) chats.filter((c) => c.channel === channel).forEach((c) => c.load());
    if (!msg.state) return;
    // The update's own events extend the review's course; one that does not follow on is read again.
    if (msg.type === 'update' && !review.applyUpdate(msg.events, msg.state)) review.refresh();
    // A (re)connection: whatever happened meanwhile is read again.
    if (msg.type === 'state' && review.course) review.refresh();
    const had = document.activeElement;
    show(msg.state);
    if (had && had.tagName === 'BUTTON') refocus(had);
  };
  // 4429: the game has as many watchers as the server allows; try again less often.
  ws.onclose = (e) => { connected(false); setTimeout(connect, e.code === 4429 ? 10000 : 1500); };
}

/** No game to show: the reason, and none of a game's empty board, players or buttons. */
function noGame(why) {
  say(t(why));
  for (const e of [$('board'), document.querySelector('.players'), $('play-actions'), $('review-bar'),
    document.querySelector('.moves-card'), $('game-tools')]) e.hidden = true;
}

async function start() {
  if (!id) { noGame('noGameId'); return; }
  let me = { ok: true, data: { role: 'spectator' } };
  if (token) me = await api(`/api/games/${id}/me`, { token });
  const s = await api(`/api/games/${id}`);
  if (me.status === 0 || s.status === 0) { connected(false); setTimeout(start, 1500); return; }
  if (!s.ok) { noGame('noSuchGame'); return; }
  role = me.ok ? me.data.role : 'spectator';
  playersChat = !(me.ok && me.data.playersChat === false);
  myColor = role === 'black' || role === 'white' ? role : null;
  // A player's link cut short or mistyped makes a spectator: said, or their clicks would do nothing silently.
  $('role').textContent = t({ black: 'roleBlack', white: 'roleWhite', referee: 'roleReferee' }[role]
    || (token ? 'watchingBadToken' : 'watching'));
  if (token && role === 'spectator') say(t('badLinkToken'));
  if (myColor) rememberSeat({ game: id, token, color: myColor, black: s.data.black.name, white: s.data.white.name });
  show(s.data);
  setUpChats();
  connect();
  setInterval(tick, 250);
}

/** The chat channels this page may read: the players' to the players and the referee; the spectators' to the others, and to everyone once the game is over. */
function setUpChats() {
  const names = () => ({ black: state.black.name, white: state.white.name });
  if (role !== 'spectator') chats.push(new ChatPanel($('chat-players'), { id, token, channel: 'players', names }));
  chats.push(new ChatPanel($('chat-spectators'), { id, token: role === 'spectator' ? null : token, channel: 'spectators', names }));
  if (myColor) $('chat-spectators').querySelector('.chat-name').value = state[myColor].name;
  showChats();
}

function showChats() {
  const finished = state && state.phase === 'finished';
  $('chat-players').hidden = role === 'spectator';
  $('chat-players').querySelector('form').hidden = !playersChat;
  $('chat-players-off').hidden = playersChat;
  $('chat-spectators').hidden = role !== 'spectator' && !finished;
  $('chat-later').hidden = role === 'spectator' || finished;
  for (const c of chats) if (!c.box.hidden) c.load();
}

/** Who is connected, from the server's presence news: each side, the referee, how many spectators. */
function showPresence(p) {
  const on = [];
  if (state && p.black) on.push(`${state.black.name} (${t('blackStone')})`);
  if (state && p.white) on.push(`${state.white.name} (${t('whiteStone')})`);
  if (p.referee) on.push(t('chatReferee'));
  if (p.spectators) on.push(tf('presenceSpectators', { n: p.spectators }));
  $('presence').textContent = tf('presence', { list: on.length ? on.join(', ') : t('presenceNobody') });
  $('presence').dataset.black = String(!!p.black);
  $('presence').dataset.white = String(!!p.white);
}

// A player's or the referee's record holds their chat too: it is fetched with the token (a plain link
// would send none) and saved under the server's name for it (DATE-BLACK-WHITE.sgf).
$('sgf').addEventListener('click', async (e) => {
  if (!token || role === 'spectator') return;
  e.preventDefault();
  const r = await fetch(`/api/games/${id}/sgf`, { headers: { Authorization: `Bearer ${token}` } });
  if (!r.ok) return;
  const name = /filename="([^"]+)"/.exec(r.headers.get('Content-Disposition') || '');
  const a = document.createElement('a');
  a.href = URL.createObjectURL(await r.blob());
  a.download = name ? name[1] : `${id}.sgf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
});

$('copy-watch').addEventListener('click', async () => {
  const url = `${location.origin}/game.html?id=${encodeURIComponent(id)}`;
  await copyText(url);
  $('copy-watch').textContent = t('copied');
  setTimeout(() => { $('copy-watch').textContent = t('copyWatchLink'); }, 2000);
});

/**
 * A button pressed from the keyboard that its own action disables or hides (Pass, once it is the
 * opponent's turn or the game stops; Accept, once accepted; Resume, with the marking's buttons;
 * Resign, Forfeit and Decide, once the game is over) would drop the focus to the top of the page: it
 * goes to the typed move instead, the keyboard's way to play and to mark; once the game is over to
 * its record; else (a resume that made a dispute) to the status, which says what happens now. A
 * button still there keeps the focus (a refused Decide, a Penalty). Not after a
 * click or a tap (a click from the keyboard has no count, e.detail 0): a phone would open its keyboard.
 */
async function pressed(e, button, action) {
  const fromKeyboard = e.detail === 0;
  const r = await action();
  if (fromKeyboard) refocus(button);
  return r;
}

/**
 * When `control` had the focus and is now hidden or disabled, the focus goes where the keyboard
 * goes on — the typed move, the game's record once it is over, else the status — instead of
 * falling to the top of the page.
 */
function refocus(control) {
  const lost = document.activeElement === document.body || document.activeElement === control;
  const gone = control.disabled || !control.offsetParent;
  const next = [$('move-input'), $('sgf')].find((el) => el.offsetParent) || $('status');
  if (lost && gone) next.focus();
}

/** `button` runs `action` when pressed, keeping the focus as {@link pressed} says. */
function onPress(button, action) {
  button.onclick = (e) => pressed(e, button, action);
}

onPress($('pass'), async () => (lookingBack() ? null : act('play', { move: 'pass', moveNumber: state.moveNumber })));
// A move typed as a point (D4) or pass, for the keyboard and screen readers; the server checks it.
// In marking a typed stone marks its chain dead or alive, as a click does.
// Its button stays enabled out of turn (a disabled default button would make Enter do nothing): it
// says whose turn it is instead.
$('move-form').onsubmit = async (e) => {
  e.preventDefault();
  const typed = $('move-input').value.trim().toUpperCase();
  if (!typed || !state) return;
  const r = state.phase === 'marking' ? await act('mark', { vertices: [typed] })
    : await playMove(typed === 'PASS' ? 'pass' : typed);
  if (r && r.ok) $('move-input').value = '';
};
onPress($('pending-play'), playPending);
onPress($('pending-cancel'), async () => { pending.clear(); return null; });
onPress($('resign'), async () => (confirm(t('confirmResign')) ? act('resign') : null));
// The marking this page shows goes with the acceptance: one the opponent changed meanwhile (its
// update not here yet) is refused (stale-marking), not accepted unseen.
onPress($('accept'), () => act('accept', { dead: state.dead }));
onPress($('resume'), () => act('resume'));
onPress($('ref-penalty'), async () => {
  const points = Number($('ref-points').value);
  if ($('ref-color').value === 'both') { say(t('penaltyOneSide')); return null; }
  if (!(points >= 0.5 && points <= 1000 && Number.isInteger(points * 2))) { say(t('penaltyPoints')); return null; }
  return act('penalty', { color: $('ref-color').value, points, reason: $('ref-reason').value });
});
onPress($('ref-forfeit'), async () => (confirm(t('confirmForfeit'))
  ? act('forfeit', { color: $('ref-color').value, reason: $('ref-reason').value }) : null));
onPress($('ref-decide'), async () => {
  const r = await act('decide', { vertices: [...(refereeDead || state.dead || [])], note: $('ref-reason').value });
  if (r && r.ok) refereeDead = null;
  return r;
});

start();
