/**
 * Focusing a field below the fold scrolls the page at once, but the browser reports that scroll a
 * frame or two later. react-aria closes an open combo-box list on any scroll around it, so a list
 * opened in between (ArrowDown or typing straight after Tab; on a busy page, a while after) shut
 * as soon as it showed. The scroll a focus makes is not the visitor scrolling away:
 * `holdFocusScroll` (called as a combo box gains focus) keeps the scroll events that follow from
 * every later listener, react-aria's among them, until HOLD_MS and two animation frames have
 * passed, or the visitor scrolls (wheel, touch, a press on a scrollbar) sooner.
 */
const HOLD_MS = 500;
let holdUntil = 0;
let framesLeft = 0;
let listening = false;

function swallow(event: Event): void {
  if (framesLeft === 0 && performance.now() >= holdUntil) return;
  // Only while the focused box's list is open: that is all react-aria would close, and every other
  // listener (the toasts' clearance of the header) still hears the scroll otherwise.
  if (document.activeElement?.getAttribute('aria-expanded') === 'true')
    event.stopImmediatePropagation();
}

function release(): void {
  holdUntil = 0;
  framesLeft = 0;
}

export function holdFocusScroll(): void {
  // Registered once, before any list opens: capture listeners on window run in the order added,
  // and react-aria adds its own when a list opens.
  if (!listening) {
    window.addEventListener('scroll', swallow, true);
    for (const type of ['wheel', 'touchmove', 'pointerdown'])
      window.addEventListener(type, release, { capture: true, passive: true });
    listening = true;
  }
  holdUntil = performance.now() + HOLD_MS;
  framesLeft = 2;
  requestAnimationFrame(() => {
    framesLeft = Math.min(framesLeft, 1);
    requestAnimationFrame(() => {
      framesLeft = 0;
    });
  });
}
