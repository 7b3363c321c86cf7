// Page copy that organisers may want to reword. Facts (dates, prices, addresses)
// live in site.ts, event.ts and products.ts; this file holds the About page's
// words around them, home-copy.ts the home page's (apart, so neither page
// downloads the other's), and event-copy.ts the words that change through the
// picnic's year.
import { titleCase } from "../lib/format.ts";
import { site } from "./site.ts";

export const aboutCopy = {
  heroTitle: `About ${site.brand}`,
  heroLead: `Why we gather every June, and what ${site.cause.name} means for the people it affects.`,
  storyTitle: `${site.honoree}'s Story`,
  /** Over the photos of past picnics (app/content/photos.ts), when there are any. */
  galleryTitle: "Past picnics",
  /** Her story, a paragraph a line, in your own words (the home page has a short version). */
  story: [
    "Nicky was the friend who organised everything: birthday picnics, camping weekends, the annual trip to the coast. She was diagnosed with triple-negative breast cancer at 36, and she spent the next years going through surgery, chemotherapy and radiotherapy while still asking everyone else how they were.", // SAMPLE
    "She learnt quickly how few treatment options there were for her type of cancer, and she talked about it openly so that other women would know what to look for. Nicky passed away on a spring morning in 2022, surrounded by the people she loved.", // SAMPLE
    "A few months later her friends held the first picnic in her name. It has grown every year since, and so has the money it raises for research.", // SAMPLE
  ],
  factsTitle: `Understanding ${titleCase(site.cause.name)}`,
  /** The facts about the cause: what it is, then four figures, each with its sentence. */
  factsLead:
    "Triple-negative breast cancer (TNBC) is breast cancer whose cells have no receptors for oestrogen or progesterone and do not make too much of the HER2 protein. The three most common targets for treatment are missing, which is where the name comes from.", // SAMPLE
  /** Shown as big figures, each with its sentence: the figure alone must not read as good news. */
  facts: [
    { figure: "10-15%", text: "of all breast cancers are triple-negative." }, // SAMPLE
    {
      figure: "Under 40", // SAMPLE
      text: "It is more common in women under 40, in Black women, and in women with a BRCA1 gene change.", // SAMPLE
    },
    {
      figure: "More likely", // SAMPLE
      text: "to grow fast, to spread and to come back after treatment than most breast cancers, especially in the first few years.", // SAMPLE
    },
    {
      figure: "No effect", // SAMPLE
      text: "Hormone therapies such as tamoxifen, and drugs that target HER2, are ineffective against it.", // SAMPLE
    },
  ],
  treatmentTitle: "How it is treated",
  treatment: [
    "Surgery to remove the cancer, often with radiotherapy afterwards.", // SAMPLE
    "Chemotherapy, which is the main treatment and is often given before surgery to shrink the tumour.", // SAMPLE
    "Immunotherapy alongside chemotherapy for some people, helping the immune system find and attack cancer cells.", // SAMPLE
    "Targeted drugs such as PARP inhibitors for people with a BRCA gene change, and newer antibody-drug conjugates being tested and introduced through research.", // SAMPLE
  ],
  missionTitle: "Our Mission",
  mission: [
    {
      title: "Raise Awareness",
      text: `Helping people recognise the signs early and understand why ${site.cause.name} needs attention of its own.`,
    },
    {
      title: "Fund Research",
      text: "Funding the laboratory and clinical research that is finding new, kinder and more effective treatments.",
    },
    {
      title: "Support Patients",
      text: "Providing information, travel help and practical support for patients and families going through treatment.",
    },
  ],
  involvedTitle: "Get Involved",
} as const;
