import { createElement } from 'react';
import { render } from '@react-email/render';
import type { MailMessage, MailSite } from './mail-message.js';
import { MailLayout } from './MailLayout.js';

/** The HTML part of a message, made when it is sent (not in the request that queues it). */
export function renderHtml(message: MailMessage, site: MailSite): Promise<string> {
  return render(createElement(MailLayout, { message, site }));
}
