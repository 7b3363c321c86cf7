// The sample brand and honoree (PicNicky, Nicky) anywhere in what was built,
// once the organiser has renamed them: a name typed into a component, an
// image's text or a code name would otherwise go live unnoticed. Only the
// donor wall's storage key keeps the sample brand: it is fixed, since a new
// key would empty every visitor's wall.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { samples } from "../../app/content/samples.ts";
import { site } from "../../app/content/site.ts";
import { DONORS_KEY } from "../../app/lib/donors.ts";

const nameFields = ["site.brand", "site.honoree"];

/** The sample names whose fields now say something else (and not the sample with more around it). */
export function renamedSamples(current: Record<string, string>): string[] {
  return samples
    .filter(({ field }) => nameFields.includes(field))
    .map(({ field, value }) => ({ value, now: current[field] ?? value }))
    .filter(({ value, now }) => !now.toLowerCase().includes(value.toLowerCase()))
    .map(({ value }) => value);
}

/**
 * Where `names` still appear in `files`, in any case, one line a file:
 * "index.html (3 times): …remembering Nicky and…", or the file's own name.
 */
export function sampleNamesIn(
  files: ReadonlyArray<{ name: string; text: string }>,
  names: readonly string[],
): string[] {
  if (names.length === 0) return [];
  const pattern = new RegExp(
    [...names]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|"),
    "gi",
  );
  const found: string[] = [];
  for (const { name, text } of files) {
    if (name.match(pattern)) found.push(`${name}: the file's name`);
    const searched = text.replaceAll(DONORS_KEY, "");
    const matches = [...searched.matchAll(pattern)];
    const first = matches[0];
    if (first) {
      const around = searched.slice(Math.max(0, first.index - 30), first.index + 40);
      const times = matches.length > 1 ? ` (${matches.length} times)` : "";
      found.push(`${name}${times}: …${around.replace(/\s+/g, " ")}…`);
    }
  }
  return found;
}

// Pictures are checked by looking at them (README: regenerate the share image).
const binary = /\.(png|jpe?g|webp|avif|ico|woff2?|br|gz)$/;

export async function warnOfSampleNames(clientDir: string): Promise<void> {
  const names = renamedSamples({ "site.brand": site.brand, "site.honoree": site.honoree });
  if (names.length === 0) return;
  const files = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !binary.test(entry.name)) {
      files.push({ name: path.relative(clientDir, file), text: await readFile(file, "utf8") });
    }
  }
  const found = sampleNamesIn(files, names);
  if (found.length > 0) {
    console.warn(
      `\nThe built site still says ${names.join(" or ")}, the sample name you replaced:\n${found
        .map((line) => `  - ${line}`)
        .join("\n")}\n`,
    );
  }
}
