import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline: a bare node:http server answering recorded responses from memory — the same
 * status, headers and body bytes the real server sent — so the gap to the real server is
 * exactly the framework, the cache check and the database. Run as its own process (like the
 * real server) so it does not share the load generator's event loop.
 *
 * argv[2]: a JSON file { [path]: { status, headers, body (base64) } }. Prints «listening PORT».
 */
type Recorded = { status: number; headers: Record<string, string>; body: string };

const recorded = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, Recorded>;
const answers = new Map(
  Object.entries(recorded).map(([path, answer]) => {
    const body = Buffer.from(answer.body, 'base64');
    return [
      path,
      { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.length) }, body },
    ];
  }),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
// Same keep-alive window as a default node server; the load generator keeps sockets busy anyway.
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
