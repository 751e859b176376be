import { formatDate } from '@evisa/forms/browser';

/** A moment as the tracking page writes it: its day (UTC), as the site writes dates (12 April 2026) in `language`. */
export const dayOf = (time: string, language?: string): string => formatDate(time.slice(0, 10), { language });
