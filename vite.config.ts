import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API's paths: in development Vite proxies them to the server started by `npm run dev`.
const apiPrefixes = ['/auth', '/admin', '/public', '/content', '/address', '/health'];
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
