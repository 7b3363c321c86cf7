// Which of the site's pages the editor's preview shows for each of its screens
// (src/admin/config.ts): the pages that show most of what the screen edits.
export type PreviewPage = "home" | "event" | "about" | "donate" | "shop" | "poster" | "table-cards";

export const previewPages: Record<string, readonly PreviewPage[]> = {
  // The site's files (content/).
  picnic: ["event"],
  raised: ["home"],
  names: ["home"],
  photos: ["home", "about", "event"],
  products: ["shop"],
  questions: ["shop", "donate"],
  // The words of the pages (content/words/).
  home: ["home"],
  about: ["about"],
  event: ["home", "event"],
  donate: ["donate"],
  print: ["poster", "table-cards"],
};
