// The HTTP API of goref (INTERFACES.md §HTTP) for the pages.
import { t, tf } from './i18n.js';

/**
 * One request; the answer as {ok, status, data}. When the server cannot be reached at all the
 * status is 0 and data.reason 'network', so that a page says so instead of failing silently.
 */
export async function api(path, { method = 'GET', token = null, body = null } = {}) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let r;
  try {
    r = await fetch(path, { method, headers, body: body === null ? undefined : JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, data: { error: 'network', reason: 'network', detail: t('reasonNetwork') } };
  }
  let data = null;
  try { data = await r.json(); } catch { /* not JSON */ }
  return { ok: r.ok, status: r.status, data };
}

/**
 * A file sent as it is, bytes untouched, under its own Content-Type (an OpenGotha file is XML in
 * whatever encoding it declares); the answer as {@link api} gives it.
 */
export async function sendFile(path, file, type, { token = null } = {}) {
  const headers = { 'Content-Type': type };
  if (token) headers.Authorization = `Bearer ${token}`;
  let r;
  try {
    r = await fetch(path, { method: 'POST', headers, body: file });
  } catch {
    return { ok: false, status: 0, data: { error: 'network', reason: 'network', detail: t('reasonNetwork') } };
  }
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
  if (c.mainMs > 0) return mmss(c.mainMs);
  if (c.stones > 0) return tf('stonesIn', { n: c.stones, time: mmss(c.periodMs) });
  if (c.periods > 0) return `${c.periods} × ${mmss(c.periodMs)}`;
  return mmss(0);
}

/**
 * Whether a reading is short of time, to be shown in red: sudden death (absolute, Fischer) under 30 s;
 * in byo-yomi the last period, or under 10 s left in the period; in a Canadian period under 10 s a
 * move still to make; a fallen flag.
 */
export function isLow(c, timeControl) {
  if (!c) return false;
  if (c.mainMs > 0) return /^(abs|fis):/.test(timeControl || '') && c.mainMs <= 30000;
  if (c.stones > 0) return c.periodMs < c.stones * 10000;
  if (c.periods > 0) return c.periods === 1 || c.periodMs <= 10000;
  return true;
}

/**
 * A clock reading moved on by elapsed ms (full: the length of a period), the way the server's
 * clocks run: main time first, then byo-yomi periods (each one exceeded is lost) or the
 * Canadian period.
 */
export function advance(c, elapsed, full) {
  if (!c || !c.running || elapsed <= 0) return c;
  let t = elapsed;
  if (c.mainMs > 0) {
    if (t <= c.mainMs) return { ...c, mainMs: c.mainMs - t };
    t -= c.mainMs;
    if (c.stones > 0) return { ...c, mainMs: 0, periodMs: Math.max(0, full - t) };
    if (c.periods === 0) return { ...c, mainMs: 0 };
    let periods = c.periods;
    let inPeriod = full;
    while (periods > 0 && t >= inPeriod) { t -= inPeriod; periods -= 1; }
    return periods === 0 ? { ...c, mainMs: 0, periods: 0, periodMs: 0 } : { ...c, mainMs: 0, periods, periodMs: inPeriod - t };
  }
  if (c.stones > 0) return { ...c, periodMs: Math.max(0, c.periodMs - t) };
  if (c.periods === 0) return c;
  let periods = c.periods;
  let inPeriod = c.periodMs;
  while (periods > 0 && t >= inPeriod) { t -= inPeriod; periods -= 1; inPeriod = full; }
  return periods === 0 ? { ...c, periods: 0, periodMs: 0 } : { ...c, periods, periodMs: inPeriod - t };
}
