// The shop's terms, as numbers, from content/shop.json (the editor's
// "Products"; or edit the file by hand): the shop's FAQ, the Terms of Service,
// the bulk-order block and its e-mail all say them from here.
export { shopTerms } from "#content";
