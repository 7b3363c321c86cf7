import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Donor Wall",
    description: "Donations made from this browser.",
    path: "/donor-wall",
  });
}

export default function DonorWall() {
  return <PageHero title="Donor Wall" />;
}
