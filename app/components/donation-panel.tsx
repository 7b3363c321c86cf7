import { useId } from "react";
import { Card } from "./card";
import { DonationForm } from "./donation-form";
import { WallPreview } from "./wall-preview";

/** The donation form with the donor-wall preview beside it (About and Donate pages). */
export function DonationPanel() {
  const previewHeading = useId();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="sm:p-8">
        <DonationForm />
      </Card>
      <Card className="sm:p-8">
        <WallPreview headingId={previewHeading} />
      </Card>
    </div>
  );
}
