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

export default function DonorWall() {
  return <Island name="donor-wall" props={{}} />;
}
