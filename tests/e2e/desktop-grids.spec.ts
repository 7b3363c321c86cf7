import { expect, test } from "./fixtures";
import { fortyDaysBefore } from "./moments";

// At a desktop's width nothing stands alone beside a gap (issue 47): the questions in
// full rows whatever their number, the donation form without a lone card beside it, and
// the countdown set as the page's own.
test.use({ viewport: { width: 1280, height: 800 } });

for (const path of ["/shop", "/donate"]) {
  test(`${path}: the questions are one column at a reading measure, beside their heading`, async ({
    page,
  }) => {
    await page.goto(path);
    // The questions' list: the element whose children are the questions.
    const questionList = page.locator("div:has(> details + details)");
    const questions = questionList.locator("> details");
    expect(await questions.count()).toBeGreaterThan(1);
    const list = (await questionList.boundingBox())!;
    const lefts = await questions.evaluateAll((all) =>
      all.map((element) => Math.round(element.getBoundingClientRect().left)),
    );
    // One column, whatever the organisers' count: every question starts at the list's edge.
    expect(new Set(lefts).size, JSON.stringify(lefts)).toBe(1);
    // At most about 70 characters wide, and set beside the heading, not under it on the left.
    expect(list.width).toBeLessThanOrEqual(800);
    const heading = (await page
      .locator("section", { has: questionList })
      .getByRole("heading", { level: 2 })
      .boundingBox())!;
    expect(list.x).toBeGreaterThan(heading.x + heading.width / 2);
  });
}

test("/about: the donation form has no lone card beside it while this device gave nothing", async ({
  page,
}) => {
  await page.goto("/about");
  const form = page.getByRole("form", { name: "Donation" });
  const wallLine = page
    .getByRole("link", { name: "donor wall", exact: true })
    .filter({ visible: true })
    .locator("..");
  const formBox = await form.boundingBox();
  const lineBox = await wallLine.boundingBox();
  expect(lineBox?.y).toBeGreaterThan((formBox?.y ?? 0) + (formBox?.height ?? 0));
});

test("/event: the countdown stands on the hero's date line, not in a card that says the date again", async ({
  page,
}) => {
  await page.clock.setFixedTime(fortyDaysBefore());
  await page.goto("/event");
  const count = page.getByText("40 days to go");
  await expect(count).toBeVisible();
  // In the first screen's line, on the date's own line (round 8).
  const hero = page.locator("[data-hero]");
  await expect(hero.getByText("40 days to go")).toBeVisible();
  const date = hero.locator("p").filter({ hasText: "40 days to go" });
  const lineHeight = await date.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
  const [countBox, dateBox] = [(await count.boundingBox())!, (await date.boundingBox())!];
  expect(Math.abs(countBox.y - dateBox.y)).toBeLessThan(lineHeight / 2);
  await expect(page.getByRole("region", { name: "When and where" })).not.toContainText(
    "days to go",
  );
});
