import type { Page } from "@playwright/test";
import { categories, defaultColour, defaultSize, products } from "../../src/content/products";
import { preOrderDelivery, preOrderDeliveryAfter } from "../../src/content/pre-order-delivery";
import { site } from "../../src/content/site";
import { formatPrice } from "../../src/lib/format";
import { setSaving } from "../../src/lib/shop";
import { expect, hydrated, test } from "./fixtures";
import { day, fortyDaysBefore } from "./moments";
import { clothing, clothingCategory, nextColour, preOrderSubject, sizeTwoOn } from "./pages";

const filterGroup = (page: Page) => page.getByRole("group", { name: "Filter by category" });
const productGrid = (page: Page) =>
  page.getByRole("region", { name: "Products" }).getByRole("list").first();
const cardNames = (page: Page) => productGrid(page).getByRole("heading", { level: 3 });

const namesIn = (category: string) =>
  products.filter((product) => product.category === category).map((product) => product.name);
const allNames = products.map((product) => product.name);

async function expectFilter(page: Page, label: string, names: string[]) {
  await expect(filterGroup(page).getByRole("button", { name: label, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(filterGroup(page).getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(cardNames(page)).toHaveText(names);
}

test.describe("shop list", () => {
  test("filters by each category, keeps it in the URL, and back restores the previous one", async ({
    page,
  }) => {
    await page.goto("/shop");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop for a Cause");
    await expectFilter(page, "All", allNames);

    for (const { label, id } of categories) {
      await filterGroup(page).getByRole("button", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/shop\\?category=${id}$`));
      await expectFilter(page, label, namesIn(id));
    }

    await filterGroup(page).getByRole("button", { name: "All" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expectFilter(page, "All", allNames);

    // Browser back walks through the filters in reverse.
    const [beforeLast, last] = categories.slice(-2);
    await page.goBack();
    await expect(page).toHaveURL(`/shop?category=${last!.id}`);
    await expectFilter(page, last!.label, namesIn(last!.id));
    await page.goBack();
    await expect(page).toHaveURL(`/shop?category=${beforeLast!.id}`);
    await expectFilter(page, beforeLast!.label, namesIn(beforeLast!.id));

    await page.reload();
    await hydrated(page);
    await expectFilter(page, beforeLast!.label, namesIn(beforeLast!.id));
  });

  test("choosing a category does not jump to the top of the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/shop");
    await hydrated(page);
    const category = filterGroup(page).getByRole("button", { name: clothingCategory.label });
    await page.evaluate(() => window.scrollTo(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await category.click();
    await expect(page).toHaveURL(`/shop?category=${clothingCategory.id}`);
    await expect(cardNames(page)).toHaveText(namesIn(clothingCategory.id));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test("a category in the address shows only it, with no hydration error", async ({ page }) => {
    await page.goto(`/shop?category=${clothingCategory.id}`);
    await hydrated(page);
    await expectFilter(page, clothingCategory.label, namesIn(clothingCategory.id));
  });

  test("an unknown category shows everything", async ({ page }) => {
    await page.goto("/shop?category=hats");
    await hydrated(page);
    await expectFilter(page, "All", allNames);
  });

  test(
    "offers bulk orders by email and answers questions",
    { tag: "@content" },
    async ({ page }) => {
      await page.goto("/shop");
      await hydrated(page);
      const bulk = page.getByRole("link", { name: "Contact for Bulk Orders" });
      await expect(bulk).toHaveAttribute(
        "href",
        new RegExp(`^mailto:${site.emails.shop.replace(".", "\\.")}\\?subject=Bulk%20order`),
      );
      const question = page.getByText("What is your returns policy?");
      await question.click();
      await expect(page.getByText(/within 14 days of delivery/)).toBeVisible();
    },
  );
});

test.describe("product page", () => {
  test(
    "opens from the list; a size and colour chosen go into the pre-order email",
    {
      tag: "@content",
    },
    async ({ page }) => {
      const shirt = clothing[0]!;
      const price = formatPrice(shirt.price);
      await page.goto("/shop");
      await hydrated(page);
      await productGrid(page).getByRole("link", { name: shirt.name }).click();
      await expect(page).toHaveURL(`/shop/${shirt.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shirt.name);
      const details = page.getByRole("region", { name: shirt.name });
      await expect(details.getByText(price, { exact: true })).toBeVisible();
      await expect(
        page.getByText(`All proceeds go to support ${site.cause.name} research`),
      ).toBeVisible();

      const size = page.getByRole("group", { name: "Size" });
      const colour = page.getByRole("group", { name: "Colour" });
      await expect(size.getByRole("radio", { name: defaultSize, exact: true })).toBeChecked();
      await expect(colour.getByRole("radio", { name: defaultColour, exact: true })).toBeChecked();
      // Every chip reads as one to press: its edge at least 3:1 on its white (WCAG 1.4.11),
      // not a pale one that looks disabled; the chosen one filled (the fourth review).
      for (const group of [size, colour]) {
        const chips = await group.locator("label").evaluateAll((labels) =>
          labels.map((label) => {
            const style = getComputedStyle(label);
            const canvas = document.createElement("canvas");
            canvas.width = canvas.height = 1;
            const context = canvas.getContext("2d")!;
            const channel = (value: number) => {
              const c = value / 255;
              return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            };
            // The colour as painted on white, alpha and colour space resolved by the browser.
            const luminance = (colour: string) => {
              context.fillStyle = "#fff";
              context.fillRect(0, 0, 1, 1);
              context.fillStyle = colour;
              context.fillRect(0, 0, 1, 1);
              const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map(channel);
              return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
            };
            return {
              checked: label.querySelector("input")!.checked,
              edge: 1.05 / (luminance(style.borderTopColor) + 0.05),
              filled: style.backgroundColor !== "rgb(255, 255, 255)",
            };
          }),
        );
        for (const chip of chips) {
          expect(chip.edge).toBeGreaterThanOrEqual(3);
          expect(chip.filled).toBe(chip.checked);
        }
      }

      // By keyboard: the default size and two on, then the default colour and the next.
      await size.getByRole("radio", { name: defaultSize, exact: true }).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(size.getByRole("radio", { name: sizeTwoOn, exact: true })).toBeChecked();
      await page.keyboard.press("Tab");
      await expect(colour.getByRole("radio", { name: defaultColour, exact: true })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(colour.getByRole("radio", { name: nextColour, exact: true })).toBeChecked();
      // The picture follows the colour.
      await expect(page.getByRole("img", { name: shirt.white?.imageAlt })).toBeVisible();
      await expect(page.getByRole("img", { name: shirt.imageAlt })).toBeHidden();

      const preOrder = page.getByRole("link", { name: "Pre-Order Now" });
      const href = (await preOrder.getAttribute("href")) ?? "";
      expect(href.startsWith(`mailto:${site.emails.shop}?`)).toBe(true);
      const decoded = decodeURIComponent(href);
      expect(decoded).toContain(preOrderSubject(shirt, sizeTwoOn, nextColour));
      expect(decoded).toContain(`Size: ${sizeTwoOn}`);
      expect(decoded).toContain(`Colour: ${nextColour}`);
    },
  );

  test("shows no pickers for a product without sizes, and suggests three others", async ({
    page,
  }) => {
    // A product with neither sizes nor contents (the sample's second such is its water bottle).
    const plain = products.filter((product) => !product.productType && !product.contains);
    const product = plain[1] ?? plain[0]!;
    await page.goto(`/shop/${product.id}`);
    await hydrated(page);
    await expect(page.getByRole("radio")).toHaveCount(0);
    const related = page.getByRole("region", { name: "You may also like" });
    const names = related.getByRole("heading", { level: 3 });
    await expect(names).toHaveCount(3);
    await expect(names).not.toContainText([product.name]);
    // Never one card alone on a row: one column on a phone, all in one row from md (decision 028).
    const cards = related.getByRole("article");
    const edges = async (width: number, edge: "x" | "y") => {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
      return new Set(boxes.map((box) => Math.round(box![edge]))).size;
    };
    expect(await edges(375, "x"), "one column at 375").toBe(1);
    expect(await edges(1280, "y"), "one row at 1280").toBe(1);

    // The second suggestion, as the sample's tote bag is.
    const second = await names.nth(1).textContent();
    const suggested = products.find((item) => item.name === second)!;
    await related.getByRole("link", { name: suggested.name }).click();
    await expect(page).toHaveURL(`/shop/${suggested.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(suggested.name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test(
    "a set states the saving worked out from the catalogue",
    {
      tag: "@content",
    },
    async ({ page }) => {
      const set = products.find((product) => product.contains !== undefined)!;
      const saving = setSaving(products, set)!;
      await page.goto(`/shop/${set.id}`);
      await expect(
        page.getByText(`Save ${formatPrice(saving.saving)} (${saving.percent}%)`, { exact: false }),
      ).toBeVisible();
      await expect(
        page.getByText(`items cost ${formatPrice(saving.separately)}`, { exact: false }),
      ).toBeVisible();
      await expect(page.getByText(/over 15%/)).toHaveCount(0);
    },
  );

  test("an unknown product answers 404 inside the site, and hydrates cleanly", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto("/shop/no-such-thing");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
    await expect(
      page.getByText("Sorry, we couldn't find the product you were looking for."),
    ).toBeVisible();
    // Over the words, the lone picnic basket the page not found shows (review 1).
    await expect(page.getByRole("main").locator("svg:has(use[href$='#basket'])")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page).toHaveTitle(`Product not found | ${site.brand}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await page.getByRole("main").getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop for a Cause");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter shows only the chosen category, pressed, and All shows everything again", async ({
    page,
  }) => {
    await page.goto("/shop");
    await expectFilter(page, "All", allNames);
    for (const { id, label } of categories) {
      await filterGroup(page).getByRole("button", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/shop\\?category=${id}#category-${id}$`));
      // What is pressed is what is shown.
      await expectFilter(page, label, namesIn(id));
      const count = namesIn(id).length;
      await expect(
        page.getByText(`Showing ${count} ${count === 1 ? "product" : "products"} in ${label}`),
      ).toBeVisible();
    }
    await filterGroup(page).getByRole("button", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\??$/);
    await expectFilter(page, "All", allNames);
    await expect(page.getByText(`Showing all ${allNames.length} products`)).toBeVisible();
  });

  test("an address with a category and no fragment shows that category, pressed (npm start and nginx)", async ({
    page,
  }) => {
    for (const { id, label } of categories) {
      await page.goto(`/shop?category=${id}`);
      await expectFilter(page, label, namesIn(id));
    }
    // Anything else in the query is not a category the page can show: all of them, All pressed.
    for (const query of ["category=hats", `category=${categories[0]!.id}&from=poster`]) {
      await page.goto(`/shop?${query}`);
      await expectFilter(page, "All", allNames);
    }
  });
});

test.describe("a piece of clothing with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  /** The address of the next navigation the page asks for (a mailto: one never loads). */
  async function nextNavigation(page: Page) {
    const session = await page.context().newCDPSession(page);
    await session.send("Page.enable");
    return new Promise<string>((resolve) =>
      session.once("Page.frameRequestedNavigation", ({ url }) => resolve(url)),
    );
  }

  for (const garment of clothing) {
    test(`${garment.productType}: the size and colour chosen reach Pre-Order Now's email, and the line under it says so`, async ({
      page,
    }) => {
      await page.goto(`/shop/${garment.id}`);
      await page.getByRole("group", { name: "Size" }).getByText(sizeTwoOn, { exact: true }).click();
      await page
        .getByRole("group", { name: "Colour" })
        .getByText(nextColour, { exact: true })
        .click();
      const note = page.getByText(/^Opens an email to our shop team/).filter({ visible: true });
      await expect(note).toHaveCount(1);
      await expect(note).toContainText(`for ${garment.name}, with the size and colour you chose.`);

      const navigation = nextNavigation(page);
      await page.getByRole("button", { name: "Pre-Order Now" }).click();
      const address = await navigation;
      expect(address).toMatch(new RegExp(`^mailto:${site.emails.shop}\\?`));
      const email = new URLSearchParams(address.slice(address.indexOf("?") + 1));
      expect(email.get("subject")).toBe(
        `Pre-order: ${garment.name}, ${formatPrice(garment.price)}`,
      );
      // The body is the form's fields, a line each, the choice as made.
      const lines = (email.get("body") ?? "").split(/\r?\n/).filter(Boolean);
      expect(lines).toEqual([
        `product=${garment.id}`,
        `size=${sizeTwoOn}`,
        `colour=${nextColour}`,
        "quantity=1",
      ]);
    });
  }
});

/** How many columns the shop's product cards stand in: the distinct left edges of the cards. */
async function columnsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/shop");
  await hydrated(page);
  const cards = productGrid(page).getByRole("article");
  await expect(cards).toHaveCount(products.length);
  const lefts = new Set<number>();
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box) lefts.add(Math.round(box.x));
  }
  return lefts.size;
}

test.describe("shop grid", () => {
  test("one column on a phone (375), two from medium (768), three from large (1280)", async ({
    page,
  }) => {
    expect(await columnsAt(page, 375)).toBe(1);
    expect(await columnsAt(page, 768)).toBe(2);
    expect(await columnsAt(page, 1280)).toBe(3);
  });

  test("on a phone each card shows its picture beside its name and price", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/shop");
    await hydrated(page);
    const [first] = products;
    if (!first) throw new Error("The content has no products");
    const card = productGrid(page).getByRole("article").first();
    const picture = await card.getByRole("img", { name: first.imageAlt }).boundingBox();
    const name = await card.getByRole("link", { name: first.name }).boundingBox();
    const price = await card.getByText(formatPrice(first.price), { exact: true }).boundingBox();
    if (!picture || !name || !price) throw new Error("The first card is not shown");
    // Beside: name and price start right of the picture, and the name starts within its height.
    expect(name.x).toBeGreaterThanOrEqual(picture.x + picture.width);
    expect(price.x).toBeGreaterThanOrEqual(picture.x + picture.width);
    expect(name.y).toBeLessThan(picture.y + picture.height);
  });

  test("the category filter is a named group inside the form", async ({ page }) => {
    await page.goto("/shop");
    const filters = filterGroup(page);
    await expect(filters).toBeVisible();
    await expect(filters.locator("xpath=ancestor::form")).toHaveCount(1);
    await expect(page.locator("form[role]")).toHaveCount(0);
  });
});

test(
  "the shop and each product say how a pre-order arrives, under Pre-Order Now",
  { tag: "@content" },
  async ({ page }) => {
    // Before the picnic: the usual words, never the ones for once it is over.
    await page.clock.setFixedTime(fortyDaysBefore());
    const line = page.locator("main [data-pre-order-delivery]").filter({ visible: true });
    await page.goto("/shop");
    if (!preOrderDelivery) {
      // Left empty by the organisers: nothing said.
      await expect(line).toHaveCount(0);
      return;
    }
    await expect(line).toHaveText(`How it arrives: ${preOrderDelivery}`);
    await page.goto(`/shop/${clothing[0]!.id}`);
    await expect(line).toHaveText(`How it arrives: ${preOrderDelivery}`);
    if (preOrderDeliveryAfter) {
      await expect(page.getByText(preOrderDeliveryAfter)).toBeHidden();
    }
    const button = await page.getByRole("link", { name: "Pre-Order Now" }).boundingBox();
    const said = await line.boundingBox();
    expect(said!.y).toBeGreaterThan(button!.y + button!.height);
    expect(said!.y - (button!.y + button!.height)).toBeLessThan(200);
  },
);

test(
  "once the picnic is over, the shop and each product say how a pre-order arrives then",
  { tag: "@content" },
  async ({ page }) => {
    await page.clock.setFixedTime(new Date(day(4, "12:00")));
    const line = page.locator("main [data-pre-order-delivery]").filter({ visible: true });
    // The organisers' words for then; where they left them empty, the usual ones all year.
    const after = preOrderDeliveryAfter ?? preOrderDelivery;
    for (const path of ["/shop", `/shop/${clothing[0]!.id}`]) {
      await page.goto(path);
      if (!after) {
        await expect(line).toHaveCount(0);
        continue;
      }
      await expect(line).toHaveText(`How it arrives: ${after}`);
      if (preOrderDeliveryAfter && preOrderDelivery !== preOrderDeliveryAfter) {
        // Collecting at the picnic is no longer said, to the eye or to a screen reader.
        await expect(page.getByText(preOrderDelivery!)).toBeHidden();
        await expect(page.getByRole("main")).not.toContainText(preOrderDelivery!, {
          useInnerText: true,
        });
      }
    }
  },
);

test.describe("the shop's pictures", () => {
  /** The element of the page's largest paint: its tag and, for a picture, its text alternative. */
  const largestPaint = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((found) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as { element?: Element | null }).element;
            found(`${element?.tagName.toLowerCase()} ${element?.getAttribute("alt") ?? ""}`.trim());
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );

  test("on a wide screen the largest paint is the first product's picture, asked for at once and first", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/shop");
    const [first] = products;
    if (!first) throw new Error("The content has no products");
    // The heading paints first; the picture, once in, is the largest.
    await expect.poll(() => largestPaint(page)).toBe(`img ${first.imageAlt}`);
    const picture = productGrid(page).getByRole("img", { name: first.imageAlt });
    await expect(picture).not.toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("fetchpriority", "high");
  });

  test("a picture the visitor cannot see yet is fetched only once it is shown: none of a category's view before it is chosen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/shop");
    const hidden = page.locator("main img").filter({ visible: false });
    // Every category's view is in the page, hidden until the address names it.
    expect(await hidden.count()).toBeGreaterThanOrEqual(products.length);
    for (const picture of await hidden.all()) {
      await expect(picture).toHaveAttribute("loading", "lazy");
    }
  });
});
