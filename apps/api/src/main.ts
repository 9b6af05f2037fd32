import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

// Placeholder until the API issue lands: serves the built site and /healthz on PORT.
const port = Number(process.env.PORT ?? 3000);
const indexFile = fileURLToPath(new URL('../../site/dist/index.html', import.meta.url));

createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (!existsSync(indexFile)) {
    res.writeHead(503).end('Site not built: run pnpm build');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(indexFile));
}).listen(port, () => console.log(`listening on http://localhost:${port}`));
