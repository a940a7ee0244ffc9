// A move tapped on a touch screen, waiting for the player's confirmation.
//
// On a phone a 19×19 board has some 17 px between points, less than a fingertip: a tap one point off
// would play a move that nobody can take back in a refereed game. So a tap only chooses the point;
// tapping it again, or the confirm button that names it, plays it.

/**
 * Whether a click on the board needs confirming, from the type of the pointer that made it (the
 * pointerdown's pointerType): a finger's does; a mouse's and a pen's tip are precise and play at once.
 * Asked of each input rather than of the device (the media query "pointer: coarse"): a laptop with a
 * touch screen has a fine primary pointer, yet a finger on it is as imprecise as on a phone; a tablet
 * with a mouse has a coarse one, yet its clicks are precise.
 */
export function needsConfirming(pointerType) {
  return pointerType === 'touch';
}

/**
 * The point chosen and the position it was chosen on (the move number): once the game moves on (a
 * move or a pass from anywhere, the marking, the end) the point may no longer be legal, nor meant,
 * and the choice goes. `onChange` redraws what shows it.
 */
export class PendingMove {
  constructor(onChange) {
    this.vertex = null;
    this.moveNumber = -1;
    this.onChange = onChange;
  }

  set(vertex, moveNumber) {
    this.vertex = vertex;
    this.moveNumber = moveNumber;
    this.onChange();
  }

  clear() {
    if (this.vertex === null) return;
    this.vertex = null;
    this.onChange();
  }

  /** Keeps the choice only while `s` is still the position it was made on, in play. */
  follow(s) {
    if (this.vertex !== null && (s.phase !== 'playing' || s.moveNumber !== this.moveNumber)) this.clear();
  }
}
