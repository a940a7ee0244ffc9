// The board as SVG: grid, star points, coordinates, stones, last move, dead marks (a question mark on
// those the estimator doubts), territory, protective moves still owed, hover preview, a tapped move
// waiting for confirmation.
import { COLUMNS, vertex, parseVertex } from './api.js';
import { tf } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const CELL = 30;
// Wide enough that a stone on the edge (radius 0.47 cells) leaves the coordinates beside it readable.
const MARGIN = 40;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

function stars(size) {
  if (size < 7) return [];
  const low = size >= 13 ? 3 : 2;
  const high = size - 1 - low;
  const mid = (size - 1) / 2;
  const pts = [[low, low], [low, high], [high, low], [high, high]];
  if (size % 2 === 1) {
    pts.push([mid, mid]);
    if (size >= 13) pts.push([low, mid], [high, mid], [mid, low], [mid, high]);
  }
  return pts;
}

export class BoardView {
  /**
   * onPoint(vertex, pointerType) is called when a point is clicked, with the type of the pointer that
   * pressed it ("mouse", "touch", "pen"); canHover() says whether to show the preview.
   */
  constructor(container, onPoint, canHover) {
    this.container = container;
    this.onPoint = onPoint;
    this.canHover = canHover;
    this.size = 0;
  }

  build(size) {
    this.size = size;
    const total = MARGIN * 2 + CELL * (size - 1);
    const svg = el('svg', { viewBox: `0 0 ${total} ${total}`, class: 'board', role: 'img', 'aria-label': tf('boardLabel', { size }) });
    el('rect', { x: 0, y: 0, width: total, height: total, fill: 'var(--board)', rx: 6 }, svg);
    const pos = (i) => MARGIN + i * CELL;
    const grid = el('g', { stroke: 'var(--line)', 'stroke-width': 1 }, svg);
    for (let i = 0; i < size; i++) {
      el('line', { x1: pos(0), y1: pos(i), x2: pos(size - 1), y2: pos(i) }, grid);
      el('line', { x1: pos(i), y1: pos(0), x2: pos(i), y2: pos(size - 1) }, grid);
    }
    for (const [x, y] of stars(size)) el('circle', { cx: pos(x), cy: pos(y), r: 3, fill: 'var(--line)' }, svg);
    // A bigger board is drawn smaller: its coordinates get bigger letters, or on a phone a 19×19
    // board's would be 6 px high. The margin leaves room for them beside a stone on the edge.
    const font = size >= 19 ? 15 : size >= 13 ? 13 : 11;
    const coords = el('g', { 'font-size': font, fill: 'var(--line)', 'text-anchor': 'middle', 'font-family': 'system-ui, sans-serif' }, svg);
    for (let i = 0; i < size; i++) {
      for (const yy of [MARGIN - 22, pos(size - 1) + 30]) {
        el('text', { x: pos(i), y: yy, class: 'coord' }, coords).textContent = COLUMNS[i];
      }
      for (const xx of [MARGIN - 27, pos(size - 1) + 27]) {
        el('text', { x: xx, y: pos(i) + font * 0.36, class: 'coord' }, coords).textContent = String(size - i);
      }
    }
    this.territoryLayer = el('g', {}, svg);
    this.stoneLayer = el('g', {}, svg);
    this.markLayer = el('g', {}, svg);
    this.ghost = el('circle', { r: CELL * 0.46, opacity: 0.45, visibility: 'hidden', 'pointer-events': 'none' }, svg);
    // The tapped move waiting: a paler stone than the preview's in a dashed blue ring, so that it is
    // told at a glance from a played stone (solid) and from the mouse's preview (no ring).
    this.pendingMark = el('g', { visibility: 'hidden', 'pointer-events': 'none', class: 'pending' }, svg);
    this.pendingStone = el('circle', { r: CELL * 0.44, opacity: 0.6, stroke: '#000', 'stroke-width': 1 }, this.pendingMark);
    el('circle', { r: CELL * 0.5, fill: 'none', stroke: '#1f6feb', 'stroke-width': 3, 'stroke-dasharray': '5 3' }, this.pendingMark);
    const hits = el('g', {}, svg);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const v = vertex(x, y, size);
        const r = el('rect', { x: pos(x) - CELL / 2, y: pos(y) - CELL / 2, width: CELL, height: CELL, fill: 'transparent',
          'data-vertex': v, class: 'point' }, hits);
        r.addEventListener('click', () => this.onPoint(v, this.pointerType));
        // A finger has no hover: its preview would linger where it last touched.
        r.addEventListener('pointerenter', (e) => { if (e.pointerType !== 'touch') this.hover(x, y); });
        r.addEventListener('pointerleave', () => this.ghost.setAttribute('visibility', 'hidden'));
      }
    }
    // A click does not say what made it in every browser; the press before it does.
    this.pointerType = 'mouse';
    svg.addEventListener('pointerdown', (e) => { this.pointerType = e.pointerType; });
    this.svg = svg;
    this.container.replaceChildren(svg);
  }

  hover(x, y) {
    const color = this.canHover(x, y);
    if (!color) { this.ghost.setAttribute('visibility', 'hidden'); return; }
    this.ghost.setAttribute('cx', MARGIN + x * CELL);
    this.ghost.setAttribute('cy', MARGIN + y * CELL);
    this.ghost.setAttribute('fill', color === 'black' ? '#111' : '#fff');
    this.ghost.setAttribute('visibility', 'visible');
  }

  /** Shows the tapped move waiting at `v` in `color`, or nothing when `v` is null. */
  showPending(v, color) {
    if (!v || !this.svg) { if (this.pendingMark) this.pendingMark.setAttribute('visibility', 'hidden'); return; }
    const { x, y } = parseVertex(v, this.size);
    this.pendingMark.setAttribute('transform', `translate(${MARGIN + x * CELL} ${MARGIN + y * CELL})`);
    this.pendingMark.dataset.pending = v;
    this.pendingStone.setAttribute('fill', color === 'black' ? '#111' : '#fff');
    this.pendingMark.setAttribute('visibility', 'visible');
  }

  render(state) {
    if (state.size !== this.size) this.build(state.size);
    const size = state.size;
    const pos = (i) => MARGIN + i * CELL;
    this.svg.dataset.moveNumber = state.moveNumber;
    this.svg.dataset.phase = state.phase;
    this.ghost.setAttribute('visibility', 'hidden');
    const dead = new Set(state.dead || []);
    this.territoryLayer.replaceChildren();
    if (state.score && state.score.territory) {
      for (const [color, fill] of [['black', '#111'], ['white', '#fff']]) {
        for (const v of state.score.territory[color]) {
          const { x, y } = parseVertex(v, size);
          el('rect', { x: pos(x) - CELL * 0.16, y: pos(y) - CELL * 0.16, width: CELL * 0.32, height: CELL * 0.32,
            fill, opacity: 0.75, class: `territory ${color}` }, this.territoryLayer);
        }
      }
    }
    this.stoneLayer.replaceChildren();
    this.markLayer.replaceChildren();
    state.board.forEach((row, y) => {
      [...row].forEach((c, x) => {
        if (c === '.') return;
        const v = vertex(x, y, size);
        const isDead = dead.has(v);
        el('circle', { cx: pos(x), cy: pos(y), r: CELL * 0.47, fill: c === 'X' ? '#111' : '#fafafa',
          stroke: '#000', 'stroke-width': 1, opacity: isDead ? 0.45 : 1,
          class: `stone ${c === 'X' ? 'black' : 'white'}${isDead ? ' dead' : ''}`, 'data-stone': v }, this.stoneLayer);
        if (isDead) {
          const d = CELL * 0.18;
          const col = c === 'X' ? '#fff' : '#000';
          el('path', { d: `M${pos(x) - d} ${pos(y) - d}L${pos(x) + d} ${pos(y) + d}M${pos(x) + d} ${pos(y) - d}L${pos(x) - d} ${pos(y) + d}`,
            stroke: col, 'stroke-width': 2 }, this.markLayer);
        }
      });
    });
    // A chain the estimator is least sure of, marked dead or left alive: a question mark on each stone.
    for (const v of state.phase === 'marking' ? state.doubtful || [] : []) {
      const { x, y } = parseVertex(v, size);
      if (state.board[y][x] === '.') continue;
      const c = state.board[y][x];
      el('text', { x: pos(x) + CELL * 0.3, y: pos(y) - CELL * 0.18, 'font-size': 13, 'font-weight': 700,
        'text-anchor': 'middle', fill: '#c0392b', stroke: c === 'X' ? '#fff' : 'none', 'stroke-width': 0.4,
        class: 'doubtful', 'data-doubtful': v }, this.markLayer).textContent = '?';
    }
    // A protective move still owed: a small triangle of the owing colour on the point.
    for (const m of state.phase === 'marking' ? state.protectiveMoves || [] : []) {
      const { x, y } = parseVertex(m.vertex, size);
      const r = CELL * 0.28;
      el('path', { d: `M${pos(x)} ${pos(y) - r}L${pos(x) + r * 0.87} ${pos(y) + r / 2}L${pos(x) - r * 0.87} ${pos(y) + r / 2}Z`,
        fill: m.color === 'black' ? '#111' : '#fff', stroke: m.color === 'black' ? '#fff' : '#000', 'stroke-width': 1.5,
        class: `protective ${m.color}`, 'data-protective': m.vertex }, this.markLayer);
    }
    // Move numbers on demand (review): each stone's move, the last one in red instead of its ring.
    if (state.numbers) {
      for (const [v, n] of state.numbers) {
        const { x, y } = parseVertex(v, size);
        const c = state.board[y] && state.board[y][x];
        if (c !== 'X' && c !== 'O') continue;
        el('text', { x: pos(x), y: pos(y) + (n >= 100 ? 4 : 5), 'font-size': n >= 100 ? 11 : 13, 'text-anchor': 'middle',
          'font-family': 'system-ui, sans-serif', 'font-weight': 600,
          fill: v === state.lastMove ? '#d93025' : c === 'X' ? '#fff' : '#111', class: 'move-number', 'data-number': n,
          'pointer-events': 'none' }, this.markLayer).textContent = String(n);
      }
    }
    // The ring would sit on a dead stone's cross and hide it: a stone marked dead is not in play, last or not.
    if (state.lastMove && !dead.has(state.lastMove) && !state.numbers) {
      const { x, y } = parseVertex(state.lastMove, size);
      const c = state.board[y][x];
      el('circle', { cx: pos(x), cy: pos(y), r: CELL * 0.2, fill: 'none', stroke: c === 'X' ? '#fff' : '#000',
        'stroke-width': 2, class: 'last-move' }, this.markLayer);
    }
  }
}
