// Facts about the organisers and the cause, from content/site.json (the
// editor's "Names and addresses"; or edit the file by hand). Organisers:
// replace every sample value before launch (src/content/samples.ts lists
// them; the production build names any still in place, and any sample word
// still typed elsewhere in the content). The build checks the file against
// SiteSchema (validate.ts) before any page is built.
export { site } from "#content";
