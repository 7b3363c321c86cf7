// /icons/icon-192.png and the others the web app manifest names (src/lib/web-manifest.ts).
import type { APIRoute, GetStaticPaths } from "astro";
import { icons, iconSvg, pngResponse } from "#src/lib/share-images";

export const getStaticPaths = (() =>
  Object.keys(icons).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const { size, share } = icons[params.icon as keyof typeof icons];
  return pngResponse(iconSvg(size, share));
};
