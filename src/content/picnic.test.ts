// The content's one pipeline, on a picnic's files as saved: every placeholder
// filled the same way in every file, the picnic's own included, and a key no
// schema knows refused, naming the file and the key (decision 062).
import { describe, expect, it } from "vitest";
import { picnicFrom, type SavedFiles } from "./picnic";
import { contentDir, readSavedFiles, shownPath } from "./saved-files";
import { savedContentErrors } from "./validate";

const saved = readSavedFiles();
const dir = contentDir();
/** A message about `file` of the picnic's folder (content/, or CONTENT_DIR's) matching `pattern`. */
const about = (file: string, pattern: RegExp) =>
  expect.stringMatching(
    new RegExp(
      `^${`${shownPath(dir)}/${file}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${pattern.source}`,
    ),
  );
const { site } = picnicFrom(saved, Date.now());

/** The saved files with `file`'s JSON changed by `change`. */
function changed(file: keyof SavedFiles, change: (json: Record<string, unknown>) => void) {
  const json = structuredClone(saved[file]) as Record<string, unknown>;
  change(json);
  return { ...saved, [file]: json };
}

describe("the pipeline", () => {
  it("fills {cause} in the picnic's summary, and so wherever the summary is said", () => {
    const files = changed("event", (event) => {
      event.summary = "A picnic for {cause} research.";
    });
    expect(savedContentErrors(files, dir)).toEqual([]);
    const picnic = picnicFrom(files, Date.now());
    const summary = `A picnic for ${site.cause.name} research.`;
    expect(picnic.event.summary).toBe(summary);
    // The words that say {summary} say it filled.
    const said = Object.values(picnic.eventWords.summaryCopy);
    expect(said.some((words) => words.includes(summary))).toBe(true);
    expect(JSON.stringify(picnic)).not.toContain("{cause}");
  });

  it("refuses braces in the picnic's words that nothing fills, naming the field", () => {
    const files = changed("event", (event) => {
      event.summary = "A picnic for {causes} research.";
    });
    expect(savedContentErrors(files, dir)).toEqual([
      about("event.json", /: summary has \{causes\}, which names nothing/),
    ]);
  });

  it("refuses a key the schema does not know, naming the file and the key", () => {
    const typo = changed("event", (event) => {
      event.venu = { name: "The Park" };
    });
    expect(savedContentErrors(typo, dir)).toEqual([
      about(
        "event.json",
        /: venu is not a field the site knows: remove it, or correct its name \(the fields there are name, date, /,
      ),
    ]);
    // In a list's item, named as the organiser knows it; and in a file of two parts.
    const inProduct = changed("shop", (shop) => {
      (shop.products as Record<string, unknown>[])[0]!.colour = "Pink";
      shop.shopterms = {};
    });
    expect(savedContentErrors(inProduct, dir)).toEqual(
      expect.arrayContaining([
        about("shop.json", /: shopterms is not a field the site knows/),
        about("shop.json", /, product "[a-z-]+": colour is not a field/),
      ]),
    );
  });
});
