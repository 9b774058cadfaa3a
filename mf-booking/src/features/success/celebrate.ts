/** Confetti for a stored booking, unless the user asked the system for less motion. */
export async function celebrate(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    return;
  // Downloaded only here, after a booking: it is not part of the wizard's code.
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '900',
  });
  document.body.appendChild(canvas);
  // No worker: the site's CSP does not allow the blob: worker canvas-confetti would create.
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  const done = fire({ particleCount: 140, spread: 75, startVelocity: 38, origin: { y: 0.35 } });
  await (done ?? Promise.resolve());
  canvas.remove();
}
