import type { HeadTag } from './pageHead';

/** Marks the tags a page owns, so the browser replaces exactly these after a client-side navigation. */
export const HEAD_MARKER = 'data-page-head';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries({ ...attrs, [HEAD_MARKER]: '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

/** The head tags as HTML, for the server's response. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title${attributes({})}>${escapeHtml(t.text)}</title>`;
        case 'meta':
        case 'link':
          return `<${t.tag}${attributes(t.attrs)}>`;
        case 'script':
          // Already safe inside <script> (jsonForScript); HTML-escaping it would corrupt the JSON.
          return `<script${attributes(t.attrs)}>${t.text}</script>`;
      }
    })
    .join('');
}
