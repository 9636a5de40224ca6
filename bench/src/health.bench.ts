import { createServer } from 'node:http';
import { formatRow, measureLoad } from './load.js';
import { freePort, startBuiltServer } from './server-process.js';

/** GET /api/health against a bare node:http server answering the same body. */
export async function benchHealth(): Promise<void> {
  console.log('\n## GET /api/health vs a bare node:http server (10 connections, 5 s)');
  const server = await startBuiltServer({ SEED_DEMO_LIBRARY: 'false' });
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end('{"status":"ok"}');
  });
  const barePort = await freePort();
  await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
  try {
    const app = await measureLoad({ url: `${server.url}/api/health` });
    const baseline = await measureLoad({ url: `http://127.0.0.1:${String(barePort)}/` });
    console.log(formatRow('cadenza /api/health (database ping)', app));
    console.log(formatRow('bare node:http', baseline));
    console.log(
      `ratio cadenza/bare: ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
    );
  } finally {
    bare.close();
    await server.stop();
  }
}
