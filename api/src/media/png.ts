import { Resvg } from '@resvg/resvg-js';

/**
 * A generated picture as PNG: link previews (WhatsApp, Facebook, X) do not show SVG, so the pages'
 * Open Graph images point here (remote-kit head). Rendered at the SVG's own size with the machine's
 * fonts (the doctors' initials); a machine without fonts still gets the picture, without letters.
 */
export function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } })
    .render()
    .asPng();
}
