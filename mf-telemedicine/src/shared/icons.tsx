// Decorative icons of the call controls; the buttons carry the text.
const base = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function MicIcon({ off = false }: { off?: boolean }) {
  return (
    <svg {...base}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {off && <path d="M4 4l16 16" />}
    </svg>
  );
}

export function CameraIcon({ off = false }: { off?: boolean }) {
  return (
    <svg {...base}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
      {off && <path d="M3 3l18 18" />}
    </svg>
  );
}

export function LeaveIcon() {
  return (
    <svg {...base}>
      <path d="M4 15c4-4 12-4 16 0l-2 3-3-1v-3a9 9 0 0 0-6 0v3l-3 1z" />
    </svg>
  );
}
