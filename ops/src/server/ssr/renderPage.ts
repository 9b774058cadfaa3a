import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { localePath } from '@hospital/i18n';
import { findRouteOwner, type RegistryDocument } from '@hospital/registry';
import type {
  ActionOutcome,
  ActionRequest,
  JsonValue,
  RemoteState,
  RenderOutcome,
  ShellMain,
  ShellPage,
} from '@hospital/remote-kit/server';
import { countCanaryError, type CanaryErrorReason, type Canaries } from '../../release/canary';
import { createAppRenderers } from '../../release/loadRenderer';
import { previewBanner } from '../../release/preview';
import { createReleaseReader, type ShellEntry } from '../../release/registry';
import { contentSecurityPolicy, contentSecurityPolicyHeader } from '../securityHeaders';
import { checkFormOrigin } from './formOrigin';
import { formProblemPage, formProblemStatus, type FormProblem } from './formProblemPage';
import type { FormState } from './formState';
import { createHtmlCache, type CachedPage } from './htmlCache';
import { encodeHtml, htmlBody, preferredCoding } from './htmlEncoding';
import { bootScriptsTag, createPageAssets } from './pageAssets';
import { measuredRender } from './renderMetrics';
import { resendPage } from './resendPage';
import { legacyLanguageRedirect, ownedPage, parsePageUrl, type PageRequest } from './pageRequest';
import type { VisitorRelease, VisitorReleaseResolver } from './visitorRelease';

export interface PageRenderingOptions {
  /** The site's public origin (canonical URLs, Open Graph): from configuration, never from a request. */
  origin(): string;
  /** Where this server reaches the API, an absolute URL ending in `/`. */
  apiBaseUrl(): string;
  token?: string;
  product?: string;
  /** Time a page's data may take before its slot is left to the browser (docs/architecture.md §2b: ~300 ms). */
  dataBudgetMs: number;
  /** Time the rest of a render may take once the response has started. */
  streamBudgetMs: number;
  /** How long rendered public pages are kept (0: not at all). */
  cacheSeconds: number;
  /**
   * Asked before each render this request would cause (never for a page served from the cache):
   * whether this client may have one more now (docs/decisions.md, issue 24). Omitted: no limit.
   */
  renderAllowance?: (request: FastifyRequest) => Promise<RenderAllowance>;
  /** Where the remotes' actions keep state for a browser (sealed cookies): docs/architecture.md §2c. */
  formState: FormState;
  /**
   * Chooses each request's versions: canaries by the visitor's bucket, a preview (docs/decisions.md,
   * issue 28). Omitted: every request gets the stable versions.
   */
  visitorRelease?: VisitorReleaseResolver;
}

/** One client's budget of renders: allowed, or not for `retryAfterSeconds`. */
export type RenderAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The fields of a page POST, as @fastify/formbody parsed them (a repeated name is an array). */
export type PostedForm = Record<string, string | string[] | undefined>;

/** How long an expired page may still be served while its new render is made (here and at a CDN). */
const STALE_SECONDS = 120;

/**
 * `Cache-Control` of a public page: a CDN keeps it a minute and may serve it stale for two more while it
 * refreshes; the data in it stays fresh longer than that in the browser (remote-kit createQueryClient).
 */
export const PUBLIC_HTML = `public, max-age=0, s-maxage=60, stale-while-revalidate=${STALE_SECONDS}`;
/** Of anything personal (a booking look-up, a result) or degraded (rendered in the browser, 503). */
export const PRIVATE_HTML = 'private, no-store';

const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Situs sedang mengalami gangguan | Medika Hospital</title>' +
  '</head><body><main><h1>Situs sedang mengalami gangguan</h1>' +
  '<p>Maaf, halaman tidak dapat dimuat saat ini. Silakan coba lagi sebentar lagi.</p>' +
  '<p lang="en">The site is having trouble: please try again in a moment.</p>' +
  '<p><a href="">Muat ulang / Reload</a></p></main></body></html>';

const TOO_MANY_RENDERS_PAGE =
  '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Terlalu banyak halaman sekaligus | Medika Hospital</title>' +
  '</head><body><main><h1>Terlalu banyak halaman sekaligus</h1>' +
  '<p>Maaf, Anda membuka banyak halaman dalam waktu singkat. Silakan tunggu sebentar, lalu muat ulang halaman ini.</p>' +
  '<p lang="en">You opened many pages in a short time: please wait a moment, then reload this page.</p>' +
  '<p><a href="">Muat ulang / Reload</a></p></main></body></html>';

/** A shell build without inline scripts (one from before the inline starter). */
const NO_INLINE_SCRIPTS: readonly string[] = [];

/** The policy of each shell build's inline scripts, made once per loaded renderer. */
const policies = new WeakMap<readonly string[], string>();

/**
 * The Content-Security-Policy of a document written by a shell renderer: the site's, with exactly that
 * build's inline scripts allowed by their hashes (docs/decisions.md, "the starter inline"). Sent with
 * that document, kept with it in the HTML cache: a deploy or a rollback of the shell changes the
 * starter's text and its hash in the same response.
 */
function documentPolicy(inlineScripts: readonly string[]): string {
  let policy = policies.get(inlineScripts);
  if (!policy) {
    policy = contentSecurityPolicyHeader(contentSecurityPolicy(process.env, inlineScripts));
    policies.set(inlineScripts, policy);
  }
  return policy;
}

/** An item page: its content depends on a parameter the API must know (`/news/:slug`, `/coe/*`). */
function isItemRoute(pattern: string): boolean {
  return pattern.includes(':') || pattern.includes('*');
}

/** Why a remote's HTML is not in the page: the browser renders it instead (docs/architecture.md §2b). */
function describeOutcome(outcome: RenderOutcome): string {
  switch (outcome.kind) {
    case 'too-slow':
      return 'its data took longer than the budget';
    case 'unavailable':
      return `the API did not answer (${String(outcome.error)})`;
    case 'failed':
      return `it threw (${String(outcome.error)})`;
    case 'no-route':
      return 'it has no such route';
    default:
      return 'rendered';
  }
}

/**
 * Answers a page route with server-rendered HTML (docs/architecture.md §2b): the shell's document and chrome,
 * and the owning remote's page rendered by the renderer of the version the registry names, streamed
 * in that order. A remote that fails or is too slow is left to the browser (the page stays 200); an
 * unknown route is the shell's 404; an item page whose data the API cannot give is the shell's 503.
 */
export function createPageRendering(options: PageRenderingOptions) {
  const readRelease = createReleaseReader();
  const renderers = createAppRenderers();
  const pageAssets = createPageAssets();
  const cache = createHtmlCache({
    ttlMs: options.cacheSeconds * 1000,
    // As long as a CDN may serve it stale (PUBLIC_HTML), while a new render is made.
    staleMs: STALE_SECONDS * 1000,
  });
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  let lastGeneration = '';

  /**
   * After a deploy, the renderers the registry now names are loaded in the background (reading and
   * compiling one takes a good part of a render budget), so the next visitors are not the ones who wait.
   */
  function warmUp(shell: ShellEntry, registry: RegistryDocument, canaries: Canaries): void {
    setImmediate(() => {
      renderers.warm('shell', shell.version);
      for (const [remote, entry] of Object.entries(registry)) renderers.warm(remote, entry.version);
      for (const [app, canary] of Object.entries(canaries)) renderers.warm(app, canary.version);
    });
  }

  /**
   * The whole site cannot be composed (the registry is unreadable, the shell's renderer is missing or
   * throws): a 503 with a polite page in both languages, never a 500 or a stack.
   */
  function siteUnavailable(reply: FastifyReply): FastifyReply {
    return reply
      .code(503)
      .header('Retry-After', '30')
      .header('Cache-Control', PRIVATE_HTML)
      .type('text/html; charset=utf-8')
      .send(UNAVAILABLE_PAGE);
  }

  /**
   * Whether this client may have one more render now (docs/decisions.md, issue 24); past its allowance
   * the reply is sent, a polite 429 page in both languages with Retry-After, and this answers false.
   */
  async function mayRender(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!options.renderAllowance) return true;
    const allowance = await options.renderAllowance(request);
    if (allowance.allowed) return true;
    reply
      .code(429)
      .header('Retry-After', String(allowance.retryAfterSeconds))
      .header('Cache-Control', PRIVATE_HTML)
      .type('text/html; charset=utf-8')
      .send(TOO_MANY_RENDERS_PAGE);
    return false;
  }

  /** A page route's answer, or the polite 503 when the site cannot be composed at all. */
  const guarded =
    (handle: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      try {
        return await handle(request, reply);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'page could not be composed');
        if (reply.sent) return reply;
        return siteUnavailable(reply);
      }
    };

  return {
    /** GET and HEAD of a page route. */
    renderPage: guarded(render),
    /** POST of a page route: the owning remote's action (docs/architecture.md §2c). */
    runPageAction: guarded(act),
    /** A page POST the site server refuses before any action runs (too large, unreadable). */
    refuseForm,
  };

  /**
   * What one request is rendered with: the shell's version and the registry as this visitor sees them
   * (stable, canary or preview: visitorRelease.ts), and the stable ones a failing canary falls back to.
   */
  interface Site {
    shell: Pick<ShellEntry, 'version'>;
    registry: RegistryDocument;
    visitor: VisitorRelease | null;
  }

  /** What makes a render one visitor's: the owning remote's kept state, an action's answer. */
  interface PersonalRender {
    state?: RemoteState | null;
    action?: { status: number; data: JsonValue } | null;
  }

  /** What a page route becomes: a redirect, or a document written in order into `out`. */
  type Composition =
    | { kind: 'redirect'; location: string; status: 301 | 302 }
    | {
        kind: 'document';
        status: number;
        cacheable: boolean;
        /** The Content-Security-Policy of this document: it allows the inline scripts of the shell that wrote it. */
        securityPolicy: string;
        write(out: (text: string) => void): Promise<void>;
      };

  /**
   * Renders the shell's document and the owning remote's page for a URL (the remote and the shell
   * in parallel) and says how the response goes: a redirect, or the document with its status and
   * whether it may be cached.
   */
  async function compose(
    page: PageRequest,
    site: Site,
    log: FastifyBaseLogger,
    personal: PersonalRender = {},
  ): Promise<Composition> {
    const { url, locale, owner } = page;
    const { registry } = site;
    const api = apiOptions();
    const origin = options.origin();
    const layout = owner?.route.layout ?? 'default';
    const visitor = site.visitor;
    // A page of a visitor's own form (an action's answer, a draft) is no use left to scripts the
    // browser may not run: it waits longer for its data (docs/decisions.md, issue 25).
    const dataBudgetMs = personal.state || personal.action ? options.dataBudgetMs * 4 : options.dataBudgetMs;
    // A canary renderer that has not answered by then is answered for by the stable one (issue 28 item 4).
    const canaryTimeoutMs = dataBudgetMs * 2 + 200;
    let fellBack = false;

    // Async, so a renderer that cannot even be loaded is a rejection like one that throws.
    const renderRemoteWith = async (version: string): Promise<RenderOutcome> =>
      renderers.remote(owner!.remote, version).render({
        url,
        origin,
        api,
        dataBudgetMs,
        streamBudgetMs: options.streamBudgetMs,
        state: personal.state ?? null,
        action: personal.action ?? null,
      });
    const renderRemote = async (): Promise<RenderOutcome | null> => {
      if (!owner) return null;
      const stable = visitor?.choices[owner.remote] === 'canary' ? visitor.stable[owner.remote] : undefined;
      const attempt = async (version: string): Promise<RenderOutcome> => {
        try {
          return await renderRemoteWith(version);
        } catch (error) {
          return { kind: 'failed', error };
        }
      };
      if (!stable) return attempt(owner.version);
      const answer = await canaryElseStable(
        { app: owner.remote, version: owner.version, render: () => renderRemoteWith(owner.version) },
        () => attempt(stable.version),
        { timeoutMs: canaryTimeoutMs, log, accepted: (outcome) => outcome.kind !== 'failed' },
      );
      if (answer.fellBack) {
        fellBack = true;
        owner.version = stable.version;
      }
      return answer.value;
    };
    // The document and the inline scripts of the build that wrote it (the stable one when a canary fell back).
    const renderShell = async (): Promise<{ page: ShellPage; inlineScripts: readonly string[] }> => {
      const request = { url, origin, api, dataBudgetMs: options.dataBudgetMs, layout, registry };
      const render = (version: string) => async () => {
        const renderer = renderers.shell(version);
        return {
          page: await renderer.page(request),
          inlineScripts: renderer.inlineScripts ?? NO_INLINE_SCRIPTS,
        };
      };
      if (visitor?.choices.shell !== 'canary') return render(site.shell.version)();
      const answer = await canaryElseStable(
        { app: 'shell', version: site.shell.version, render: render(site.shell.version) },
        render(visitor.stableShellVersion),
        { timeoutMs: canaryTimeoutMs, log },
      );
      if (answer.fellBack) fellBack = true;
      return answer.value;
    };
    const [shell, outcome] = await Promise.all([
      renderShell(),
      measuredRender(owner, site.shell.version, renderRemote),
    ]);
    const shellPage = shell.page;

    let main: ShellMain;
    let status = 200;
    let pageHead: string | null = null;
    // A page rendered with a visitor's state or an action's answer is that visitor's alone.
    // Nor is a page a failing canary's stable version answered for: its key names the canary.
    let cacheable = owner?.route.personal !== true && !personal.state && !personal.action && !fellBack;
    if (!owner || !outcome) {
      main = { kind: 'not-found' };
      status = 404;
    } else if (outcome.kind === 'rendered') {
      if (outcome.redirect)
        return {
          kind: 'redirect',
          location: localePath(outcome.redirect.to, locale),
          status: outcome.redirect.status,
        };
      main = { kind: 'remote', app: owner.remote };
      // An action's answer (422...) is the page's status unless the page has its own (404).
      status = personal.action && outcome.status === 200 ? personal.action.status : outcome.status;
      pageHead = outcome.headHtml || null;
    } else {
      log.warn(
        { remote: owner.remote, version: owner.version, url },
        `server render of ${owner.remote} ${owner.version} skipped: ${describeOutcome(outcome)}`,
      );
      cacheable = false;
      const itemUnavailable = outcome.kind === 'unavailable' && isItemRoute(owner.route.path);
      main = itemUnavailable ? { kind: 'unavailable' } : { kind: 'remote', app: owner.remote };
      if (itemUnavailable) status = 503;
    }

    let headExtra = '';
    if (main.kind === 'remote' && owner) {
      // A page that works as HTML starts its code at the visitor's first touch; one whose job needs the
      // code without a touch, or whose HTML the browser has to render, once it has loaded (pageAssets.ts).
      const start = owner.route.eager === true || outcome?.kind !== 'rendered' ? 'load' : 'touch';
      try {
        headExtra = pageAssets(registry, owner.remote, owner.route.path, start);
      } catch (error) {
        log.warn({ err: error, remote: owner.remote }, 'no stylesheets or preloads for the page');
        headExtra = bootScriptsTag([], start);
      }
    }

    return {
      kind: 'document',
      status,
      cacheable,
      securityPolicy: documentPolicy(shell.inlineScripts),
      async write(out) {
        const start = shellPage.start(main, pageHead, headExtra);
        out(visitor?.preview ? withBanner(start, previewBanner(visitor.preview)) : start);
        let appData = '';
        if (outcome?.kind === 'rendered' && main.kind === 'remote') {
          const decoder = new StringDecoder('utf8');
          const slot = new Writable({
            write(chunk: Buffer, _encoding, done) {
              out(decoder.write(chunk));
              done();
            },
          });
          appData = await outcome.pipe(slot);
          out(decoder.end());
        }
        out(shellPage.end(main, appData));
      },
    };
  }

  /**
   * Renders a page into the cache, for the requests that wait on it: one render per URL at a time,
   * however many visitors ask (a page that has just expired would otherwise be rendered by every
   * request that arrives meanwhile, and under load none would make the budget). Resolves with the
   * page, or null when it must not be cached (personal, degraded, a redirect).
   */
  function renderShared(
    key: string,
    page: PageRequest,
    site: Site,
    log: FastifyBaseLogger,
  ): Promise<CachedPage | null> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const composition = await compose(page, site, log);
        if (composition.kind !== 'document' || !composition.cacheable) return null;
        const chunks: string[] = [];
        await composition.write((text) => chunks.push(text));
        return keep(key, composition.status, chunks.join(''), composition.securityPolicy);
      })()
        .catch((error: unknown) => {
          log.error({ err: error, url: page.url }, 'server render failed');
          return null;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * Keeps a rendered page with its Content-Security-Policy (the hashes of the inline scripts in that
   * HTML); it is compressed at its best once it is asked for again (`sendCached`).
   */
  function keep(key: string, status: number, html: string, securityPolicy: string): CachedPage | null {
    cache.set(key, { status, html, securityPolicy });
    return cache.get(key);
  }

  /**
   * Compresses a kept page once in each coding at the smallest size (docs/decisions.md, issue 25), in
   * the background; meanwhile a hit is compressed as it is sent. Only from its first hit: brotli's
   * best level costs about 0.27 s of CPU for a 120 KB page, wasted on a page nobody asks for twice
   * before the cache forgets it (docs/decisions.md, "Test time").
   */
  function encodeOnce(page: CachedPage, log: FastifyBaseLogger): void {
    if (page.encoded || page.encoding) return;
    page.encoding = true;
    encodeHtml(page.html).then(
      (encoded) => {
        page.encoded = encoded;
      },
      (error: unknown) => {
        page.encoding = false;
        log.error({ err: error }, 'a kept page could not be compressed');
      },
    );
  }

  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    how: 'hit' | 'stale' | 'shared',
    site: Site,
  ): FastifyReply {
    const coding = preferredCoding(request.headers['accept-encoding']);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', audience(reply, site, true))
      .header('Vary', vary(site))
      .header('Content-Security-Policy', page.securityPolicy)
      .header('X-Render-Cache', how);
    if (!coding) return reply.send(page.html);
    reply.header('Content-Encoding', coding);
    if (page.encoded) return reply.send(page.encoded[coding]);
    encodeOnce(page, request.log);
    const body = htmlBody(coding);
    body.write(page.html);
    body.end();
    return reply.send(body.stream);
  }

  /**
   * The release as it is now, as this request's visitor sees it (visitorRelease.ts); a new generation
   * (a deploy, a canary's start, step or end) empties the HTML cache.
   */
  function currentSite(
    request: FastifyRequest,
    reply: FastifyReply,
  ): { site: Site; generation: string } | null {
    const release = readRelease();
    const { shell, remotes: registry, canaries } = release;
    if (!shell) return null;
    const generation = [
      `shell@${shell.version}`,
      ...Object.entries(registry).map(([n, e]) => `${n}@${e.version}`),
      ...Object.entries(canaries).map(([n, c]) => `canary:${n}@${c.version}:${c.share}`),
    ].join(',');
    if (generation !== lastGeneration) {
      lastGeneration = generation;
      cache.setGeneration(generation);
      warmUp(shell, registry, canaries);
    }
    const visitor = options.visitorRelease
      ? options.visitorRelease(request, reply, { ...release, shell })
      : null;
    const site: Site = visitor
      ? { shell: { version: visitor.shellVersion }, registry: visitor.registry, visitor }
      : { shell, registry, visitor: null };
    // The versions are part of a page's cache key: one visitor's canary page is never another's stable one.
    return { site, generation: visitor ? visitor.versionsKey : generation };
  }

  /** Where this server's renders and actions reach the API. */
  function apiOptions() {
    return { baseURL: options.apiBaseUrl(), token: options.token, product: options.product };
  }

  /**
   * GET of a page: the request read once (URL, language, owner), then served from the cache when it
   * may be, else rendered if this client may have one more render.
   */
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = parsePageUrl(request.url);
    const moved = legacyLanguageRedirect(url);
    if (moved) return reply.redirect(moved, 301);

    const current = currentSite(request, reply);
    if (!current) return reply.code(503).type('text/plain').send('The shell is not deployed yet.');
    const { site, generation } = current;
    const page = ownedPage(url, site.registry);

    const { state, flash } = await personalState(request, reply, page);
    // A preview is one browser's: never shared with, nor kept for, anyone else (issue 28 item 5).
    const personal =
      page.owner?.route.personal === true || state !== null || flash !== null || !!site.visitor?.preview;
    // The versions are part of the key: a render begun before a deploy (this process's or another's)
    // is neither shared with nor cached for the requests that come after it.
    const key = `${generation} ${page.path}${page.search}`;
    const shared = personal ? null : await sharedPage(key, page, site, request.log);
    if (shared) return sendCached(request, reply, shared.page, shared.how, site);

    // Past this point the request costs a render. The client went away already (Node closed the
    // connection of a malformed request): nobody to render for.
    if (request.raw.socket?.destroyed === true) {
      reply.hijack();
      request.raw.destroy();
      return reply;
    }
    if (!(await mayRender(request, reply))) return reply;

    const composition = await compose(page, site, request.log, {
      state,
      action: flash ? { status: 200, data: flash.data } : null,
    });
    if (composition.kind === 'redirect') return reply.redirect(composition.location, composition.status);
    return sendDocument(request, reply, composition, key, site);
  }

  /**
   * What the owning remote's actions keep for this browser, and what an action's redirect asked this
   * page to show once (a thank-you: taken, so a reload is the page as it is). Either makes the page
   * this visitor's alone. Opened only when there is one: a page without it takes no detour before its cache.
   */
  async function personalState(request: FastifyRequest, reply: FastifyReply, page: PageRequest) {
    const remote = page.owner?.remote;
    const state =
      remote && options.formState.has(request, remote) ? await options.formState.read(request, remote) : null;
    const flash =
      remote && options.formState.hasFlash(request, remote)
        ? await options.formState.takeFlash(request, reply, remote, page.pathname)
        : null;
    return { state, flash };
  }

  /**
   * A public page from the cache, fresh or stale (then one new render replaces it), or from a render
   * another request is making; null: this request renders it. (A page, not the reply: a reply is a
   * thenable, an async function returning it would wait for it to be sent.)
   */
  async function sharedPage(
    key: string,
    page: PageRequest,
    site: Site,
    log: FastifyBaseLogger,
  ): Promise<{ page: CachedPage; how: 'hit' | 'stale' | 'shared' } | null> {
    const found = cache.lookup(key);
    if (found && !found.stale) return { page: found.page, how: 'hit' };
    if (found) {
      void renderShared(key, page, site, log);
      return { page: found.page, how: 'stale' };
    }
    const pending = inFlight.get(key);
    const shared = pending ? await pending : null;
    return shared ? { page: shared, how: 'shared' } : null;
  }

  /** Streams a composed document; a cacheable one is kept under `key` and shared while it renders. */
  function sendDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    composition: Extract<Composition, { kind: 'document' }>,
    key: string,
    site: Site,
  ): FastifyReply {
    const { status, cacheable, securityPolicy } = composition;
    const coding = preferredCoding(request.headers['accept-encoding']);
    const body = htmlBody(coding);
    const chunks: string[] = [];
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', audience(reply, site, cacheable))
      .header('Vary', vary(site))
      .header('Content-Security-Policy', securityPolicy)
      .header('X-Render-Cache', cacheable ? 'miss' : 'off');
    if (coding) reply.header('Content-Encoding', coding);
    if (status === 503) reply.header('Retry-After', '30');
    // Written after this handler returns the reply (Fastify sends the stream as it fills).
    const written = composition
      .write((text) => {
        body.write(text);
        if (cacheable) chunks.push(text);
      })
      .then(
        () => (cacheable ? keep(key, status, chunks.join(''), securityPolicy) : null),
        (error: unknown) => {
          // The status is sent already: end the document as it is; the browser renders what is missing.
          request.log.error({ err: error, url: request.url }, 'server render failed while streaming');
          return null;
        },
      )
      .finally(() => {
        body.end();
        if (inFlight.get(key) === written) inFlight.delete(key);
      });
    // Requests for the same page meanwhile wait for this render rather than making their own.
    if (cacheable && !inFlight.has(key)) inFlight.set(key, written);
    return reply.send(body.stream);
  }

  /**
   * `Cache-Control` of a page: public when it may be kept, unless this answer gives the browser its
   * canary bucket (a shared cache must not hand that cookie to everyone) or is a preview.
   */
  function audience(reply: FastifyReply, site: Site, cacheable: boolean): string {
    if (!cacheable || site.visitor?.preview || reply.hasHeader('set-cookie')) return PRIVATE_HTML;
    return PUBLIC_HTML;
  }

  /** While a canary is live (or for a preview) the page depends on the visitor's cookies. */
  function vary(site: Site): string {
    return site.visitor?.variesByCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
  }

  function refuseForm(reply: FastifyReply, problem: FormProblem): FastifyReply {
    return reply
      .code(formProblemStatus(problem))
      .header('Cache-Control', PRIVATE_HTML)
      .type('text/html; charset=utf-8')
      .send(formProblemPage(problem));
  }

  /**
   * A page POST (docs/architecture.md §2c): refused unless it comes from one of our pages (formOrigin.ts), then
   * given to the action of the route in the renderer of the version the registry names, with the
   * remote's kept state. A redirect is answered 303 (post/redirect/get: a reload never posts again); a
   * page is the route rendered again with the action's answer, personal (`private, no-store`).
   */
  async function act(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const origin = checkFormOrigin(request.headers, options.origin());
    if (!origin.ok) {
      request.log.warn({ url: request.url, reason: origin.reason }, 'form post from elsewhere refused');
      return refuseForm(reply, 'foreign');
    }
    const current = currentSite(request, reply);
    if (!current) return siteUnavailable(reply);
    const { site } = current;
    const page = ownedPage(parsePageUrl(request.url), site.registry);
    const { owner, locale } = page;
    if (!owner) {
      // Nobody's route: the 404 page, as a GET would get it.
      const composition = await compose(page, site, request.log, { action: null });
      if (composition.kind === 'redirect') return reply.redirect(composition.location, 303);
      return sendDocument(request, reply, { ...composition, cacheable: false }, '', site);
    }

    const { version } = owner;
    const state = await options.formState.read(request, owner.remote);
    const form: [string, string][] = [];
    for (const [name, value] of Object.entries((request.body ?? {}) as PostedForm)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        form.push([name, one]);
    }
    const renderer = renderers.remote(owner.remote, version);
    // A build from before actions existed has none.
    if (typeof (renderer as Partial<typeof renderer>).act !== 'function') {
      return refuseForm(reply.header('Allow', 'GET, HEAD'), 'no-action');
    }
    const actionRequest: ActionRequest = {
      url: page.url,
      form,
      api: apiOptions(),
      state,
      origin: options.origin(),
    };
    const stable =
      site.visitor?.choices[owner.remote] === 'canary' ? site.visitor.stable[owner.remote] : null;
    let outcome: ActionOutcome;
    if (!stable) outcome = await renderer.act(actionRequest);
    else {
      // Called inside an async function, so an act that throws at once is a rejection too.
      const timed = await withinTime((async () => renderer.act(actionRequest))(), CANARY_ACTION_TIMEOUT_MS);
      if (timed.kind !== 'settled' || timed.value.kind === 'failed') {
        const error =
          timed.kind === 'threw' ? timed.error : timed.kind === 'settled' ? timed.value : undefined;
        return canaryActionFailed(request, reply, {
          page,
          site,
          form,
          state,
          reason: timed.kind === 'timeout' ? 'action-timeout' : 'action-failed',
          error: error && typeof error === 'object' && 'error' in error ? error.error : error,
        });
      }
      outcome = timed.value;
    }
    reply.header('Cache-Control', PRIVATE_HTML);
    switch (outcome.kind) {
      case 'no-action':
      case 'no-route':
        return refuseForm(reply.header('Allow', 'GET, HEAD'), 'no-action');
      case 'failed':
        request.log.error(
          { err: outcome.error, remote: owner.remote, version, url: request.url },
          `the action of ${owner.remote} ${version} failed`,
        );
        return siteUnavailable(reply);
      case 'redirect': {
        if (outcome.state !== undefined) await options.formState.write(reply, owner.remote, outcome.state);
        if (outcome.flash !== undefined) {
          const target = new URL(outcome.to, 'http://site.invalid').pathname;
          // Shown by the remote that owns the target page: one remote's flash is no other's.
          const targetOwner = findRouteOwner(site.registry, target);
          if (targetOwner)
            await options.formState.writeFlash(reply, targetOwner.remote, target, outcome.flash);
        }
        return reply.redirect(localePath(outcome.to, locale), 303);
      }
      case 'file':
        if (outcome.state !== undefined) await options.formState.write(reply, owner.remote, outcome.state);
        // An attachment: the browser saves it and stays on the page the form was on.
        return reply
          .code(200)
          .type(outcome.type)
          .header('Content-Disposition', `attachment; filename="${outcome.fileName}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .send(typeof outcome.body === 'string' ? outcome.body : Buffer.from(outcome.body));
      case 'page': {
        if (outcome.state !== undefined) await options.formState.write(reply, owner.remote, outcome.state);
        // A form answered with a page costs a render like any other.
        if (!(await mayRender(request, reply))) return reply;
        const composition = await compose(page, site, request.log, {
          state: outcome.state === undefined ? state : outcome.state,
          action: { status: outcome.status, data: outcome.data },
        });
        if (composition.kind === 'redirect') return reply.redirect(composition.location, 303);
        return sendDocument(request, reply, composition, '', site);
      }
    }
  }

  /**
   * A canary remote's action threw or did not answer in time for this visitor's post (docs/decisions.md,
   * issue 28 — a canary's page action): counted as the canary's error, the visitor put on stable for
   * this canary (the `mf_stable` cookie, as the shell does when a canary's browser code fails), and
   * answered with the page as stable renders it, what they posted back in its fields and a notice to
   * send it again. Stable's action is not run for them: the canary's may have reached the API already.
   */
  async function canaryActionFailed(
    request: FastifyRequest,
    reply: FastifyReply,
    failed: {
      page: PageRequest;
      site: Site;
      form: readonly (readonly [string, string])[];
      state: RemoteState | null;
      reason: CanaryErrorReason;
      error: unknown;
    },
  ): Promise<FastifyReply> {
    const { page, site, form, state, reason, error } = failed;
    const owner = page.owner!;
    const visitor = site.visitor!;
    const stable = visitor.stable[owner.remote];
    countCanaryError({ app: owner.remote, version: owner.version, reason });
    request.log.warn(
      { err: error, app: owner.remote, version: owner.version, reason, url: request.url },
      `canary ${owner.remote} ${owner.version} ${reason}: the post is answered by stable's page`,
    );
    options.visitorRelease?.optOut(request, reply, owner.remote, owner.version);
    const { [owner.remote]: _canary, ...choices } = visitor.choices;
    const stableSite: Site = {
      ...site,
      registry: { ...site.registry, [owner.remote]: stable },
      visitor: { ...visitor, choices },
    };
    if (!(await mayRender(request, reply))) return reply;
    const composition = await compose(
      ownedPage(parsePageUrl(request.url), stableSite.registry),
      stableSite,
      request.log,
      { state },
    );
    if (composition.kind === 'redirect') return reply.redirect(composition.location, 303);
    const chunks: string[] = [];
    await composition.write((text) => chunks.push(text));
    return reply
      .code(503)
      .header('Retry-After', '30')
      .header('Cache-Control', PRIVATE_HTML)
      .header('Vary', vary(stableSite))
      .header('Content-Security-Policy', composition.securityPolicy)
      .type('text/html; charset=utf-8')
      .send(resendPage(chunks.join(''), owner.remote, form, page.locale));
  }
}

/**
 * How long a canary's action may take before the visitor is answered by stable's page: past the API
 * client's own timeout of one call (15 s), so an action whose API is slow answers its own polite page
 * (docs/server-rendering.md, "Forms and actions") rather than being cut short as the canary's fault.
 */
const CANARY_ACTION_TIMEOUT_MS = 20_000;

/** A promise's outcome, or 'timeout' when it has not settled within `ms`. */
type Timed<T> = { kind: 'settled'; value: T } | { kind: 'threw'; error: unknown } | { kind: 'timeout' };

function withinTime<T>(promise: Promise<T>, ms: number): Promise<Timed<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Timed<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
  });
  const settled = promise.then(
    (value): Timed<T> => ({ kind: 'settled', value }),
    (error: unknown): Timed<T> => ({ kind: 'threw', error }),
  );
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A canary's render, or stable's when the canary throws, answers one that is not `accepted` (a failed
 * page) or has not answered within `timeoutMs` (issue 28 item 4): the one rule for the shell's document
 * and for the page's remote. The canary's failure is counted and logged; the caller learns that stable
 * answered, so the page is not cached under the canary's versions.
 */
async function canaryElseStable<T>(
  canary: { app: string; version: string; render: () => Promise<T> },
  stable: () => Promise<T>,
  {
    timeoutMs,
    log,
    accepted = () => true,
  }: { timeoutMs: number; log: FastifyBaseLogger; accepted?: (value: T) => boolean },
): Promise<{ value: T; fellBack: boolean }> {
  // Called inside an async function, so a renderer that cannot even be loaded is a rejection too.
  const outcome = await withinTime((async () => canary.render())(), timeoutMs);
  if (outcome.kind === 'settled' && accepted(outcome.value)) return { value: outcome.value, fellBack: false };
  const reason: CanaryErrorReason =
    outcome.kind === 'timeout' ? 'timeout' : outcome.kind === 'threw' ? 'threw' : 'failed';
  const error =
    outcome.kind === 'threw'
      ? outcome.error
      : outcome.kind === 'settled'
        ? (outcome.value as { error?: unknown }).error
        : undefined;
  countCanaryError({ app: canary.app, version: canary.version, reason });
  log.warn(
    { err: error, app: canary.app, version: canary.version, reason },
    `canary ${canary.app} ${canary.version} ${reason}: answered by stable`,
  );
  return { value: await stable(), fellBack: true };
}

/** The preview's notice, first thing in the body, so it is the first thing seen and read. */
function withBanner(start: string, banner: string): string {
  const body = /<body\b[^>]*>/i.exec(start);
  if (!body) return banner + start;
  const at = body.index + body[0].length;
  return start.slice(0, at) + banner + start.slice(at);
}
