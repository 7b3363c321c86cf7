// The site's pages as the editor's preview shows them: each page's body (src/screens)
// with its islands in their places, as src/pages/*.astro place them, in the
// frame every page has (src/layouts/site-layout.astro: the notice, the header,
// the footer), drawn to HTML by Preact as the site's
// build draws it. Run in the preview's worker (preview-worker.ts), once the
// content and the build's values are in place.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { container } from "#src/components/button";
import { DonationForm } from "#src/components/donation-form";
import { EventNotice } from "#src/components/event-notice";
import { ShareButton } from "#src/components/share-button";
import { SiteFooter } from "#src/components/site-footer";
import { SiteHeader } from "#src/components/site-header";
import { DonorWallPreview } from "#src/components/donor-wall-preview";
import { colours } from "#src/content/colours";
import { products } from "#src/content/products";
import { ribbonSvg } from "#src/lib/ribbon";
import { builtNextYear, firstPaintState } from "#src/lib/shown-by-state";
import { About, aboutShare } from "#src/screens/about";
import { Donate } from "#src/screens/donate";
import { EventPage } from "#src/screens/event";
import { Home } from "#src/screens/home";
import { Poster } from "#src/screens/poster";
import { Shop } from "#src/screens/shop";
import { ShopProducts } from "#src/components/shop-products";
import { TableCards } from "#src/screens/table-cards";
import type { PreviewPage } from "./preview-screens.ts";

/** Each page's address and body, as its file in src/pages/ places it. */
const bodies: Record<PreviewPage, { path: string; body: () => ReactNode }> = {
  home: { path: "/", body: () => <Home /> },
  event: { path: "/event", body: () => <EventPage /> },
  about: {
    path: "/about",
    body: () => (
      <About
        form={<DonationForm />}
        preview={<DonorWallPreview />}
        share={<ShareButton {...aboutShare} />}
      />
    ),
  },
  donate: {
    path: "/donate",
    body: () => <Donate form={<DonationForm />} preview={<DonorWallPreview level={2} />} />,
  },
  shop: { path: "/shop", body: () => <Shop products={<ShopProducts products={products} />} /> },
  poster: { path: "/poster", body: () => <Poster /> },
  "table-cards": { path: "/table-cards", body: () => <TableCards /> },
};

/** One page's body under its address; the first in the <main> that clears the fixed header. */
function PageBody({ page, first }: { page: PreviewPage; first: boolean }) {
  const { path, body } = bodies[page];
  const Wrapper = first ? "main" : "div";
  return (
    <Wrapper className={first ? "pt-header" : undefined}>
      <p className={`${container} py-3 text-center text-sm text-ink-soft`}>{path}</p>
      {path === "/" ? null : <EventNotice />}
      {body()}
    </Wrapper>
  );
}

/**
 * `pages` one after the other under one header, each under its address; the
 * attributes the site's <html> has at this moment (the picnic's state, which
 * the stylesheet reads); and the colours, which the site's build writes into
 * its stylesheet (integrations/content.ts), as Tailwind's properties.
 */
export function drawPages(pages: readonly PreviewPage[]): {
  html: string;
  root: Record<string, string>;
  properties: Record<string, string>;
} {
  const [first = "home"] = pages;
  const html = renderToString(
    <>
      <SiteHeader path={bodies[first].path} />
      {pages.map((page, index) => (
        <PageBody key={page} page={page} first={index === 0} />
      ))}
      <SiteFooter />
    </>,
  );
  // The site's /favicon.svg (the print sheets' ribbon) is drawn from the colours by the
  // build (src/pages/favicon.svg.ts): here, from the colours as typed.
  const ribbon = `data:image/svg+xml,${encodeURIComponent(ribbonSvg(colours.ribbon))}`;
  const properties = Object.fromEntries(
    Object.entries(colours).map(([name, value]) => [`--color-${name}`, value]),
  );
  return {
    html: html.replaceAll('src="/favicon.svg"', `src="${ribbon}"`),
    root: { "data-event": firstPaintState(), ...builtNextYear() },
    properties,
  };
}
