import {
  donationsSnapshot,
  serverDonationsSnapshot,
  subscribeToDonations,
  type Donation,
} from "#src/lib/donations";
import { useStore } from "./use-store";

const clientSnapshot = () => donationsSnapshot();

/**
 * This browser's list of donations, read after hydration (the pre-rendered HTML never
 * depends on storage) and kept live as this tab or another one changes it.
 */
export function useDonations(): Donation[] {
  return useStore(subscribeToDonations, clientSnapshot, serverDonationsSnapshot);
}
