import { event } from "../../src/content/event";
import { eventTimeText, eventZoneText } from "../../src/lib/event-facts";
import { expect, test } from "./fixtures";

// The picnic's times are its own clock's, and say whose: "UK time" for a
// picnic in London, never "UTC", for a visitor reading from anywhere.
const plain = (text: string) => text.replace(/[\u00a0\u2060]/g, " ").replace(/\s+/g, " ");

test(
  "the picnic's times say their time zone, on the event page and the home page",
  { tag: "@content" },
  async ({ page }) => {
    await page.goto("/event");
    const tiles = page.getByRole("region", { name: "When and where" });
    const time = tiles
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Time" }) });
    expect(plain(await time.innerText())).toContain(plain(`${eventTimeText} ${eventZoneText}`));
    // Over the schedule.
    await expect(page.getByText(`Times are ${eventZoneText}.`, { exact: true })).toBeVisible();
    await expect(page.getByText(/\bUTC\b/)).toHaveCount(0);

    await page.goto("/");
    const card = page.getByRole("region", { name: event.name });
    expect(plain(await card.innerText())).toContain(plain(`${eventTimeText} ${eventZoneText}`));
    await expect(page.getByText(/\bUTC\b/)).toHaveCount(0);
  },
);
