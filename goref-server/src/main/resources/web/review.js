// Looking back through a game: the move list beside the board, first / previous / next / last, the
// arrow keys (Home and End too), the mouse wheel over the board, a swipe on a phone. While a player
// looks back the live game goes on: the list grows, and "Back to the game" returns to it.
import { api } from './api.js';
import { replay } from './replay.js';
import { t, tf } from './i18n.js';

/** An event of the record after the moves (the marking, the end), in words; null for those not worth a line. */
function eventWords(line, names) {
  const w = line.split(' ');
  const color = (c) => t(c === 'B' ? 'blackStone' : 'whiteStone');
  const sgfList = (s, size) => (s === '-' ? t('none') : s.split(',').map((p) => sgfToVertex(p, size)).join(' '));
  switch (w[0]) {
    case 'proposed': return tf('evProposed', { list: sgfList(w[1], names.size) });
    case 'accept': return tf('evAccept', { color: color(w[1]) });
    case 'resume': return tf('evResume', { color: color(w[1]) });
    case 'mark': return tf(w[3] === 'dead' ? 'evMarkDead' : 'evMarkAlive', { color: color(w[1]), vertex: sgfToVertex(w[2], names.size) });
    case 'referee': return tf('evReferee', { list: sgfList(w[1], names.size) });
    case 'resign': return tf('evResign', { color: color(w[1]) });
    case 'timeloss': return tf('evTimeloss', { color: color(w[1]) });
    case 'forfeit': return tf('evForfeit', { color: color(w[1]) });
    case 'penalty': return tf('evPenalty', { color: color(w[1]), points: w[2] });
    default: return null;
  }
}

const COLS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
function sgfToVertex(p, size) {
  const x = p.charCodeAt(0) - 97;
  const y = p.charCodeAt(1) - 97;
  return COLS[x] + (size - y);
}

export class Review {
  /**
   * `els`: {list, first, prev, next, last, back, board, status}; `onChange()` redraws the page when
   * the position looked at changes (`at` null: the game as it stands).
   */
  constructor(id, els, onChange) {
    this.id = id;
    this.els = els;
    this.onChange = onChange;
    this.course = null;
    this.positions = [];
    this.at = null;
    this.loading = null;
    els.first.addEventListener('click', () => this.go(0));
    els.prev.addEventListener('click', () => this.step(-1));
    els.next.addEventListener('click', () => this.step(1));
    els.last.addEventListener('click', () => this.live());
    els.back.addEventListener('click', () => this.live());
    document.addEventListener('keydown', (e) => {
      const tag = (e.target && e.target.tagName) || '';
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(tag) || e.altKey || e.ctrlKey || e.metaKey) return;
      const moves = { ArrowLeft: () => this.step(-1), ArrowRight: () => this.step(1), Home: () => this.go(0), End: () => this.live() }[e.key];
      if (moves) { e.preventDefault(); moves(); }
    });
    els.board.addEventListener('wheel', (e) => {
      if (!this.total()) return;
      e.preventDefault();
      this.step(e.deltaY > 0 ? 1 : -1);
    }, { passive: false });
    // A swipe along the board on a touch screen: right to left goes on, left to right goes back.
    let from = null;
    els.board.addEventListener('pointerdown', (e) => { from = e.pointerType === 'touch' ? [e.clientX, e.clientY] : null; });
    els.board.addEventListener('pointerup', (e) => {
      if (!from) return;
      const dx = e.clientX - from[0];
      const dy = e.clientY - from[1];
      from = null;
      if (Math.abs(dx) > 50 && Math.abs(dy) < 40) this.step(dx < 0 ? 1 : -1);
    });
  }

  total() {
    return this.course ? this.course.moves.length : 0;
  }

  /** Reads the game's course again (after a move, the marking, the end); the list follows. */
  async refresh() {
    if (this.loading) return this.loading;
    this.loading = (async () => {
      const r = await api(`/api/games/${this.id}/moves`);
      if (r.ok) {
        this.course = r.data;
        this.positions = replay(r.data);
        if (this.at !== null && this.at >= this.total()) this.at = null;
        this.drawList();
        this.onChange();
      }
      this.loading = null;
    })();
    return this.loading;
  }

  /**
   * A live update's events (their EventCodec lines): its moves and other events join the course, so
   * that a move costs no request. False when they do not follow on from the course held (a missed
   * update, a reconnection): then the course is read again.
   */
  applyUpdate(lines, s) {
    if (!this.course || this.loading) return false;
    const size = this.course.size;
    const moves = [];
    const events = [];
    for (const line of lines || []) {
      const w = line.split(' ');
      const color = w[1] === 'B' ? 'black' : 'white';
      if (w[0] === 'play') moves.push({ color, vertex: sgfToVertex(w[2], size) });
      else if (w[0] === 'pass') moves.push({ color, vertex: 'pass' });
      else events.push({ after: this.total() + moves.length, line });
    }
    if (this.total() === s.moveNumber && !moves.length && !events.length) return true;
    if (this.total() + moves.length !== s.moveNumber) return false;
    this.course.moves.push(...moves);
    this.course.events.push(...events);
    this.positions = replay(this.course);
    this.drawList();
    this.onChange();
    return true;
  }

  /**
   * The game now stands at `s`: a course behind it is read again, unless the live update about to
   * arrive brings what is missing (a player's own move is answered before its update comes).
   */
  follow(s) {
    if (this.course && this.total() === s.moveNumber) return;
    clearTimeout(this.pendingRefresh);
    this.pendingRefresh = setTimeout(() => {
      if (!this.course || this.total() !== s.moveNumber) this.refresh();
    }, this.course ? 400 : 0);
  }

  /** The position after `k` moves is looked at; the last one is the game as it stands. */
  go(k) {
    const n = this.total();
    const next = Math.max(0, Math.min(n, k));
    this.at = next >= n ? null : next;
    this.mark();
    this.onChange();
  }

  step(d) {
    this.go((this.at === null ? this.total() : this.at) + d);
  }

  live() {
    this.at = null;
    this.mark();
    this.onChange();
  }

  /** The position looked at: {board, captures, lastMove, lastWasPass, numbers}, or null for the game as it stands. */
  position() {
    return this.at === null ? null : this.positions[this.at];
  }

  /** The numbers of the stones now on the board (the latest position). */
  latestNumbers() {
    return this.positions.length ? this.positions[this.positions.length - 1].numbers : new Map();
  }

  drawList() {
    const list = this.els.list;
    list.replaceChildren();
    const names = { size: this.course.size };
    const after = new Map();
    for (const e of this.course.events || []) {
      const words = eventWords(e.line, names);
      if (!words) continue;
      if (!after.has(e.after)) after.set(e.after, []);
      after.get(e.after).push(words);
    }
    const addEvents = (k) => {
      for (const words of after.get(k) || []) {
        const li = document.createElement('li');
        li.className = 'event muted';
        li.textContent = words;
        list.appendChild(li);
      }
    };
    const start = document.createElement('li');
    start.appendChild(this.moveButton(0, t('reviewStart')));
    list.appendChild(start);
    addEvents(0);
    this.course.moves.forEach((m, i) => {
      const li = document.createElement('li');
      const who = t(m.color === 'black' ? 'blackStone' : 'whiteStone');
      li.appendChild(this.moveButton(i + 1, `${i + 1}. ${who} ${m.vertex === 'pass' ? t('passWord') : m.vertex}`));
      list.appendChild(li);
      addEvents(i + 1);
    });
    this.mark();
  }

  moveButton(k, text) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move-item';
    b.dataset.move = String(k);
    b.textContent = text;
    b.addEventListener('click', () => this.go(k));
    return b;
  }

  /** Marks the move looked at in the list (the last one when at the game as it stands) and keeps it in sight. */
  mark() {
    const n = this.total();
    const k = this.at === null ? n : this.at;
    for (const b of this.els.list.querySelectorAll('button.move-item')) {
      const here = Number(b.dataset.move) === k;
      if (here) b.setAttribute('aria-current', 'step'); else b.removeAttribute('aria-current');
      if (here && this.els.list.offsetParent) {
        const list = this.els.list;
        const top = b.offsetTop - list.offsetTop;
        if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - b.offsetHeight) list.scrollTop = top - list.clientHeight / 2;
      }
    }
    this.els.back.hidden = this.at === null;
    this.els.first.disabled = k === 0;
    this.els.prev.disabled = k === 0;
    this.els.next.disabled = k >= n;
    this.els.last.disabled = k >= n;
    document.body.dataset.reviewing = String(this.at !== null);
    document.body.dataset.reviewAt = String(k);
    this.els.status.textContent = this.at === null ? '' : tf('reviewingStatus', { n: k, total: n });
  }
}
