// The sample picnic's words anywhere in what was built, once the organiser
// has replaced the fields that held them: a story still about the sample
// honoree, the sample venue's rain plan, the sample region or cause, a name
// typed into a component or a code name would otherwise go live unnoticed.
// Only the donor wall's storage key keeps the sample brand: it is fixed, since
// a new key would empty every visitor's wall. The build's summary lists what
// is found (scripts/build.mjs).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { defaultTreeAdapter as tree, type DefaultTreeAdapterTypes, parse } from "parse5";
import { samples, sampleWords } from "../../src/content/samples.ts";
import { shippedModules } from "../../src/content/content-modules.ts";
import { contentFields } from "../../src/content/validate.ts";
import { DONATIONS_KEY } from "../../src/lib/donations.ts";

const lower = (text: string) => text.toLowerCase();
const isColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/**
 * The sample words to look for: the value of every sample field the organiser
 * has replaced, and the sample's own words (samples.ts) of those fields; but
 * not a word the organiser's own value of that field still has on purpose
 * (a brand "PicNicky Essex" keeps "PicNicky").
 */
export function oldWords(current: ReadonlyMap<string, string>): string[] {
  const sampleOf = new Map(samples.map(({ field, value }) => [field, value]));
  const candidates = [
    ...samples.map(({ field, value }) => ({ field, word: value })),
    ...sampleWords,
  ];
  const words = candidates
    // A colour is not a word: a picture of the organiser's may share one by chance.
    .filter(({ word }) => !isColour(word))
    .filter(({ field }) => current.get(field) !== sampleOf.get(field))
    .filter(({ field, word }) => !lower(current.get(field) ?? "").includes(lower(word)))
    .map(({ word }) => word);
  return [...new Set(words)];
}

/** What a visitor can read or a browser runs in a page: its text, attributes, scripts and styles. */
function htmlText(html: string): string {
  const parts: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.Node) => {
    if (tree.isTextNode(node)) parts.push(node.value);
    if (tree.isCommentNode(node)) parts.push(node.data);
    if (tree.isElementNode(node)) parts.push(...node.attrs.map((attr) => attr.value));
    // A <template>'s content is a fragment of its own, not its children.
    if ("content" in node) walk(node.content);
    if ("childNodes" in node) node.childNodes.forEach(walk);
  };
  walk(parse(html));
  return parts.join("\n");
}

/** A sample's whole value ("https://www.facebook.com/"), not one of its words ("Nicky"). */
const isWholeValue = (word: string) =>
  samples.some(({ value }) => value === word) && !sampleWords.some((each) => each.word === word);

/**
 * `word` on its own, in any case: "Essex", not "Wessex"; "Nicky's", not
 * "PicNicky". A sample's whole value only as a whole text, attribute or
 * string: not the start of the organiser's own https://www.facebook.com/bluebelltea
 * or "Free entry, and everyone is welcome, dogs too".
 */
function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  if (isWholeValue(word))
    return new RegExp(`(?<=^|["'<>\\n:=])\\s*${escaped}\\s*(?=$|["'<>\\r\\n])`, "gi");
  return new RegExp(
    `${/^\w/.test(word) ? "(?<!\\w)" : ""}${escaped}${/\w$/.test(word) ? "(?!\\w)" : ""}`,
    "gi",
  );
}

/**
 * Where `words` still appear in `files` (HTML read through a parser, as text),
 * one line a file: "index.html (3 times): Nicky: …remembering Nicky and…",
 * or the file's own name.
 */
export function sampleNamesIn(
  files: ReadonlyArray<{ name: string; text: string }>,
  words: readonly string[],
): string[] {
  const found: string[] = [];
  for (const { name, text } of files) {
    const searched = (name.endsWith(".html") ? htmlText(text) : text).replaceAll(DONATIONS_KEY, "");
    for (const word of words) {
      const pattern = wordPattern(word);
      if (name.match(pattern)) found.push(`${name}: the file's name says ${word}`);
      const matches = [...searched.matchAll(pattern)];
      const first = matches[0];
      if (!first) continue;
      const around = searched.slice(Math.max(0, first.index - 30), first.index + 40);
      const times = matches.length > 1 ? ` (${matches.length} times)` : "";
      const shown = word.length > 40 ? `${word.slice(0, 40)}…` : word;
      found.push(`${name}${times}: "${shown}" in …${around.replace(/\s+/g, " ")}…`);
    }
  }
  return found;
}

// Pictures are drawn from the content (src/lib/share-images.ts); the photos carry no text.
const binary = /\.(png|jpe?g|webp|avif|ico|woff2?|br|gz)$/;

/** The built files that still say a word of the sample picnic, as lines for the build's summary. */
export async function oldWordsInBuild(clientDir: string): Promise<string[]> {
  const words = oldWords(contentFields(shippedModules));
  if (words.length === 0) return [];
  const files = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !binary.test(entry.name)) {
      files.push({ name: path.relative(clientDir, file), text: await readFile(file, "utf8") });
    }
  }
  return sampleNamesIn(files, words);
}
