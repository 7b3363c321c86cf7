import { container } from "#src/components/button";
import { Section } from "#src/components/card";
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
      {entries}
      <Section
        id="picnic-total"
        title={donorWallCopy.picnicTitle}
        lead={donorWallCopy.picnicLead}
        tone="sage"
      >
        <FundraisingProgress className="max-w-lg" />
      </Section>
    </>
  );
}
