// The scripts the pages write inline, worked out from the picnic when the site
// is built (integrations/content.ts): its state and the event page's status
// note before the first paint, the schedule's item on now, and a donation
// form's amount in all three parameters before its island starts. Minified
// here, and hashed for the Content-Security-Policy with each product's
// pre-order script.
import { createHash } from "node:crypto";
import { minifySync } from "vite";
import type { Picnic } from "./picnic.ts";
import { AMOUNT_HINT, AMOUNT_INPUT_PATTERN } from "../lib/donation.ts";
import { onNowScriptSource, stateScriptSource } from "../lib/event-state.ts";
import { AMOUNT_PARAMS, plainFormAmounts } from "../lib/plain-form.ts";
import { noteCopyOf, noteScriptSource, noteTable } from "../lib/status-note.ts";

/** Source text as small as it goes, for a script inlined into every page. */
function minified(source: string): string {
  const { code, errors } = minifySync("inline.js", source);
  if (errors.length > 0)
    throw new Error(`Could not minify an inline script: ${errors[0]?.message}`);
  return code.trim().replace(/;$/, "");
}

export type InlineScripts = {
  stateScript: string;
  noteScript: string;
  onNowScript: string;
  plainFormScript: string;
};

export function inlineScripts({ plan, event, eventWords }: Picnic): InlineScripts {
  const plainForm = `(${plainFormAmounts.toString()})(${[AMOUNT_PARAMS, AMOUNT_INPUT_PATTERN, AMOUNT_HINT].map((arg) => JSON.stringify(arg)).join(",")})`;
  return {
    stateScript: plan ? minified(stateScriptSource(plan)) : "",
    noteScript: plan
      ? minified(noteScriptSource(plan, noteTable(event, noteCopyOf(eventWords.noteCopy))))
      : "",
    onNowScript: minified(onNowScriptSource),
    plainFormScript: minified(plainForm),
  };
}

/** The hashes of every inline script a page may write, for the Content-Security-Policy. */
export function scriptHashes(scripts: readonly string[]): `sha256-${string}`[] {
  return [...new Set(scripts.filter(Boolean))].map(
    (text) => `sha256-${createHash("sha256").update(text).digest("base64")}` as const,
  );
}
