import { describe, expect, it } from "vitest";
import { samples, sampleWords } from "./samples";
import { sampleValuesInUse } from "./validate";

// What is still the sample's cause once an organiser has made the picnic
// another cause's: the build's summary lists it (decision 041).
describe("the sample's cause in the build's summary", () => {
  const causeWords = sampleWords.filter(({ field }) => field === "site.cause.name");
  const another = { cause: { name: "another cause", shortName: "AC" } };

  it("names every field still saying a word of the sample's cause, once the cause is replaced", () => {
    expect(causeWords.length).toBeGreaterThan(0);
    for (const { word } of causeWords) {
      const lines = sampleValuesInUse({
        site: another,
        products: [
          { name: "A rug" },
          { name: "A bottle", description: `Printed with the ${word}.` },
        ],
      });
      expect(lines).toContain(
        `"${word}", a word of the sample's site.cause.name, is still in products[1].description`,
      );
    }
  });

  it("lists the sample cause's colours while they are in place", () => {
    const colours = samples.filter(({ field }) => field.startsWith("colours."));
    expect(colours.length).toBeGreaterThan(0);
    const sample = Object.fromEntries(
      colours.map(({ field, value }) => [field.slice("colours.".length), value]),
    );
    expect(sampleValuesInUse({ colours: sample })).toEqual(
      expect.arrayContaining(colours.map(({ field, value }) => `${field} (${value})`)),
    );
  });
});
