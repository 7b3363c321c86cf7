// The 'Add to calendar' file (src/lib/calendar-file.ts), at the address the
// event page links to ("/picnicky-2026.ics").
import type { APIRoute } from "astro";
import { calendarFile } from "#src/lib/calendar-file";
import { calendarFileName } from "#src/lib/calendar";

export const getStaticPaths = () => [
  { params: { calendar: calendarFileName.replace(/\.ics$/, "") } },
];

export const GET: APIRoute = () => new Response(calendarFile());
