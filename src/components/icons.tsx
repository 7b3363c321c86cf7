import type { ReactNode, SVGProps } from "react";

// The few icons the islands draw, as lucide-react draws them (the same
// markup), without its icon factory: about 1.5 KB less in every island page's
// script. Pages drawn only at build time use lucide-react itself.

function icon(name: string, paths: ReactNode) {
  return function Icon({ className = "", ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name} ${className}`}
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const ArrowLeft = icon(
  "arrow-left",
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>,
);

export const Heart = icon(
  "heart",
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />,
);

export const Mail = icon(
  "mail",
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);

export const Share2 = icon(
  "share-2",
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <line x1="8.59" x2="15.42" y1="13.51" y2="17.49" />
    <line x1="15.41" x2="8.59" y1="6.51" y2="10.49" />
  </>,
);

export const X = icon(
  "x",
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);

export const ChevronDown = icon("chevron-down", <path d="m6 9 6 6 6-6" />);

export const ChevronRight = icon("chevron-right", <path d="m9 18 6-6-6-6" />);

export const Check = icon("check", <path d="M20 6 9 17l-5-5" />);

export const Copy = icon(
  "copy",
  <>
    <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </>,
);

export const MessageCircle = icon(
  "message-circle",
  <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />,
);
