import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { site } from "#src/content/site";
import { isCurrentEntry, linksFor } from "#src/page-list";
import { buttonStyles } from "./button";
import { Logo } from "./logo";
import { container } from "./button";

const navLinks = linksFor("nav");

const linkClass = (current: boolean) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    current ? "bg-blush text-rose-deep" : "text-ink hover:bg-blush-100 hover:text-rose-deep"
  }`;

/**
 * The phone menu's rows: the site's heading size, 56 px tall, a hairline
 * between them, the current page in raspberry with a bar at its edge (issue 40).
 */
const menuLinkClass = (current: boolean) =>
  `flex min-h-14 items-center justify-between gap-3 border-l-4 px-4 text-lg font-semibold transition-colors ${
    current
      ? "border-rose-ink bg-blush-50 text-rose-deep"
      : "border-transparent text-ink hover:bg-blush-50 hover:text-rose-deep"
  }`;

/** The nav link of the page being built, highlighted and marked as the current page. */
function NavLinks({ path, menu = false }: { path: string; menu?: boolean }) {
  return navLinks.map((link) => {
    const current = isCurrentEntry(link.to, path);
    return (
      <li key={link.to}>
        <a
          href={link.to}
          aria-current={current ? "page" : undefined}
          className={menu ? menuLinkClass(current) : linkClass(current)}
        >
          {/* The menu's chevron is the stylesheet's (src/app.css): drawn once, not in every page. */}
          {link.label}
        </a>
      </li>
    );
  });
}

/**
 * Plain HTML (decision 022): the phone menu is a popover, which the browser
 * opens and closes from the button, on Escape and on a tap outside, and which
 * every new page starts closed; its icons follow it in CSS. The shadow past
 * 20 px of scroll is CSS too (src/app.css), and src/site-script.ts adds the
 * little the browser does not do.
 */
export function SiteHeader({ path }: { path: string }) {
  // On Donate (and the wall under it), its own button says so to a screen reader, and
  // looks as it does on every page (decision 105): inverted it read as disabled (round 10),
  // underlined words in a pill as a bug (round 11), a ring round it as a stuck focus ring
  // (round 12), and a bar under it as a stray line (review 6). The nav's pill marks pages.
  const onDonate = isCurrentEntry("/donate", path) ? "page" : undefined;
  return (
    <header
      id="site-header"
      className="site-header group fixed inset-x-0 top-0 z-50 h-header border-b border-blush transition-[background-color,box-shadow] duration-200"
    >
      <div
        className={`${container} flex h-full items-center justify-between gap-1 min-[360px]:gap-2 sm:gap-4`}
      >
        <a href="/" className="rounded-md" aria-label={`${site.brand} home`}>
          <Logo />
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavLinks path={path} />
          </ul>
        </nav>

        {/* The one way to give on every page at every width, in the same place: on a phone
            beside Menu, not a bar over the page's foot on some pages and not others (review 5). */}
        <a
          href="/donate"
          aria-current={onDonate}
          className={`${buttonStyles.primary} shrink-0 max-md:ml-auto max-md:px-3 max-md:text-sm min-[360px]:max-md:px-4`}
        >
          Donate Now
        </a>

        <button
          type="button"
          popoverTarget="site-menu"
          // Its icon on the container's edge, as the logo's ribbon is: room for Donate Now at 320 px.
          className="-mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-rose-deep hover:bg-blush-100 md:hidden"
          // The browser says whether the popover is open.
          aria-controls="site-menu"
        >
          {/* The stylesheet swaps the icons, so they follow the panel. */}
          <Menu aria-hidden="true" className="group-has-[:popover-open]:hidden" />
          <X aria-hidden="true" className="hidden group-has-[:popover-open]:block" />
          <span className="sr-only">Menu</span>
        </button>
      </div>

      {/* A sheet from the screen's edge to its foot, the page dimmed behind it (its
          backdrop, under the header) and still (the site script): a short panel on the
          page read as part of it (round 11). The header's Donate Now stays filled, so
          this one is the outline: two filled ones stood 300 px apart. */}
      <nav
        id="site-menu"
        popover="auto"
        // Its own name: two landmarks called "Main" cannot be told apart (CSS shows one at a time).
        aria-label="Menu"
        // Its shape and backdrop in src/app.css: once in the stylesheet, not in every page.
        className="bg-white text-ink shadow-xl md:hidden"
      >
        <ul className="divide-y divide-blush border-b border-blush">
          <NavLinks path={path} menu />
        </ul>
        <div className="px-4 pt-5">
          <a href="/donate" aria-current={onDonate} className={`${buttonStyles.secondary} w-full`}>
            Donate Now
          </a>
        </div>
      </nav>
    </header>
  );
}
