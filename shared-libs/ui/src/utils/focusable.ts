const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * Elements reachable with Tab inside `container`, in DOM order. Decided from attributes only
 * (no layout), so it behaves the same in the browser and in jsdom.
 */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.hasAttribute('disabled') &&
      !el.closest('[hidden], [inert], [aria-hidden="true"]') &&
      !isUncheckedRadioOfCheckedGroup(el, container),
  );
}

/** Tab stops on one radio per group: the checked one, or the first when none is checked. */
function isUncheckedRadioOfCheckedGroup(el: HTMLElement, container: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return false;
  const group = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
    (radio) => radio.name === el.name,
  );
  return group.some((radio) => radio.checked) || group[0] !== el;
}
