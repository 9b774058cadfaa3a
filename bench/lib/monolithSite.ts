import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { MONOLITH_DIST } from './build';

export interface MonolithSite {
  url: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** The precompressed file the client accepts (precompressDir wrote .br and .gz), else the file. */
function sendFile(request: http.IncomingMessage, response: http.ServerResponse, file: string, cache: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoded = [
    ['br', `${file}.br`],
    ['gzip', `${file}.gz`],
  ].find(([encoding, candidate]) => accepts.includes(encoding) && fs.existsSync(candidate));
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cache,
    vary: 'accept-encoding',
    ...(encoded ? { 'content-encoding': encoded[0] } : {}),
  });
  fs.createReadStream(encoded ? encoded[1] : file).pipe(response);
}

/**
 * The monolith build served as the site was before server rendering (the shell's bootstrap renders in
 * the browser when a page has no data block): its index.html for every page route, its files under
 * its own `/dist/shell/<version>/`, and everything else (the API, images) from the federated site, so
 * both builds show the same data. The site server itself renders every page with the shell's server
 * renderer, which the monolith build does not have; this small server is the benchmark's own.
 */
export async function startMonolithSite(version: string, federatedUrl: string): Promise<MonolithSite> {
  const root = path.join(MONOLITH_DIST, 'shell', version);
  const prefix = `/dist/shell/${version}/`;
  const upstream = new URL(federatedUrl);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    if (pathname.startsWith(prefix)) {
      const file = path.join(root, pathname.slice(prefix.length));
      if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      sendFile(request, response, file, 'public, max-age=31536000, immutable');
      return;
    }
    const isPage =
      request.method === 'GET' &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname) &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/dist/');
    if (isPage) {
      sendFile(request, response, path.join(root, 'index.html'), 'no-cache');
      return;
    }
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    proxied.on('error', () => response.writeHead(502).end());
    request.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
