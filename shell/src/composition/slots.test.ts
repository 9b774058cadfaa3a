import { createSlot, slotClose, slotOpen } from './slots';

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<main id="main-content">${html}</main>`;
  return document.getElementById('main-content')!;
}

describe('slots in <main>', () => {
  it("adopts the slot the server wrote, with the remote's HTML in place", () => {
    const main = mainWith(slotOpen('mf-doctors', true) + '<h1>Cari Dokter</h1>' + slotClose());
    const heading = main.querySelector('h1');
    const slot = createSlot(main, 'mf-doctors');
    expect(main.children).toHaveLength(1);
    expect(slot.container).toBe(main.firstElementChild);
    expect(slot.container).toHaveAttribute('data-app', 'mf-doctors');
    expect(slot.container.hidden).toBe(false);
    expect(slot.root).toHaveClass('app-root');
    expect(slot.root.firstElementChild).toBe(heading);
    expect(slot.errorHost).toHaveClass('app-error');
    expect(slot.errorHost.hidden).toBe(true);
    // Asked again (a later registration of the same app), the same elements.
    expect(createSlot(main, 'mf-doctors').root).toBe(slot.root);
  });

  it('creates a hidden slot for an app the server did not render, beside the adopted one', () => {
    const main = mainWith(slotOpen('mf-doctors', true) + slotClose());
    const slot = createSlot(main, 'mf-content');
    expect(main.children).toHaveLength(2);
    expect(slot.container).toHaveAttribute('data-app', 'mf-content');
    expect(slot.container.hidden).toBe(true);
    expect(slot.root).toBeEmptyDOMElement();
    expect(slot.container.querySelector(':scope > .app-error')).toBe(slot.errorHost);
  });

  it('writes the same structure the browser creates, hidden when asked', () => {
    const main = mainWith(slotOpen('shell-not-found', false) + slotClose());
    const container = main.firstElementChild as HTMLElement;
    expect(container.hidden).toBe(true);
    expect(Array.from(container.children).map((c) => c.className)).toEqual(['app-error', 'app-root']);
    expect(createSlot(main, 'shell-not-found').container).toBe(container);
  });

  it('adopts only a whole slot that is a child of <main>', () => {
    const main = mainWith(
      '<div data-app="mf-booking"><div class="app-root"></div></div>' +
        `<section>${slotOpen('mf-content', true)}${slotClose()}</section>`,
    );
    const booking = createSlot(main, 'mf-booking');
    expect(booking.container).not.toBe(main.firstElementChild);
    expect(booking.container.querySelector(':scope > .app-error')).toBe(booking.errorHost);
    const content = createSlot(main, 'mf-content');
    expect(content.container.parentElement).toBe(main);
    expect(content.container).not.toBe(main.querySelector('section > [data-app]'));
  });
});
