// Registers the service worker (integrations/site-files/service-worker.ts
// writes /sw.js) and hands over a new version only when the visitor agrees.

type Container = Pick<
  ServiceWorkerContainer,
  "register" | "controller" | "addEventListener" | "removeEventListener"
>;

/**
 * Registers /sw.js once the page has finished loading, so it never competes
 * with the page itself. Calls `onUpdateReady` with the new worker whenever a
 * new version has installed and waits to take over. Returns a clean-up function.
 */
export function registerServiceWorker(
  onUpdateReady: (waiting: ServiceWorker) => void,
  container: Container = navigator.serviceWorker,
): () => void {
  let cancelled = false;

  async function start() {
    let registration: ServiceWorkerRegistration | undefined;
    try {
      registration = await container.register("/sw.js");
    } catch {
      // Offline support is an extra: the site works the same without it.
      return;
    }
    // Browsers that block service workers (or test tools that do) may answer with nothing.
    if (cancelled || !registration) return;
    const found = registration;
    const offer = () => {
      // With no controller this is the first install, not an update.
      if (!cancelled && found.waiting && container.controller) {
        onUpdateReady(found.waiting);
      }
    };
    offer();
    keepScriptsRun(found);
    found.addEventListener("updatefound", () => {
      const installing = found.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed") offer();
      });
    });
  }

  if (document.readyState === "complete") {
    void start();
  } else {
    window.addEventListener("load", () => void start(), { once: true });
  }
  return () => {
    cancelled = true;
  };
}

/**
 * The worker keeps the site's scripts as pages use them, but this page's ran
 * before it was there to see them: it is told which, once it is active, so
 * the next visit with no signal has them too.
 */
function keepScriptsRun(registration: ServiceWorkerRegistration) {
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
  void navigator.serviceWorker?.ready.then(() =>
    registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: scripts } }),
  );
}

/** Lets the waiting version take over, then reloads the page into it. */
export function activateUpdate(
  waiting: ServiceWorker,
  container: Container = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  // 'Reload' in another tab may have let it take over already: the controller
  // has changed here too, so there is nothing left to wait for.
  if (waiting.state !== "installed") {
    reload();
    return;
  }
  container.addEventListener("controllerchange", () => reload(), { once: true });
  waiting.postMessage({ type: "SKIP_WAITING" });
}
