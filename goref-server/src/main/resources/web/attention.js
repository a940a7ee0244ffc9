// What calls a player back to the game: a stone sound for each move, a countdown in the last seconds of
// byo-yomi, and the tab's title and icon saying "your move".
//
// Browsers let a page make sound only after the person has touched it (autoplay rules): the audio is
// opened at the first click or key press, never before, and a sound due earlier is skipped. What the
// page did is kept on <body> (data-stone-sounds, data-countdown-sounds, data-your-move,
// data-sound-muted, data-audio), since a headless browser plays nothing a test could hear.
import { t } from './i18n.js';

const MUTE_KEY = 'goref-muted';

export class Attention {
  constructor(muteBox) {
    this.audio = null;
    this.muteBox = muteBox;
    this.muted = localStorage.getItem(MUTE_KEY) === '1';
    this.stoneSounds = 0;
    this.countdownSounds = 0;
    this.lastBeep = null;
    const body = document.body.dataset;
    body.stoneSounds = '0';
    body.countdownSounds = '0';
    body.soundMuted = String(this.muted);
    body.audio = 'waiting-for-gesture';
    if (muteBox) {
      muteBox.checked = !this.muted;
      muteBox.addEventListener('change', () => {
        this.muted = !muteBox.checked;
        localStorage.setItem(MUTE_KEY, this.muted ? '1' : '0');
        body.soundMuted = String(this.muted);
      });
    }
    const unlock = () => this.unlock();
    for (const ev of ['pointerdown', 'keydown']) document.addEventListener(ev, unlock, { once: true, capture: true });
  }

  /** Opens the audio at a gesture of the person (autoplay rules). */
  unlock() {
    if (this.audio) return;
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) { document.body.dataset.audio = 'none'; return; }
    this.audio = new Ctx();
    if (this.audio.state === 'suspended') this.audio.resume().catch(() => {});
    document.body.dataset.audio = 'open';
  }

  /** A short tone; nothing before the audio is open. */
  tone(freq, ms, gain) {
    if (!this.audio) return;
    const now = this.audio.currentTime;
    const osc = this.audio.createOscillator();
    const vol = this.audio.createGain();
    osc.frequency.value = freq;
    vol.gain.setValueAtTime(gain, now);
    vol.gain.exponentialRampToValueAtTime(0.001, now + ms / 1000);
    osc.connect(vol).connect(this.audio.destination);
    osc.start(now);
    osc.stop(now + ms / 1000);
  }

  /** A stone was played (the click of a stone on wood, roughly). */
  stone() {
    if (this.muted) return;
    this.stoneSounds += 1;
    document.body.dataset.stoneSounds = String(this.stoneSounds);
    this.tone(180, 90, 0.5);
  }

  /**
   * The clock of the player at this page in its last seconds of a byo-yomi or Canadian period: one beep
   * a second (called every tick; `secondsLeft` null when not counting down).
   */
  countdown(secondsLeft) {
    if (secondsLeft === null) { this.lastBeep = null; return; }
    if (this.muted || secondsLeft === this.lastBeep) return;
    this.lastBeep = secondsLeft;
    this.countdownSounds += 1;
    document.body.dataset.countdownSounds = String(this.countdownSounds);
    this.tone(secondsLeft <= 3 ? 1200 : 880, 120, 0.25);
  }

  /** The tab says whose move it is: the title starts with "Your move" and the icon turns red. */
  yourMove(yes, title) {
    document.body.dataset.yourMove = String(yes);
    document.title = yes ? `● ${t('yourMove')} — ${title}` : `goref — ${title}`;
    const icon = document.querySelector('link[rel=icon]');
    if (icon) icon.href = yes ? 'favicon-turn.svg' : 'favicon.svg';
  }
}
