// The game's chat (INTERFACES.md §HTTP): the players' channel (the players and the referee) and the
// spectators' (anyone, under a chosen name), each read with this page's own token. A message is shown
// as text, never as HTML. The live updates only say that a channel has news; the page then reads it.
import { api } from './api.js';
import { t, tf, refusalText } from './i18n.js';

const NAME_KEY = 'goref-chat-name';

export class ChatPanel {
  /**
   * `box`: the channel's section (a log, a form with a text field, and for spectators a name field);
   * `names`: a function giving the players' names ({black, white}) for the senders of the players' channel.
   */
  constructor(box, { id, token, channel, names }) {
    this.box = box;
    this.id = id;
    this.token = token;
    this.channel = channel;
    this.names = names;
    this.log = box.querySelector('.chat-log');
    this.form = box.querySelector('form');
    this.text = box.querySelector('.chat-text');
    this.name = box.querySelector('.chat-name');
    this.message = box.querySelector('.chat-message');
    this.shown = 0;
    if (this.name) {
      this.name.value = localStorage.getItem(NAME_KEY) || '';
      this.name.addEventListener('change', () => localStorage.setItem(NAME_KEY, this.name.value.trim()));
    }
    this.form.addEventListener('submit', (e) => { e.preventDefault(); this.send(); });
  }

  async send() {
    const text = this.text.value.trim();
    if (!text) return;
    if (text.length > 500) { this.message.textContent = t('chatTooLong'); return; }
    const body = { text, channel: this.channel };
    if (this.name) {
      const name = this.name.value.trim();
      if (!name) { this.message.textContent = t('chatNeedsName'); this.name.focus(); return; }
      body.name = name;
      localStorage.setItem(NAME_KEY, name);
    }
    const r = await api(`/api/games/${this.id}/chat`, { method: 'POST', token: this.token, body });
    if (!r.ok) { this.message.textContent = refusalText(r, { name: 'reasonName', network: 'reasonNetwork', storage: 'reasonStorage' }); return; }
    this.message.textContent = '';
    this.text.value = '';
    await this.load();
  }

  /** Reads the channel again and shows the messages not yet shown. */
  async load() {
    const r = await api(`/api/games/${this.id}/chat?channel=${this.channel}`, { token: this.token });
    if (!r.ok) return;
    const msgs = r.data || [];
    if (msgs.length < this.shown) { this.log.replaceChildren(); this.shown = 0; }
    for (const m of msgs.slice(this.shown)) this.log.appendChild(this.item(m));
    this.shown = msgs.length;
    this.box.querySelector('.chat-empty').hidden = msgs.length > 0;
    this.log.scrollTop = this.log.scrollHeight;
  }

  /** One message: who (the player's name, the referee, a spectator's chosen name), at which move, the text — all as text. */
  item(m) {
    const li = document.createElement('li');
    const who = document.createElement('b');
    const names = this.names();
    who.textContent = this.channel === 'players'
      ? (m.from === 'referee' ? t('chatReferee') : `${names[m.from] || m.from} (${t(m.from === 'black' ? 'blackStone' : 'whiteStone')})`)
      : m.from;
    const at = document.createElement('span');
    at.className = 'muted';
    at.textContent = ` · ${tf('chatAtMove', { n: m.at })}: `;
    const text = document.createElement('span');
    text.className = 'chat-said';
    text.textContent = m.text;
    li.append(who, at, text);
    return li;
  }
}
