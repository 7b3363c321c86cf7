// What the site says about where a gift goes, as numbers.
import type { Giving } from "./schema.ts";

export const giving: Giving = {
  /**
   * Gift Aid: what the charity claims from HMRC on a UK taxpayer's gift, as a
   * share of the gift (25p on every £1). Set by law; change it only if HMRC does.
   */
  giftAidPercent: 25,
  /** At least this share of every donation goes to programmes (the charity's own figure). */
  programmesPercent: 85,
};
