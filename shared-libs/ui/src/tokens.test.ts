import { readFileSync } from 'fs';
import { join } from 'path';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`missing token ${name}`);
  return match[1].trim();
}

function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)
    ?.map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  if (!channels || channels.length !== 3) throw new Error(`not a #rrggbb colour: ${hex}`);
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(token(a)), luminance(token(b))].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Every text/background pair the components use (see the CSS Modules).
const textPairs: Array<[string, string]> = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-neutral-subtle'],
  ['--color-text', '--color-primary-subtle'],
  ['--color-text-muted', '--color-bg'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-primary-subtle'],
  ['--color-primary', '--color-bg'],
  ['--color-primary', '--color-surface'],
  ['--color-primary', '--color-primary-subtle'],
  ['--color-primary-hover', '--color-primary-subtle'],
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-hover'],
  ['--color-on-danger', '--color-danger'],
  ['--color-on-danger', '--color-danger-hover'],
  ['--color-danger', '--color-bg'],
  ['--color-accent', '--color-bg'],
  ['--color-accent', '--color-surface'],
  ['--color-on-accent', '--color-accent'],
  ['--color-success', '--color-bg'],
  ['--color-info-text', '--color-info-bg'],
  ['--color-success-text', '--color-success-bg'],
  ['--color-warning-text', '--color-warning-bg'],
  ['--color-error-text', '--color-error-bg'],
  ['--color-disabled-text', '--color-disabled-bg'],
];

const uiPairs: Array<[string, string]> = [
  ['--color-border-strong', '--color-bg'],
  ['--color-border-strong', '--color-surface'],
  ['--color-focus', '--color-bg'],
  ['--color-focus', '--color-surface'],
  ['--color-focus', '--color-primary-subtle'],
];

describe('tokens.css', () => {
  it.each(textPairs)('%s on %s meets WCAG AA 4.5:1', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s meets 3:1 for UI parts', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });

  it('keeps focused elements clear of the sticky bars (WCAG 2.4.11)', () => {
    expect(css).toMatch(/scroll-padding-top:\s*calc\(var\(--topbar-height\)/);
    expect(css).toMatch(/scroll-padding-bottom:\s*calc\(var\(--bottombar-height\)/);
  });

  it('has a 3px :focus-visible ring, reduced-motion handling and the visually-hidden utility', () => {
    expect(token('--focus-ring-width')).toBe('3px');
    expect(css).toMatch(/:focus-visible\s*{\s*outline: var\(--focus-ring-width\) solid var\(--color-focus\)/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('.visually-hidden');
  });

  it('defines the z-index layers in stacking order', () => {
    const layer = (name: string) => Number(token(name));
    expect(layer('--z-modal')).toBeGreaterThan(layer('--z-chat-button'));
    expect(layer('--z-chat-button')).toBeGreaterThan(layer('--z-bottombar'));
    expect(layer('--z-bottombar')).toBeGreaterThanOrEqual(layer('--z-topbar'));
  });

  it('uses system fonts only (no web font download)', () => {
    expect(css).not.toMatch(/@font-face|@import|url\(/);
    expect(token('--font-family')).toMatch(/^system-ui/);
  });
});
