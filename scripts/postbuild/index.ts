// Runs once the client build and pre-rendering are done (react-router.config.ts buildEnd).
import { writeCalendarFile } from "./calendar-file";
import { placeNotFoundPages } from "./not-found-pages";
import { writeServiceWorker } from "./service-worker";
import { writeSitemap } from "./sitemap";
import { writeWebManifest } from "./web-manifest";

export async function postbuild({ clientDir }: { clientDir: string }): Promise<void> {
  await placeNotFoundPages(clientDir);
  await writeCalendarFile(clientDir);
  await writeWebManifest(clientDir);
  await writeSitemap(clientDir);
  // Last, so it precaches everything above.
  const { count, size } = await writeServiceWorker(clientDir);
  console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} kB).`);
}
