import { container } from "#src/components/button";
import { FundraisingProgress } from "#src/components/fundraising-progress";
import { donorWallCopy } from "#src/content/donor-wall-copy";
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
 * total) and its `entries` are islands (src/pages/donor-wall.astro). The
 * picnic's own figures, everyone's gifts, are plain HTML in a section of
 * their own after the wall, titled as the picnic's: never beside this
 * device's total as if the two counted the same gifts (issue 40).
 */
export function DonorWall({ head, entries }: { head?: ReactNode; entries?: ReactNode }) {
  return (
    <>
      <section className="bg-hero pt-6 pb-10 sm:pb-14">
        <div className={container}>{head}</div>
      </section>
      {/* While the wall is empty, the picnic's total beside it from lg, in a card of its
          own colour: each alone across the width left the page 60% empty at 1280 (review
          4). Once it lists gifts (its `ol`), the total under them. Both from the top: the
          empty wall centred against the taller card left a gap over it (round 10). */}
      <div
        className={`${container} grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12 lg:has-[ol]:grid-cols-1`}
      >
        {entries}
        <section aria-labelledby="picnic-total" className="rounded-2xl bg-sage-50 p-6 sm:p-8">
          <h2 id="picnic-total" className="text-2xl font-bold sm:text-3xl">
            {donorWallCopy.picnicTitle}
          </h2>
          <p className="mt-2 text-ink-soft">{donorWallCopy.picnicLead}</p>
          <FundraisingProgress className="mt-6 max-w-lg" />
        </section>
      </div>
    </>
  );
}
