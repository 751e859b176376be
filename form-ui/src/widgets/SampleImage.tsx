import { useId, type ReactNode } from 'react';
import type { SampleImage as Sample } from '@evisa/forms/browser';

/** Drawings of what a good photograph and a good passport scan look like (spec part 2: "Sample image shown"). */
const DRAWINGS: Record<string, { viewBox: string; width: number; height: number; shapes: ReactNode }> = {
  photo: {
    viewBox: '0 0 120 120',
    width: 120,
    height: 120,
    shapes: (
      <>
        <rect width="120" height="120" fill="#ffffff" stroke="#b8c3ce" />
        <ellipse cx="60" cy="52" rx="22" ry="28" fill="#d9b99b" />
        <path d="M38 44c2-18 42-18 44 0-6-8-38-8-44 0z" fill="#4a3426" />
        <circle cx="51" cy="50" r="2.5" fill="#1d2733" />
        <circle cx="69" cy="50" r="2.5" fill="#1d2733" />
        <path d="M52 66q8 5 16 0" stroke="#8a4b3a" strokeWidth="2" fill="none" />
        <path d="M20 120c4-26 20-36 40-36s36 10 40 36z" fill="#2f5d7c" />
      </>
    ),
  },
  passport: {
    viewBox: '0 0 180 120',
    width: 180,
    height: 120,
    shapes: (
      <>
        <rect width="180" height="120" rx="6" fill="#f4f1e8" stroke="#b8c3ce" />
        <rect x="12" y="18" width="44" height="56" fill="#dfe6ec" stroke="#8b99a6" />
        <ellipse cx="34" cy="40" rx="10" ry="13" fill="#b8c3ce" />
        <path d="M20 74c2-12 8-16 14-16s12 4 14 16z" fill="#b8c3ce" />
        {[20, 32, 44, 56, 68].map((y) => (
          <rect key={y} x="66" y={y} width={y % 24 === 20 ? 80 : 96} height="5" rx="2" fill="#c5ccd3" />
        ))}
        <rect x="12" y="88" width="156" height="6" rx="2" fill="#9aa5b0" />
        <rect x="12" y="100" width="156" height="6" rx="2" fill="#9aa5b0" />
      </>
    ),
  },
};

/** The sample an upload field's definition names (`ui:options.sample`), with its caption; nothing for an unknown drawing. */
export function SampleImage({ sample }: { sample: Sample }) {
  const captionId = useId();
  const drawing = DRAWINGS[sample.image];
  if (!drawing) return null;
  return (
    <figure className="sample">
      <svg viewBox={drawing.viewBox} width={drawing.width} height={drawing.height} role="img" aria-labelledby={captionId}>
        {drawing.shapes}
      </svg>
      <figcaption id={captionId}>{sample.caption}</figcaption>
    </figure>
  );
}
