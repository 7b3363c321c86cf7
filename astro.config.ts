import preact from "@astrojs/preact";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { contentPipeline } from "./integrations/content.ts";

// No telemetry: Astro sends none when this is set (docs: "Telemetry").
process.env.ASTRO_TELEMETRY_DISABLED = "1";

// The content is read, checked and filled before anything else reads it: a date
// typed "19/06/2027" would otherwise stop the build deep inside with "Invalid time
// value". Everything after reads it as the module `#content` (decision 062); the
// pipeline sets the site's address, and the CSP's form targets and hashes, from it.
const content = await contentPipeline(import.meta.dirname);
// What reads the content in Node, loaded once it is accepted (content refused
// stops the build as Astro sets it up, naming what to change; decision 068).
const readers = await content.whenAccepted(async () => {
  const { notFoundPaths, organiserPaths } = await import("./src/page-list.ts");
  const { siteFiles } = await import("./integrations/site-files/index.ts");
  return [
    // The pages for visitors: not the not-found pages, nor the organisers' printed ones.
    sitemap({
      filter: (page) => ![...notFoundPaths, ...organiserPaths].includes(new URL(page).pathname),
    }),
    siteFiles(),
  ];
});

export default defineConfig({
  // "/event", not "/event/": every link, the canonical addresses and the sitemap say so.
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [
    // The pages and components are React; Preact's React layer renders them,
    // at build time and in the browser (docs/decisions/036).
    preact({ compat: true }),
    content.integration,
    // The sitemap and this site's own build step.
    ...readers,
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  vite: {
    // The colours (content/colours.json) into the stylesheet, before Tailwind reads it.
    plugins: [content.themeColours, tailwindcss()],
    // The site's script (src/site-script.ts, 5.7 KB, importing nothing) goes inside each
    // page, as Astro does with a script under this size: no request to wait for before the
    // first paint, and nothing a slow connection can hold back (decision 055).
    build: { assetsInlineLimit: 8192 },
    // The icons are bundled at build time too, so their React is Preact's React
    // layer, as in the browser (with the React packages @astrojs/preact bundles).
    // Every environment inherits it: "prerender" builds the pages, "ssr" renders them under
    // `npm run dev`.
    resolve: { noExternal: ["lucide-react", "react", "react-dom", "react/jsx-runtime"] },
  },
});
