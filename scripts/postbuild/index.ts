// Runs once the client build and pre-rendering are done (react-router.config.ts buildEnd).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { precompress } from "./compress";
import { deferAppScripts } from "./defer-app-scripts";
import { htmlFiles } from "./html-files";
import { placeNotFoundPages } from "./not-found-pages";

export async function postbuild({ clientDir }: { clientDir: string }): Promise<void> {
  await placeNotFoundPages(clientDir);
  for (const file of await htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    await writeFile(full, deferAppScripts(await readFile(full, "utf8"), file));
  }
  // Last: compressed copies must be made from the final files.
  await precompress(clientDir);
}
