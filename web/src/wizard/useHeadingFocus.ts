import { useEffect, useRef } from 'react';

/**
 * A screen's heading that takes the focus when the screen opens (and when `key` changes: the next step), so a
 * screen reader announces where the applicant now is instead of staying on the page body. Give the heading
 * tabIndex={-1}.
 */
export function useHeadingFocus(key?: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [key]);
  return ref;
}
