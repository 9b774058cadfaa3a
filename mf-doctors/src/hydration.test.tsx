import { screen, waitFor } from '@testing-library/react';
import {
  createPageLoad,
  itemAnswer,
  listAnswer,
  reactDrivenByLifecycles,
  type FakeHandler,
} from '@hospital/remote-kit/testing';
import { BANDUNG, CIANJUR, POLIS, makeDoctor } from './testing/fixtures';

// docs/decisions.md, issue 25 — the doctor filters: the search form is HTML the visitor can use before
// the scripts have run. React keeps what they chose in a control when it takes the page over, but the
// search is the URL's: what was changed before is applied then, never lost without a word.

const { renderOnServer, mountInBrowser } = createPageLoad({
  loadRemote: () => import('./remote'),
  now: Date.UTC(2026, 10, 21, 3),
});

const EVERYONE = makeDoctor();
const CHILDREN_IN_CIANJUR = makeDoctor({
  id: 1002,
  name: 'dr. Citra Lestari, Sp.A',
  slug: 'dr-citra-lestari-sp-a',
});

const jadwal: FakeHandler = (request) =>
  listAnswer(request.query.poli_id === '2496' ? [CHILDREN_IN_CIANJUR] : [EVERYONE]);

const answers = () => ({
  'GET web/company': listAnswer([BANDUNG, CIANJUR]),
  'GET web/poli': listAnswer([...POLIS]),
  'GET web/jadwal': jadwal,
  // The site search finds nobody for a typed name: the name is then matched as typed.
  'GET web/search': itemAnswer({ doctors: { results: [], count: 0 } }),
});

function choose(root: HTMLElement, name: string, value: string): void {
  const control = root.querySelector<HTMLSelectElement | HTMLInputElement>(`[name="${name}"]`);
  if (!control) throw new Error(`no field ${name}`);
  // As the browser does when the visitor picks or types without scripts: the value, and no React event.
  control.value = value;
}

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the doctor search taken over by the browser', () => {
  const spies = reactDrivenByLifecycles();
  beforeEach(() => jest.resetModules());

  it('applies a hospital and a speciality chosen before the scripts ran, as that hospital’s clinic', async () => {
    const server = await renderOnServer('/appointment', answers());
    expect(server.html).toContain('method="get"');
    const before = window.history.length;
    const browser = await mountInBrowser(server, answers(), {
      beforeHydration: (root) => {
        choose(root, 'hospital', '2');
        choose(root, 'speciality', 'anak');
      },
    });
    await waitFor(() => expect(window.location.search).toBe('?hospital=2&poli=2496'));
    // One history entry, as a change made with the scripts makes.
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(names()).toEqual([CHILDREN_IN_CIANJUR.name]));
    expect(screen.getByLabelText('Rumah sakit')).toHaveValue('2');
    expect(screen.getByLabelText('Spesialis / poliklinik')).toHaveValue('2496');
    expect(spies.consoleError).not.toHaveBeenCalled();
    await browser.unmount();
  });

  it('applies a name typed before the scripts ran, in English', async () => {
    const server = await renderOnServer('/en/appointment?day=1', answers());
    const browser = await mountInBrowser(server, answers(), {
      beforeHydration: (root) => choose(root, 'name', 'Rina'),
    });
    await waitFor(() => expect(window.location.search).toBe('?day=1&name=Rina'));
    expect(window.location.pathname).toBe('/en/appointment');
    await waitFor(() => expect(screen.getByLabelText("Doctor's name or speciality")).toHaveValue('Rina'));
    expect(spies.consoleError).not.toHaveBeenCalled();
    await browser.unmount();
  });

  it('changes nothing when nothing was changed: no new entry, nothing asked again', async () => {
    const server = await renderOnServer('/appointment?hospital=1&poli=2473', answers());
    const before = window.history.length;
    const browser = await mountInBrowser(server, answers());
    await waitFor(() => expect(names()).toEqual([EVERYONE.name]));
    expect(window.location.search).toBe('?hospital=1&poli=2473');
    expect(window.history.length).toBe(before);
    expect(browser.requests.filter((r) => r.path === 'web/jadwal')).toEqual([]);
    expect(spies.consoleError).not.toHaveBeenCalled();
    await browser.unmount();
  });
});
