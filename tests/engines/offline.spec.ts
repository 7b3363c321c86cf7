import { event } from "../../src/content/event";
import { clothing } from "../e2e/pages";
import { expect, test } from "./fixtures";

test("the service worker activates after one visit, and then the site works with no signal", async ({
  tab,
}) => {
  await tab.goto("/");
  await tab.hydrated();
  await tab.waitFor(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (
      registration?.active?.state === "activated" &&
      navigator.serviceWorker.controller?.scriptURL === new URL("/sw.js", location.href).href
    );
  });

  tab.setOffline(true);
  // A page this visitor never opened, from the service worker's cache.
  const product = clothing.at(-1)!;
  await tab.goto(`/shop/${product.id}`);
  await tab.hydrated();
  await expect.poll(() => tab.getByRole("heading", { level: 1 }).texts()).toEqual([product.name]);
  await tab.getByRole("contentinfo").getByRole("link", { name: "Event Details" }).click();
  await expect.poll(() => tab.path()).toBe("/event");
  // The schedule's heading follows the picnic's state; the page's own heading and the schedule do not.
  await expect.poll(() => tab.getByRole("heading", { level: 1 }).texts()).toEqual([event.name]);
  expect(await tab.getByText(event.schedule[1]!.title).count()).toBeGreaterThan(0);
});
