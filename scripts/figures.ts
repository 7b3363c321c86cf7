// npm run figures: copies the total raised, the target, the supporters and the
// Gift Aid from the giving platform into content/fundraising.json, dated today
// in London, for the next build (decision 061). Run every hour by
// .github/workflows/figures.yml, or by hand.
//
//   JUSTGIVING_APP_ID    the app id (a secret: never in the repository)
//   JUSTGIVING_API_URL   the API's address, https://api.justgiving.com unless set
//   CONTENT_DIR          the content folder (from the project's), content/ unless set
//
// Prints one line. Changed: "Figures: £7,250 from 214 supporters", the
// workflow's commit message. Nothing to ask (no app id or no page): says so,
// exit 0. Any bad answer: says why on stderr, exit 1, and the file is left
// byte for byte as it was.
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import { emptiedAsNone } from "#src/content/emptied.ts";
import { contentDir, readSavedFiles, shownPath } from "#src/content/saved-files.ts";
import { EventSchema, FundraisingSchema, PICNIC_TIME_ZONE } from "#src/content/schema.ts";
import { wallClock } from "#src/lib/time-zone.ts";
import { justGiving } from "./figures/justgiving.ts";
import { nextFigures } from "./figures/next-figures.ts";
import { Refusal } from "./figures/platform.ts";

const dir = contentDir();
const file = path.join(dir, "fundraising.json");

/** What the figures are read with, checked as the build checks them. */
const Saved = v.object({ fundraising: FundraisingSchema, event: EventSchema });

/** The file as the editor would write it: the schema's order, two spaces, a newline at the end. */
function fileText(saved: Record<string, unknown>, figures: Record<string, unknown>): string {
  // A field the editor emptied ("") stays as it saved it.
  const emptied = Object.entries(saved).filter(([key]) => figures[key] === null);
  const written: Record<string, unknown> = { ...figures, ...Object.fromEntries(emptied) };
  // Ordered by hand, not by JSON.stringify's list of keys, which would also drop the
  // final total's own (`countedOn`): that total is the organisers', never the platform's.
  const ordered = Object.fromEntries(
    Object.keys(FundraisingSchema.entries)
      .filter((key) => key in written)
      .map((key) => [key, written[key]]),
  );
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** The picnic's files, read as the build reads them; one that cannot be is a Refusal. */
function savedFiles() {
  try {
    return readSavedFiles(dir);
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
}

async function run(): Promise<string> {
  const files = savedFiles();
  const saved = files.fundraising as Record<string, unknown>;
  const checked = v.safeParse(Saved, {
    fundraising: emptiedAsNone(saved),
    event: emptiedAsNone(files.event as object),
  });
  if (!checked.success)
    throw new Refusal(
      `${shownPath(dir)}: ${v.getDotPath(checked.issues[0])} does not pass the build's check; run npm run build to see why`,
    );
  const { fundraising: current, event } = checked.output;
  const appId = process.env.JUSTGIVING_APP_ID?.trim();
  if (!appId) return "No JUSTGIVING_APP_ID set: the figures stay as typed in Raised so far.";
  if (!current.givingPage)
    return "No page in Raised so far (Where the total comes from): the figures stay as typed.";
  const platform = justGiving({ appId, apiUrl: process.env.JUSTGIVING_API_URL || undefined });
  const read = await platform.read(current.givingPage);
  const next = nextFigures({
    current,
    read,
    today: wallClock(new Date(), PICNIC_TIME_ZONE, null).date,
    event,
    platform: platform.name,
  });
  if (next.changed) {
    if (!v.is(FundraisingSchema, next.figures))
      throw new Refusal(`${platform.name}'s figures would not pass the build's check`);
    // Written beside it, then renamed over it, as `npm run photos` writes a
    // photo: the file is whole, the old or the new. A write cut short leaves
    // only the hidden copy, which the next run writes again.
    const temporary = path.join(dir, ".fundraising.json.writing");
    await writeFile(temporary, fileText(saved, next.figures));
    await rename(temporary, file);
  }
  return next.message;
}

try {
  console.log(await run());
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`Figures not updated: ${error.message}. ${shownPath(file)} is as it was.`);
  process.exitCode = 1;
}
