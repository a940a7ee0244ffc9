// The start page: create a game and hand out its links.
import { api } from './api.js';
import { applyI18n, refusalText, t } from './i18n.js';

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

$('create').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const body = {
    size: parseInt(f.get('size'), 10),
    rules: f.get('preset'),
    handicap: parseInt(f.get('handicap'), 10),
    time: f.get('time'),
    // A game sent by link: nobody's time runs until the first move, however late the players come.
    clockStart: f.get('clockStart') === 'first-move' ? 'first-move' : 'creation',
    black: { name: f.get('black') },
    white: { name: f.get('white') },
  };
  if (f.get('komi') !== '') body.komi = parseFloat(f.get('komi'));
  const r = await api('/api/games', { method: 'POST', body });
  if (!r.ok) { $('message').textContent = refusalText(r, REFUSALS); return; }
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
