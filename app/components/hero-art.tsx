/** Original illustration for the home hero: a picnic on the lawn under a cedar. Decorative. */
export function HeroArt({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <circle cx="390" cy="70" r="38" fill="#ffe8a8" />
      <path d="M0 250c80-40 170-50 250-30s160 10 230-20v160H0Z" fill="#cfe8c4" />
      <path d="M0 290c100-30 200-20 290 0s140 0 190-20v110H0Z" fill="#b5dba8" />
      <rect x="96" y="150" width="14" height="110" rx="4" fill="#8a6a55" />
      <ellipse cx="103" cy="130" rx="70" ry="26" fill="#6fae73" />
      <ellipse cx="103" cy="100" rx="54" ry="22" fill="#7dbb80" />
      <ellipse cx="103" cy="74" rx="36" ry="18" fill="#8ec98f" />
      <path d="m170 300 190-26 70 44-200 30Z" fill="#ffdee2" />
      <path
        d="m202 296 26 47m10-52 27 48m10-53 26 49m11-54 26 49M186 311l196-26m-181 45 197-27"
        stroke="#f39bb0"
        strokeWidth="6"
      />
      <rect x="300" y="256" width="62" height="40" rx="6" fill="#c98b5a" />
      <path d="M306 258c0-26 50-26 50 0" fill="none" stroke="#8a5a35" strokeWidth="5" />
      <path d="M300 270h62" stroke="#b0743f" strokeWidth="3" />
      <circle cx="250" cy="300" r="11" fill="#fff" stroke="#f39bb0" strokeWidth="3" />
      <path
        d="M226 200c-9 0-15 7-15 16 0 7 4 14 9 21l-17 27 10 3 13-19 13 19 10-3-17-27c5-7 9-14 9-21 0-9-6-16-15-16Zm0 10c3 0 5 3 5 6 0 4-2 8-5 13-3-5-5-9-5-13 0-3 2-6 5-6Z"
        fill="#e8537a"
      />
    </svg>
  );
}
