// Where this device keeps its donor-wall entries (app/lib/donors.ts), in a
// module of its own so that the islands' start-up (app/islands/hydrate.ts)
// can look for them, and hear of changes, without carrying the rest.

// Fixed by the specification, and the one place the sample brand stays after
// a rename: a new key would empty every visitor's wall.
export const DONORS_KEY = "picnicky:donors";

/**
 * Fired at `window` when this tab changes the list (a gift saved, the wall
 * erased). Other tabs hear of it by the `storage` event, which a tab never
 * gets for its own changes.
 */
export const DONORS_CHANGED = "donorschange";

/**
 * Whether this device keeps anything under the donor wall's key (its entries,
 * or an unreadable list put aside), or cannot say: storage that cannot be
 * read is something the wall has to tell.
 */
export function keepsDonors(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(DONORS_KEY)) return true;
    }
    return false;
  } catch {
    return true;
  }
}
