import type { AppExposeAssets } from '../src/server/appExposeAssets';
import { remotePreloads } from '../src/server/remotePreloads';

const assets = (over: Partial<AppExposeAssets> = {}): AppExposeAssets => ({
  entryName: 'remoteEntry.js',
  publicPath: 'auto',
  js: ['262.6cc065e7.js', '__federation_expose_app.b4d1dac7.js'],
  css: ['__federation_expose_app.167ad3a3.css'],
  ...over,
});

describe('remotePreloads', () => {
  it("puts 'auto' chunks in the entry's folder: entry, css, js", () => {
    expect(remotePreloads('/dist/mf-doctors/1.0.0-a/remoteEntry.js', assets())).toEqual([
      { as: 'script', href: '/dist/mf-doctors/1.0.0-a/remoteEntry.js' },
      {
        as: 'style',
        href: '/dist/mf-doctors/1.0.0-a/__federation_expose_app.167ad3a3.css',
        file: '__federation_expose_app.167ad3a3.css',
      },
      { as: 'script', href: '/dist/mf-doctors/1.0.0-a/262.6cc065e7.js' },
      { as: 'script', href: '/dist/mf-doctors/1.0.0-a/__federation_expose_app.b4d1dac7.js' },
    ]);
  });

  it('keeps a CDN entry absolute, and drops its query from the chunk folder (as webpack does)', () => {
    const links = remotePreloads(
      'https://cdn.example/dist/mf-doctors/v1/remoteEntry.js?t=1&x=2',
      assets({ css: [] }),
    );
    expect(links.map((l) => l.href)).toEqual([
      'https://cdn.example/dist/mf-doctors/v1/remoteEntry.js?t=1&x=2',
      'https://cdn.example/dist/mf-doctors/v1/262.6cc065e7.js',
      'https://cdn.example/dist/mf-doctors/v1/__federation_expose_app.b4d1dac7.js',
    ]);
  });

  it('uses an explicit public path as webpack does (prefix + file)', () => {
    const links = remotePreloads(
      '/dist/mf-x/1/remoteEntry.js',
      assets({ publicPath: 'https://static.example/x/', js: ['a.js'], css: [] }),
    );
    expect(links[1]).toEqual({ as: 'script', href: 'https://static.example/x/a.js' });
  });

  it.each([
    ['an entry that is not the manifest entry', '/dist/mf-x/1/mf-manifest.json', assets()],
    ['a non-http entry', 'javascript:alert(1)//remoteEntry.js', assets()],
    ['a public path relative to the page', '/dist/mf-x/1/remoteEntry.js', assets({ publicPath: 'js/' })],
    ['a chunk that climbs out of the build', '/dist/mf-x/1/remoteEntry.js', assets({ js: ['../y/a.js'] })],
    ['an absolute chunk URL', '/dist/mf-x/1/remoteEntry.js', assets({ js: ['https://evil.example/a.js'] })],
    ['a chunk name with markup', '/dist/mf-x/1/remoteEntry.js', assets({ css: ['a"><script>.css'] })],
  ])('refuses %s', (_label, entry, a) => {
    expect(() => remotePreloads(entry, a)).toThrow();
  });
});
