// The share card and the app icons, drawn from the content when the site is
// built (src/pages/social-card.png.ts, apple-touch-icon.png.ts, icons/), so
// they always show this picnic's name, honoree, cause and colours. resvg
// turns the SVG into PNG; it needs a serif and a sans-serif font installed
// (DejaVu or Liberation on Linux; Georgia and Arial elsewhere).
import { Resvg } from "@resvg/resvg-js";
import { colours } from "#src/content/colours";
import { site } from "#src/content/site";
import { RIBBON_PATH } from "#src/lib/ribbon";
import places from "../../public/images/art/places.svg?raw";

/** The ribbon, `height` pixels tall, centred on (cx, cy). */
function ribbon(cx: number, cy: number, height: number, fill = colours.ribbon) {
  const scale = height / 40;
  return `<path d="${RIBBON_PATH}" fill="${fill}" transform="translate(${cx - 16 * scale} ${cy - 20 * scale}) scale(${scale})"/>`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy line breaking by an estimate of character width; good enough for a short tagline. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const serif = `font-family="Georgia, DejaVu Serif, Liberation Serif, serif" font-weight="700"`;
const sans = `font-family="Arial, Liberation Sans, DejaVu Sans, sans-serif"`;

/** The share card, 1200 × 630: the name and what the picnic is, beside the home page's picnic scene. */
export function shareCardSvg(): string {
  const tagline = wrap(
    `A summer picnic in memory of ${site.honoree}, for ${site.cause.name} research`,
    30,
  )
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 50}">${escapeXml(line)}</tspan>`)
    .join("");
  const host = new URL(site.siteUrl).host;
  // The picnic scene sits in a soft curve on the right, so its edges never show.
  const lawn = "M520 630C470 250 720 150 1200 140V630Z";
  // The art's symbols (its ribbons in currentColor: the ribbon's), drawn with <use>.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>${places}</defs>
  <rect width="1200" height="630" fill="${colours["blush-50"]}"/>
  <clipPath id="lawn"><path d="${lawn}"/></clipPath>
  <path d="${lawn}" fill="${colours.blush}"/>
  <g clip-path="url(#lawn)" color="${colours.ribbon}">
    <!-- The art's parkland and lawn (its own greens, whatever the site's colours), carried on leftwards to the curve. -->
    <rect x="500" y="433" width="62" height="197" fill="#d3e6c4"/>
    <rect x="500" y="446" width="62" height="184" fill="#bcd9a6"/>
    <use href="#hero" x="560" y="190" width="640" height="440"/>
    <use href="#bunting" x="560" y="150" width="640" height="85"/>
  </g>
  ${ribbon(112, 130, 80)}
  <text x="160" y="162" ${serif} font-size="92" fill="${colours["rose-ink"]}">${escapeXml(site.brand)}</text>
  <text x="80" y="270" ${sans} font-size="40" fill="${colours["ink-soft"]}">${tagline}</text>
  <text x="80" y="560" ${sans} font-size="30" font-weight="700" fill="${colours["rose-ink"]}">${escapeXml(host)}</text>
</svg>`;
}

/** A square icon: blush ground, the ribbon in ink filling `share` of the height. */
export function iconSvg(size: number, share: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${colours.blush}"/>
  ${ribbon(size / 2, size / 2, size * share, colours["rose-ink"])}
</svg>`;
}

/** The manifest's icons (/icons/<name>.png), with the share of their height the ribbon fills. */
export const icons = {
  "icon-192": { size: 192, share: 0.72 },
  "icon-512": { size: 512, share: 0.72 },
  // Maskable icons may be cropped to a circle of 80% of their width; keep the ribbon inside it.
  "icon-maskable-512": { size: 512, share: 0.56 },
} as const;

/** iOS rounds the corners itself and adds nothing, so a little more margin. */
export const appleTouchIcon = { size: 180, share: 0.64 } as const;

/** An image endpoint's answer: `svg` drawn as a PNG. */
export function pngResponse(svg: string): Response {
  const png = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  })
    .render()
    .asPng();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
