import { useEffect, useRef, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { DonateBar } from "./components/donate-bar";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { EventNotice } from "./components/event-notice";
import { PageStyles } from "./components/page-styles";
import { UpdateBanner } from "./components/update-banner";
import { site } from "./content/site";
import { brandColours } from "./lib/brand-colours";
import { SCROLL_POSITIONS_KEY } from "./lib/scroll-restoration";
import { useEventState } from "./lib/use-event-state";

/**
 * Only shown where no page matched (the SPA fallback shell): every page has a
 * title of its own, which replaces this one, and the error screen sets its own.
 */
export function meta({ error }: Route.MetaArgs) {
  return error ? [] : [{ title: site.brand }];
}

/**
 * Decides the picnic's state before the first paint (app/lib/event-state.ts):
 * the pre-rendered <html> carries the build's state, this script the
 * visitor's, and CSS shows only that state's words. Written by the build
 * only; in the browser the page already has it. Hashed into the page's
 * Content-Security-Policy like every inline script.
 */
const stateScript = import.meta.env.SSR ? __EVENT_STATE_SCRIPT__ : "";

/**
 * Only the build writes the script (app/lib/scroll-restoration.ts, and
 * plainFormAmounts in app/lib/donation.ts); the page already has it.
 */
const footScript = import.meta.env.SSR ? __PAGE_FOOT_SCRIPT__ : "";

/**
 * React Router's <ScrollRestoration/>, with our own inline script: its own
 * one threw an uncaught error in every page where the browser blocks site
 * data (its error handler calls sessionStorage again). The hook is the one
 * that component uses (links scroll to the top, back and forward restore,
 * `preventScrollReset` holds); it guards its own storage.
 */
function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: footScript }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" data-event={useEventState()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stateScript }} />
        <meta name="theme-color" content={brandColours.blush} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <PageStyles />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Skip link, fixed header, the page, footer: the frame of every screen, error screens included. */
function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // After a client-side page change, move focus to the new page so screen
  // readers announce it (the title changes through <Meta />).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-rose-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="pt-header">
        <EventNotice />
        {children}
      </main>
      <SiteFooter />
      <DonateBar />
      <UpdateBanner />
    </>
  );
}

export default function App() {
  // Marks the moment the page became interactive (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A status is for everyone; what failed inside is for developers only.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : import.meta.env.DEV
      ? error instanceof Error
        ? error.message
        : String(error)
      : "Something went wrong on this page.";

  return (
    <SiteShell>
      <title>Unexpected Application Error!</title>
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-lg text-ink-soft">{detail}</p>
        <p className="mt-8">
          <a href="/" className="font-semibold text-rose-ink underline">
            Go back to the home page
          </a>
        </p>
      </section>
    </SiteShell>
  );
}
