import type { Page } from "@playwright/test";
import { donateFaqs, shopFaqs } from "../../src/content/faqs";
import { products } from "../../src/content/products";
import { site } from "../../src/content/site";
import { expect, hydrated, test } from "./fixtures";

// Islands are handed the values they show as props by their page, or read a
// module of those values alone, and import no content module (decision 067): a
// visitor's browser downloads none of the picnic's other words with an island's
// code. Every script a page fetches, once each of its islands has started, is
// read for words only other pages or the pre-rendered HTML show.
const otherWords = [
  ...[...donateFaqs, ...shopFaqs].map((faq) => faq.answer),
  site.mission,
  ...(site.hospice ? [site.hospice.text] : []),
];

/** The text of every script `path` fetches, by its path, once its islands have started. */
async function fetchedScripts(page: Page, path: string) {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.set(url.pathname, response.text());
  });
  await page.goto(path);
  await hydrated(page);
  expect(scripts.size, "the islands' code").toBeGreaterThan(0);
  return scripts;
}

for (const path of ["/donate", "/about", "/donor-wall", "/privacy"]) {
  test(`${path}: the islands' code carries none of the picnic's other words`, async ({ page }) => {
    for (const [script, text] of await fetchedScripts(page, path)) {
      const code = await text;
      for (const words of otherWords) expect(code, `${script}: "${words}"`).not.toContain(words);
    }
  });
}

// The shop's islands: the filter is handed what the cards show, a product's
// order what its e-mail names. No script carries a product's own page's words,
// nor, on a product's page, another product. Picked by what they are, a garment
// (the order's pickers) and one that is not, so any picnic's shop has them.
const garment = products.find((product) => product.productType != null);
const other = products.find((product) => product.productType == null);
const shopPages = [
  { path: "/shop", shown: products },
  ...[garment, other].flatMap((product) =>
    product ? [{ path: `/shop/${product.id}`, shown: [product] }] : [],
  ),
];

for (const { path, shown } of shopPages) {
  test(
    `${path}: the shop's code carries none of the picnic's other words, nor products it does not show`,
    {
      tag: "@content",
    },
    async ({ page }) => {
      const notShown = products.filter((product) => !shown.includes(product));
      const words = [
        ...otherWords,
        site.emails.info,
        ...products.map((product) => product.description),
        ...notShown.map((product) => product.name),
      ];
      for (const [script, text] of await fetchedScripts(page, path)) {
        const code = await text;
        for (const word of words) expect(code, `${script}: "${word}"`).not.toContain(word);
      }
    },
  );
}
