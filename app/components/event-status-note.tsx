import { describeEventStatus, getEventStatus } from "~/lib/event-status";
import { useMinuteClock } from "~/lib/use-minute-clock";

/**
 * "46 days to go", "On now: Guest speaker", "Took place on …": where the
 * visitor's moment stands against the event. Empty in the pre-rendered HTML
 * (the build date must not leak into it); its box keeps the same height before
 * and after, so nothing below it moves when it fills in.
 */
export function EventStatusNote({ className = "" }: { className?: string }) {
  const now = useMinuteClock();
  const words = now ? describeEventStatus(getEventStatus(now)) : null;

  // Room for two lines of headline and two of detail on a phone, one each
  // from 640px up: enough for every message without the box growing.
  return (
    <div
      className={`flex min-h-28 flex-col items-center justify-center rounded-2xl px-4 py-3 text-center sm:min-h-[4.75rem] ${
        words ? "bg-blush-100" : ""
      } ${className}`}
    >
      {words ? (
        <>
          <p
            className={`font-bold text-rose-deep ${words.detail ? "text-lg leading-6" : "text-2xl leading-8"}`}
          >
            {words.headline}
          </p>
          {words.detail ? <p className="text-sm leading-5 text-ink-soft">{words.detail}</p> : null}
        </>
      ) : null}
    </div>
  );
}
