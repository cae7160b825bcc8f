import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  // Relative base: the build works from any path the server mounts it on (hash routing).
  base: './',
  plugins: [react(), precompress()],
  resolve: {
    // antd-mobile and friends are hoisted next to an older react in the root node_modules;
    // force every import onto this app's react and react-dom so there is one React.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the page loader's Retry to import a failed chunk again under a fresh URL.
    manifest: 'chunk-manifest.json',
    chunkSizeWarningLimit: 900,
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
});
