// The content editor's configuration (Decap CMS): one screen for each file of
// content/ ("The site"), and one for each page's words in content/words/
// ("Words on the pages"), its fields read from the file's schema (fields.ts). Built into
// the editor's script (main.ts), so no configuration file is fetched.
import {
  ColoursSchema,
  EventSchema,
  FundraisingSchema,
  PhotosSchema,
  QuestionsSchema,
  ShopSchema,
  SiteSchema,
} from "../content/schema.ts";
import { wordsFiles } from "../content/words-schema.ts";
import { editorFields } from "./fields.ts";

/** The editor's screens: each edits one file of content/, checked by the build against its schema. */
export const screens = [
  { name: "picnic", label: "The picnic", file: "content/event.json", schema: EventSchema },
  {
    name: "raised",
    label: "Raised so far",
    file: "content/fundraising.json",
    schema: FundraisingSchema,
  },
  { name: "names", label: "Names and addresses", file: "content/site.json", schema: SiteSchema },
  { name: "photos", label: "Photos", file: "content/photos.json", schema: PhotosSchema },
  { name: "products", label: "Products", file: "content/shop.json", schema: ShopSchema },
  {
    name: "questions",
    label: "Questions",
    file: "content/questions.json",
    schema: QuestionsSchema,
  },
  { name: "colours", label: "Colours", file: "content/colours.json", schema: ColoursSchema },
];

/**
 * The format the editor writes its files in (main.ts registers it): JSON in
 * the order of the editor's fields and the project's Prettier format (json-format.ts).
 */
export const editorFormat = "picnic-json";

/** Every file the editor edits, with the collection that holds its screen ("content" or "words"). */
export const editorFiles = [
  ...screens.map((screen) => ({ ...screen, collection: "content" })),
  ...wordsFiles.map((words) => ({ ...words, collection: "words" })),
];

/**
 * Where saves go online: the repository on GitHub (the GitHub Pages
 * workflow names it, decision 029), or Netlify's Git Gateway. Chosen when
 * the editor is built.
 */
export type Backend =
  | {
      name: "github";
      repo: string;
      branch: string;
      /** The Netlify site that signs organisers in to GitHub, on a host that is not Netlify. */
      site_domain?: string;
    }
  | { name: "git-gateway"; branch: string };

/**
 * The whole configuration. `localBackend` is the address of `npm run admin`'s
 * decap-server when the editor is opened from this computer, else undefined.
 */
export function editorConfig(backend: Backend, localBackend?: string) {
  return {
    load_config_file: false,
    backend,
    ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    // Photos are uploaded into photos/, and their names written bare ("lawn.jpg").
    media_folder: "photos",
    public_folder: "",
    // Every uploaded JPEG, PNG or WebP is drawn again without its metadata
    // (the GPS position a phone records, the camera, the time). The build
    // still refuses an original with a GPS position (decision 020).
    media_processing: { enabled: true, strip_metadata: true, quality: 92 },
    site_url: "/",
    // Decap's "View Live" link is drawn from the entry on screen: on the first
    // move to a screen of the other collection it asked before that entry was
    // there, and showed "Failed to load preview: Cannot read properties of
    // undefined". The site is a build away from any save, so nothing is live to view.
    show_preview_links: false,
    collections: [
      {
        name: "content",
        label: "The site",
        editor: { preview: true },
        format: editorFormat,
        files: screens.map(({ name, label, file, schema }) => ({
          name,
          label,
          file,
          fields: editorFields(schema),
        })),
      },
      {
        name: "words",
        label: "Words on the pages",
        editor: { preview: true },
        format: editorFormat,
        files: wordsFiles.map(({ name, label, file, schema }) => ({
          name,
          label,
          file,
          fields: editorFields(schema),
        })),
      },
    ],
  };
}
