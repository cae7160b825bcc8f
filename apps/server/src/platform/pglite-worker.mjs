// The embedded database on a thread of its own (plain JavaScript, so it starts alike from the
// sources under tsx or vitest and from the bundle). PGlite runs every statement on the thread
// that owns it; on the server's main thread its work and the server's own (HTTP, validation,
// JSON, the engines) took turns on one core. Here the two run side by side, and the server
// still reaches PGlite as before: through pglite-socket on a loopback port.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dir: string; postgresqlconf: string[] }} */
const { dir, postgresqlconf } = workerData;

async function open() {
  const lite = await PGlite.create(dir, { postgresqlconf });
  const server = new PGLiteSocketServer({
    db: lite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: 4,
  });
  await server.start();
  /** @type {import('node:net').Server} */
  const listening = /** @type {any} */ (server).server;
  listening.on('connection', writeOncePerTurn);
  const address = listening.address();
  if (!address || typeof address === 'string')
    throw new Error('pglite-socket did not report a TCP address');
  return { lite, server, port: address.port };
}

/**
 * pglite-socket writes each piece of PGlite's answer as it comes, one system call each. A
 * connection's writes in one event-loop turn go out together, in one call, at its end (a
 * 2,500-command soak: this thread's system time 2.95 s before, 1.7 s after).
 * @param {import('node:net').Socket} socket
 */
function writeOncePerTurn(socket) {
  const write = socket.write.bind(socket);
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  socket.write = /** @type {typeof socket.write} */ (
    (/** @type {any[]} */ ...args) => {
      if (!corked) {
        corked = true;
        socket.cork();
        setImmediate(uncork);
      }
      return write(...args);
    }
  );
}

/** What went wrong, as text the server can log (PGlite may reject with a plain object). */
function describe(/** @type {unknown} */ error) {
  if (error instanceof Error) return error.stack ?? error.message;
  return typeof error === 'object' ? JSON.stringify(error) : String(error);
}

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
open().then(
  ({ lite, server, port: tcpPort }) => {
    port.on('message', (message) => {
      if (message !== 'close') return;
      server
        .stop()
        .then(() => lite.close())
        .then(
          () => port.postMessage({ closed: true }),
          (error) => port.postMessage({ closed: true, error: describe(error) }),
        );
    });
    port.postMessage({ port: tcpPort });
  },
  (error) => port.postMessage({ error: describe(error) }),
);
