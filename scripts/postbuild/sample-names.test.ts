import { describe, expect, it } from "vitest";
import { renamedSamples, sampleNamesIn } from "./sample-names";

describe("the sample names in the built site", () => {
  it("are looked for once the organiser has renamed them", () => {
    expect(renamedSamples({ "site.brand": "PicNicky", "site.honoree": "Nicky" })).toEqual([]);
    expect(renamedSamples({ "site.brand": "Bluebell Tea", "site.honoree": "Rose" })).toEqual([
      "PicNicky",
      "Nicky",
    ]);
    // A brand that keeps the sample in it says it on purpose.
    expect(renamedSamples({ "site.brand": "PicNicky Essex", "site.honoree": "Rose" })).toEqual([
      "Nicky",
    ]);
  });

  it("are found anywhere, in any case, but in the donor wall's storage key", () => {
    const files = [
      { name: "index.html", text: '<a aria-label="PicNicky home">Rose</a>' },
      { name: "picnicky-2027.ics", text: "SUMMARY:Bluebell Tea" },
      { name: "assets/wall.js", text: 'const k="picnicky:donors",u=k+":unreadable:"' },
      { name: "about/index.html", text: "<p>Rose's Story</p>" },
    ];
    expect(sampleNamesIn(files, ["PicNicky", "Nicky"])).toEqual([
      'index.html: …<a aria-label="PicNicky home">Rose</a>…',
      "picnicky-2027.ics: the file's name",
    ]);
    expect(sampleNamesIn([{ name: "a.js", text: "nicky NICKY" }], ["Nicky"])).toEqual([
      "a.js (2 times): …nicky NICKY…",
    ]);
  });
});
