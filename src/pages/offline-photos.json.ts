// Each photo's copies, for the service worker (integrations/site-files): it
// keeps each photo's smallest WebP from the first visit, and with no signal
// answers any copy of a photo it has not kept with the one it has.
import type { APIRoute } from "astro";
import { allPhotos } from "#src/lib/photo-set";

export const GET: APIRoute = () => Response.json(allPhotos.map(({ copies }) => copies));
