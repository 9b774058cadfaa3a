import { PassThrough, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * How a page's HTML goes out (docs/decisions.md, issue 25): brotli or gzip as the browser accepts.
 * The page routes are answered by the site server's not-found handler, which @fastify/compress does
 * not reach (it hooks routes as they are declared), so the page rendering compresses its own answers:
 * streamed ones as they are written, cached ones once, when they are kept.
 */
export type ContentCoding = 'br' | 'gzip';

/** A cached page's HTML in each coding, compressed once when it is kept and sent as it is at every hit. */
export type EncodedHtml = Record<ContentCoding, Buffer>;

// Brotli first: about 15 % smaller than gzip on our pages; gzip for clients without it.
const negotiator = new Negotiator<ContentCoding>({ supportedValues: ['br', 'gzip'] });

/** The coding to answer with, from the request's `Accept-Encoding`; null: uncompressed. */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  if (!header) return null;
  // `x-gzip` is gzip's old name (RFC 9110 §8.4.1.3).
  return negotiator.negotiate(header.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'));
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Both codings of a page to keep, at their smallest: done once per page and cache lifetime, in
 * libuv's thread pool (the event loop keeps answering meanwhile).
 */
export async function encodeHtml(html: string): Promise<EncodedHtml> {
  const bytes = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

export interface HtmlBody {
  /** What the reply sends. */
  stream: Readable;
  write(text: string): void;
  /** Ends the answer; again: nothing. */
  end(): void;
}

/**
 * A streamed answer (a page rendered for this request), compressed on the fly at a fast level. What
 * is written is flushed once the writer pauses: the head and the header go out before the page's
 * slot is rendered (docs/server-rendering.md, "Response"), so the browser fetches the stylesheets
 * meanwhile, rather than the compressor holding them until its buffer fills.
 */
export function htmlBody(coding: ContentCoding | null): HtmlBody {
  if (!coding) {
    const stream = new PassThrough();
    return {
      stream,
      write: (text) => void stream.write(text),
      end: () => void (stream.writableEnded || stream.end()),
    };
  }
  const stream =
    coding === 'br'
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.createGzip({ level: 6 });
  let flushQueued = false;
  return {
    stream,
    write(text) {
      stream.write(text);
      if (flushQueued) return;
      flushQueued = true;
      setImmediate(() => {
        flushQueued = false;
        if (!stream.writableEnded && !stream.destroyed) stream.flush();
      });
    },
    end: () => void (stream.writableEnded || stream.end()),
  };
}
