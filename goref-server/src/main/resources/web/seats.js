// A player's seats, kept in this browser (there are no accounts): every game this browser holds a
// player's link of, so that a reload, a second tab or the start page finds it again ("my games").
// And copying a link to the clipboard.

const KEY = 'goref-seats';

/** The seats kept, newest first: {game, token, color, black, white, at}. */
export function seats() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(s) ? s : [];
  } catch {
    return [];
  }
}

/** Keeps a seat (once per game and colour), the newest first, at most 50. */
export function rememberSeat(seat) {
  const rest = seats().filter((s) => !(s.game === seat.game && s.color === seat.color));
  localStorage.setItem(KEY, JSON.stringify([{ ...seat, at: Date.now() }, ...rest].slice(0, 50)));
}

/** The game page's link for a seat (the token in the fragment, never sent to a server). */
export function seatLink(seat) {
  return `game.html?id=${encodeURIComponent(seat.game)}#token=${encodeURIComponent(seat.token)}`;
}

/** Copies text to the clipboard; where the browser refuses (no secure context), through a selected field. */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
