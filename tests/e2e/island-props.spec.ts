import { donateFaqs, shopFaqs } from "../../src/content/faqs";
import { site } from "../../src/content/site";
import { expect, hydrated, test } from "./fixtures";

// Islands are handed the values they show as props by their page, and import
// no content module (decision 067): a visitor's browser downloads none of the
// picnic's other words with an island's code. Every script a page fetches,
// once each of its islands has started, is read for words only other pages
// or the pre-rendered HTML show.
const otherWords = [
  ...[...donateFaqs, ...shopFaqs].map((faq) => faq.answer),
  site.mission,
  ...(site.hospice ? [site.hospice.text] : []),
];

for (const path of ["/donate", "/about", "/donor-wall", "/privacy"]) {
  test(`${path}: the islands' code carries none of the picnic's other words`, async ({ page }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith(".js")) scripts.set(url.pathname, response.text());
    });
    await page.goto(path);
    await hydrated(page);
    expect(scripts.size, "the islands' code").toBeGreaterThan(0);
    for (const [script, text] of scripts) {
      const code = await text;
      for (const words of otherWords) expect(code, `${script}: "${words}"`).not.toContain(words);
    }
  });
}
