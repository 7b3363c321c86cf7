// The site's colours, from content/colours.json (the editor's "Colours"; or
// edit the file by hand). The stylesheet gets them from the build
// (integrations/content.ts); the browser's toolbar, the installed app,
// the favicon, the logo, the icons and the share picture read them here. The
// build checks the file against ColoursSchema, and every pair the site shows
// text in against WCAG AA (contrast.ts), before any page is built.
export { colours } from "#content";
