// Questions and answers, from content/questions.json (the editor's
// "Questions"; or edit the file by hand), shown as disclosure widgets on the
// shop and Donate pages, and as FAQPage structured data. Words in {braces}
// are filled in from the field they name (placeholders.ts): "orders over
// {freeShippingOver}" says the amount of the shop's terms, "research into
// {cause}" the cause's name, so each fact is typed once.
export { shopFaqs, donateFaqs } from "#content";
