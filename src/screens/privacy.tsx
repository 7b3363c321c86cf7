import { ProsePage } from "#src/components/prose-page";
import type { ReactNode } from "react";
import { site } from "#src/content/site";
import { donationFormContent } from "#src/content/donate-words";
import { pageMeta } from "#src/lib/meta";

export const meta = pageMeta({
  title: "Privacy Policy",
  description: `What ${site.brand}'s website keeps about you (almost nothing), where it keeps it, and how to erase it.`,
  path: "/privacy",
});

/** The privacy policy; `erase` is the button that erases the donor wall, an island. */
export function Privacy({ erase }: { erase?: ReactNode }) {
  return (
    <ProsePage
      title="Privacy Policy"
      lead="The short version: we do not track you, and what you type on this site stays in your own browser. Only the amount you choose goes to the charity's donation page."
      // The day these words last changed: content/site.json, changed with them (decision 063).
      updated={site.policiesUpdated}
    >
      <h2>No cookies, no trackers</h2>
      <p>
        This website sets no cookies, runs no analytics or advertising scripts, and loads nothing
        from other companies: every page, picture and script comes from this site alone. We do not
        know who you are or which pages you read.
      </p>

      <h2>The donor wall stays on your device</h2>
      <p>
        When you make a donation and tick the box to appear on the donor wall, this website keeps,
        in your own browser&apos;s local storage:
      </p>
      <ul>
        <li>your name, or &ldquo;Anonymous&rdquo;;</li>
        <li>the amount;</li>
        <li>your message, if you wrote one;</li>
        <li>the name of the person you gave in memory or in honour of, if you chose to;</li>
        <li>the date and time.</li>
      </ul>
      <p>
        It is never sent to us or to anyone else: the <a href="/donor-wall">donor wall</a> shows
        only the entries made on this device, in the browser you gave from.
      </p>
      <p>
        While you fill in the donation form, what you type under &ldquo;
        {donationFormContent.detailsLabel}&rdquo; is kept on this device for that tab only, so going
        back to the page does not lose it. It is forgotten when you donate or close the tab, and is
        never sent anywhere.
      </p>

      <h2>Erasing what is kept</h2>
      <p>
        You can erase the donor-wall entries at any time with the button on the{" "}
        <a href="/donor-wall">donor wall</a>, or by clearing this site&apos;s data in your
        browser&apos;s settings.
      </p>
      {/* A box of its own, so the island's panel keeps the text's width. */}
      <div>{erase}</div>

      <h2>Donations</h2>
      <p>
        Donations are taken on our charity partner&apos;s own secure page, which opens in a new tab.
        What you enter there is covered by that charity&apos;s privacy policy, not this one. We only
        pass the amount you chose, in the page address.
      </p>

      <h2>Emails to us</h2>
      <p>
        If you email us to RSVP, pre-order merchandise or volunteer, we use your message only to
        reply and to organise the picnic, and we delete it once the year&apos;s picnic is over
        unless you ask us to keep in touch.
      </p>

      <h2>Who is responsible</h2>
      <p>
        {site.brand} is organised by volunteers
        {site.charity ? `, in aid of ${site.charity.name}` : ""}. We, the organisers, are
        responsible for the emails you send us (the &ldquo;data controller&rdquo;, in the words of
        UK data protection law). The charity whose page takes your gift is responsible for what you
        give there.
      </p>
      <p>You can ask us to show you, or to delete, what you have sent us.</p>
      <p>
        If you are unhappy with how we have handled it, you can complain to the Information
        Commissioner&apos;s Office at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about your privacy: <a href={`mailto:${site.emails.info}`}>{site.emails.info}</a>{" "}
        or <span className="whitespace-nowrap">{site.phone}</span>.
      </p>
    </ProsePage>
  );
}
