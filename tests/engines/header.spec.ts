import { expect, test } from "./fixtures";

/** Whether a computed box-shadow shows: "none", or shadows all of a transparent colour, do not. */
const casts = (shadow: string) =>
  [...shadow.matchAll(/rgba?\(([^)]*)\)/g)].some(([, parts = ""]) => {
    const alpha = parts.split(",")[3];
    return alpha === undefined || Number(alpha) > 0;
  });

// The specification's header: once the page has scrolled past 20 px it gains a shadow and
// slight transparency. WebKit drew neither where CSS follows the scroll (issue 47).
test("the header casts its shadow and lets the page show through once scrolled, and not before", async ({
  tab,
}) => {
  await tab.setViewport(375, 740);
  await tab.goto("/event");
  await tab.hydrated();
  const look = () =>
    tab.evaluate(() => {
      const header = document.querySelector("header");
      if (!header) throw new Error("No header");
      const style = getComputedStyle(header);
      return { shadow: style.boxShadow, background: style.backgroundColor };
    });
  expect(casts((await look()).shadow)).toBe(false);
  expect((await look()).background).toBe("rgb(255, 255, 255)");

  await tab.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(async () => casts((await look()).shadow)).toBe(true);
  // Slightly transparent, once its 0.2 s change is over.
  await expect.poll(async () => (await look()).background).toBe("rgba(255, 255, 255, 0.94)");
  await tab.screenshot("header-scrolled-375");

  await tab.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => casts((await look()).shadow)).toBe(false);
});
