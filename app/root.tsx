import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import pageScriptSrc from "virtual:page-script";
import type { Route } from "./+types/root";
import { DonateBar } from "./components/donate-bar";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { EventNotice } from "./components/event-notice";
import { PageStyles } from "./components/page-styles";
import { UpdateBanner } from "./components/update-banner";
import { site } from "./content/site";
import { brandColours } from "./lib/brand-colours";
import { builtNextYear, useEventState } from "./lib/use-event-state";

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
 * Loads the page script and the islands' scripts (each island names its own in
 * `data-script`) once the page has loaded and been painted (its first
 * contentful paint, Paint Timing, where the browser says; a frame before
 * would let them be asked for before the first paint on a fast load), and its largest
 * picture (the one fetched first, marked `elementtiming`), if it is in the first
 * screen, has been drawn: the browser says when (Element Timing), or, where it
 * cannot, once the picture is decoded and two frames have gone by; 3 s at most
 * (decision 022). So nothing of theirs is asked for while the page's first
 * screen, its fonts and its pictures are on their way, and they never compete
 * with them for a slow phone's connection or CPU. The islands hydrate after the load event anyway.
 * Until the scripts run, the page works as plain HTML, and what a visitor does
 * is kept (decision 008); a script that fails to arrive leaves it so.
 */
const scriptLoader = `addEventListener("load",()=>{let g=0;const go=()=>g++||requestAnimationFrame(()=>setTimeout(()=>new Set([${JSON.stringify(pageScriptSrc)},...[...document.querySelectorAll("[data-script]")].map((e)=>e.dataset.script)]).forEach((s)=>import(s).catch(()=>{}))));setTimeout(go,3e3);const seen=(t,f)=>PerformanceObserver.supportedEntryTypes?.includes(t)?new PerformanceObserver(f).observe({type:t,buffered:true}):f();seen("paint",(l)=>{if(l&&!l.getEntriesByName("first-contentful-paint").length)return;const i=[...document.querySelectorAll("img[elementtiming]")].find((e)=>{const r=e.getBoundingClientRect();return r.height>0&&r.top<innerHeight});if(!i)return go();seen("element",(l)=>l?go():i.decode().then(()=>requestAnimationFrame(()=>requestAnimationFrame(go)),go))})},{once:true})`;

/**
 * Following a link loads the next page whole (decision 022): the browser
 * fetches the page a visitor is about to open (a pointer resting on a link,
 * or a tap starting) from this site only, and the service worker keeps every
 * page besides. The same rules on every page, so one hash in the policy.
 */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/admin/*" } }] },
      eagerness: "moderate",
    },
  ],
});

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" data-event={useEventState()} {...builtNextYear()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* One inline script in <head> (one hash in the policy, fewer bytes in the
            first round trip): the loader, which only listens, first, then the state. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `${scriptLoader};${stateScript}` }}
        />
        <meta name="theme-color" content={brandColours.blush} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* No first paint of half a page: on a slow phone the browser would paint what
            it has parsed so far, and the rest would push it about (layout shift). The
            pages are small, so waiting for the footer costs a few milliseconds. Chromium
            honours it; other browsers ignore it. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <PageStyles />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </body>
    </html>
  );
}

/**
 * Skip link, fixed header, the page, footer: the frame of every screen, error
 * screens included. Each page is a document of its own, so the browser puts
 * focus and scroll at its start, and back and forward where they were.
 */
function SiteShell({ children }: { children: ReactNode }) {
  const home = useLocation().pathname === "/";
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-rose-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-header">
        {/* The home page puts it in its first screen, whose picture gives way to it. */}
        {home ? null : <EventNotice />}
        {children}
      </main>
      <SiteFooter />
      <DonateBar />
      <UpdateBanner />
    </>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * React Router also renders a shell of the root alone (its SPA fallback), and
 * refuses one without its scripts. No address serves it: postbuild deletes it
 * (scripts/postbuild/not-found-pages.ts), and no page carries these scripts.
 */
export function HydrateFallback() {
  return <Scripts />;
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
