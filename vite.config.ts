import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the web client into dist/client; in development, /api goes to the server on port 3000. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // zod validates forms on a few pages; keep it in its own chunk so pages without forms
        // (the landing page, the sample test) never load it.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
