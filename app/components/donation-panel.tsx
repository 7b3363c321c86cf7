import { useId } from "react";
import { Card, SectionHeading } from "./card";
import { DonationForm } from "./donation-form";
import { WallPreview } from "./wall-preview";

/** "Make a Donation": the donation form with the donor-wall preview beside it (About and Donate pages). */
export function DonationSection({ id, className = "" }: { id: string; className?: string }) {
  return (
    <section aria-labelledby={id} className={`px-4 py-16 ${className}`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id={id}
          title="Make a Donation"
          lead="Choose an amount and finish on our charity partner's secure page, which opens in a new tab."
        />
        <DonationPanel />
      </div>
    </section>
  );
}

function DonationPanel() {
  const previewHeading = useId();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card padding="wide">
        <DonationForm />
      </Card>
      <Card padding="wide">
        <WallPreview headingId={previewHeading} />
      </Card>
    </div>
  );
}
