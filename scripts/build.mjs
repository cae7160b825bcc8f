#!/usr/bin/env node
// Builds what `npm start` runs — the web app (Vite, precompressed) and the server (one ES
// module bundle by esbuild, run by plain `node`) — once per change of their inputs. A hash of
// each one's inputs is kept beside its output; when it matches, that part is not built again.
// `npm install` runs it (postinstall) and so does `npm start`: a start after no change costs
// one hash of the sources. `--force` builds both anyway.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const SKIP = /(^|\/)(node_modules|dist|data|\.tmp)(\/|$)|\.test\.tsx?$/;

function filesUnder(rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [rel];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .flatMap((e) => (SKIP.test(`${rel}/${e.name}`) ? [] : filesUnder(`${rel}/${e.name}`)));
}

/** One hash over the paths and contents of every input, in a fixed order. */
function hashOf(inputs) {
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const SHARED = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/client/src',
  'packages/client/package.json',
  'package-lock.json',
];

const TARGETS = [
  {
    name: 'web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/route-preload.ts',
      'apps/web/package.json',
      ...SHARED,
    ],
    out: 'apps/web/dist',
    build: () =>
      spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
        cwd: path.join(root, 'apps/web'),
        stdio: 'inherit',
      }).status === 0,
  },
  {
    // The operator console: its own bundle, so the user app's first load is untouched.
    name: 'console',
    inputs: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/package.json',
      ...SHARED,
    ],
    out: 'apps/console/dist',
    build: () =>
      spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
        cwd: path.join(root, 'apps/console'),
        stdio: 'inherit',
      }).status === 0,
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/package.json', ...SHARED],
    out: 'apps/server/dist',
    build: buildServer,
  },
  {
    // A new embedded database with the migrations applied: a first start copies it instead of
    // running PGlite's initdb and every migration (apps/server/src/platform/db-template.ts).
    name: 'database template',
    inputs: [
      'apps/server/migrations',
      'apps/server/scripts/db-template.ts',
      'apps/server/src/platform/db.ts',
      'apps/server/src/platform/pglite-worker.mjs',
      'apps/server/src/platform/db-template.ts',
      'apps/server/src/platform/db-template-write.ts',
      'apps/server/src/platform/migrate.ts',
      'package-lock.json',
    ],
    out: 'apps/server/db-template',
    build: () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-template.ts'], {
        cwd: path.join(root, 'apps/server'),
        stdio: 'inherit',
      }).status === 0,
  },
];

/** The server as one bundle: our code (contracts included) inlined, packages left to node_modules. */
async function buildServer() {
  const { build } = await import('esbuild');
  const dir = path.join(root, 'apps/server');
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  await build({
    absWorkingDir: dir,
    entryPoints: ['src/main.ts'],
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tidemark/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // The embedded database's thread is started by URL beside the bundle (platform/db.ts).
  fs.copyFileSync(
    path.join(dir, 'src/platform/pglite-worker.mjs'),
    path.join(dir, 'dist/pglite-worker.mjs'),
  );
  return true;
}

let failed = false;
for (const target of TARGETS) {
  const stamp = path.join(root, target.out, '.inputs-hash');
  const hash = hashOf(target.inputs);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    console.log(`${target.name}: up to date`);
    continue;
  }
  const started = Date.now();
  if (!(await target.build())) {
    console.error(`${target.name}: build failed`);
    failed = true;
    continue;
  }
  fs.writeFileSync(stamp, hash);
  console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
