import RefreshCw from "lucide-react/icons/refresh-cw";
import { buttonStyles } from "./button";

/**
 * The offer to reload into a new version of the site, in a polite live
 * region. Hidden until the page's script (src/site-script.ts) finds a new
 * version waiting; nothing reloads on its own: the visitor may be half-way
 * through a form.
 */
export function UpdateBanner() {
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4">
      <div
        id="update-banner"
        hidden
        className="pointer-events-auto mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush bg-white p-4 shadow-lg"
      >
        <p className="font-semibold">A new version of this site is ready.</p>
        <div className="flex gap-2">
          <button
            type="button"
            data-dismiss
            className="min-h-11 rounded-full px-4 font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep"
          >
            Not Now
          </button>
          <button type="button" data-reload className={buttonStyles.primary}>
            <RefreshCw aria-hidden="true" className="size-5" />
            Reload
          </button>
        </div>
      </div>
    </div>
  );
}
