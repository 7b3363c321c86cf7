// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { photoSet as PhotoSetOf, ShownPhoto } from "#src/lib/photo-set";
import { site } from "#src/content/site";
import { Photo, PhotoGallery } from "./photo";
import { PortraitCaption } from "./portrait-caption";

type PhotoSet = { -readonly [K in keyof typeof PhotoSetOf]: (typeof PhotoSetOf)[K] };
/** No photo in any place: where each test starts, and what it leaves. */
const { set, noPhotos } = vi.hoisted(() => {
  const noPhotos = (): PhotoSet => ({
    hero: null,
    portrait: null,
    venue: null,
    giving: null,
    map: null,
    gallery: [],
  });
  return { set: noPhotos(), noPhotos };
});
vi.mock("#src/lib/photo-set", () => ({ photoSet: set }));
afterEach(() => Object.assign(set, noPhotos()));

/** A photo's copies at each width, as Astro's image pipeline names them. */
const copies = (name: string, format: string) =>
  [480, 960, 1440].map((w) => `/_astro/${name}.Ab12_w${w}.${format} ${w}w`).join(", ");

const shown = (name: string, credit?: string): ShownPhoto => ({
  alt: `The ${name} on the lawn`,
  ...(credit ? { credit } : {}),
  avif: copies(name, "avif"),
  webp: copies(name, "webp"),
  src: `/_astro/${name}.Ab12_w960.webp`,
  copies: { all: [], small: `/_astro/${name}.Ab12_w480.webp` },
  width: 1440,
  height: 960,
});

describe("Photo", () => {
  it("shows the photo in AVIF or WebP, with its alt text and size, loaded when near", () => {
    set.venue = shown("house", "Sam Lee");
    const { container } = render(<Photo slot="venue" sizes="100vw" />);
    const img = screen.getByRole("img", { name: "The house on the lawn" });
    expect(img).toHaveAttribute("width", "1440");
    expect(img).toHaveAttribute("height", "960");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    const sources = [...container.querySelectorAll("source")].map((source) => [
      source.type,
      source.getAttribute("srcset"),
      source.getAttribute("sizes"),
    ]);
    expect(sources).toEqual([
      ["image/avif", copies("house", "avif"), "100vw"],
      ["image/webp", copies("house", "webp"), "100vw"],
    ]);
    expect(img).toHaveAttribute("src", "/_astro/house.Ab12_w960.webp");
  });

  it("puts no credit under the picture: the credits are together at the foot of the page", () => {
    set.hero = shown("picnic", "Photo: Sam Lee");
    const { container } = render(<Photo slot="hero" sizes="100vw" frame="rounded-2xl" />);
    expect(screen.queryByText("Photo: Sam Lee")).toBeNull();
    expect(container.querySelector("figcaption")).toBeNull();
    const frame = container.querySelector("picture")?.parentElement;
    expect(frame).toHaveClass("aspect-[4/3]", "rounded-2xl");
  });

  it("fetches the page's main photo first and never lazily", () => {
    set.hero = shown("picnic");
    render(<Photo slot="hero" sizes="100vw" priority />);
    const img = screen.getByRole("img", { name: "The picnic on the lawn" });
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("loading");
  });

  it("shows the place's artwork, in the same box, while it has no photo", () => {
    const { container } = render(<Photo slot="venue" sizes="100vw" frame="rounded-2xl" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("use")).toHaveAttribute("href", "/images/art/places.svg#venue");
    expect(container.firstElementChild?.firstElementChild).toHaveClass(
      "aspect-[3/2]",
      "rounded-2xl",
    );
  });

  it("fills her place with her posy and her name under it, never with someone else's face", () => {
    set.venue = shown("house");
    set.hero = shown("picnic");
    const { container } = render(
      <Photo slot="portrait" sizes="100vw" caption={<PortraitCaption className="" />} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("use")).toHaveAttribute(
      "href",
      "/images/art/places.svg#portrait",
    );
    expect(container.querySelector("figcaption")).toHaveTextContent(site.honoree);
  });
});

describe("PhotoGallery", () => {
  it("shows past picnics under their heading", () => {
    set.gallery = [shown("games"), shown("raffle")];
    render(<PhotoGallery id="gallery" title="Past picnics" />);
    const gallery = screen.getByRole("region", { name: "Past picnics" });
    expect(gallery.querySelectorAll("li img")).toHaveLength(2);
    expect(screen.getByRole("img", { name: "The raffle on the lawn" })).toHaveAttribute(
      "loading",
      "lazy",
    );
  });

  it("leaves no empty section while there are none", () => {
    const { container } = render(<PhotoGallery id="gallery" title="Past picnics" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
