// Facts about the organisers and the cause, from content/site.json (the
// editor's "Names and addresses"; or edit the file by hand). Organisers:
// replace every sample value before launch (src/content/samples.ts lists
// them; the production build names any still in place, and any sample word
// still typed elsewhere in the content). The build checks the file against
// SiteSchema (validate.ts) before any page is built.
import names from "../../content/site.json" with { type: "json" };
import { emptiedAsNone } from "./emptied.ts";
import type { Site } from "./schema.ts";

type Saved = Omit<Site, "hospice"> & {
  hospice?: {
    title?: string;
    text?: string;
    links?: NonNullable<Site["hospice"]>["links"] | null;
  } | null;
};

/** A panel the editor emptied (its words "" and no links) is no panel, as null says by hand. */
function hospiceOf({ hospice }: Saved): Site["hospice"] {
  if (!hospice) return null;
  const { title, text, links } = hospice;
  return title || text || links?.length ? (hospice as Site["hospice"]) : null;
}

const saved = emptiedAsNone(names) as Saved;
export const site = { ...saved, hospice: hospiceOf(saved) } as Site;
