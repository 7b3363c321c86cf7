import { describe, expect, it } from "vitest";
import { unreadable } from "./content-check";

describe("a file of content the check cannot read", () => {
  it("is named, with why and how to put it right; one that reads is not", () => {
    expect(unreadable("content/fundraising.json", '{\n  "raised": 6420,\n')).toMatch(
      /^content\/fundraising\.json could not be read: it is not JSON \(.+\)\. Its screen shows empty fields, .*git checkout content\/fundraising\.json/,
    );
    expect(unreadable("content/site.json", undefined)).toMatch(
      /^content\/site\.json could not be read: there is no such file/,
    );
    expect(unreadable("content/site.json", '{ "brand": "Bluebell Tea" }')).toBeNull();
  });
});
