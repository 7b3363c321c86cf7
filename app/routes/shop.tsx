import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Shop for a Cause",
    description:
      "Pre-order picnic blankets, bottles, bags and clothing. Every penny of profit goes to triple-negative breast cancer research.",
    path: "/shop",
  });
}

export default function Shop() {
  return <PageHero title="Shop for a Cause" />;
}
