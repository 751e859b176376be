import { useEffect, useRef, useState } from 'react';

const NOTES = [
  'Apply at least 4 days before your date of arrival, and no more than 120 days before it.',
  'Your passport must be valid for at least six months from the date of arrival, with at least two blank pages.',
  'Each traveller, children included, needs an application of their own and a passport of their own.',
  'You can get at most two e-Visas in one calendar year.',
  'Holders of diplomatic or official passports and of laissez-passer documents cannot use the e-Visa.',
  'Holders of a Pakistani passport, or of Pakistani origin, must apply for a regular visa at an Indian mission.',
  'Keep your temporary application ID: you need it to complete a partly filled form or to pay later.',
  'Carry a printed copy of your e-Visa, your passport, a return or onward ticket and enough money for your stay.',
  'Enter India only through one of the designated airports or seaports named in your application.',
];

const STEP_MS = 50;

/**
 * The sidebar's 'Important instructions' box: it scrolls one pixel every 50 ms and starts over at the end, pauses
 * while hovered or focused, and stays still (scrollable by hand) for visitors who prefer reduced motion.
 */
export function ImportantInstructions() {
  const boxRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [reducedMotion] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = window.setInterval(() => {
      const box = boxRef.current;
      if (!box) return;
      box.scrollTop = box.scrollTop + box.clientHeight >= box.scrollHeight - 1 ? 0 : box.scrollTop + 1;
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion]);

  return (
    <div className="instructions">
      <h2 id="instructions-title" className="sidebar__title">
        Important instructions
      </h2>
      <div
        ref={boxRef}
        className="instructions__box"
        tabIndex={0}
        role="region"
        aria-labelledby="instructions-title"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ul>
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
