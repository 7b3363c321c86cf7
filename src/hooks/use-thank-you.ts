import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { BANNER_MS } from "#src/lib/donation";
import { bringIntoView } from "#src/lib/donation-form-page";
import type { Banner } from "#src/components/donation-thank-you";

/** Longer than the time between a double tap's two taps (500 ms is Windows' default). */
const DOUBLE_TAP_MS = 500;

/**
 * The donation form's thank-you, which takes Donate's place once a gift is
 * handed to the charity's page: when it goes, where focus goes, where the
 * page scrolls, and the room it leaves. `resetForm` puts the form back to
 * its defaults as the thank-you goes.
 */
export function useThankYou(resetForm: () => void) {
  const donateButton = useRef<HTMLButtonElement>(null);
  const bannerBox = useRef<HTMLDivElement>(null);
  // Donate, the line under it and the thank-you that takes their place.
  const giveBox = useRef<HTMLDivElement>(null);
  const headline = useRef<HTMLParagraphElement>(null);
  const followUp = useRef<HTMLDivElement>(null);
  // Where focus goes once the thank-you is drawn, or once it has gone (Donate is hidden
  // meanwhile, and focus on a hidden button would fall to <body>).
  const focusNext = useRef<"headline" | "donate" | null>(null);

  const [banner, setBanner] = useState<Banner | null>(null);
  // The thank-you's room once it has gone, kept until the visitor uses the form
  // again, so what follows it does not move when it hides (decisions 023, 052).
  const [keptHeight, setKeptHeight] = useState<number | null>(null);

  const reset = useCallback(() => {
    // Focus inside the banner would fall to <body> when it goes: to Donate, once it is back.
    if (bannerBox.current?.contains(document.activeElement)) focusNext.current = "donate";
    // Its exact height: offsetHeight rounds, and half a pixel is still a shift.
    setKeptHeight(giveBox.current?.getBoundingClientRect().height ?? null);
    setBanner(null);
    resetForm();
  }, [resetForm]);

  // Donate is hidden while the thank-you shows in its place: focus that was on it
  // goes to the thank-you's headline, and comes back to Donate when it returns.
  useLayoutEffect(() => {
    const target = focusNext.current === "headline" ? headline.current : donateButton.current;
    if (!focusNext.current || (focusNext.current === "headline") !== (banner !== null)) return;
    focusNext.current = null;
    target?.focus({ preventScroll: true });
  }, [banner]);

  // The thank-you banner goes five seconds after it appears (not after each
  // line added to it), unless it carries the only way on to the donation page
  // (a blocked pop-up): that one waits for the visitor.
  const bannerShown = banner !== null;
  const bannerStays = banner?.blocked ?? false;
  useLayoutEffect(() => {
    if (!bannerShown || bannerStays) return;
    const timer = window.setTimeout(reset, BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [bannerShown, bannerStays, reset]);

  // The banner appears below the button, where a phone's screen may end:
  // bring it into view, again as lines are added to it (its words are also
  // announced, from the status region). Not at once: scrolled at the first
  // tap, the page slid the banner's "Open it again" under a double tap's
  // second, which must land on Donate and be told the page is already open.
  // Timed from the moment it is drawn, not from the next frame's effects.
  useLayoutEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => {
      if (bannerBox.current) bringIntoView(bannerBox.current, followUp.current);
    }, DOUBLE_TAP_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  /** Shows the thank-you; focus on Donate, or on nothing in particular (a tap), moves to it. */
  const show = (shown: Banner) => {
    // A typing visitor's focus stays in the field.
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) {
      focusNext.current = "headline";
    }
    setBanner(shown);
  };

  const dismiss = () => {
    reset();
    // The visitor closed it: the space goes with it, and focus goes back to Donate.
    setKeptHeight(null);
    focusNext.current = "donate";
  };

  return {
    banner,
    show,
    /** Changes the thank-you showing (a line added to it); nothing when none shows. */
    update: (change: (shown: Banner) => Banner) => setBanner((shown) => shown && change(shown)),
    dismiss,
    /** The visitor is using the form again: the room the thank-you left can close. */
    release: () => setKeptHeight(null),
    keptHeight,
    donateButtonRef: donateButton,
    bannerBoxRef: bannerBox,
    giveBoxRef: giveBox,
    headlineRef: headline,
    followUpRef: followUp,
  };
}
