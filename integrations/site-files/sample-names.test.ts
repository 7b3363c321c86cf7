import { describe, expect, it } from "vitest";
import { samples, sampleWords } from "../../src/content/samples";
import { oldWords, sampleNamesIn } from "./sample-names";

/** The content's texts by field, with every sample in place and `changes` made. */
const contentWith = (changes: Record<string, string | undefined>) => {
  const fields = new Map(samples.map(({ field, value }) => [field, value]));
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) fields.delete(field);
    else fields.set(field, value);
  }
  return fields as ReadonlyMap<string, string>;
};

describe("the sample picnic's words in the built site", () => {
  it("are looked for once the organiser has replaced their field", () => {
    expect(oldWords(contentWith({}))).toEqual([]);
    const renamed = oldWords(contentWith({ "site.brand": "Bluebell Tea", "site.honoree": "Rose" }));
    expect(renamed).toEqual(expect.arrayContaining(["PicNicky", "Nicky"]));
    // A brand that keeps the sample in it says it on purpose.
    expect(
      oldWords(contentWith({ "site.brand": "PicNicky Essex", "site.honoree": "Rose" })),
    ).toEqual(["Nicky"]);
  });

  it("include the sample's own words of a replaced field, and of one left out", () => {
    const region = sampleWords.find(({ field }) => field === "event.venue.region")!;
    expect(oldWords(contentWith({ "event.venue.region": "Suffolk" }))).toContain(region.word);
    const cause = oldWords(contentWith({ "site.cause.name": "motor neurone disease" }));
    expect(cause).toEqual(
      expect.arrayContaining(["triple-negative breast cancer", "triple-negative"]),
    );
    expect(oldWords(contentWith({ "site.social.instagram": undefined }))).toEqual([
      "https://www.instagram.com/",
    ]);
  });

  it("are found in what a page says, through an HTML parser, in any case", () => {
    const files = [
      { name: "index.html", text: "<p>Rose&#x27;s friends, and Nicky&#x27;s</p>" },
      { name: "event/index.html", text: '<img alt="Picnic in ESSEX" src="/a.png">' },
      { name: "about/index.html", text: "<p>Rose's Story, by the Wessex choir</p>" },
    ];
    expect(sampleNamesIn(files, ["Nicky", "Essex"])).toEqual([
      "index.html: \"Nicky\" in …Rose's friends, and Nicky's…",
      'event/index.html: "Essex" in …Picnic in ESSEX /a.png…',
    ]);
  });

  it("are found in every other file and file name, but the donor wall's storage key", () => {
    const files = [
      { name: "picnicky-2027.ics", text: "SUMMARY:Bluebell Tea" },
      { name: "assets/wall.js", text: 'const k="picnicky:donors",u=k+":unreadable:"' },
      { name: "a.js", text: "picnicky PICNICKY" },
    ];
    expect(sampleNamesIn(files, ["PicNicky"])).toEqual([
      "picnicky-2027.ics: the file's name says PicNicky",
      'a.js (2 times): "PicNicky" in …picnicky PICNICKY…',
    ]);
  });

  it("match a sample's whole value, not the start of the organiser's own", () => {
    const facebook = samples.find(({ field }) => field === "site.social.facebook")!.value;
    const welcome = samples.find(({ field }) => field === "heroWelcome")!.value;
    const files = [
      {
        name: "index.html",
        text: `<a href="${facebook}bluebelltea">Facebook</a><p>${welcome}, dogs too.</p>`,
      },
      { name: "about/index.html", text: `<a href="${facebook}">Facebook</a><p>${welcome}</p>` },
    ];
    const found = sampleNamesIn(files, [facebook, welcome]);
    expect(found.map((line) => line.slice(0, line.indexOf(" in …")))).toEqual([
      `about/index.html: "${facebook}"`,
      `about/index.html: "${welcome}"`,
    ]);
  });
});
