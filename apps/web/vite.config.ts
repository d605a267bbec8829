import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // The password-rating dictionaries are large but load only when a password is typed.
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless noise.
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dateien': apiTarget },
  },
});
