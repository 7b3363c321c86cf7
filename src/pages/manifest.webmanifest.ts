// What a phone needs to install the site as an app (src/lib/web-manifest.ts).
import type { APIRoute } from "astro";
import { webManifest } from "#src/lib/web-manifest";

export const GET: APIRoute = () => new Response(`${JSON.stringify(webManifest(), null, 2)}\n`);
