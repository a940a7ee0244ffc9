// The start page: create a game and hand out its links.
import { api } from './api.js';
import { applyI18n, refusalText, t, tf, describeRules, describeTime, timeRefusal } from './i18n.js';
import { seats, rememberSeat, seatLink, copyText } from './seats.js';

applyI18n();
// The default names in the page's language ("Black", "White" as the form first shows them).
for (const c of ['black', 'white']) document.querySelector(`input[name=${c}]`).value = t(c);

const $ = (s) => document.getElementById(s);

// The komi field, left empty, takes the preset's komi (RULES.md §5): its placeholder shows that one,
// not always 6.5 (Chinese, AGA and others have 7.5 or 7).
const preset = document.querySelector('select[name=preset]');
const showPresetKomi = () => { document.querySelector('input[name=komi]').placeholder = preset.selectedOptions[0].dataset.komi; };
preset.addEventListener('change', showPresetKomi);
showPresetKomi();
// A komi off the steps of 0.5 (step="0.5") or no number at all the browser stops before it is sent,
// saying so in the browser's language: it says the page's words instead.
const komi = document.querySelector('input[name=komi]');
komi.addEventListener('input', () => {
  komi.setCustomValidity(komi.validity.stepMismatch || komi.validity.badInput ? t('reasonKomi') : '');
});

// The refusals this form can meet, by the server's reason (docs/server.md): the rest are said with
// the server's detail (a form edited by hand, a server error).
const REFUSALS = { komi: 'reasonKomi', name: 'reasonName', storage: 'reasonStorage', network: 'reasonNetwork' };

/** A refusal in the page's words; a refused time control with the core's reason, translated. */
function refused(r) {
  return r.data && r.data.reason === 'time' ? timeRefusal(r.data.detail) : refusalText(r, REFUSALS);
}

// A preset of time controls fills the field, which takes any control of the core's syntax.
const timePreset = document.querySelector('select[name=timePreset]');
timePreset.addEventListener('change', () => { document.querySelector('#create input[name=time]').value = timePreset.value; });

// RULES.md §5: each preset's parameters. The advanced part starts from the chosen preset's; the
// spec sent is the preset and the parameters that differ from it.
const PARAMS = ['counting', 'superko', 'suicide', 'seki', 'handicap-bonus', 'pass-stones', 'disputes'];
const PRESET_PARAMS = {
  'russian-territory': ['territory', 'situational', 'forbidden', 'count', '0', 'no', 'resume'],
  'russian-area': ['area', 'situational', 'forbidden', 'count', 'n', 'no', 'play-out'],
  japanese: ['territory', 'no-result', 'forbidden', 'no-count', '0', 'no', 'resume'],
  korean: ['territory', 'no-result', 'forbidden', 'no-count', '0', 'no', 'resume'],
  chinese: ['area', 'positional', 'forbidden', 'count', 'n', 'no', 'play-out'],
  aga: ['area', 'situational', 'forbidden', 'count', 'n-1', 'no', 'resume'],
  'new-zealand': ['area', 'situational', 'allowed', 'count', '0', 'no', 'play-out'],
  'tromp-taylor': ['area', 'positional', 'allowed', 'count', '0', 'no', 'play-out'],
};
const param = (name) => document.querySelector(`#advanced select[name=${name}]`);
function presetParams() {
  const values = PRESET_PARAMS[preset.value];
  PARAMS.forEach((name, i) => { param(name).value = values[i]; });
}
preset.addEventListener('change', presetParams);
presetParams();

/** The rule spec: the preset, then every parameter set otherwise than the preset has it. */
function rulesSpec() {
  const values = PRESET_PARAMS[preset.value];
  const changed = PARAMS.filter((name, i) => param(name).value !== values[i]).map((name) => `${name}=${param(name).value}`);
  return [preset.value, ...changed].join(',');
}

$('create').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const body = {
    size: parseInt(f.get('size'), 10),
    rules: rulesSpec(),
    handicap: parseInt(f.get('handicap'), 10),
    time: f.get('time'),
    // A game sent by link: nobody's time runs until the first move, however late the players come.
    clockStart: f.get('clockStart') === 'first-move' ? 'first-move' : 'creation',
    black: { name: f.get('black') },
    white: { name: f.get('white') },
  };
  if (f.get('komi') !== '') body.komi = parseFloat(f.get('komi'));
  const r = await api('/api/games', { method: 'POST', body });
  if (!r.ok) { $('message').textContent = refused(r); return; }
  $('message').textContent = '';
  // The server writes relative links unless its public address is configured: shown whole, to be sent on.
  $('black-link').value = absolute(r.data.black.url);
  $('white-link').value = absolute(r.data.white.url);
  $('referee-link').value = absolute(r.data.referee.url);
  $('watch-link').value = absolute(r.data.watchUrl);
  $('open-black').href = r.data.black.url;
  $('open-white').href = r.data.white.url;
  $('links').hidden = false;
});

function absolute(link) {
  return new URL(link, location.href).href;
}

for (const id of ['black-link', 'white-link', 'referee-link', 'watch-link']) {
  $(id).addEventListener('focus', (e) => e.target.select());
}

for (const b of document.querySelectorAll('button.copy')) {
  b.addEventListener('click', async () => {
    await copyText($(b.dataset.copy).value);
    b.textContent = t('copied');
    setTimeout(() => { b.textContent = t('copy'); }, 2000);
  });
}

// ------------------------------------------------------------------ my games

/** The games this browser holds a player's link of (seats.js), newest first. */
function showMyGames() {
  const list = $('my-games');
  list.replaceChildren();
  for (const s of seats()) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = seatLink(s);
    a.textContent = tf('myGameAs', { black: s.black || '?', white: s.white || '?', colour: t(s.color) });
    li.appendChild(a);
    list.appendChild(li);
  }
  if (!list.children.length) {
    const li = document.createElement('li');
    li.className = 'muted';
    li.textContent = t('noMyGames');
    list.appendChild(li);
  }
}
showMyGames();

// ------------------------------------------------------------------ open challenges

const CHALLENGES_KEY = 'goref-challenges';
const challengeForm = $('challenge-form');
const challengePreset = challengeForm.querySelector('select[name=preset]');
for (const o of preset.options) challengePreset.appendChild(new Option(o.textContent, o.value));
challengeForm.querySelector('select[name=size]').value = '19';
challengeForm.querySelector('input[name=name]').value = localStorage.getItem('goref-chat-name') || '';

/** My posted challenges still waiting: {id, token}. */
function posted() {
  try { return JSON.parse(localStorage.getItem(CHALLENGES_KEY) || '[]'); } catch { return []; }
}
function keepPosted(list) {
  localStorage.setItem(CHALLENGES_KEY, JSON.stringify(list));
}

/** Goes to the game of a seat, kept first among my games. */
function takeSeat(seat, names) {
  rememberSeat({ game: seat.game, token: seat.token, color: seat.color, ...names });
  location.href = seatLink(seat);
}

async function loadChallenges() {
  const r = await api('/api/challenges');
  const table = $('challenges');
  table.replaceChildren();
  const mine = new Set(posted().map((p) => p.id));
  for (const c of (r.ok && r.data) || []) {
    const tr = table.insertRow();
    tr.dataset.challenge = c.id;
    const colour = t(c.color === 'random' ? 'colourRandom' : c.color);
    tr.insertCell().textContent = tf('challengeBy', { name: c.name, colour });
    tr.insertCell().textContent = `${c.size}×${c.size}`;
    tr.insertCell().textContent = `${describeRules(c.rules)}, ${t('komi').toLowerCase()} ${c.komi}`;
    tr.insertCell().textContent = c.time ? describeTime(c.time) : t('noClock');
    const cell = tr.insertCell();
    if (!mine.has(c.id)) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'accept-challenge';
      b.textContent = t('acceptChallenge');
      b.addEventListener('click', () => acceptChallenge(c));
      cell.appendChild(b);
    }
  }
  if (!table.rows.length) table.insertRow().insertCell().textContent = t('noChallenge');
}

async function acceptChallenge(c) {
  const name = challengeForm.querySelector('input[name=name]').value.trim();
  if (!name) { $('challenge-message').textContent = t('chatNeedsName'); challengeForm.querySelector('input[name=name]').focus(); return; }
  localStorage.setItem('goref-chat-name', name);
  const r = await api(`/api/challenges/${encodeURIComponent(c.id)}/accept`, { method: 'POST', body: { name } });
  if (!r.ok) {
    $('challenge-message').textContent = r.status === 409 ? t('challengeTaken') : refused(r);
    loadChallenges();
    return;
  }
  const poster = c.name;
  takeSeat(r.data, r.data.color === 'black' ? { black: name, white: poster } : { black: poster, white: name });
}

challengeForm.addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(challengeForm);
  const name = f.get('name').trim();
  localStorage.setItem('goref-chat-name', name);
  const body = { size: parseInt(f.get('size'), 10), rules: f.get('preset'), time: f.get('time'), color: f.get('color'), name };
  const r = await api('/api/challenges', { method: 'POST', body });
  if (!r.ok) { $('challenge-message').textContent = refused(r); return; }
  $('challenge-message').textContent = '';
  keepPosted([...posted(), { id: r.data.id, token: r.data.token, name }]);
  $('challenge-status').textContent = t('challengeWaiting');
  loadChallenges();
});

/** Asks after my posted challenges: an accepted one takes me to my seat; an expired one is said and forgotten. */
async function watchPosted() {
  const list = posted();
  if (!list.length) return;
  const still = [];
  for (const p of list) {
    const r = await api(`/api/challenges/${encodeURIComponent(p.id)}`, { token: p.token });
    if (r.ok && r.data.game) {
      keepPosted(list.filter((q) => q.id !== p.id));
      const g = await api(`/api/games/${encodeURIComponent(r.data.game)}`);
      const names = g.ok ? { black: g.data.black.name, white: g.data.white.name } : {};
      takeSeat(r.data, names);
      return;
    }
    if (r.ok && r.data.expired) { $('challenge-status').textContent = t('challengeExpired'); continue; }
    if (r.ok) { $('challenge-status').textContent = t('challengeWaiting'); still.push(p); }
  }
  keepPosted(still);
}

loadChallenges();
watchPosted();
setInterval(loadChallenges, 5000);
setInterval(watchPosted, 1500);
