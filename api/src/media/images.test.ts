import { createMediaImages, mediaKey, type MediaCatalogue } from './images';

// docs/decisions.md, issue 24: a picture is drawn only for an entity that exists, each PNG once.

function setUp(initial: string[], { ttlMs = 60_000 }: { ttlMs?: number } = {}) {
  let time = 0;
  const catalogue: MediaCatalogue = new Set(initial);
  const loads: number[] = [];
  const renders: string[] = [];
  let failNext = false;
  const images = createMediaImages({
    loadCatalogue: async () => {
      loads.push(time);
      return new Set(catalogue);
    },
    renderPng: async (svg) => {
      renders.push(svg);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failNext) {
        failNext = false;
        throw new Error('render failed');
      }
      return Buffer.from(`png of ${svg.length}`);
    },
    catalogueTtlMs: ttlMs,
    now: () => time,
  });
  return {
    images,
    catalogue,
    loads,
    renders,
    advance: (ms: number) => (time += ms),
    failNextRender: () => (failNext = true),
  };
}

describe('createMediaImages', () => {
  it('answers null for a kind and slug no entity has, drawing nothing', async () => {
    const { images, renders } = setUp([mediaKey('article', 'cek-kolesterol')]);
    const unknown = await Promise.all(
      Array.from({ length: 40 }, (_, i) => images.png('article', `made-up-${i}`)),
    );
    expect(unknown.every((png) => png === null)).toBe(true);
    expect(await images.svg('article', 'made-up')).toBeNull();
    // The same slug of another kind is another picture.
    expect(await images.png('doctor', 'cek-kolesterol')).toBeNull();
    expect(renders).toHaveLength(0);
  });

  it('renders a known picture once, however many ask at once or later', async () => {
    const { images, renders } = setUp([mediaKey('article', 'cek-kolesterol')]);
    const first = await Promise.all(
      Array.from({ length: 40 }, () => images.png('article', 'cek-kolesterol')),
    );
    expect(new Set(first.map((png) => png?.toString())).size).toBe(1);
    expect(first[0]).not.toBeNull();
    await images.png('article', 'cek-kolesterol');
    expect(renders).toHaveLength(1);
    expect(await images.svg('article', 'cek-kolesterol')).toContain('<svg');
  });

  it('renders 40 different pictures once each', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `artikel-${i}`);
    const { images, renders } = setUp(keys.map((slug) => mediaKey('article', slug)));
    await Promise.all(keys.map((slug) => images.png('article', slug)));
    await Promise.all(keys.map((slug) => images.png('article', slug)));
    expect(renders).toHaveLength(40);
  });

  it('tries a failed render again at the next request', async () => {
    const { images, renders, failNextRender } = setUp([mediaKey('event', 'senam-jantung')]);
    failNextRender();
    await expect(images.png('event', 'senam-jantung')).rejects.toThrow('render failed');
    expect(await images.png('event', 'senam-jantung')).not.toBeNull();
    expect(renders).toHaveLength(2);
  });

  it('loads the list of entities once for the requests that arrive together, and again after its time', async () => {
    const { images, catalogue, loads, advance } = setUp([mediaKey('page', 'tentang-kami')], { ttlMs: 1000 });
    await Promise.all(Array.from({ length: 10 }, () => images.svg('page', 'tentang-kami')));
    expect(loads).toHaveLength(1);
    catalogue.add(mediaKey('article', 'artikel-baru'));
    advance(500);
    expect(await images.svg('article', 'artikel-baru')).toBeNull();
    advance(600);
    expect(await images.svg('article', 'artikel-baru')).toContain('<svg');
    expect(loads).toEqual([0, 1100]);
  });
});
