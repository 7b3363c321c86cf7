import { readdir } from "node:fs/promises";

/** Every HTML file of the build, relative to the client directory. */
export async function htmlFiles(clientDir: string): Promise<string[]> {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
}
