// The islands' build reads the content with its placeholders filled in, and
// carries no fill of its own (decision 029).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fillAll } from "../src/content/placeholders.ts";
import { contentFillPlugin } from "./content-fill-plugin.ts";

type Hook = (this: unknown, ...args: unknown[]) => unknown;

it("fills in the placeholders of a file of content/ as the site would, and no other file", () => {
  const plugin = contentFillPlugin();
  const transform = plugin.transform as Hook;
  const file = path.resolve("content/questions.json");
  const saved = readFileSync(file, "utf8");
  expect(saved).toMatch(/\{\w+\}/);
  const result = transform.call({}, saved, file) as { code: string };
  expect(JSON.parse(result.code)).toEqual(fillAll(JSON.parse(saved)));
  expect(result.code).not.toMatch(/\{(?:cause|freeShippingOver)\}/);
  expect(transform.call({}, saved, path.resolve("src/content/other.json"))).toBeUndefined();
  // fillAll, in the islands, gives back what it is given.
  const load = plugin.load as Hook;
  expect(load.call({}, "\0site:placeholders-filled")).toContain("return content");
});

it("fills in the words on the pages too (content/words/), whose Donate file an island reads", () => {
  const transform = contentFillPlugin().transform as Hook;
  const file = path.resolve("content/words/donate.json");
  const saved = readFileSync(file, "utf8");
  expect(saved).toContain("{cause}");
  const result = transform.call({}, saved, file) as { code: string } | undefined;
  expect(JSON.parse(result!.code)).toEqual(fillAll(JSON.parse(saved)));
  expect(result!.code).not.toContain("{cause}");
});
