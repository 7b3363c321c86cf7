import { plainFormScript } from "#content";
import type { ComponentProps, ReactNode } from "react";
import { Card, Section } from "./card";
import { donateCopy } from "#src/content/donate-copy";
import { lastWordsTogether } from "./whole-words";

/**
 * The donation form (an island, given by the page), and after it the inline
 * script that sends a typed amount in all three of the charity page's
 * parameters until the form's island starts (src/lib/plain-form.ts).
 */
export function DonationFormPlace({ form }: { form: ReactNode }) {
  return (
    <>
      {form}
      <script dangerouslySetInnerHTML={{ __html: plainFormScript }} />
      {/* What sets this apart from the platforms, said where the visitor decides, under Donate
          and its charity (round 10: it stood in Where Your Gift Goes, 700 px down). */}
      <p className="mt-2 text-center text-sm text-ink-soft">{donateCopy.trustNoExtras}</p>
    </>
  );
}

/** "Make a Donation": the donation form with the donor-wall preview under it (the About page). */
export function DonationSection({
  id,
  tone,
  form,
  preview,
}: {
  id: string;
  tone?: ComponentProps<typeof Section>["tone"];
  /** The donation form and the wall's preview: islands, given by the page. */
  form: ReactNode;
  preview: ReactNode;
}) {
  return (
    <Section
      id={id}
      tone={tone}
      // The title and lead in a column of their own from lg, the form beside them: the form
      // alone left the band's right half empty (review 4, decision 078).
      beside
      title="Make a Donation"
      // Donate's lead: where the charity's page opens is said under the form's Donate.
      // Its last three words together: in the narrow column two were left alone (review 7).
      lead={lastWordsTogether(donateCopy.lead, 3)}
    >
      {/* The gifts this device gave, in a card under the form; while there are none, the
          line on what the wall is stands under the form as text, not a lone card (issue
          47). The preview's list says which (`:has(ol)`), before the app starts too. */}
      {/* The note on its card's edge, as the lead and the form are (review 4: it stood 4 px in). */}
      <div className="grid max-w-2xl items-start gap-6 lg:max-w-none">
        <Card padding="form">
          <DonationFormPlace form={form} />
        </Card>
        <div className="has-[ol]:rounded-2xl has-[ol]:border has-[ol]:border-blush has-[ol]:bg-white has-[ol]:p-6 has-[ol]:shadow-sm sm:has-[ol]:p-8">
          {preview}
        </div>
      </div>
    </Section>
  );
}
