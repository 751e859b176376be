import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LiveHelpBus } from './live-help-bus.js';
import { ACTIVE_SECONDS, LiveHelpService } from './live-help.service.js';

// A comment line this often keeps proxies from closing a quiet stream, renews the applicant's presence and sweeps
// for anything a lost notification did not bring.
const HEARTBEAT_MS = Math.min(15_000, (ACTIVE_SECONDS * 1000) / 3);
// Sent first: a dropped stream is tried again after a second (through the proxy, possibly on another replica).
const RETRY_MS = 1000;

interface Stream {
  response: Response;
  lastId: number;
}

/** The open streams of one feed (one conversation, or every conversation for staff) and its fetch in progress. */
interface Feed {
  streams: Set<Stream>;
  fetching: boolean;
  again: boolean;
}

const STAFF = 'staff';

/**
 * This replica's server-sent-event streams. A stream sends each message once, in id order, with its id as the
 * event id, so EventSource's Last-Event-ID (or ?since=) resumes exactly after the last one the client got, on this
 * replica or another. On each event from the bus, one query per feed fetches the rows after the lowest id its
 * streams have, and each stream sends those it has not sent.
 */
@Injectable()
export class LiveHelpStreams implements OnModuleInit, OnApplicationShutdown {
  private readonly feeds = new Map<string, Feed>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly liveHelp: LiveHelpService,
    private readonly bus: LiveHelpBus,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe((event) => {
      if (event === 'resync') for (const key of this.feeds.keys()) void this.pump(key);
      else {
        void this.pump(event.conversationId);
        void this.pump(STAFF);
      }
    });
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The applicant's stream of one conversation, from the message after `lastId`. */
  openConversation(request: Request, response: Response, conversationId: string, lastId: number): void {
    this.open(request, response, conversationId, lastId);
    void this.liveHelp.markActive([conversationId], true).catch(() => undefined);
  }

  /** Staff's stream of notices of every conversation's messages after `lastId`. */
  openStaff(request: Request, response: Response, lastId: number): void {
    this.open(request, response, STAFF, lastId);
  }

  /** How many streams this replica holds (the bench's figure). */
  get size(): number {
    let count = 0;
    for (const feed of this.feeds.values()) count += feed.streams.size;
    return count;
  }

  /** Ends every stream: a stopping replica's clients reconnect to another at once. */
  endAll(): void {
    for (const feed of this.feeds.values()) for (const stream of feed.streams) stream.response.end();
    this.feeds.clear();
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.endAll();
  }

  private open(request: Request, response: Response, key: string, lastId: number): void {
    response.status(200);
    // no-transform: the compression middleware (and a proxy) must pass each event on at once, not buffer it.
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store, no-transform');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write(`retry: ${RETRY_MS}\n\n`);
    request.socket.setKeepAlive(true);
    const stream: Stream = { response, lastId };
    const feed = this.feeds.get(key) ?? { streams: new Set<Stream>(), fetching: false, again: false };
    feed.streams.add(stream);
    this.feeds.set(key, feed);
    response.on('close', () => {
      feed.streams.delete(stream);
      if (feed.streams.size) return;
      this.feeds.delete(key);
      // The applicant's last panel on this replica closed: a reply from now on is e-mailed.
      if (key !== STAFF) void this.liveHelp.markActive([key], false).catch(() => undefined);
    });
    void this.pump(key);
  }

  /** Sends each stream of a feed what it has not had yet; a call while one runs makes it run once more. */
  private async pump(key: string): Promise<void> {
    const feed = this.feeds.get(key);
    if (!feed) return;
    if (feed.fetching) {
      feed.again = true;
      return;
    }
    feed.fetching = true;
    try {
      do {
        feed.again = false;
        if (!feed.streams.size) break;
        const from = Math.min(...[...feed.streams].map((stream) => stream.lastId));
        const events =
          key === STAFF
            ? (await this.liveHelp.noticesAfter(from)).map((notice) => ({ id: notice.id, data: notice }))
            : (await this.liveHelp.messagesAfter(key, from)).map((message) => ({ id: message.id, data: message }));
        for (const stream of feed.streams) {
          for (const event of events) {
            if (event.id <= stream.lastId) continue;
            stream.response.write(`id: ${event.id}\nevent: message\ndata: ${JSON.stringify(event.data)}\n\n`);
            stream.lastId = event.id;
          }
        }
        // A full page means more may follow.
        if (events.length >= 500) feed.again = true;
      } while (feed.again);
    } catch {
      // The database did not answer: the next event or heartbeat tries again.
    } finally {
      feed.fetching = false;
    }
  }

  private async beat(): Promise<void> {
    const conversations = [...this.feeds.keys()].filter((key) => key !== STAFF);
    for (const feed of this.feeds.values()) for (const stream of feed.streams) stream.response.write(': keep-alive\n\n');
    await this.liveHelp.markActive(conversations, true).catch(() => undefined);
    for (const key of this.feeds.keys()) await this.pump(key);
  }
}
