import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { activateUpdate, registerServiceWorker } from "~/lib/service-worker";
import { buttonStyles } from "./button";

/**
 * Registers the service worker in production builds and, when a new version
 * of the site is waiting, offers a reload in a polite live region. Nothing
 * reloads on its own: the visitor may be half-way through a form.
 */
export function UpdateBanner({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    return registerServiceWorker(setWaiting);
  }, [enabled]);

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4">
      {waiting ? (
        <div className="pointer-events-auto mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush bg-white p-4 shadow-lg">
          <p className="font-semibold">A new version of this site is ready.</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setWaiting(null)}
              className="min-h-11 rounded-full px-4 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
            >
              Not now
            </button>
            <button
              type="button"
              onClick={() => activateUpdate(waiting)}
              className={buttonStyles.primary}
            >
              <RefreshCw aria-hidden="true" className="size-5" />
              Reload
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
