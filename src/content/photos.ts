// The photographs on the site, from content/photos.json (the editor's
// "Photos"; or edit the file by hand). The originals go in photos/ at the project's
// root; the build makes small AVIF and WebP copies of each, cropped to its
// place, with every piece of metadata (GPS position included) removed.
//
// A place set to null, or an empty gallery, shows the artwork drawn for it
// instead, so the site looks finished with or without photos. Her portrait
// is only ever a photo of her: until you add one, her place shows a drawn
// ribbon with her name.
//
// The sample has no photos: every place shows its drawing (decision 053).
export { photos } from "#content";
