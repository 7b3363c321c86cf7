import { useId, type ComponentProps } from "react";
import { Card, Section } from "./card";
import { Island } from "~/islands/island";

/** "Make a Donation": the donation form with the donor-wall preview beside it (About and Donate pages). */
export function DonationSection({
  id,
  tone,
}: {
  id: string;
  tone?: ComponentProps<typeof Section>["tone"];
}) {
  return (
    <Section
      id={id}
      tone={tone}
      title="Make a Donation"
      lead="Choose an amount and finish on our charity partner's secure page, which opens in a new tab."
    >
      <DonationPanel />
    </Section>
  );
}

function DonationPanel() {
  const previewHeading = useId();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card padding="form">
        <Island name="donation-form" props={{}} />
      </Card>
      <Card padding="wide">
        <Island name="wall-preview" props={{ headingId: previewHeading }} />
      </Card>
    </div>
  );
}
