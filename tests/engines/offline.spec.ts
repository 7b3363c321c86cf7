import { event } from "../../src/content/event";
import { defaultColour } from "../../src/content/products";
import { clothing, preOrderSubject, sizeTwoOn } from "../e2e/pages";
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

  // Beyond the pages a visitor needs at the picnic, the worker keeps the pages visited.
  const product = clothing.at(-1)!;
  await tab.goto(`/shop/${product.id}`);
  await expect.poll(() => tab.getByRole("heading", { level: 1 }).texts()).toEqual([product.name]);

  tab.setOffline(true);
  // With no signal, a script the worker does not keep cannot load, and the
  // page is the plain HTML it was built as, which works. The worker keeps
  // the islands' code as pages use it, so the pickers' code of a page whose
  // pickers were never touched is not there (Astro says so once a touch asks for it). In WebKit
  // the site's own script does not load either: the worker keeps no copy of
  // it (the first visit fetched it before the worker took charge), and
  // unlike Firefox, WebKit here has none of its own to fall back on.
  tab.allow(/^console\.error on \/shop\/[^:]+: \[astro-island\] Error hydrating /);
  if (tab.engine === "webkit") tab.allow(/^failed to load on \/(shop\/[^:]+|event): <script> /);
  // The page this visitor opened, from the service worker's cache.
  await tab.goto(`/shop/${product.id}`);
  await expect.poll(() => tab.getByRole("heading", { level: 1 }).texts()).toEqual([product.name]);
  const size = tab.getByRole("group", { name: "Size" });
  await size.getByText(sizeTwoOn).click();
  await expect
    .poll(() => size.getByRole("radio", { name: sizeTwoOn }).property("checked"))
    .toBe(true);
  const preOrder = tab.getByRole("link", { name: "Pre-Order Now" });
  await expect
    .poll(async () => decodeURIComponent((await preOrder.attribute("href")) ?? ""))
    .toContain(preOrderSubject(product, sizeTwoOn, defaultColour));
  await tab.getByRole("contentinfo").getByRole("link", { name: "Event Details" }).click();
  await expect.poll(() => tab.path()).toBe("/event");
  // The schedule's heading follows the picnic's state; the page's own heading and the schedule do not.
  await expect.poll(() => tab.getByRole("heading", { level: 1 }).texts()).toEqual([event.name]);
  expect(await tab.getByText(event.schedule[1]!.title).count()).toBeGreaterThan(0);
});
