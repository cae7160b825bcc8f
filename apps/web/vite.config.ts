import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdImports } from './antd-imports';
import { precompress } from './precompress';
import { routePreload } from './route-preload';
import { SHELL_NAMESPACES } from './src/shared/i18n/page-namespaces';

const SHELL_NS = new Set<string>(SHELL_NAMESPACES);

const API_TARGET = 'http://127.0.0.1:8080';

/**
 * The shipped build renders with preact/compat: react-dom alone was ~63 kB of the home route's
 * first-load JavaScript (its budget: `npm run size`). Component tests keep React (they run on
 * the dev server's resolution); the e2e journeys exercise the build as shipped.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  // Relative base: the build works from any path the server mounts it on (hash routing).
  base: './',
  plugins: [react(), antdImports(), routePreload(), precompress()],
  resolve: {
    // antd-mobile and friends are hoisted next to an older react in the root node_modules;
    // force every import onto this app's react and react-dom so there is one React.
    dedupe: ['react', 'react-dom'],
    alias: command === 'build' ? PREACT_ALIASES : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the page loader's Retry to import a failed chunk again under a fresh URL.
    manifest: 'chunk-manifest.json',
    chunkSizeWarningLimit: 900,
    // One stylesheet for the app (~27 kB gzip): each route asked for eight to ten small CSS
    // files, each a request and a round trip on a phone's six HTTP/1.1 connections.
    cssCodeSplit: false,
    rollupOptions: {
      // The app (`app/start.tsx`) is an entry of its own as well as the shell's dynamic
      // import: its libraries then count as initial and stay in the `vendor` group below, and
      // the shell's script preloads its closure (route-preload.ts).
      input: { index: 'index.html', start: 'src/app/start.tsx' },
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            // A file per language and namespace (the shell's two in one): a route downloads
            // only its own (src/shared/i18n/page-namespaces.ts), ~1 kB gzip each, preloaded
            // together by the shell's inline script.
            {
              name: (id: string) => {
                const m = /[\\/]locales[\\/]([a-z]+)[\\/]([a-z]+)\.json$/.exec(id);
                if (!m) return null;
                return `i18n-${m[1]}-${SHELL_NS.has(m[2]!) ? 'shell' : m[2]}`;
              },
              test: /[\\/]locales[\\/]/,
            },
            // The libraries of the first paint in one file rather than a dozen: each file is a
            // request, and a phone's six connections take them a handful per round trip.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
          ],
          // Small shared chunks go into the chunks that use them: the trade page asked for 65
          // files of a few hundred bytes each, a round trip per handful on a phone.
          experimentalInlineCommonChunks: { maxSize: 4000 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
}));
