import { readdir } from "node:fs/promises";

/** Every HTML file of the build, relative to the client directory. */
export async function htmlFiles(clientDir: string): Promise<string[]> {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
}

/** Text as the browser reads it from HTML ("[&amp;_a]:underline" is "[&_a]:underline"). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
