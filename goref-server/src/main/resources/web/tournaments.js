// The tournaments: create one (the referee's link comes back once) and the list.
import { api } from './api.js';
import { applyI18n, refusalText, t } from './i18n.js';

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

$('create').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const body = { name: f.get('name'), rules: f.get('rules'), boardSize: parseInt(f.get('boardSize'), 10) };
  if (f.get('komi') !== '') body.komi = parseFloat(f.get('komi'));
  for (const k of ['time', 'tieBreaks', 'referee', 'place']) if (f.get(k)) body[k] = f.get(k);
  const r = await api('/api/tournaments', { method: 'POST', body });
  if (!r.ok) { $('message').textContent = refusalText(r, REFUSALS); return; }
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
