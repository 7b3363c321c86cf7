import { container } from "#src/components/button";
import { FundraisingProgress } from "#src/components/fundraising-progress";
import { site } from "#src/content/site";
import type { ReactNode } from "react";
import { pageMeta } from "#src/lib/meta";

export const meta = pageMeta({
  title: "Donor Wall",
  description: `Everyone who has supported ${site.brand} from this device, with their messages and the total raised.`,
  path: "/donor-wall",
});

/**
 * The wall is read from this device, so its top (`head`, with this device's
 * total) and its `entries` are islands (src/pages/donor-wall.astro); the
 * picnic's own figures between them are plain HTML, like every page's.
 */
export function DonorWall({ head, entries }: { head?: ReactNode; entries?: ReactNode }) {
  return (
    <>
      <section className="bg-hero pt-6 pb-14 sm:pb-16">
        <div className={container}>
          {head}
          <FundraisingProgress className="mt-8 max-w-lg" />
        </div>
      </section>
      {entries}
    </>
  );
}
