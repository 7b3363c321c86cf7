import { useId, type ComponentProps } from "react";
import { Card, Section } from "./card";
import { donateCopy } from "~/content/giving-copy";
import { Island } from "~/islands/island";

const plainFormScript = import.meta.env.SSR ? __PLAIN_FORM_SCRIPT__ : "";

/**
 * The donation form, and after it the inline script that sends a typed amount
 * in all three of the charity page's parameters until the form's island
 * starts (app/lib/plain-form.ts, decision 035).
 */
export function DonationFormIsland({ farDown = false }: { farDown?: boolean }) {
  return (
    <>
      <Island name="donation-form" props={{}} farDown={farDown} />
      <script dangerouslySetInnerHTML={{ __html: plainFormScript }} />
    </>
  );
}

/** "Make a Donation": the donation form with the donor-wall preview beside it (About and Donate pages). */
export function DonationSection({
  id,
  tone,
  farDown = false,
}: {
  id: string;
  tone?: ComponentProps<typeof Section>["tone"];
  /** Far below the first screen on every phone: its islands' script waits until wanted (decision 032). */
  farDown?: boolean;
}) {
  return (
    <Section
      id={id}
      tone={tone}
      title="Make a Donation"
      // Donate's lead: where the charity's page opens is said under the form's Donate.
      lead={donateCopy.lead}
    >
      <DonationPanel farDown={farDown} />
    </Section>
  );
}

function DonationPanel({ farDown }: { farDown: boolean }) {
  const previewHeading = useId();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card padding="form">
        <DonationFormIsland farDown={farDown} />
      </Card>
      <Card padding="wide">
        <Island name="wall-preview" props={{ headingId: previewHeading }} farDown={farDown} />
      </Card>
    </div>
  );
}
