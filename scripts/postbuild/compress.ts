import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(html|js|css|svg|xml|txt|ics|webmanifest|json)$/;

/**
 * Writes .br and .gz beside every text file, at the highest levels, once at
 * build time; `npm start` (sirv) and most static hosts serve them as they are.
 * Must run last: any later change to a file would leave stale copies.
 */
export async function precompress(clientDir: string): Promise<void> {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) => TEXT.test(file));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(clientDir, file);
      const body = await readFile(full);
      if (body.length < 512) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
}
