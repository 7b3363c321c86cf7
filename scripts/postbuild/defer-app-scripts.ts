/**
 * Pre-rendered pages are complete HTML, so the first paint never needs
 * JavaScript. React Router's output starts fetching the app in <head>
 * (modulepreload links) and from an inline module script; on a slow phone
 * those downloads compete with the first paint for the network. This moves
 * them to just after the first paint and the load event: the same files,
 * fetched in parallel (modulepreload links added at that moment), then
 * hydration as before.
 *
 * The web app manifest waits too: a <link rel="manifest"> in the HTML makes
 * the browser fetch the manifest and then its icons while the page is still
 * painting. Nothing on the page needs them, and installing needs the service
 * worker, which comes with the app; so the link is left out of the HTML and
 * React puts it into <head> when the app starts (app/root.tsx renders it, and
 * React 19 adds a missing <link> to <head> rather than reporting a mismatch).
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MANIFEST = /<link rel="manifest" href="[^"]+"\/>/;
const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/** The scripts React Router preloads for a page: its first load. */
export function modulePreloads(html: string): string[] {
  return [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
}

export function deferAppScripts(
  html: string,
  file = "page",
  { stylesheet }: { stylesheet?: string } = {},
): string {
  const preloads = modulePreloads(html);
  const loader = LOADER.exec(html);
  if (!loader || preloads.length === 0) {
    throw new Error(
      `${file}: React Router's loader script was not found; scripts/postbuild/defer-app-scripts.ts needs updating for this React Router version.`,
    );
  }

  const imports: string[] = [];
  const names: string[] = [];
  let routeModules = "";
  let entry = "";
  for (const line of (loader[1] as string).split("\n").map((text) => text.trim())) {
    if (!line) continue;
    let match: RegExpExecArray | null;
    if ((match = SIDE_EFFECT_IMPORT.exec(line))) {
      imports.push(match[1] as string);
      names.push("");
    } else if ((match = NAMESPACE_IMPORT.exec(line))) {
      imports.push(match[2] as string);
      names.push(match[1] as string);
    } else if ((match = ROUTE_MODULES.exec(line))) {
      routeModules = match[1] as string;
    } else if ((match = ENTRY_IMPORT.exec(line))) {
      entry = match[1] as string;
    } else {
      throw new Error(`${file}: unexpected line in React Router's loader script: ${line}`);
    }
  }
  if (!routeModules || !entry) {
    throw new Error(`${file}: React Router's loader script lacks its route modules or entry.`);
  }

  const script = [
    // Where the rest of the stylesheet is, for the next page (app/lib/page-styles.ts).
    stylesheet ? `window.__pageStylesheet=${JSON.stringify(stylesheet)};` : "",
    "const load=()=>{",
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `Promise.all([${imports.map((url) => `import(${JSON.stringify(url)})`).join(",")}])`,
    `.then(([${names.join(",")}])=>{window.__reactRouterRouteModules=${routeModules};return import(${JSON.stringify(entry)})})`,
    "};",
    // After the first contentful paint (a hidden tab never paints: give up
    // waiting after 2 s) and the load event (so an image that is the page's
    // largest paint is not held up), then one more frame.
    'const painted=new Promise(done=>{setTimeout(done,2000);try{const observer=new PerformanceObserver(list=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}});observer.observe({type:"paint",buffered:true})}catch{done()}});',
    'const loaded=new Promise(done=>{if(document.readyState==="complete")done();else addEventListener("load",()=>done(),{once:true})});',
    "Promise.all([painted,loaded]).then(()=>requestAnimationFrame(()=>setTimeout(load)));",
  ].join("");

  return html
    .replace(MANIFEST, "")
    .replace(PRELOAD, "")
    .replace(loader[0], `<script type="module">${script}</script>`);
}
