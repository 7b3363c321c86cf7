import { Fragment } from "react";
import Mail from "lucide-react/icons/mail";
import Navigation from "lucide-react/icons/navigation";
import type { Action, ByState } from "#src/content/event-copy";
import { hearAboutSubjects } from "#src/content/event-copy";
import { event } from "#src/content/event";
import { site } from "#src/content/site";
import { directionsUrl, eventDateText } from "#src/lib/event-facts";
import { nextYearParts as next, variants } from "#src/lib/shown-by-state";
import { mailto } from "#src/lib/mailto";
import { CopyAddress } from "./copy-address";

const rsvpHref = mailto(site.emails.rsvp, {
  subject: `RSVP: ${event.name}, ${eventDateText}`,
  body: "Name(s):\nNumber of adults:\nNumber of children:\nAnything we should know (access needs, dietary requirements):\n",
});

/** A button from src/content/event-copy.ts: a page of the site, an e-mail to the organisers, or the map. */
function EventAction({ action, className }: { action: Action; className: string }) {
  switch (action.to) {
    case "/event":
    case "/donate":
      return (
        <a href={action.to} className={className}>
          {action.label}
        </a>
      );
    case "rsvp":
    case "next-year":
    case "new-date":
      return (
        <a
          href={
            action.to === "rsvp"
              ? rsvpHref
              : mailto(site.emails.info, { subject: hearAboutSubjects[action.to] })
          }
          className={className}
        >
          <Mail aria-hidden="true" className="size-5" />
          {action.label}
        </a>
      );
    case "directions":
      return (
        <a href={directionsUrl} className={className} target="_blank" rel="noopener noreferrer">
          <Navigation aria-hidden="true" className="size-5" />
          {action.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
  }
}

/** The address a row's e-mail button writes to, shown beside it with a Copy button; null if it has none. */
function mailAddress(actions: Action[]): string | null {
  const mail = actions.find(({ to }) => to === "rsvp" || to === "next-year" || to === "new-date");
  if (!mail) return null;
  return mail.to === "rsvp" ? site.emails.rsvp : site.emails.info;
}

/**
 * A row of buttons worded for each state (one row per distinct set, shown by
 * CSS): the first in `styles[0]`, the rest in `styles[1]`.
 */
export function EventActions<T extends { actions: Action[] }>({
  copy,
  styles,
  className,
  nextYear,
  onDark = false,
  withoutAddress = false,
}: {
  copy: ByState<T>;
  styles: [string, string];
  className: string;
  /** On the rose band: the address line in its light colours. */
  onDark?: boolean;
  /**
   * In a first screen: no address line at any width, so a phone's first screen keeps what
   * it shows (decision 054) and a wide one matches it (decision 096: before the day there is
   * none, after it 375 and 1280 differed); the page's last band shows it.
   */
  withoutAddress?: boolean;
  /** The buttons from the weeks the home page leads with next year, in place of the past state's (decision 028). */
  nextYear?: Action[];
}) {
  const row = (actions: Action[]) =>
    actions.map((action, index) => (
      <EventAction key={action.to} action={action} className={styles[index === 0 ? 0 : 1]} />
    ));
  // Each row, and under a row with an e-mail button the address it writes to, shown together.
  const withAddress = (
    actions: Action[],
    key: string,
    shown: Record<string, string | undefined>,
  ) => {
    const address = mailAddress(actions);
    return (
      <Fragment key={key}>
        <div {...shown} className={className}>
          {row(actions)}
        </div>
        {address && !withoutAddress ? (
          <CopyAddress address={address} onDark={onDark} className="mt-3" shown={shown} />
        ) : null}
      </Fragment>
    );
  };
  const rows = variants(copy, (value) => value.actions).map(({ value, key, when }) =>
    withAddress(value, key, {
      ...when,
      ...(nextYear && next && key.split(" ").includes("past") ? next.until : {}),
    }),
  );
  return nextYear && next ? (
    <>
      {rows}
      {withAddress(nextYear, "next-year-first", next.first)}
    </>
  ) : (
    rows
  );
}
