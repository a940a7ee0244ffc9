// The list of live and finished games; each links to its page (as a spectator).
import { api } from './api.js';
import { redrawKeepingFocus } from './focus.js';
import { applyI18n, t, tf, describeRules, lang } from './i18n.js';

applyI18n();

function row(table, g) {
  const tr = table.insertRow();
  const link = document.createElement('a');
  link.href = `game.html?id=${encodeURIComponent(g.id)}`;
  link.textContent = `${g.black} – ${g.white}`;
  link.dataset.focus = g.id;
  tr.insertCell().appendChild(link);
  tr.insertCell().textContent = `${g.size}×${g.size}`;
  tr.insertCell().textContent = describeRules(g.rules);
  tr.insertCell().textContent = g.result || (g.phase === 'marking' ? t('counting') : tf('moveN', { n: g.moveNumber ?? '' }));
  // Short, in the page's language: the long form with seconds made the list wider than a phone.
  tr.insertCell().textContent = new Date(g.createdAt).toLocaleString(lang(),
    { year: '2-digit', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/** The columns' headings. */
function head() {
  const thead = document.createElement('thead');
  const tr = thead.insertRow();
  for (const key of ['colPlayers', 'colBoard', 'colRules', 'colState', 'colStarted']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = t(key);
    tr.appendChild(th);
  }
  return thead;
}

let shown = null;

async function load() {
  const r = await api('/api/games');
  // Nothing new: nothing is drawn anew (a screen reader would say the focused link again).
  const answer = JSON.stringify(r);
  if (answer === shown) return;
  shown = answer;
  const live = document.getElementById('live');
  const finished = document.getElementById('finished');
  // Reloaded every 5 s: a keyboard user keeps the game they tabbed to, in whichever list it is now.
  redrawKeepingFocus(document.querySelector('main'), () => {
    live.replaceChildren(head());
    finished.replaceChildren(head());
    for (const g of (r.ok && r.data) || []) row(g.phase === 'finished' ? finished : live, g);
    for (const [table, words] of [[live, 'noLiveGame'], [finished, 'noFinishedGame']]) {
      if (table.rows.length > 1) continue;
      const cell = table.insertRow().insertCell();
      cell.colSpan = 5;
      cell.textContent = t(words);
    }
  });
}

load();
setInterval(load, 5000);
