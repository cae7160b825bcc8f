import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  // Served by the same server under /console/ (hash routing, so only files live there).
  base: '/console/',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      // The support desk's live room.
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
});
