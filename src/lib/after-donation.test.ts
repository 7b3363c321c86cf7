import { describe, expect, it } from "vitest";
import { site } from "#src/content/site";
import { afterDonation, picnicShare } from "./after-donation";
import { eventDate } from "./event-facts";
import { formatDayAndMonth } from "./format";
import { shownIn } from "./shown-by-state";

describe("what the donation form offers after a gift", () => {
  it("shares the site's home page in words true before the picnic and after it", () => {
    expect(picnicShare.url).toBe(`${site.siteUrl}/`);
    expect(picnicShare.text).toContain(site.brand);
    expect(picnicShare.text).toContain(site.honoree);
    // No day in them: the same words the day after.
    expect(picnicShare.text).not.toContain(eventDate.slice(0, 4));
    expect(picnicShare.text).not.toContain(formatDayAndMonth(eventDate));
  });

  it("says the day to see the giver on, only where the picnic can be ahead, and only then", () => {
    const ahead = shownIn(["upcoming"]);
    expect(afterDonation.seeYou).toEqual(
      ahead ? { text: `See you on ${formatDayAndMonth(eventDate)}!`, when: ahead } : null,
    );
    // The shipped picnic's state comes from the clock: the line shows before the day only.
    if (ahead) expect(ahead).toEqual({ "data-when": "upcoming" });
  });
});
