import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { hostFiles } from "../../server/headers.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(html|js|css|svg|xml|txt|ics|webmanifest|json)$/;

/**
 * The content editor's 5 MB of script (decision 029), for organisers only, is
 * compressed at quick levels: at the highest it added half a minute to the
 * build on two cores, for a fifth off its size.
 */
const quick = (file: string) => file.startsWith(`admin${path.sep}`);

/**
 * Writes .br and .gz beside every text file, at the highest levels, once at
 * build time; `npm start` (sirv) and most static hosts serve them as they are.
 * Must run last: any later change to a file would leave stale copies.
 */
export async function precompress(clientDir: string): Promise<void> {
  // The host files are never served: a copy of one would be (Netlify's /headers.json.gz).
  const files = (await readdir(clientDir, { recursive: true })).filter(
    (file) => TEXT.test(file) && !hostFiles.includes(file),
  );
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(clientDir, file);
      const body = await readFile(full);
      if (body.length < 512) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quick(file) ? 5 : 11 } }),
        gzipAsync(body, { level: quick(file) ? 6 : 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
}
