// /favicon.svg: the ribbon in its colour from the content (src/lib/ribbon.ts).
import { colours } from "#src/content/colours";
import { ribbonSvg } from "#src/lib/ribbon";

export function GET() {
  return new Response(ribbonSvg(colours.ribbon), {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
