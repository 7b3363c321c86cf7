import {
  expectDonationUrl,
  FINISH,
  MORE,
  recordWindowOpen,
  WALL_BOX,
  type Opened,
} from "../e2e/donation";
import { expect, test } from "./fixtures";

type Recorder = Window & { __opened: Opened[]; __tabs: Array<{ opener: unknown }> };

/**
 * Run in the page: whether the donation form's island has not started yet
 * (Astro marks an island `ssr` until it has hydrated).
 */
const donationFormWaiting = () =>
  [...document.querySelectorAll("astro-island[ssr] form")].some(
    (form) => form.getAttribute("aria-label") === "Donation",
  );

test("a donation: preset, name, wall box, Donate, the charity's page with the amount, thanks, the wall entry, and a fresh form 5 s later", async ({
  tab,
}) => {
  await tab.setViewport(375, 740);
  tab.addInitScript(recordWindowOpen, false);
  await tab.goto("/donate");
  await tab.hydrated();

  const form = tab.getByRole("form", { name: "Donation" });
  // The radio itself is visually hidden; its label is what a visitor clicks.
  await form.getByText("£50").click();
  await expect.poll(() => form.getByRole("radio", { name: "£50" }).property("checked")).toBe(true);
  await form.getByText(MORE).click();
  await form.getByRole("textbox", { name: "Your name (optional)" }).type("Ann Example");
  await form.getByRole("checkbox", { name: WALL_BOX }).click();
  await form.getByRole("button", { name: "Donate £50" }).click();

  const thanks = form.getByRole("status");
  // The wall's line joins the thanks once the entry is kept, a moment later.
  await expect
    .poll(() => thanks.texts())
    .toEqual([
      expect.stringMatching(
        new RegExp(
          `^${FINISH.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*Thank you for your donation of £50!.*Your name will appear on our donor wall\\.`,
        ),
      ),
    ]);
  await tab.screenshot("donate-thanks-375");
  // Donate gave way to the thank-you, not greyed out under it (issue 40).
  expect(await form.getByRole("button", { name: /^Donate/ }).count()).toBe(0);

  // Then something to do: these engines have no share sheet on a desktop, so WhatsApp
  // (a plain link) and Copy link, which says what became of the copy.
  const next = tab.getByRole("group", { name: "Tell your friends about the picnic" });
  expect(await next.getByRole("button", { name: "Share the picnic" }).count()).toBe(0);
  expect(
    await next.getByRole("link", { name: "WhatsApp (opens in a new tab)" }).attribute("href"),
  ).toMatch(/^https:\/\/wa\.me\/\?text=/);
  await next.getByRole("button", { name: "Copy link" }).click();
  await expect.poll(() => next.getByRole("status").texts()).toEqual(["Link copied"]);
  expect(await next.getByRole("button", { name: "Link copied" }).count()).toBe(1);

  const opened = await tab.evaluate(() => (window as unknown as Recorder).__opened);
  expect(opened).toHaveLength(1);
  expect(opened[0]?.target).toBe("_blank");
  expectDonationUrl(opened[0]?.url ?? "", "50");
  expect(await tab.evaluate(() => (window as unknown as Recorder).__tabs[0]?.opener)).toBeNull();

  // Five seconds later the thanks go and the form is ready for the next gift.
  await expect
    .poll(() => form.getByText(/^Thank you for your donation/).count(), { timeout: 10_000 })
    .toBe(0);
  expect(await form.getByRole("radio", { name: "£25" }).property("checked")).toBe(true);
  expect(await form.getByRole("button", { name: "Donate £25" }).count()).toBe(1);
  expect(await form.getByRole("textbox", { name: "Your name (optional)" }).property("value")).toBe(
    "",
  );

  await form.getByRole("link", { name: "donor wall" }).click();
  await expect.poll(() => tab.path()).toBe("/donor-wall");
  await expect
    .poll(() => tab.getByRole("region", { name: "Donations" }).getByRole("listitem").texts())
    .toEqual([expect.stringMatching(/Ann Example.*£50/)]);
});

test("a first tap on Donate, before the form has started, gives once and says thank you", async ({
  tab,
}) => {
  await tab.setViewport(375, 740);
  tab.addInitScript(recordWindowOpen, false);
  await tab.goto("/donate");
  // Its code comes after load (the form is near the screen), and it waits for the visitor.
  await tab.settled();
  expect(await tab.evaluate(donationFormWaiting)).toBe(true);
  const form = tab.getByRole("form", { name: "Donation" });
  await form.getByRole("button", { name: "Donate £25" }).click();
  await expect.poll(() => form.getByText("Thank you for your donation of £25!").count()).toBe(1);
  const opened = await tab.evaluate(() => (window as unknown as Recorder).__opened);
  expect(opened).toHaveLength(1);
  expectDonationUrl(opened[0]?.url ?? "", "25");
});

test("before the form starts, an amount typed goes in all three of the charity page's parameters", async ({
  tab,
}) => {
  await tab.goto("/donate");
  // What the form sends, read as the browser builds it (the inline script after
  // the form fills it in, decision 035), with the form still plain HTML.
  expect(await tab.evaluate(donationFormWaiting)).toBe(true);
  const sent = await tab.evaluate(() => {
    const label = [...document.querySelectorAll("label")].find((element) =>
      element.textContent?.startsWith("Or enter another amount"),
    );
    const field = label?.control;
    if (!(field instanceof HTMLInputElement) || !field.form) return null;
    field.value = "£1,012.5";
    return [...new FormData(field.form)].map(([name, value]) => `${name}=${String(value)}`);
  });
  expect(sent).toEqual(
    expect.arrayContaining(["preset_amount=1012.50", "amount=1012.50", "donation_amount=1012.50"]),
  );
  expect(sent).toHaveLength(3);
});

test("a gift in memory of someone: their name asked for, named in the thanks, on the wall, and the wall's view of dedicated gifts", async ({
  tab,
}) => {
  tab.addInitScript(recordWindowOpen, false);
  await tab.goto("/donate");
  await tab.hydrated();

  const form = tab.getByRole("form", { name: "Donation" });
  // By keyboard, the arrows move between the amounts, and the chosen chip shows its ring.
  const amount = (name: string) => form.getByRole("radio", { name });
  await amount("£25").focus();
  await tab.press("ArrowRight");
  await expect.poll(() => amount("£50").property("checked")).toBe(true);
  await expect.poll(() => amount("£50").showsRing()).toBe(true);
  expect(await amount("£25").showsRing()).toBe(false);
  await tab.press("ArrowLeft");
  await expect.poll(() => amount("£25").showsRing()).toBe(true);
  expect(await amount("£50").showsRing()).toBe(false);

  const theirName = form.getByRole("textbox", { name: "Their name" });
  await form.getByText(MORE).click();
  expect(await theirName.count()).toBe(0);
  await form.getByText("In memory of").click();
  await expect.poll(() => theirName.count()).toBe(1);
  expect(await form.getByRole("button", { name: "Donate £25" }).property("disabled")).toBe(true);
  await theirName.type("Rose Ellery");
  await form.getByRole("checkbox", { name: WALL_BOX }).click();
  await form.getByRole("button", { name: "Donate £25" }).click();

  await expect
    .poll(() => form.getByRole("status").texts())
    .toEqual([
      expect.stringContaining("Thank you for your donation of £25 in memory of Rose Ellery!"),
    ]);
  await tab.screenshot("donate-dedication-thanks");
  await expect
    .poll(() =>
      tab.getByRole("region", { name: "Gifts from this device" }).getByRole("listitem").texts(),
    )
    .toEqual(["Anonymous£25In memory of Rose Ellery"]);

  await form.getByRole("link", { name: "donor wall" }).click();
  await expect.poll(() => tab.path()).toBe("/donor-wall");
  const entries = tab.getByRole("region", { name: "Donations" }).getByRole("listitem");
  await expect
    .poll(() => entries.texts())
    .toEqual([expect.stringMatching(/^AnonymousIn memory of Rose Ellery£25/)]);
  await tab
    .getByRole("group", { name: "Show" })
    .getByRole("button", { name: "In memory or in honour" })
    .click();
  await expect.poll(() => tab.path()).toBe("/donor-wall?show=dedicated");
  await expect.poll(() => entries.count()).toBe(1);
});
