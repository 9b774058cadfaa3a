/** What a page shows that tells it apart from the next one: its title and its h1. */
export interface PageSnapshot {
  title: string;
  heading: HTMLElement | null;
  text: string;
}

/** The h1 of the page shown: the slots of the other apps stay in <main>, hidden. */
export function visibleHeading(main: HTMLElement): HTMLElement | null {
  for (const h1 of Array.from(main.querySelectorAll<HTMLElement>('h1'))) {
    if (!h1.closest('[hidden],[aria-hidden="true"]')) return h1;
  }
  return null;
}

export function snapshot(main: HTMLElement): PageSnapshot {
  const heading = visibleHeading(main);
  return { title: document.title, heading, text: heading?.textContent ?? '' };
}
