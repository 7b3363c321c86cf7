// Questions and answers, from content/questions.json (the editor's
// "Questions"; or edit the file by hand), shown as disclosure widgets on the
// shop and Donate pages, and as FAQPage structured data. Words in {braces}
// are filled in from the field they name (placeholders.ts): "orders over
// {freeShippingOver}" says the amount of the shop's terms, "research into
// {cause}" the cause's name, so each fact is typed once.
import questions from "../../content/questions.json" with { type: "json" };
import { emptiedAsNone } from "./emptied.ts";
import { fillAll } from "./placeholders.ts";
import type { Faq } from "./schema.ts";

const filled = fillAll(emptiedAsNone(questions));

export const shopFaqs: Faq[] = filled.shopFaqs;
export const donateFaqs: Faq[] = filled.donateFaqs;
