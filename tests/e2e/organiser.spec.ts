import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import { samples, sampleWords } from "../../src/content/samples";
import { site } from "../../src/content/site";
import { shippedModules } from "../../src/content/content-modules";
import { sampleValuesInUse } from "../../src/content/validate";
import { DONATIONS_KEY } from "../../src/lib/donations";
import { picnicDir } from "../content/variants.mjs";
import { expect, test } from "./fixtures";

// Run by the "organiser" project only, on the build of another organiser's
// content (tests/content/organiser.mjs), where every sample is replaced: no
// word of the sample picnic (its names, story, venue, region, cause,
// addresses) may be left anywhere in what was built, but the donor wall's
// storage key, and the build's warning list is empty.
const clientDir = path.join(picnicDir("organiser"), "dist");

type Node = { nodeName: string; value?: string; attrs?: { value: string }[]; childNodes?: Node[] };

/** What a page says and carries, read with an HTML parser: text, attributes, scripts, styles. */
function pageText(html: string): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text" && node.value) parts.push(node.value);
    for (const attr of node.attrs ?? []) parts.push(attr.value);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return parts.join("\n");
}

/** `value` on its own, in any case, not inside a longer word or number ("1000000", not "10000000"). */
function standalone(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(
    `${/^\w/.test(value) ? "(?<!\\w)" : ""}${escaped}${/\w$/.test(value) ? "(?!\\w)" : ""}`,
    "i",
  );
}

// A sample colour is not a word: the organiser's pictures may share one by chance.
const oldWords = [
  ...samples.map(({ field, value }) => ({ field, word: value })),
  ...sampleWords,
].filter(({ word }) => !/^#[0-9a-f]{6}$/i.test(word));

test(
  "no word of the sample picnic is left anywhere in the build",
  { tag: "@organiser" },
  async () => {
    const files = (await readdir(clientDir, { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const entry of files) {
      const file = path.relative(clientDir, path.join(entry.parentPath, entry.name));
      const bytes = await readFile(path.join(clientDir, file));
      // Pages through a parser; every other file's bytes, pictures too, as Latin-1
      // and as UTF-8: a name in an image's metadata counts.
      const text = file.endsWith(".html")
        ? pageText(bytes.toString("utf8"))
        : `${bytes.toString("latin1")}\n${bytes.toString("utf8")}`;
      const searched = `${file}\n${text}`.replaceAll(DONATIONS_KEY, "");
      for (const { field, word } of oldWords) {
        if (standalone(word).test(searched)) found.push(`${file}: ${field} (${word.slice(0, 40)})`);
      }
    }
    expect(found).toEqual([]);
    // And the organiser's own names are there instead.
    const home = await readFile(path.join(clientDir, "index.html"), "utf8");
    expect(home).toContain(site.brand);
    expect(home).toContain(site.honoree);
    // And the build's warning has nothing to list.
    expect(sampleValuesInUse(shippedModules)).toEqual([]);
  },
);
