import { container } from "~/components/button";
import { FundraisingProgress } from "~/components/fundraising-progress";
import { site } from "~/content/site";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Donor Wall",
    description: `Everyone who has supported ${site.brand} from this device, with their messages and the total raised.`,
    path: "/donor-wall",
  });
}

/**
 * The wall is read from this device, so its top (with this device's total)
 * and its entries are islands; the picnic's own figures between them are
 * plain HTML, like every page's (decision 022).
 */
export default function DonorWall() {
  return (
    <>
      <section className="bg-hero pt-6 pb-14 sm:pb-16">
        <div className={container}>
          <Island name="donor-wall-head" props={{}} />
          <FundraisingProgress className="mt-8 max-w-lg" />
        </div>
      </section>
      <Island name="donor-wall" props={{}} />
    </>
  );
}
