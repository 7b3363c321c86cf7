// sitemap.xml and robots.txt, for the pages for visitors in app/pages.ts. The
// build checks that it rendered exactly the pages the list has, so the sitemap
// cannot name a page that is not there, or miss one that is.
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../../app/content/site";
import { pagePaths, visitorPaths } from "../../app/pages.server";
import { pageAddress } from "../../server/page-files.js";

/** Files under the client build directory ("event.html") -> page paths ("/event"). */
export function renderedPaths(files: readonly string[]): string[] {
  return files
    .map((file) => pageAddress(file.split(path.sep).join("/")))
    .filter((page) => page !== null);
}

/** What differs between the pages listed and the pages rendered, as sentences; none when they agree. */
export function unlistedOrMissing(
  listed: readonly string[],
  rendered: readonly string[],
): string[] {
  return [
    ...rendered
      .filter((page) => !listed.includes(page))
      .map((page) => `${page} was rendered but is not in app/pages.ts`),
    ...listed
      .filter((page) => !rendered.includes(page))
      .map((page) => `${page} is in app/pages.ts but was not rendered`),
  ];
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

export async function writeSitemap(clientDir: string): Promise<void> {
  const problems = unlistedOrMissing(
    pagePaths(),
    renderedPaths(await readdir(clientDir, { recursive: true })),
  );
  if (problems.length > 0)
    throw new Error(`The pages built are not the list's:\n  ${problems.join("\n  ")}`);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(site.siteUrl, visitorPaths()));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(site.siteUrl));
}
