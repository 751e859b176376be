import { LIVE_HELP_MESSAGE_MAX } from '@evisa/forms/text-limits';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../router/router';
import { ApiError } from '../api/http';
import {
  conversationStreamUrl,
  type LiveHelpConversation,
  type LiveHelpMessage,
  liveHelpAvailability,
  postMessage,
  readConversation,
  startConversation,
} from '../api/liveHelp';
import { fieldNameOf, helpContext } from './helpContext';
import { onOpenLiveHelp } from './openLiveHelp';

// The conversation's token: this browser opens it again on any page, as the e-mailed link does elsewhere.
const TOKEN_KEY = 'evisa-live-help';
// The last message the applicant had in view: staff answers after it are the button's count, over reloads too.
const SEEN_KEY = 'evisa-live-help-seen';
const TOKEN_IN_LINK = /^#live-help=([A-Za-z0-9_-]{32})$/;

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(SEEN_KEY);
  } catch {
    // Private mode without storage: the conversation lasts as long as the page.
  }
}

function storedSeenId(): number {
  try {
    return Number(localStorage.getItem(SEEN_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** The messages in id order, each once, whether it came from a reply, a read or the stream. */
function merged(current: LiveHelpMessage[], incoming: LiveHelpMessage[]): LiveHelpMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Live help on every page and step: a button that opens a panel beside the page (not over it: the applicant keeps
 * the step and its field in sight), where a question goes to staff with where it was asked (page, step, field in
 * focus, application) and their answers appear as they are sent (server-sent events, resumed by the browser from
 * the last message after a drop). The conversation comes back on any page of this browser, or by the e-mailed link.
 */
export function LiveHelp() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<string | null>(storedToken);
  const [messages, setMessages] = useState<LiveHelpMessage[]>([]);
  const [availability, setAvailability] = useState<LiveHelpConversation['availability'] | null>(null);
  const [seenId, setSeenId] = useState(storedSeenId);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const focusedField = useRef<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const forget = useCallback(() => {
    storeToken(null);
    setToken(null);
    setMessages([]);
    setSeenId(0);
  }, []);

  // The e-mailed link: the token rides in the fragment (never sent to a server); kept, then taken off the address.
  useEffect(() => {
    const match = TOKEN_IN_LINK.exec(location.hash);
    if (!match) return;
    storeToken(match[1]);
    setToken(match[1]);
    setOpen(true);
    void navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => onOpenLiveHelp(() => setOpen(true)), []);

  // The field the applicant was in when they reached for help (the panel's own controls are not a field of the form).
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('#main')) focusedField.current = fieldNameOf(event.target);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  // The conversation, live: the stream sends every message after the last one it sent (all of them at first).
  useEffect(() => {
    if (!token) return;
    let closed = false;
    readConversation(token)
      .then((conversation) => {
        if (closed) return;
        setAvailability(conversation.availability);
        setMessages((current) => merged(current, conversation.messages));
      })
      .catch((failure: unknown) => {
        // Erased, or expired under the retention period: a new question starts a new conversation.
        if (!closed && failure instanceof ApiError && failure.status === 404) forget();
      });
    const source = new EventSource(conversationStreamUrl(token));
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as LiveHelpMessage;
      setMessages((current) => merged(current, [message]));
    });
    return () => {
      closed = true;
      source.close();
    };
  }, [token, forget]);

  useEffect(() => {
    if (open) textRef.current?.focus();
  }, [open]);

  // With the panel open every message is in view: seen.
  const lastId = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!open || lastId <= seenId) return;
    setSeenId(lastId);
    try {
      localStorage.setItem(SEEN_KEY, String(lastId));
    } catch {
      // No storage: counted again after a reload.
    }
  }, [open, lastId, seenId]);
  const unread = open ? 0 : messages.filter((message) => message.author === 'staff' && message.id > seenId).length;

  // Before the first question: whether someone answers now, or when they will.
  useEffect(() => {
    if (!open || token || availability) return;
    liveHelpAvailability()
      .then(setAvailability)
      .catch(() => undefined);
  }, [open, token, availability]);

  useEffect(() => {
    if (open) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open, messages.length]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question) {
      setError(t('liveHelp.empty'));
      textRef.current?.focus();
      return;
    }
    const { context, skuId } = helpContext(location.pathname, focusedField.current);
    setSending(true);
    setError(null);
    try {
      const conversation = token
        ? await postMessage(token, { text: question, context })
        : await startConversation({ text: question, context, sku_id: skuId, email: email.trim() || null });
      if (!token) {
        storeToken(conversation.token);
        setToken(conversation.token);
      }
      setAvailability(conversation.availability);
      setMessages((current) => merged(current, conversation.messages));
      setText('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) forget();
      setError(
        failure instanceof ApiError
          ? (failure.fieldErrors[0]?.message ?? failure.serverMessage ?? t('liveHelp.sendFailed'))
          : t('liveHelp.sendFailed'),
      );
    } finally {
      setSending(false);
      // The Send button was disabled while sending, which took the focus from it: back to the question box.
      textRef.current?.focus();
    }
  };

  return (
    <div className="live-help">
      <button
        ref={toggleRef}
        type="button"
        className="button button--accent live-help__toggle"
        aria-expanded={open}
        aria-controls="live-help-panel"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('liveHelp.title')}
        {unread > 0 && (
          <>
            <span className="live-help__badge" aria-hidden="true">
              {unread}
            </span>
            <span className="visually-hidden">, {t('liveHelp.unread', { count: unread })}</span>
          </>
        )}
      </button>
      {open && (
        <section
          id="live-help-panel"
          className="live-help__panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby="live-help-title"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <header className="live-help__header">
            <h2 id="live-help-title">{t('liveHelp.title')}</h2>
            <button type="button" className="live-help__close" aria-label={t('liveHelp.close')} onClick={close}>
              ×
            </button>
          </header>
          <p className="live-help__lead">{t('liveHelp.lead')}</p>
          {availability?.notice && (
            <p className="live-help__notice" role="status">
              {availability.notice}
            </p>
          )}
          <div className="live-help__messages" role="log" aria-live="polite" aria-label={t('liveHelp.conversation')}>
            <ol className="live-help__list">
              {messages.map((message) => (
                <li key={message.id} className={`live-help__message live-help__message--${message.author}`}>
                  <span className="live-help__author">{message.author === 'staff' ? t('liveHelp.staff') : t('liveHelp.you')}:</span> {message.text}
                </li>
              ))}
            </ol>
            <div ref={endRef} />
          </div>
          <form className="live-help__form" onSubmit={(event) => void send(event)} noValidate>
            <label htmlFor="live-help-text">{t('liveHelp.question')}</label>
            <textarea
              id="live-help-text"
              ref={textRef}
              rows={3}
              maxLength={LIVE_HELP_MESSAGE_MAX}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'live-help-error' : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {!token && (
              <>
                <label htmlFor="live-help-email">{t('liveHelp.email')}</label>
                <input id="live-help-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
              </>
            )}
            {error && (
              <p id="live-help-error" className="live-help__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('liveHelp.sending') : t('liveHelp.send')}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
