import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

// Anchored to this folder, so the build lands in apps/web/dist (where the server looks) from any working directory.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // Brotli and gzip twins of every text file, served as they are (apps/server/src/plugins/web.ts).
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: { outDir: `${root}dist`, emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
});
