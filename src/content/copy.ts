// The About page's words, from content/words/about.json (the editor's "Words
// on the pages": About; or edit the file by hand). Facts (dates, prices,
// addresses) live in site.ts, event.ts and products.ts; home-copy.ts holds
// the home page's words (apart, so neither page downloads the other's), and
// event-copy.ts the words that change through the picnic's year. Words in
// {braces} are filled in from the field they name (placeholders.ts): "About
// {brand}" says the brand, "{honoree}'s Story" her name. The build checks the
// file against AboutWordsSchema (words-schema.ts).
export { aboutCopy } from "#content";
