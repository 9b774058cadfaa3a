import { renderAsync } from '@resvg/resvg-js';

/**
 * A generated picture as PNG: link previews (WhatsApp, Facebook, X) do not show SVG, so the pages'
 * Open Graph images point here (remote-kit head). Rendered at the SVG's own size with the machine's
 * fonts (the doctors' initials); a machine without fonts still gets the picture, without letters.
 * In libuv's thread pool: a render takes about 13 ms of CPU, which must not stall the event loop
 * (docs/decisions.md, issue 24).
 */
export async function svgToPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } });
  return image.asPng();
}
