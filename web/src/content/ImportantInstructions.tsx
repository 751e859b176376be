import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The notes, in order: keys of `sidebar.instructions.*` in the site's texts. */
const NOTES = ['applyWindow', 'passportValidity', 'eachTraveller', 'twoPerYear', 'diplomatic', 'pakistan', 'keepId', 'carry', 'ports'] as const;

const STEP_MS = 50;

/**
 * The sidebar's 'Important instructions' box: it scrolls one pixel every 50 ms and starts over at the end, pauses
 * while hovered or focused, and stays still (scrollable by hand) for visitors who prefer reduced motion.
 */
export function ImportantInstructions() {
  const { t } = useTranslation();
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
        {t('sidebar.instructionsTitle')}
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
            <li key={note}>{t(`sidebar.instructions.${note}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
