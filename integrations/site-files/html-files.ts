import { readdir } from "node:fs/promises";
import type { DefaultTreeAdapterMap } from "parse5";

/** Every HTML file of the build, relative to the client directory. */
export async function htmlFiles(clientDir: string): Promise<string[]> {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
}

export type Element = DefaultTreeAdapterMap["element"];

/** Every element of a page parsed by parse5, in document order, templates' contents included. */
export function* elements(node: DefaultTreeAdapterMap["node"]): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
  if ("content" in node) yield* elements(node.content);
}
