// `client:kept`: an island that shows what this device keeps (the donor
// wall, its preview beside the donation form). The build drew it for a
// device that keeps nothing. On a device that keeps gifts it has them to
// show, so it starts as it nears the screen; on one that keeps none it
// waits as `client:used="touch"` does, and starts as soon as this tab or
// another keeps something.
import type { ClientDirective } from "astro";
import { keepsDonors, onceTheWallChanges } from "../lib/donors-key.ts";
import { afterLoad, nearTheScreen } from "./timing.ts";
import { startWhenUsed } from "./when-used.ts";

const whenKept: ClientDirective = (load, _options, island) => {
  const startsNear = (start: () => void) => afterLoad(() => nearTheScreen(island, start));
  if (keepsDonors()) startWhenUsed(load, island, { fetchWhen: "near", also: startsNear });
  else startWhenUsed(load, island, { fetchWhen: "touch", also: onceTheWallChanges });
};

export default whenKept;
