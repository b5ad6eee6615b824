/**
 * Runs a field's leave (blur) handling once the pointer press that caused it is
 * over. Leaving a field checks it and may show its message, which moves what is
 * below it: checked while the pointer is still down, the button being pressed
 * ("Add break") moved away before the release, and the click was lost. Left by
 * the keyboard, or with no press under way, the handling runs at once.
 */
let pressed = false;
let waiting: (() => void)[] = [];
let listening = false;

function release() {
  pressed = false;
  const run = waiting;
  waiting = [];
  for (const f of run) f();
}

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener("pointerdown", () => (pressed = true), true);
  // The click that ends a press is dispatched in the same task as its release: a timeout runs after it.
  const settle = () => setTimeout(release, 0);
  window.addEventListener("pointerup", settle, true);
  window.addEventListener("pointercancel", settle, true);
}

/** `onBlur` wrapped: run now, or after the press under way has ended (and only while the field is still on the page). */
export function afterPress<E extends { currentTarget: Element }>(onBlur: () => void): (e: E) => void {
  if (typeof window !== "undefined") listen();
  return (e) => {
    const field = e.currentTarget;
    if (!pressed) return onBlur();
    waiting.push(() => {
      if (field.isConnected) onBlur();
    });
  };
}
