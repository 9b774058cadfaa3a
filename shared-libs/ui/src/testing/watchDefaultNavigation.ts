/**
 * Test helper: records whether a click reached the document still allowed to follow its link,
 * then cancels it because jsdom cannot navigate.
 */
export function watchDefaultNavigation(): { allowed: () => boolean; stop: () => void } {
  let allowed = false;
  const listener = (event: MouseEvent) => {
    allowed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { allowed: () => allowed, stop: () => document.removeEventListener('click', listener) };
}
