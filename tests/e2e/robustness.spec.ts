import {
  DONATIONS_KEY as KEY,
  donationForm,
  fillDonation,
  openMore,
  stubWindowOpen,
  WALL_BOX,
} from "./donation";
import { expect, hydrated, test } from "./fixtures";
import { layoutPaths } from "./pages";
import { emptyDonorWallCopy } from "../../src/content/donor-wall-copy";

test("two tabs donating in the same instant, round after round, lose no entry", async ({
  context,
}) => {
  test.slow();
  const rounds = 6;
  const tabs = await Promise.all([context.newPage(), context.newPage()]);
  for (const [index, page] of tabs.entries()) {
    await stubWindowOpen(page);
    // The same message reaches both tabs at once and each presses Donate on it,
    // so their reads and writes of the wall overlap as they would in real life.
    await page.addInitScript(() => {
      new BroadcastChannel("race").onmessage = () =>
        document
          .querySelector<HTMLButtonElement>('form[aria-label="Donation"] [type="submit"]')
          ?.click();
    });
    await page.clock.install();
    await page.goto("/donate");
    await hydrated(page);
    const form = donationForm(page);
    await openMore(form);
    await form.getByRole("checkbox", { name: WALL_BOX }).check();
    await form.getByRole("textbox", { name: "Your name (optional)" }).fill(`Tab ${index + 1}`);
  }
  const trigger = await context.newPage();
  await trigger.goto("/privacy");

  for (let round = 1; round <= rounds; round++) {
    await trigger.evaluate(() => new BroadcastChannel("race").postMessage("donate"));
    for (const page of tabs) {
      await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
        "Your name will appear on our donor wall.",
      );
    }
    // The form resets after 5 seconds (the spec); the tabs' clocks jump there.
    await Promise.all(tabs.map((page) => page.clock.runFor(5000)));
    for (const page of tabs) {
      // A tab in the background paints no frames, and a click waits for one.
      await page.bringToFront();
      const form = donationForm(page);
      await expect(form.getByRole("status")).toBeEmpty();
      await openMore(form);
      await form.getByRole("checkbox", { name: WALL_BOX }).check();
      await form
        .getByRole("textbox", { name: "Your name (optional)" })
        .fill(`Tab ${tabs.indexOf(page) + 1}`);
    }
  }

  const entries = async () => {
    const stored = await trigger.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as Array<{ name: string }>,
      KEY,
    );
    const count = (name: string) => stored.filter((entry) => entry.name === name).length;
    return { "Tab 1": count("Tab 1"), "Tab 2": count("Tab 2") };
  };
  await expect.poll(entries).toEqual({ "Tab 1": rounds, "Tab 2": rounds });
  // Each tab's wall preview follows the other's donations too.
  for (const page of tabs) {
    const preview = page.getByRole("region", { name: "Gifts from this device" });
    await expect(preview.getByText("Tab 1").first()).toBeVisible();
    await expect(preview.getByText("Tab 2").first()).toBeVisible();
  }
});

test("ten thousand wall entries: the wall shows their total, count and newest, and takes a gift", async ({
  page,
}) => {
  test.slow();
  await stubWindowOpen(page);
  await page.goto("/privacy");
  await page.evaluate((key) => {
    const start = Date.UTC(2025, 2, 3, 11, 0);
    const donations = Array.from({ length: 10_000 }, (_, index) => ({
      name: `Donation ${index + 1}`,
      amount: (index % 100) + 1,
      message: index % 3 === 0 ? `Message number ${index + 1}` : undefined,
      timestamp: start - index * 60_000,
    }));
    localStorage.setItem(key, JSON.stringify(donations));
  }, KEY);

  await page.goto("/donor-wall");
  await hydrated(page);
  await expect(page.getByText("10,000 donations")).toBeVisible();
  await expect(page.getByText("£505,000")).toBeVisible();
  // The newest first, in stored order, each with every field.
  const entries = page.getByRole("region", { name: "Donations" }).getByRole("listitem");
  await expect(entries.first()).toContainText("Donation 1");
  await expect(entries.first()).toContainText("£1");
  await expect(entries.first()).toContainText("“Message number 1”");
  await expect(entries.first()).toContainText(/3 March 2025 at \d{2}:00/);
  await expect(entries.nth(1)).toContainText("Donation 2");
  const before = await entries.count();
  expect(before).toBeLessThan(10_000);
  await page.getByRole("button", { name: /Show 200 more/ }).click();
  await expect(entries).toHaveCount(before + 200);

  await page.goto("/donate");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "View all 10,000 donations" })).toBeVisible();
  const form = donationForm(page);
  await (await fillDonation(form, { name: "Ten Thousand And One", wall: true })).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
    "Your name will appear on our donor wall.",
  );
  await expect(page.getByRole("link", { name: "View all 10,001 donations" })).toBeVisible();

  await page.goto("/donor-wall");
  await hydrated(page);
  await expect(page.getByText("10,001 donations")).toBeVisible();
  await expect(page.getByText("£505,025")).toBeVisible();
  await expect(entries.first()).toContainText("Ten Thousand And One");
  await expect(entries.nth(1)).toContainText("Donation 1");
});

test("storage switched off entirely: pages work and donating still goes ahead", async ({
  page,
}) => {
  await stubWindowOpen(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await page.goto("/donor-wall");
  await hydrated(page);
  await expect(page.getByText(emptyDonorWallCopy.title)).toBeVisible();

  await page.goto("/donate");
  await hydrated(page);
  const button = await fillDonation(donationForm(page), { amount: "5", name: "Ann", wall: true });
  await button.click();
  const banner = page.getByRole("status").filter({ hasText: "Thank you" });
  await expect(banner).toContainText("Thank you for your donation of £5!");
  await expect(banner).toContainText("We could not keep your donor-wall entry");
});

test("site data blocked: no page throws, links and back work, and a donation says its entry was not kept", async ({
  page,
  consoleGuard,
}) => {
  test.slow();
  // As Chromium answers a page when the visitor blocks all site data: both
  // storages refuse to be read at all, before any of the page's scripts run.
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            "SecurityError",
          );
        },
      });
    }
  });
  await stubWindowOpen(page);
  // The not-found pages log the path they were asked for (the spec).
  consoleGuard.allow(/404: no page at|status of 404/);
  // One product of each layout stands for the rest (tests/e2e/pages.ts).
  for (const path of [...layoutPaths, "/nowhere", "/shop/nowhere"]) {
    await page.goto(path);
    await hydrated(page);
    // The uncaught errors are caught by the fixture; the blocked storage really is blocked.
    expect(await page.evaluate(() => window.sessionStorage).catch(() => "refused"), path).toBe(
      "refused",
    );
  }
  // Client-side: a link scrolls to the top, back restores where the visitor was.
  await page.goto("/");
  await hydrated(page);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const left = await page.evaluate(() => window.scrollY);
  await page.getByRole("banner").getByRole("link", { name: "Shop", exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  await page.goto("/donate");
  await hydrated(page);
  const button = await fillDonation(donationForm(page), { name: "Ann", wall: true });
  await button.click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
    "We could not keep your donor-wall entry",
  );
});

test("a corrupt stored value is kept aside, never overwritten, and the wall carries on", async ({
  page,
}) => {
  await stubWindowOpen(page);
  await page.goto("/privacy");
  await page.evaluate((key) => localStorage.setItem(key, "{not json"), KEY);
  await page.goto("/donate");
  await hydrated(page);
  await (await fillDonation(donationForm(page), { amount: "7", name: "Ann", wall: true })).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
    "Your name will appear on our donor wall.",
  );

  const storage = await page.evaluate(() => ({ ...localStorage }));
  const kept = Object.entries(storage).filter(([key]) =>
    key.startsWith("picnicky:donors:unreadable:"),
  );
  expect(kept.map(([, value]) => value)).toEqual(["{not json"]);
  expect(JSON.parse(storage[KEY] ?? "[]")).toEqual([
    expect.objectContaining({ name: "Ann", amount: 7 }),
  ]);
});
