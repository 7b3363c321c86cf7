import {
  donorsSnapshot,
  serverDonorsSnapshot,
  subscribeToDonors,
  type Donor,
} from "#src/lib/donors";
import { useStore } from "./use-store";

const clientSnapshot = () => donorsSnapshot();

/**
 * This browser's donor list, read after hydration (the pre-rendered HTML never
 * depends on storage) and kept live as this tab or another one changes it.
 */
export function useDonors(): Donor[] {
  return useStore(subscribeToDonors, clientSnapshot, serverDonorsSnapshot);
}
