import { useId, type ComponentProps } from "react";
import { Card, Section } from "./card";
import { donateCopy } from "~/content/giving-copy";
import { Island } from "~/islands/island";

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
        <Island name="donation-form" props={{}} farDown={farDown} />
      </Card>
      <Card padding="wide">
        <Island name="wall-preview" props={{ headingId: previewHeading }} farDown={farDown} />
      </Card>
    </div>
  );
}
