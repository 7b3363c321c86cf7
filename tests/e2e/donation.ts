import { expect, type Locator, type Page } from "@playwright/test";
import { donationFormContent } from "../../src/content/donate-words";
import { site } from "../../src/content/site";
import { giftAidLine } from "../../src/lib/donation";
import { hydrated } from "./fixtures";

// What the donation journeys share, in Chromium (`page`) and in the other
// engines (`tab`, whose `addInitScript` takes the same function).

export const DONATIONS_KEY = "picnicky:donors";
export const WALL_BOX = "Show my donation on the donor wall";

export type Opened = { url: string; target?: string };
type OpenRecord = { __opened: Opened[]; __tabs: { opener: unknown }[] };

/**
 * Run in the page before its own scripts: `window.open` records what the site
 * opens instead of opening it (the charity's page is on another site), and
 * answers `null` as a pop-up blocker does when `blocked`. Self-contained, as
 * it is sent to the browser as text.
 */
export function recordWindowOpen(blocked: boolean) {
  const record = window as unknown as OpenRecord;
  record.__opened = [];
  record.__tabs = [];
  window.open = (url?: string | URL, target?: string) => {
    record.__opened.push({ url: String(url), target });
    if (blocked) return null;
    const tab = { opener: window as unknown };
    record.__tabs.push(tab);
    return tab as unknown as Window;
  };
}

export async function stubWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript(recordWindowOpen, blocked);
}

/** What the site has opened since the page loaded. */
export const opened = (page: Page) =>
  page.evaluate(() => (window as unknown as OpenRecord).__opened);

/** The `opener` of the first tab opened, which the site must have cut. */
export const firstTabOpener = (page: Page) =>
  page.evaluate(() => (window as unknown as OpenRecord).__tabs[0]?.opener);

export const storedDonors = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown, DONATIONS_KEY);

/** The charity's donation page, with the amount in each of its three parameters. */
export function expectDonationUrl(url: string, amount: string) {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(site.donationPageUrl);
  for (const name of ["preset_amount", "amount", "donation_amount"]) {
    expect(parsed.searchParams.get(name), name).toBe(amount);
  }
}

export const donationForm = (page: Page) => page.getByRole("form", { name: "Donation" });

/** The content's Gift Aid line of an amount, as the form says it under the amounts. */
export const giftAidFor = (amount: number) =>
  giftAidLine(donationFormContent.giftAidLines.chosen, amount, donationFormContent.giftAidPercent);

/**
 * Donate on a phone (375×812), its form started, `window.open` recorded (or
 * refused, as a pop-up blocker would): the donation form.
 */
export async function donateOnAPhone(page: Page, { blocked = false } = {}) {
  await page.setViewportSize({ width: 375, height: 812 });
  await stubWindowOpen(page, { blocked });
  await page.goto("/donate");
  await hydrated(page);
  return donationForm(page);
}

type Gift = { amount?: string; name?: string; message?: string; wall?: boolean };

/**
 * Fills the donation form as a visitor types into it (each field only when
 * given) and returns the button it should now show: "Donate £{amount}", £25
 * being the preset chosen when no amount is typed.
 */
export const MORE = donationFormContent.detailsLabel;

/** Opens the form's folded fields (name, message, dedication, wall), as a visitor would. */
export async function openMore(form: Locator) {
  const more = form.locator("details");
  if (!(await more.evaluate((details: HTMLDetailsElement) => details.open))) {
    await form.getByText(MORE).click();
  }
}

export async function fillDonation(form: Locator, { amount, name, message, wall }: Gift) {
  if (amount !== undefined) {
    await form.getByRole("textbox", { name: "Or enter another amount" }).fill(amount);
  }
  if (name !== undefined || message !== undefined || wall) await openMore(form);
  if (name !== undefined) {
    await form.getByRole("textbox", { name: "Your name (optional)" }).fill(name);
  }
  if (message !== undefined) {
    await form.getByRole("textbox", { name: "Message (optional)" }).fill(message);
  }
  if (wall) await form.getByRole("checkbox", { name: WALL_BOX }).check();
  return form.getByRole("button", { name: `Donate £${amount ?? "25"}` });
}

/** What the form says under Donate: whom the gift goes to, by name and number (issue 47). */
export const OPENS = site.charity
  ? `${site.charity.name}, registered charity no. ${site.charity.number}, takes your gift on its secure page, which opens in a new tab.`
  : "Opens the charity's secure page in a new tab.";

/** The thank-you's first words: where to finish the gift. */
export const FINISH = site.charity
  ? `Finish your gift on ${site.charity.name}'s donation page.`
  : "Finish your gift on the charity's page.";
