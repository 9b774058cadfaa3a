import { injectPreloads, preloadTags } from '../src/server/injectPreloads';

const links = [
  { as: 'script' as const, href: '/dist/mf-a/1/remoteEntry.js' },
  { as: 'style' as const, href: '/dist/mf-a/1/app.css' },
];
const added =
  '<link rel="preload" as="script" href="/dist/mf-a/1/remoteEntry.js">' +
  '<link rel="preload" as="style" href="/dist/mf-a/1/app.css">';

describe('injectPreloads', () => {
  it("goes right after the shell's last preload, before anything else in <head>", () => {
    const html =
      '<html><head><script defer="defer" src="/main.js"></script>' +
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/registry/remotes.json">' +
      '<link rel="preload" as="script" href="/dist/shell/1/1.js"><link rel="icon" href="data:,">' +
      '</head><body><link rel="preload" as="script" href="/late.js"></body></html>';
    expect(injectPreloads(html, links)).toBe(
      html.replace('/dist/shell/1/1.js">', `/dist/shell/1/1.js">${added}`),
    );
  });

  it('goes at the end of <head> when the shell has no preload', () => {
    const html = '<html><head><title>x</title></HEAD><body></body></html>';
    expect(injectPreloads(html, links)).toBe(
      `<html><head><title>x</title>${added}</HEAD><body></body></html>`,
    );
  });

  it('does not mistake other link types for preloads', () => {
    const html = '<head><link rel="modulepreload" href="/m.js"><link rel="preconnect" href="/x"></head>';
    expect(injectPreloads(html, links)).toBe(html.replace('</head>', `${added}</head>`));
  });

  it('gives null for a document without </head>', () => {
    expect(injectPreloads('<p>no head</p>', links)).toBeNull();
  });
});

describe('preloadTags', () => {
  it('escapes attribute values', () => {
    expect(preloadTags([{ as: 'script', href: `/e.js?a=1&b="2"<'x'>` }])).toBe(
      '<link rel="preload" as="script" href="/e.js?a=1&amp;b=&quot;2&quot;&lt;&#39;x&#39;&gt;">',
    );
  });
});
