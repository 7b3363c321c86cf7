import { eventTimeText, eventZoneText } from "../../src/lib/event-facts";
import { expect, test } from "./fixtures";
import { fortyDaysBefore } from "./moments";

// The picnic's times are its own clock's, and say whose: "UK time" for a
// picnic in London, never "UTC", for a visitor reading from anywhere.
const plain = (text: string) => text.replace(/[\u00a0\u2060]/g, " ").replace(/\s+/g, " ");

test(
  "the picnic's times say their time zone on the event page, and never UTC on the home page",
  { tag: "@content" },
  async ({ page }) => {
    // While the picnic is ahead: after it the event page is a recap, without times (decision 074).
    await page.clock.setFixedTime(fortyDaysBefore());
    await page.goto("/event");
    const tiles = page.getByRole("region", { name: "When and where" });
    const time = tiles
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Time" }) });
    expect(plain(await time.innerText())).toContain(plain(`${eventTimeText} ${eventZoneText}`));
    // Said there once: the schedule under the tiles does not say it again (decision 096).
    const main = plain(await page.getByRole("main").innerText());
    expect(main.split(eventZoneText).length - 1, `"${eventZoneText}" on the page`).toBe(1);
    await expect(page.getByText(/\bUTC\b/)).toHaveCount(0);

    // Home gives the times once, above its title, and sends to the event page for the rest
    // (decision 073: its event card, which said them with the zone, is what to expect now).
    await page.goto("/");
    await expect(page.getByText(/\bUTC\b/)).toHaveCount(0);
  },
);
