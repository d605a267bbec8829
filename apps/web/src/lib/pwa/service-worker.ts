import { setShellStatus } from './shell-status';

let waiting: ServiceWorker | null = null;

/**
 * Registers the service worker (built by vite-plugin-pwa) once the page has loaded, and offers a
 * new version when one is installed and waits: the pupil decides when to reload, and until then
 * this page keeps running on the old version's precache. Written here rather than with
 * workbox-window to keep the first page's script small (docs/decisions/0014-offline-learning.md).
 */
export function registerServiceWorker(): void {
  // `npm run dev` builds no worker.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // A new worker took over (this tab's "Neu laden" or another tab's): the old page's code must
  // not go on with the new version's cache, so every controlled tab reloads once.
  const controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled || reloading) return;
    reloading = true;
    location.reload();
  });
  const register = async () => {
    const registration = await container.register('/sw.js');
    // Only an update waits: the first worker of a browser installs without asking.
    const offer = (worker: ServiceWorker | null) => {
      if (!worker || !container.controller) return;
      waiting = worker;
      setShellStatus({ updateReady: true });
    };
    offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offer(worker);
      });
    });
    // An app left open for days still hears of a new version when the pupil comes back to it.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => {});
    });
  };
  // Called from main.tsx before `load`: the worker's precache never competes with the first screen.
  addEventListener('load', () => void register().catch(() => {}), { once: true }); // offline: next visit
}

/** "Neu laden": the waiting version takes over; `controllerchange` then reloads the page. */
export function applyUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}
