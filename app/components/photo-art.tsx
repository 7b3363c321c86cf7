// The artwork each photo place shows until the organisers give it a photo:
// drawn for that place and its shape, so a page without photos still looks
// finished. Inline SVG, a few hundred bytes each, in the page's first response.
import { site } from "~/content/site";
import { HeroArt } from "./hero-art";

/** The awareness ribbon of the favicon (viewBox 0 0 32 40). */
const RIBBON =
  "M16 3c-4.5 0-7.5 3.6-7.5 8 0 3.4 2 7 4.6 10.6L4 36.5l5.2 1.3 6.8-10.3 6.8 10.3 5.2-1.3-9.1-14.9C21.5 18 23.5 14.4 23.5 11c0-4.4-3-8-7.5-8Zm0 5c1.6 0 2.7 1.3 2.7 3.2 0 1.9-1.1 4.2-2.7 6.6-1.6-2.4-2.7-4.7-2.7-6.6C13.3 9.3 14.4 8 16 8Z";

/** A five-petalled flower of the hero art's palette, centred on (x, y). */
function Flower({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle key={angle} cy={-r} r={r} fill={fill} transform={`rotate(${angle})`} />
      ))}
      <circle r={r * 0.8} fill="#ffe8a8" />
    </g>
  );
}

/**
 * Her place, never a stranger's face: the ribbon in a wreath of flowers, with
 * her name. Decorative (her story beside it says who she is).
 */
function PortraitArt() {
  return (
    <div className="flex size-full flex-col items-center justify-center bg-gradient-to-b from-blush to-blush-50 px-4 text-center">
      <svg viewBox="0 0 200 160" className="w-3/4" focusable="false">
        <path d="M40 120c20 30 100 30 120 0" fill="none" stroke="#6fae73" strokeWidth="5" />
        <path
          d="M52 132c-8-8-20-8-26-4 6 8 18 10 26 4Zm96 0c8-8 20-8 26-4-6 8-18 10-26 4Z"
          fill="#8ec98f"
        />
        <Flower x={44} y={112} r={9} fill="#f39bb0" />
        <Flower x={156} y={112} r={9} fill="#f39bb0" />
        <Flower x={72} y={140} r={7} fill="#fff" />
        <Flower x={128} y={140} r={7} fill="#fff" />
        <path d={RIBBON} fill="#e8537a" transform="translate(64 4) scale(2.25 3)" />
      </svg>
      <p className="mt-4 text-sm font-semibold tracking-widest text-rose-ink uppercase">
        In loving memory
      </p>
      <p className="mt-1 font-serif text-4xl font-bold text-rose-deep">{site.honoree}</p>
    </div>
  );
}

/** A house and its gardens: the pale stone front, the cedar, the lawn. */
function VenueArt() {
  return (
    <svg
      viewBox="0 0 480 320"
      preserveAspectRatio="xMidYMax slice"
      className="size-full bg-gradient-to-b from-blush-50 to-white"
      focusable="false"
    >
      <circle cx="400" cy="64" r="30" fill="#ffe8a8" />
      <path d="M0 230c90-30 190-36 280-20s150 12 200-8v118H0Z" fill="#cfe8c4" />
      <path d="M150 110h190v110H150Z" fill="#f5ece0" />
      <path d="M140 112 245 62l105 50Z" fill="#e7d8c6" />
      <path
        d="M170 130h22v28h-22Zm44 0h22v28h-22Zm54 0h22v28h-22Zm44 0h22v28h-22ZM170 176h22v28h-22Zm142 0h22v28h-22Z"
        fill="#8fb0c4"
      />
      <path d="M230 172h30v48h-30Z" fill="#9f1239" />
      <rect x="64" y="150" width="12" height="86" rx="4" fill="#8a6a55" />
      <ellipse cx="70" cy="140" rx="58" ry="22" fill="#6fae73" />
      <ellipse cx="70" cy="114" rx="44" ry="18" fill="#7dbb80" />
      <ellipse cx="70" cy="92" rx="28" ry="14" fill="#8ec98f" />
      <path d="M0 270c110-26 220-20 310 0s130 4 170-14v64H0Z" fill="#b5dba8" />
      <path d="M232 320c4-40 10-70 14-100h-2c4 30 14 60 28 100Z" fill="#efe3d3" />
    </svg>
  );
}

const arts = {
  hero: () => <HeroArt className="size-full bg-gradient-to-b from-blush-50 to-white" />,
  portrait: PortraitArt,
  venue: VenueArt,
};

/** The artwork for a place, filling the box the photo would have had. */
export function PhotoArt({ slot }: { slot: keyof typeof arts }) {
  const Art = arts[slot];
  return (
    <div aria-hidden="true" className="size-full">
      <Art />
    </div>
  );
}
