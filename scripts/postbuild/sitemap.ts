// sitemap.xml and robots.txt, from the pages the build actually rendered: every
// index.html is a public page, unless it asks search engines not to index it
// (the printed pages for the organisers); 404.html, shop/404.html and the SPA
// fallback are not.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../../app/content/site";

/** Files under the client build directory ("event/index.html") -> page paths ("/event"). */
export function pagePaths(files: readonly string[]): string[] {
  return files
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length).replace(/\/$/, "")}`)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((page) => `  <url><loc>${escapeXml(`${siteUrl}${page === "/" ? "/" : page}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Whether a page lets search engines index it (no robots "noindex" tag). */
export function indexable(html: string): boolean {
  return !/<meta name="robots" content="[^"]*noindex/.test(html);
}

export async function writeSitemap(clientDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const file of await readdir(clientDir, { recursive: true })) {
    if (!file.endsWith(".html") || indexable(await readFile(path.join(clientDir, file), "utf8"))) {
      files.push(file);
    }
  }
  const paths = pagePaths(files);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(site.siteUrl, paths));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(site.siteUrl));
  return paths;
}
