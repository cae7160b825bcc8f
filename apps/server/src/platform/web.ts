import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app at `/`; hash routing means only files, never server routes. */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<void> {
  await serveConsole(app, path.resolve(dist, '../../console/dist'));
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // `/` is the route below: the plugin's own index answers 404 for `/` when a
      // precompressed index.html.br exists (@fastify/static 10.1).
      index: false,
      // The build writes .br and .gz beside each file; they go out to clients that accept them.
      preCompressed: true,
      // Hashed assets can be cached for good; index.html must always be revalidated.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
    return;
  }
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><title>Tidemark</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
      ),
  );
}

/**
 * The operator console (issue 20) at `/console/`, built beside the web app. Its files are
 * public like the web app's; every operator route behind it checks the session and the role.
 */
async function serveConsole(app: FastifyInstance, dist: string): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/console/',
    decorateReply: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = path.join(dist, 'index.html');
  app.get('/console/', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(fs.createReadStream(index)),
  );
}
