// The tournaments: create one or import an OpenGotha file (the referee's link comes back once), and the list.
import { api, sendFile } from './api.js';
import { applyI18n, refusalText, t, tf } from './i18n.js';

const $ = (s) => document.getElementById(s);
applyI18n();
// A komi off the steps of 0.5 the browser stops before it is sent, in the browser's language: it
// says the page's words instead, the same as the server's refusal of a komi beyond ±1000.
const komi = document.querySelector('input[name=komi]');
komi.addEventListener('input', () => {
  komi.setCustomValidity(komi.validity.stepMismatch || komi.validity.badInput ? t('reasonKomi') : '');
});
// The refusals this form can meet, by the server's reason (docs/tournament.md); the rest (a rule spec
// or a handicap written wrong, fields the form does not have) are said with the server's detail.
const REFUSALS = {
  komi: 'reasonKomi', 'time-control': 'reasonTimeControl', 'tie-breaks': 'reasonTieBreaks', name: 'reasonNameOrPlace',
  storage: 'reasonStorage', network: 'reasonNetwork',
};

// The system's parameters show for the systems that have them.
const system = $('system');
function showSystem() {
  const v = system.value;
  const shown = { 'for-mcmahon': v === 'mcmahon', 'for-matching': v === 'swiss' || v === 'mcmahon',
    'for-knockout': v === 'knockout', 'for-system': v !== 'round-robin' };
  for (const [cls, on] of Object.entries(shown)) for (const el of document.querySelectorAll(`.${cls}`)) el.hidden = !on;
}
system.addEventListener('change', showSystem);
showSystem();

/** The system as the server spells it (docs/tournament.md): its word, then the parameters given. */
export function systemSpelling(f) {
  const word = f.get('system');
  const params = [];
  const add = (k) => { const v = (f.get(k) || '').trim(); if (v !== '') params.push(`${k}=${v}`); };
  if (word === 'mcmahon') { add('bar'); add('floor'); }
  if (word === 'swiss' || word === 'mcmahon') ['seeding', 'until', 'then', 'by', 'club', 'country'].forEach(add);
  if (word === 'knockout') { params.push(`third=${f.get('third') ? 'yes' : 'no'}`); add('replay'); add('by'); }
  return [word, ...params].join(',');
}

$('create').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const body = { name: f.get('name'), rules: f.get('rules'), boardSize: parseInt(f.get('boardSize'), 10) };
  if (f.get('komi') !== '') body.komi = parseFloat(f.get('komi'));
  for (const k of ['time', 'tieBreaks', 'referee', 'place', 'handicap']) if (f.get(k)) body[k] = f.get(k);
  body.system = systemSpelling(f);
  const r = await api('/api/tournaments', { method: 'POST', body });
  if (!r.ok) { $('message').textContent = refusalText(r, REFUSALS); return; }
  location.href = `tournament.html?id=${encodeURIComponent(r.data.id)}#token=${r.data.refereeToken}`;
});

// An OpenGotha file becomes a new tournament; its referee's page opens. A malformed file is refused
// with its line and reason (the server's words, which name the file's own elements), and nothing is made.
const IMPORT_REFUSALS = { 'too-large': 'reasonFileTooLarge', storage: 'reasonStorage', network: 'reasonNetwork' };
$('import-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const file = e.target.file.files[0];
  if (!file) return;
  const button = $('import-button');
  button.disabled = true;
  $('import-message').textContent = '';
  const r = await sendFile('/api/tournaments/import', file, 'application/xml');
  button.disabled = false;
  if (!r.ok) {
    const d = r.data || {};
    $('import-message').textContent = d.reason === 'opengotha' || d.reason === 'invalid'
      ? tf('openGothaRefused', { detail: d.detail || '' }) : refusalText(r, IMPORT_REFUSALS);
    return;
  }
  location.href = `tournament.html?id=${encodeURIComponent(r.data.id)}#token=${r.data.refereeToken}`;
});

const r = await api('/api/tournaments');
const list = $('list');
for (const x of (r.ok && r.data) || []) {
  const a = document.createElement('a');
  a.href = `tournament.html?id=${encodeURIComponent(x.id)}`;
  a.textContent = x.name;
  const tr = list.insertRow();
  tr.insertCell().appendChild(a);
  tr.insertCell().textContent = new Date(x.createdAt).toLocaleDateString();
}
if (!list.rows.length) list.insertRow().insertCell().textContent = t('noTournament');
