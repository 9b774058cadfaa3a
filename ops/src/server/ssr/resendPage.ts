import { defaultTreeAdapter, parse, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/*
 * The page a visitor gets when a canary remote's action failed on their post (docs/decisions.md, issue 28 —
 * a canary's page action): the page as STABLE renders it, with everything they posted put back into its
 * fields and a notice asking them to send it again. The action is not run again by stable: it may have
 * reached the API already, and only the visitor can tell whether to send once more.
 */

const NOTICE = {
  id: 'Maaf, isian Anda belum dapat kami proses. Semua yang Anda ketik masih ada di bawah: silakan periksa, lalu kirim lagi.',
  en: 'Sorry, we could not process what you sent. Everything you typed is still below: please check it and send it again.',
};

/** The notice in both languages, the page's language first. */
export function resendNotice(locale: string): string {
  const id = `<p lang="id">${NOTICE.id}</p>`;
  const en = `<p lang="en">${NOTICE.en}</p>`;
  return `<div class="resend-notice" role="alert">${locale === 'en' ? en + id : id + en}</div>`;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(element: Element, name: string): string | null {
  return element.attrs.find((a) => a.name === name)?.value ?? null;
}

function setAttr(element: Element, name: string, value: string | null): void {
  element.attrs = element.attrs.filter((a) => a.name !== name);
  if (value !== null) element.attrs.push({ name, value });
}

function* descendants(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if (isElement(child)) {
      yield child;
      // A <template>'s content is not the page's.
      if (child.tagName !== 'template') yield* descendants(child);
    }
  }
}

function textOf(element: Element): string {
  return element.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');
}

/** Fields whose posted value is not the visitor's typing (the page's own) or must never be echoed back. */
const NOT_TYPED = new Set(['hidden', 'password', 'file', 'submit', 'button', 'image', 'reset']);

/**
 * Puts the posted values back into the fields of the remote's slot, by name: text-like inputs and
 * textareas take them in order, checkboxes, radios and options are checked or selected by value. A
 * field whose name was not posted keeps what stable rendered.
 */
function refill(slot: Element, form: readonly (readonly [string, string])[]): void {
  const posted = new Map<string, string[]>();
  for (const [name, value] of form) posted.set(name, [...(posted.get(name) ?? []), value]);
  // Fields sharing a name take its values in order.
  const taken = new Map<string, number>();
  const nextValue = (name: string, values: string[]): string | undefined => {
    const at = taken.get(name) ?? 0;
    taken.set(name, at + 1);
    return values[at];
  };
  for (const field of descendants(slot)) {
    const name = attr(field, 'name');
    const values = name === null ? undefined : posted.get(name);
    if (name === null || !values) continue;
    if (field.tagName === 'input') {
      const type = (attr(field, 'type') ?? 'text').toLowerCase();
      if (NOT_TYPED.has(type)) continue;
      if (type === 'checkbox' || type === 'radio') {
        setAttr(field, 'checked', values.includes(attr(field, 'value') ?? 'on') ? '' : null);
        continue;
      }
      const value = nextValue(name, values);
      if (value !== undefined) setAttr(field, 'value', value);
    } else if (field.tagName === 'textarea') {
      const value = nextValue(name, values);
      if (value === undefined) continue;
      field.childNodes = [];
      defaultTreeAdapter.insertText(field, value);
    } else if (field.tagName === 'select') {
      for (const option of descendants(field)) {
        if (option.tagName !== 'option') continue;
        const value = attr(option, 'value') ?? textOf(option);
        setAttr(option, 'selected', values.includes(value) ? '' : null);
      }
    }
  }
}

/**
 * The stable page's HTML with the visitor's posted values in the fields of `remote`'s slot and the
 * notice just before that slot (outside what the remote hydrates). A page without the slot (the shell's
 * 404 or 503) gets the notice first in its body.
 */
export function resendPage(
  html: string,
  remote: string,
  form: readonly (readonly [string, string])[],
  locale: string,
): string {
  const document = parse(html);
  const notice = parseFragment(resendNotice(locale)).childNodes;
  let slot: Element | null = null;
  let body: Element | null = null;
  for (const element of descendants(document)) {
    if (element.tagName === 'body') body = element;
    if (attr(element, 'data-app') === remote) {
      slot = element;
      break;
    }
  }
  const parent = slot ? slot.parentNode : body;
  if (parent) {
    const at = slot ? parent.childNodes.indexOf(slot) : 0;
    for (const node of notice) node.parentNode = parent;
    parent.childNodes.splice(at, 0, ...notice);
  }
  if (slot) refill(slot, form);
  return serialize(document);
}
