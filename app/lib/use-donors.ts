import { useSyncExternalStore } from "react";
import { donorsSnapshot, serverDonorsSnapshot, subscribeToDonors, type Donor } from "./donors";

const clientSnapshot = () => donorsSnapshot();

/**
 * This browser's donor list, read after hydration (the pre-rendered HTML never
 * depends on storage) and kept live as this tab or another one changes it.
 */
export function useDonors(): Donor[] {
  return useSyncExternalStore(subscribeToDonors, clientSnapshot, serverDonorsSnapshot);
}
