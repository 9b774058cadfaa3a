import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface A11yProblem {
  rule: string;
  impact: string;
  help: string;
  /** Which part of the site renders the element: a remote (`mf-content`...) or the shell. */
  owner: string;
  target: string;
  html: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core as every e2e test runs it. Legacy mode runs axe in the page itself: the default opens a
 * second page to merge each frame's partial results (our pages have no frames of another origin to
 * merge), which made a scan about 2.5 times slower (back to back on /appointment: 24.7 s against
 * 9.3 s on a loaded machine), with the same violations. Only violations are reported in full: the
 * tests read nothing else, and passes cost as much to serialise.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** The app that owns an element: the remote slot it sits in, else the shell (chrome, 404, error pages). */
async function ownerOf(page: Page, selector: string): Promise<string> {
  return page
    .evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el) return 'unknown';
      const slot = el.closest('[data-app]')?.getAttribute('data-app');
      if (slot && slot.startsWith('mf-')) return slot;
      if (el.closest('#shell-header')) return 'shell (header)';
      if (el.closest('#shell-footer')) return 'shell (footer)';
      if (el.closest('#shell-overlays')) return 'shell (overlays)';
      return 'shell';
    }, selector)
    .catch(() => 'unknown');
}

/** axe-core on the whole page (chrome included); only violations of impact serious or critical. */
export async function seriousViolations(page: Page): Promise<A11yProblem[]> {
  const results = await axeOn(page).analyze();
  const problems: A11yProblem[] = [];
  for (const violation of results.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      const target = node.target.map(String).join(' >>> ');
      problems.push({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        owner: await ownerOf(page, String(node.target[node.target.length - 1])),
        target,
        html: node.html.slice(0, 160),
      });
    }
  }
  return problems;
}

export function describeProblems(problems: A11yProblem[]): string {
  return problems
    .map((p) => `[${p.impact}] ${p.rule} (${p.help}) in ${p.owner}: ${p.target} -> ${p.html}`)
    .join('\n');
}
