import { plainFormScript } from "#content";
import type { ComponentProps, ReactNode } from "react";
import { Card, Section } from "./card";
import { donateCopy } from "#src/content/giving-copy";

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
    </>
  );
}

/** "Make a Donation": the donation form with the donor-wall preview beside it (About and Donate pages). */
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
      title="Make a Donation"
      // Donate's lead: where the charity's page opens is said under the form's Donate.
      lead={donateCopy.lead}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card padding="form">
          <DonationFormPlace form={form} />
        </Card>
        <Card padding="wide">{preview}</Card>
      </div>
    </Section>
  );
}
