import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonStyles } from "./button";
import { Logo } from "./logo";

export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/event", label: "Event" },
  { to: "/shop", label: "Shop" },
  { to: "/about", label: "About" },
] as const;

/** The header gains its shadow once the page has scrolled past this many pixels. */
export const SCROLL_THRESHOLD = 20;

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
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // Close the panel whenever the page changes (links, back and forward alike).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    // Tabbing on past the panel closes it: the open panel covers the top of the
    // page, and a focused control must not be hidden behind it (WCAG 2.4.11).
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [menuOpen]);

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 h-header border-b border-blush transition-[background-color,box-shadow] duration-200 ${
        scrolled ? "bg-white/90 shadow-lg backdrop-blur-sm" : "bg-white"
      }`}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="PicNicky home">
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
          className="inline-flex size-11 items-center justify-center rounded-md text-rose-deep hover:bg-blush-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">Menu</span>
        </button>
      </div>

      <nav
        id="site-menu"
        // Its own name: two landmarks called "Main" cannot be told apart (CSS shows one at a time).
        aria-label="Menu"
        hidden={!menuOpen}
        className="border-b border-blush bg-white px-4 pb-6 shadow-lg md:hidden"
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
