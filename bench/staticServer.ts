/**
 * The yardstick of the load benchmark: a bare node:http server answering fixed bytes per path,
 * the way a static file server answers a precompressed file. Run as its own process:
 * `node --import tsx bench/staticServer.ts MANIFEST.json`; prints its URL when listening.
 * The manifest maps each path to a file of bytes and the headers to send with them.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Entry {
  file: string;
  headers: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Entry>;
const files = new Map(Object.entries(manifest).map(([path, e]) => [path, { body: readFileSync(e.file), headers: e.headers }]));

const server = createServer((req, res) => {
  const hit = files.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length });
  res.end(hit.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  if (typeof addr === 'object' && addr) console.log(`static listening on http://127.0.0.1:${addr.port} `);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
