// What the donor wall says while it is empty: the specification's words, kept
// word for word in the code (not in the editor's "Words on the pages"), on the
// wall's page only, so the Donate page's island does not carry them.
import { site } from "./site.ts";

export const emptyWallCopy = {
  /** Above them: whose gifts the wall lists, so they never read as the picnic's own figures. */
  scope: "Gifts made from this device",
  title: "No donations yet",
  invitation: `Be the first to support ${site.brand}!`,
  /** Under them: why the wall is empty while the picnic's total above is not. */
  note: "Only gifts given on this device are listed here, so it starts empty. The picnic's figures above count every supporter.",
};
