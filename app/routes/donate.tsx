import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Donate",
    description: "Give to triple-negative breast cancer research and patient support.",
    path: "/donate",
  });
}

export default function Donate() {
  return <PageHero title="Donate" />;
}
