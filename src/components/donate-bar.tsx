import Heart from "lucide-react/icons/heart";
import { pageAt } from "#src/page-list";
import { buttonStyles } from "./button";

/** Whether the page at `path` has the Donate bar (src/page-list.ts). */
export const donateBarOn = (path: string) => !pageAt(path)?.noDonateBar;

/**
 * On a phone the header's Donate Now is inside the menu, so a slim bar keeps
 * it in reach all the way down every page but Donate itself, the product
 * pages (where Pre-Order Now is the page's one main button and the bar would
 * compete with it, decision 025; the menu keeps Donate Now), the privacy
 * policy and the terms (pages to read, decision 028) and the organisers' print pages. A plain link, so it works before the app starts
 * and without JavaScript. Fixed, so it never moves the page (no layout
 * shift); the block it sits in reserves its height under the footer, in the
 * footer's colour (so the footer reaches the page's foot, no white band), so the
 * footer's last line scrolls clear of it, and the stylesheet's
 * scroll-padding-bottom keeps a focused control from hiding behind it.
 * While the page's own Donate (a button, a link to /donate, the donation form)
 * is in view, the bar waits until it has scrolled away, and it steps aside while the
 * menu, with its own Donate Now, is open (src/app.css, decision 024).
 */
export function DonateBar({ path }: { path: string }) {
  if (!donateBarOn(path)) return null;
  return (
    <aside aria-label="Donate" data-donate-bar className="h-16 bg-blush-50 md:hidden">
      <div className="fixed inset-x-0 bottom-0 z-40 h-16 border-t border-blush bg-white">
        <div className="flex h-full items-center px-4">
          <a href="/donate" className={`${buttonStyles.primary} w-full`}>
            <Heart aria-hidden="true" className="size-5 fill-current" />
            Donate Now
          </a>
        </div>
      </div>
    </aside>
  );
}
