import { useSyncExternalStore } from "react";
import {
  donorsSnapshot,
  hasDonorData,
  serverDonorsSnapshot,
  subscribeToDonors,
  type Donor,
} from "./donors";

const clientSnapshot = () => donorsSnapshot();

/**
 * This browser's donor list, read after hydration (the pre-rendered HTML never
 * depends on storage) and kept live as this tab or another one changes it.
 */
export function useDonors(): Donor[] {
  return useSyncExternalStore(subscribeToDonors, clientSnapshot, serverDonorsSnapshot);
}

const clientHasData = () => hasDonorData();
const serverHasData = () => false;

/** Whether anything is kept for the donor wall, readable or not (so it can be erased). */
export function useDonorDataStored(): boolean {
  return useSyncExternalStore(subscribeToDonors, clientHasData, serverHasData);
}
