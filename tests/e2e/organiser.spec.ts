import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { samples } from "../../app/content/samples";
import { site } from "../../app/content/site";
import { DONORS_KEY } from "../../app/lib/donors";
import { expect, test } from "./fixtures";

// Run by the "organiser" project only, from the copy built from another
// organiser's content (tests/content/organiser.mjs): none of the samples may
// be left anywhere in what was built.
const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));
const names = samples.filter(({ field }) => field === "site.brand" || field === "site.honoree");

/** A value as a page, a script or an address may carry it. */
const forms = (value: string) => [
  value,
  value.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"),
  encodeURIComponent(value),
];

/** `value` on its own, not inside a longer word or number ("1000000", not "10000000"). */
function standalone(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `${/^\w/.test(value) ? "(?<!\\w)" : ""}${escaped}${/\w$/.test(value) ? "(?!\\w)" : ""}`,
  );
}

test(
  "no sample value or sample name is left anywhere in the build",
  { tag: "@organiser" },
  async () => {
    const files = (await readdir(clientDir, { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const entry of files) {
      const file = path.relative(clientDir, path.join(entry.parentPath, entry.name));
      // Every byte, pictures too, as Latin-1: a name in an image's metadata counts.
      const text = (await readFile(path.join(clientDir, file), "latin1")).replaceAll(
        DONORS_KEY,
        "",
      );
      for (const { value } of names) {
        if (`${file}\n${text}`.toLowerCase().includes(value.toLowerCase()))
          found.push(`${file}: ${value}`);
      }
      for (const { field, value } of samples) {
        if (forms(value).some((form) => standalone(form).test(text)))
          found.push(`${file}: ${field}`);
      }
    }
    expect(found).toEqual([]);
    // And the organiser's own names are there instead.
    const home = await readFile(path.join(clientDir, "index.html"), "utf8");
    expect(home).toContain(site.brand);
    expect(home).toContain(site.honoree);
  },
);
