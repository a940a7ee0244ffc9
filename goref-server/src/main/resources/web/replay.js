// The positions of a game move by move, for review: the board, the captures and the last move after
// each move, replayed from the moves the server recorded (GET /api/games/{id}/moves). The server
// judged every move already; this only repeats its captures (3.2), multi-stone suicide included.
import { parseVertex, vertex } from './api.js';

/** The chain through (x, y) on `b` (rows of characters) and whether it has a liberty. */
function chain(b, size, x, y) {
  const colour = b[y][x];
  const seen = new Set([y * size + x]);
  const todo = [[x, y]];
  const stones = [];
  let free = false;
  while (todo.length) {
    const [cx, cy] = todo.pop();
    stones.push([cx, cy]);
    for (const [nx, ny] of [[cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1]]) {
      if (nx < 0 || ny < 0 || nx >= size || ny >= size || seen.has(ny * size + nx)) continue;
      const c = b[ny][nx];
      if (c === '.') free = true;
      else if (c === colour) { seen.add(ny * size + nx); todo.push([nx, ny]); }
    }
  }
  return { stones, free };
}

/**
 * Every position of the game: positions[k] is the one after k moves, with `board` (rows from the
 * top, . X O), `captures` {black, white}, `lastMove` (a vertex, or null after a pass or at the
 * start), `lastWasPass` and `numbers` (vertex → the number of the move that placed the stone now there).
 */
export function replay(course) {
  const size = course.size;
  const b = Array.from({ length: size }, () => Array(size).fill('.'));
  for (const v of course.handicap || []) { const { x, y } = parseVertex(v, size); b[y][x] = 'X'; }
  const captures = { black: 0, white: 0 };
  const numbers = new Map();
  const snap = (lastMove, lastWasPass) => ({
    board: b.map((r) => r.join('')), captures: { ...captures }, lastMove, lastWasPass, numbers: new Map(numbers),
  });
  const positions = [snap(null, false)];
  course.moves.forEach((m, i) => {
    if (m.vertex === 'pass') { positions.push(snap(null, true)); return; }
    const { x, y } = parseVertex(m.vertex, size);
    const me = m.color === 'black' ? 'X' : 'O';
    const them = me === 'X' ? 'O' : 'X';
    b[y][x] = me;
    numbers.set(m.vertex, i + 1);
    for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]]) {
      if (nx < 0 || ny < 0 || nx >= size || ny >= size || b[ny][nx] !== them) continue;
      const c = chain(b, size, nx, ny);
      if (c.free) continue;
      for (const [sx, sy] of c.stones) { b[sy][sx] = '.'; numbers.delete(vertex(sx, sy, size)); }
      captures[m.color] += c.stones.length;
    }
    const own = chain(b, size, x, y);
    if (!own.free) {
      // Multi-stone suicide where the rules allow it: the stones go to the opponent as prisoners.
      for (const [sx, sy] of own.stones) { b[sy][sx] = '.'; numbers.delete(vertex(sx, sy, size)); }
      captures[m.color === 'black' ? 'white' : 'black'] += own.stones.length;
    }
    positions.push(snap(m.vertex, false));
  });
  return positions;
}
