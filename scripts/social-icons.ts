// The footer's brand icons from simple-icons, with their coordinates rounded
// to a tenth of a unit at build time (scripts/build-constants.ts). Drawn 20 px wide, a
// tenth of the icons' 24-unit grid is 0.08 px, and the rounded paths take
// half the bytes: about 560 fewer on every page, which keeps each page within
// the first round trip of a slow connection (decision 002).
import { siFacebook, siInstagram, siX } from "simple-icons";
import svgpath from "svgpath";

const rounded = (path: string) => svgpath(path).round(1).toString();

export type SocialIconPaths = { facebook: string; twitter: string; instagram: string };

export function socialIconPaths(): SocialIconPaths {
  return {
    facebook: rounded(siFacebook.path),
    twitter: rounded(siX.path),
    instagram: rounded(siInstagram.path),
  };
}
