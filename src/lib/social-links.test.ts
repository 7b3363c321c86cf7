import { describe, expect, it } from "vitest";
import { ownNetworkPages, ownPage } from "./social-links";

describe("ownPage", () => {
  it("keeps a page of the organisers' own on a network", () => {
    for (const href of [
      "https://www.facebook.com/picnicky",
      "https://www.facebook.com/profile.php?id=100000000000001",
      "https://x.com/picnicky/",
      "https://twitter.com/picnicky",
      "https://www.instagram.com/picnicky/",
      "https://facebook.example.org/picamara",
    ]) {
      expect(ownPage(href)).toBe(href);
    }
  });

  it("drops a network's front page, its own pages, and nothing", () => {
    for (const href of [
      "https://www.facebook.com/",
      "https://www.facebook.com",
      "https://twitter.com/",
      "https://x.com/home",
      "https://x.com/?lang=en",
      "https://www.instagram.com/accounts/login/",
      "https://www.instagram.com/explore/",
      "https://www.facebook.com/sharer/sharer.php?u=https://picnicky.example",
      "not an address",
      "",
      null,
      undefined,
    ]) {
      expect(ownPage(href)).toBeNull();
    }
  });
});

describe("ownNetworkPages", () => {
  it("lists, in the footer's order, only the networks with a page of the organisers' own", () => {
    expect(
      ownNetworkPages({
        instagram: "https://www.instagram.com/picnicky/",
        twitter: "https://twitter.com/",
        facebook: "https://www.facebook.com/picnicky",
      }),
    ).toEqual([
      { key: "facebook", label: "Facebook", href: "https://www.facebook.com/picnicky" },
      { key: "instagram", label: "Instagram", href: "https://www.instagram.com/picnicky/" },
    ]);
    expect(ownNetworkPages(null)).toEqual([]);
  });
});
