// The module `#content/photos` where no bundler serves it (tsc): no photo.
// The build serves it (integrations/content.ts) with each photo the content
// names, imported from the picnic's photos folder, so Astro makes copies of
// those alone (src/lib/photo-set.ts).
import type { ImageMetadata } from "astro";

export const originals: Readonly<Record<string, ImageMetadata>> = {};
