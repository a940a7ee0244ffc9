// The HTTP API of goref (INTERFACES.md §HTTP) for the pages.
export async function api(path, { method = 'GET', token = null, body = null } = {}) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(path, { method, headers, body: body === null ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await r.json(); } catch { /* not JSON */ }
  return { ok: r.ok, status: r.status, data };
}

export const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

export function vertex(x, y, size) {
  return COLUMNS[x] + (size - y);
}

export function parseVertex(v, size) {
  return { x: COLUMNS.indexOf(v[0]), y: size - parseInt(v.slice(1), 10) };
}

export function formatClock(c) {
  if (!c) return '';
  const mmss = (ms) => {
    const s = Math.max(0, Math.ceil(ms / 1000));
    const m = Math.floor(s / 60);
    return `${m}:${String(s % 60).padStart(2, '0')}`;
  };
  if (c.mainMs > 0 || c.periods === 0) return mmss(c.mainMs);
  return `${c.periods} × ${mmss(c.periodMs)}`;
}

/** The length of one byo-yomi period in ms, from a time control spec such as byoyomi:600+5x30. */
export function periodLength(spec) {
  const m = /^byoyomi:\d+\+\d+x(\d+)$/.exec(spec || '');
  return m ? parseInt(m[1], 10) * 1000 : 0;
}

/** A clock reading moved on by elapsed ms, the way the server's byo-yomi clock runs. */
export function advance(c, elapsed, full) {
  if (!c || !c.running || elapsed <= 0) return c;
  let t = elapsed;
  let periods = c.periods;
  let inPeriod = c.mainMs > 0 ? full : c.periodMs;
  if (c.mainMs > 0) {
    if (t <= c.mainMs) return { ...c, mainMs: c.mainMs - t };
    t -= c.mainMs;
  }
  if (periods === 0) return { ...c, mainMs: 0 };
  while (periods > 0 && t >= inPeriod) { t -= inPeriod; periods -= 1; inPeriod = full; }
  if (periods === 0) return { ...c, mainMs: 0, periods: 0, periodMs: 0 };
  return { ...c, mainMs: 0, periods, periodMs: inPeriod - t };
}
