import { appExposeAssets } from '../src/server/appExposeAssets';

/** Trimmed from dist/mf-doctors/<version>/mf-manifest.json (@module-federation/enhanced 2.9). */
const realShape = {
  id: 'mf_doctors',
  name: 'mf_doctors',
  metaData: {
    name: 'mf_doctors',
    type: 'app',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    globalName: 'mf_doctors',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [
    {
      id: 'mf_doctors:@hospital/ui',
      name: '@hospital/ui',
      assets: {
        js: { async: [], sync: ['168.1419a242.js'] },
        css: { async: [], sync: ['168.55fa1669.css'] },
      },
    },
    {
      id: 'mf_doctors:react',
      name: 'react',
      assets: { js: { async: [], sync: ['696.803ed16d.js'] }, css: { async: [], sync: [] } },
    },
  ],
  remotes: [],
  exposes: [
    {
      id: 'mf_doctors:app',
      name: 'app',
      assets: {
        js: {
          sync: ['262.6cc065e7.js', '916.cc11d3b0.js', '__federation_expose_app.b4d1dac7.js'],
          async: ['664.df2a68aa.js', '422.189ae676.js'],
        },
        css: {
          sync: ['__federation_expose_app.167ad3a3.css'],
          async: ['931.c29a25fc.css', '168.55fa1669.css'],
        },
      },
      path: './app',
    },
  ],
};

const clone = () => JSON.parse(JSON.stringify(realShape)) as typeof realShape;

describe('appExposeAssets', () => {
  it("reads the entry name, the public path and ./app's synchronous files", () => {
    expect(appExposeAssets(realShape)).toEqual({
      entryName: 'remoteEntry.js',
      publicPath: 'auto',
      js: ['262.6cc065e7.js', '916.cc11d3b0.js', '__federation_expose_app.b4d1dac7.js'],
      css: ['__federation_expose_app.167ad3a3.css'],
    });
  });

  it("leaves out the remote's copies of shared modules (the shell provides them)", () => {
    const manifest = clone();
    manifest.exposes[0].assets.js.sync.unshift('696.803ed16d.js');
    manifest.exposes[0].assets.css.sync.push('168.55fa1669.css');
    const assets = appExposeAssets(manifest);
    expect(assets.js).not.toContain('696.803ed16d.js');
    expect(assets.css).toEqual(['__federation_expose_app.167ad3a3.css']);
  });

  it('finds ./app by name too, as verifyBuild does', () => {
    const manifest = clone();
    delete (manifest.exposes[0] as { path?: string }).path;
    expect(appExposeAssets(manifest).js).toHaveLength(3);
  });

  it.each<[string, (m: ReturnType<typeof clone>) => unknown]>([
    ['is not an object', () => []],
    ['has no metaData', (m) => ({ ...m, metaData: undefined })],
    ['names no remoteEntry', (m) => ({ ...m, metaData: { ...m.metaData, remoteEntry: {} } })],
    [
      'puts remoteEntry in a sub-folder',
      (m) => ({ ...m, metaData: { ...m.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'js' } } }),
    ],
    ['has a runtime public path', (m) => ({ ...m, metaData: { ...m.metaData, getPublicPath: 'fn()' } })],
    [
      'does not expose ./app',
      (m) => ({ ...m, exposes: [{ ...m.exposes[0], path: './other', name: 'other' }] }),
    ],
    [
      'has no sync list',
      (m) => ({ ...m, exposes: [{ ...m.exposes[0], assets: { js: {}, css: { sync: [] } } }] }),
    ],
    [
      'lists something else than file names',
      (m) => ({ ...m, exposes: [{ ...m.exposes[0], assets: { js: { sync: [1] }, css: { sync: [] } } }] }),
    ],
  ])('throws when the manifest %s', (_label, broken) => {
    expect(() => appExposeAssets(broken(clone()))).toThrow();
  });
});
