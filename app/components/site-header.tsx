import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { site } from "~/content/site";
import { useHydrated } from "~/lib/use-hydrated";
import { linksFor } from "~/pages";
import { buttonStyles } from "./button";
import { Logo } from "./logo";
import { container } from "./button";

const navLinks = linksFor("nav");

/** The header gains its shadow once the page has scrolled past this many pixels. */
const SCROLL_THRESHOLD = 20;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

function useScrolledPast(threshold: number) {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive
      ? "bg-blush text-rose-deep underline decoration-2 underline-offset-8"
      : "text-ink hover:bg-blush-100 hover:text-rose-deep"
  }`;

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement | null>(null);
  const header = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // The panel is a popover: the browser opens and closes it from the button,
  // with Escape and by a tap outside, before the app runs or without
  // JavaScript. The app follows its state (a panel opened while the page was
  // starting stays open) and adds what the browser does not do.
  const attachMenu = useCallback((node: HTMLElement | null) => {
    menu.current = node;
    try {
      if (node) setMenuOpen(node.matches(":popover-open"));
    } catch {
      // A browser without popovers does not know the selector; its panel never opened.
    }
  }, []);
  const closeMenu = useCallback(() => {
    try {
      menu.current?.hidePopover();
    } catch {
      // Already closed, or a browser without popovers (where the panel never opened).
    }
  }, []);

  // Close the panel whenever the page changes (links, back and forward alike),
  // but not when the app starts: a panel opened while it loaded stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the popover by itself; focus then goes back to the button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") menuButton.current?.focus();
    };
    // Tabbing on past the panel closes it: the open panel covers the top of the
    // page, and a focused control must not be hidden behind it (WCAG 2.4.11).
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) closeMenu();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [menuOpen, closeMenu]);

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className={`group fixed inset-x-0 top-0 z-50 h-header border-b border-blush transition-[background-color,box-shadow] duration-200 ${
        scrolled ? "bg-white/95 shadow-lg" : "bg-white"
      }`}
    >
      <div className={`${container} flex h-full items-center justify-between gap-4`}>
        <Link to="/" className="rounded-md" aria-label={`${site.brand} home`}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden md:block">
          <Link to="/donate" className={buttonStyles.primary}>
            Donate Now
          </Link>
        </div>

        <button
          ref={menuButton}
          type="button"
          popoverTarget="site-menu"
          className="inline-flex size-11 items-center justify-center rounded-md text-rose-deep hover:bg-blush-100 md:hidden"
          // Before the app runs the browser says whether the popover is open.
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls="site-menu"
        >
          {/* The stylesheet swaps the icons, so they follow the panel before the app runs too. */}
          <Menu aria-hidden="true" className="group-has-[:popover-open]:hidden" />
          <X aria-hidden="true" className="hidden group-has-[:popover-open]:block" />
          <span className="sr-only">Menu</span>
        </button>
      </div>

      <nav
        ref={attachMenu}
        id="site-menu"
        popover="auto"
        onToggle={(event) => setMenuOpen(event.newState === "open")}
        // Its own name: two landmarks called "Main" cannot be told apart (CSS shows one at a time).
        aria-label="Menu"
        className="inset-x-0 top-header bottom-auto w-full border-b border-blush bg-white px-4 pb-6 text-ink shadow-lg md:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={(state) => `block ${linkClass(state)}`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to="/donate" className={`${buttonStyles.primary} mt-4 w-full`}>
          Donate Now
        </Link>
      </nav>
    </header>
  );
}
