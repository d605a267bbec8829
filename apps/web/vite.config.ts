import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './chunk-groups';
import { PREACT_ALIASES } from './preact-aliases';
import { FIRST_PAINT_HTML } from './src/components/layout/first-paint';
import { LEARN_START_PRELOAD_SCRIPT } from './src/lib/study/learn-start-path';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  // JSX compiles as tsconfig.json says (react-jsx), to `react/jsx-runtime`, which is Preact's here.
  resolve: { alias: PREACT_ALIASES },
  plugins: [
    {
      name: 'first-paint',
      transformIndexHtml: (html) =>
        html
          .replace('<div id="root"></div>', `<div id="root">${FIRST_PAINT_HTML}</div>`)
          .replace('<!-- learn-start-preload -->', `<script>${LEARN_START_PRELOAD_SCRIPT}</script>`),
    },
    // The service worker: the app shell and every screen's code precached, so the installed app
    // starts and learns offline (issue #16). Registered by src/lib/pwa/service-worker.ts.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest
      workbox: {
        // Every screen's chunk (an offline learn page loads its code from here), styles, woff2 fonts
        // and icons; not the password dictionaries (1.3 MB, only needed online to register).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/wortlisten-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/dateien\//],
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        runtimeCaching: [
          {
            // Card images and documents kept offline (src/lib/offline/offline-files.ts): always the
            // network first; its copy in Cache Storage only when the network fails.
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/api/v1/learnsets/images/') || url.pathname.startsWith('/dateien/dokumente/'),
            handler: 'NetworkOnly',
            options: {
              plugins: [{ handlerDidError: async ({ request }) => caches.match(request, { ignoreVary: true }) }],
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Fonts stay files on the site: the CSP's font-src has no data: (KaTeX's smallest face,
    // KaTeX_Size3, would otherwise be inlined into its CSS and refused). Other assets as Vite decides.
    assetsInlineLimit: (file) => (/\.(?:woff2?|ttf|otf)$/i.test(file) ? false : undefined),
    // Read by the server: which chunks a learn page preloads (apps/server/src/plugins/page-preloads.ts).
    manifest: true,
    // The password-rating dictionaries are large but load only when a password is typed.
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      output: {
        manualChunks: chunkGroups(),
        // Named, so the service worker can leave the password dictionaries out of its precache.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/@zxcvbn-ts/language-'))
            ? 'assets/wortlisten-[hash].js'
            : 'assets/[name]-[hash].js',
      },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless noise.
        if (warning.code === 'INVALID_ANNOTATION') return;
        // React Server Components' "use client" in react-router and React Query: nothing to a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dateien': apiTarget },
  },
});
