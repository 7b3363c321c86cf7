// Draws the share card and the app icons from SVG and writes them as PNGs into
// public/. `npm run build` runs it whenever what they are drawn from has
// changed (the brand, the honoree, the cause, the site's address, the
// colours in content/colours.json, the ribbon, the art or this script): a hash of those
// is kept in scripts/make-images.sha256 beside the committed PNGs, so a build
// with nothing changed draws nothing. To draw them anyway:
//
//   node scripts/make-images.mjs
//
// It needs a serif and a sans-serif font installed (DejaVu or Liberation on
// Linux; Georgia and Arial elsewhere).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { colours as content } from "../src/content/colours.ts";
import { site } from "../src/content/site.ts";
import { RIBBON_PATH } from "../src/lib/ribbon.ts";

const root = new URL("../", import.meta.url);
const at = (file) => new URL(file, root);

// From content/colours.json, the one place they are typed.
const colours = {
  blush: content.blush,
  blush50: content["blush-50"],
  roseInk: content["rose-ink"],
  inkSoft: content["ink-soft"],
  ribbon: content.ribbon,
};

// The awareness ribbon (src/lib/ribbon.ts, viewBox 0 0 32 40).
const ribbonPath = RIBBON_PATH;

/** The ribbon, `height` pixels tall, centred on (cx, cy). */
function ribbon(cx, cy, height, fill = colours.ribbon) {
  const scale = height / 40;
  return `<path d="${ribbonPath}" fill="${fill}" transform="translate(${cx - 16 * scale} ${cy - 20 * scale}) scale(${scale})"/>`;
}

const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy line breaking by an estimate of character width; good enough for a short tagline. */
function wrap(text, maxChars) {
  const lines = [];
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

// The home page's picnic scene, from the photo places' artwork.
const places = await readFile(at("public/images/art/places.svg"), "utf8");
const heroArt = /<symbol id="hero" (viewBox="[^"]+")[^>]*>([\s\S]*?)<\/symbol>/.exec(places);
if (!heroArt) throw new Error('public/images/art/places.svg has no <symbol id="hero">');
// Its bunting, a symbol of its own (hung from the top of the page's picture), drawn over it.
const bunting = /<symbol id="bunting" [^>]*>([\s\S]*?)<\/symbol>/.exec(places);
if (!bunting) throw new Error('public/images/art/places.svg has no <symbol id="bunting">');

function shareCard() {
  // The art's ribbon is drawn in currentColor: the ribbon's.
  const art = `<svg x="560" y="190" width="640" height="440" ${heroArt[1]} preserveAspectRatio="xMidYMax slice" color="${colours.ribbon}">${heroArt[2]}${bunting[1]}</svg>`;
  const tagline = wrap(
    `A summer picnic in memory of ${site.honoree}, for ${site.cause.name} research`,
    30,
  )
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 50}">${escapeXml(line)}</tspan>`)
    .join("");
  const host = new URL(site.siteUrl).host;
  // The picnic scene sits in a soft curve on the right, so its edges never show.
  const lawn = "M520 630C470 250 720 150 1200 140V630Z";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${colours.blush50}"/>
  <clipPath id="lawn"><path d="${lawn}"/></clipPath>
  <path d="${lawn}" fill="${colours.blush}"/>
  <g clip-path="url(#lawn)">
    <!-- The art's parkland and lawn (its own greens, whatever the site's colours), carried on leftwards to the curve. -->
    <rect x="500" y="433" width="62" height="197" fill="#d3e6c4"/>
    <rect x="500" y="446" width="62" height="184" fill="#bcd9a6"/>
    ${art}
  </g>
  ${ribbon(112, 130, 80)}
  <text x="160" y="162" ${serif} font-size="92" fill="${colours.roseInk}">${escapeXml(site.brand)}</text>
  <text x="80" y="270" ${sans} font-size="40" fill="${colours.inkSoft}">${tagline}</text>
  <text x="80" y="560" ${sans} font-size="30" font-weight="700" fill="${colours.roseInk}">${escapeXml(host)}</text>
</svg>`;
}

/** A square icon: blush ground, the ribbon filling `share` of the height. */
function icon(size, share) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${colours.blush}"/>
  ${ribbon(size / 2, size / 2, size * share, colours.roseInk)}
</svg>`;
}

function render(svg, file) {
  const png = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  })
    .render()
    .asPng();
  return writeFile(at(`public/${file}`), png).then(() =>
    console.log(`public/${file}: ${Math.round(png.length / 1024)} kB`),
  );
}

const outputs = [
  ["social-card.png", shareCard],
  ["icons/icon-192.png", () => icon(192, 0.72)],
  ["icons/icon-512.png", () => icon(512, 0.72)],
  // Maskable icons may be cropped to a circle of 80% of their width; keep the ribbon inside it.
  ["icons/icon-maskable-512.png", () => icon(512, 0.56)],
  // iOS rounds the corners itself and adds nothing, so a little more margin.
  ["apple-touch-icon.png", () => icon(180, 0.64)],
];

const hashFile = at("scripts/make-images.sha256");

/** A hash of everything the pictures are drawn from. */
async function inputsHash() {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([site.brand, site.honoree, site.cause.name, site.siteUrl, colours]));
  for (const file of ["src/lib/ribbon.ts", "public/images/art/places.svg"])
    hash.update(await readFile(at(file)));
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  return hash.digest("hex");
}

/**
 * Draws the pictures if what they are drawn from has changed since they were
 * last drawn (or `force`). Returns whether it drew them.
 */
export async function makeImages({ force = false } = {}) {
  const hash = await inputsHash();
  const drawn = existsSync(hashFile) && (await readFile(hashFile, "utf8")).trim() === hash;
  if (!force && drawn && outputs.every(([file]) => existsSync(at(`public/${file}`)))) return false;
  await mkdir(at("public/icons"), { recursive: true });
  for (const [file, svg] of outputs) await render(svg(), file);
  await writeFile(hashFile, `${hash}\n`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await makeImages({ force: true });
}
