import type { ReactNode } from 'react';
import type { StepStatus } from '../../../../shared/tracking/tracking';

/** A decorative 16-unit line icon drawn in the current text colour. */
function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * A step's status as an icon (spec §4 "Timeline step completed / in-progress / pending"): a tick
 * for completed, a clock for in progress, a dashed circle for pending. Decorative: the status is
 * always written beside it too, so colour and shape are never the only sign.
 */
export function StepStatusIcon({ status, size = 14 }: { status: StepStatus; size?: number }) {
  if (status === 'completed') {
    return (
      <LineIcon size={size}>
        <path d="M3 8.5l3.2 3.2L13 5" />
      </LineIcon>
    );
  }
  if (status === 'in-progress') {
    return (
      <LineIcon size={size}>
        <circle cx="8" cy="8" r="6" />
        <path d="M8 4.5V8l2.5 1.5" />
      </LineIcon>
    );
  }
  return (
    <LineIcon size={size}>
      <circle cx="8" cy="8" r="5" strokeDasharray="2 2.2" />
    </LineIcon>
  );
}
