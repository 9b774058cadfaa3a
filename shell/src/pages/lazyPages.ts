import { SHELL_NAMESPACE } from '../i18n';
import { browserShellContext } from '../shellContext';
import { lazyModule } from '@hospital/ui';

/**
 * The shell's own pages (404, error page, a remote's failure notice) are on no ordinary page, so their
 * code, with the UI kit's panels, is a chunk of its own fetched when one is to be shown: docs/decisions.md, issue 14's
 * first-load budget of `/` counts every byte. The server's HTML of a 404 or 503 page shows at once; the
 * chunk only makes its links and buttons React's.
 */
const shellPages = lazyModule(() => import(/* webpackChunkName: "shell-pages" */ './shellPages'));

type ShellPages = Awaited<ReturnType<typeof shellPages.load>>;

/**
 * When even that chunk cannot be fetched (the network is what failed), a plain notice in the page's
 * language with a reload: never an empty page. Plain DOM, since what React needs is what failed to load.
 */
function plainNotice(host: HTMLElement, kind: 'remoteError' | 'shellError', headingLevel: 1 | 2): void {
  const t = browserShellContext().i18n.getFixedT(null, SHELL_NAMESPACE);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  const heading = document.createElement(headingLevel === 1 ? 'h1' : 'h2');
  heading.textContent = t(`${kind}.title`);
  const message = document.createElement('p');
  message.textContent = t(`${kind}.message`);
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = t(`${kind}.retry`);
  reload.addEventListener('click', () => window.location.reload());
  box.append(heading, message, reload);
  host.replaceChildren(box);
}

function withPages(use: (pages: ShellPages) => void, fallback: () => void): void {
  shellPages.load().then(use, (error: unknown) => {
    console.error('[shell] its pages could not be loaded', error);
    fallback();
  });
}

export function renderRemoteError(
  host: HTMLElement,
  args: { remote: string; retry: () => void; besideContent: boolean },
): () => void {
  let unmount: (() => void) | null = null;
  let gone = false;
  withPages(
    (pages) => {
      if (!gone) unmount = pages.renderRemoteError(host, args);
    },
    () => {
      if (!gone) plainNotice(host, 'remoteError', args.besideContent ? 2 : 1);
    },
  );
  return () => {
    gone = true;
    unmount?.();
    if (!unmount) host.replaceChildren();
  };
}

export async function mountNotFound(host: HTMLElement): Promise<() => void> {
  try {
    return (await shellPages.load()).mountNotFound(host);
  } catch (error) {
    // The server's 404 page stays as it is (its home link is a plain link); one rendered after a
    // navigation is only possible with the code, so the page is loaded from the server instead.
    console.error('[shell] its pages could not be loaded', error);
    if (!host.hasChildNodes()) window.location.reload();
    return () => undefined;
  }
}

export function showShellError(main: HTMLElement, args: { statusCode?: number; retry: () => void }): void {
  withPages(
    (pages) => pages.showShellError(main, args),
    () => {
      const host = document.createElement('div');
      host.dataset.app = 'shell-error';
      main.append(host);
      plainNotice(host, 'shellError', 1);
    },
  );
}

export function takeOverUnavailablePage(host: HTMLElement): void {
  // Left as the server sent it when the chunk fails: its text is there, and a reload is the browser's.
  withPages(
    (pages) => pages.takeOverUnavailablePage(host),
    () => undefined,
  );
}
