// Keeping the keyboard's place while a part of a page is drawn anew.

/**
 * Redraws `box` with `draw()`. Its buttons and links are new ones, so the one that had the focus (a
 * Start game just pressed, a link a keyboard user had tabbed to when the list reloaded) would drop
 * it to the top of the page. The control with the same data-focus key gets it back instead; one gone
 * (a started game has no Start button) leaves it to the first control of its row, the key up to its
 * last "/" ("1/2/start": round 1, table 2). A focus elsewhere on the page is left alone.
 */
export function redrawKeepingFocus(box, draw) {
  const had = box.contains(document.activeElement) ? document.activeElement.dataset.focus : undefined;
  draw();
  if (had === undefined) return;
  const row = had.slice(0, had.lastIndexOf('/') + 1);
  const same = [...box.querySelectorAll('[data-focus]')];
  const next = same.find((el) => el.dataset.focus === had) || (row && same.find((el) => el.dataset.focus.startsWith(row)));
  if (next) next.focus();
}
