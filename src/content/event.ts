// The picnic itself, from content/event.json (the editor's "The picnic"; or
// edit the file by hand). Next year: change `date` (and anything else that
// moved); every page, the calendar file and the structured data follow. If
// plans change, set `status` ("postponed" or "cancelled"; back to
// "scheduled" with the new `date` once the next picnic is announced), and
// `notice`, a short line shown on every page, or null, and for a postponed
// picnic `newDate` once it is known (`date` stays the original one). Dates are
// YYYY-MM-DD and times 24-hour, in London. The README's "Through the year"
// checklist says what to change when. The build checks the file against
// EventSchema (validate.ts) before any page is built, with a message naming
// the field.
export { event } from "#content";
