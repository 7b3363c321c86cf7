// robots.txt, as Astro's docs make it: every page may be crawled, and the
// sitemap (@astrojs/sitemap) says which pages there are.
import type { APIRoute } from "astro";

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL("sitemap-index.xml", site)}\n`);
