// The editor (decision 029) saves a field it emptied as "": the content reads
// it as none, as the file would say by hand (null), not as words to refuse;
// an emptied list or part of a product (decision 029) as left out.
import { afterEach, expect, it, vi } from "vitest";
import picnic from "../../content/event.json" with { type: "json" };
import chosen from "../../content/photos.json" with { type: "json" };
import shop from "../../content/shop.json" with { type: "json" };

afterEach(() => {
  vi.doUnmock("../../content/event.json");
  vi.doUnmock("../../content/photos.json");
  vi.doUnmock("../../content/shop.json");
  vi.resetModules();
});

it("reads a notice and a new date the editor emptied as none", async () => {
  vi.doMock("../../content/event.json", () => ({
    default: { ...picnic, notice: "", newDate: "" },
  }));
  vi.resetModules();
  const { event } = await import("./event");
  expect(event).toMatchObject({ notice: null, newDate: null });
});

it("shows the artwork for a place whose photo the editor removed", async () => {
  vi.doMock("../../content/photos.json", () => ({
    default: { ...chosen, hero: { file: "", alt: "", credit: "" } },
  }));
  vi.resetModules();
  const { photos } = await import("./photos");
  expect(photos.hero).toBeNull();
});

it("reads a product's parts the editor emptied as none", async () => {
  const [first, ...rest] = shop.products;
  vi.doMock("../../content/shop.json", () => ({
    default: {
      ...shop,
      products: [
        { ...first, productType: "", contains: [], white: { image: "", imageAlt: "" } },
        ...rest,
      ],
    },
  }));
  vi.resetModules();
  const { products } = await import("./products");
  expect(products[0]).not.toHaveProperty("productType");
  expect(products[0]).not.toHaveProperty("contains");
  expect(products[0]).not.toHaveProperty("white");
  const { contentErrors } = await import("./validate");
  expect(contentErrors()).toEqual([]);
});
