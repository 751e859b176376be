import { randomBytes } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { cleanParagraphs, isSkuId, normalizeApplicationId } from '@evisa/forms';
import type { EntityManager } from 'typeorm';
import { ApplicationsService } from '../applications/applications.service.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUuid } from '../common/is-uuid.js';
import type { ListQueryOf } from '../common/list-query.js';
import { writableFields } from '../common/writable-fields.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { EnquiriesService } from '../enquiries/enquiries.service.js';
import { MailService } from '../outbox/mail.service.js';
import { liveHelpReplyMail } from '../outbox/templates/live-help-reply.mail.js';
import type { PublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import { LiveHelpBus } from './live-help-bus.js';
import type { LiveHelpConversation, LiveHelpContext } from './live-help-conversation.entity.js';
import type { LiveHelpMessage } from './live-help-message.entity.js';
import { LiveHelpRepository } from './live-help.repository.js';
import {
  type LiveHelpAvailability,
  type LiveHelpConversation as ConversationBody,
  type LiveHelpListQuery,
  type LiveHelpMessage as MessageBody,
  type LiveHelpPost,
  type LiveHelpQueueItem,
  type LiveHelpStaffMessage,
  type LiveHelpStart,
  type LiveHelpThread,
  MAX_MESSAGE_LENGTH,
} from './live-help.schemas.js';
import { describeOpening, isStaffed, nextStaffed } from './staffed-hours.js';

/** How long an open panel counts as the applicant being there; each stream renews it well before (LiveHelpStreams). */
export const ACTIVE_SECONDS = 45;
const EXCERPT = 200;

type Availability = ReplyOf<typeof LiveHelpAvailability>;
type QueueItem = ReplyOf<typeof LiveHelpQueueItem>;
type StaffMessage = ReplyOf<typeof LiveHelpStaffMessage>;

/** A message's text as stored (cleanParagraphs), at most MAX_MESSAGE_LENGTH. */
function messageText(raw: string, whenEmpty = 'Write your question first.'): string {
  const text = cleanParagraphs(raw);
  if (!text) throw new FormValidationException([{ field: 'text', message: whenEmpty }]);
  if (text.length > MAX_MESSAGE_LENGTH)
    throw new FormValidationException([{ field: 'text', message: `A message must be at most ${MAX_MESSAGE_LENGTH} characters.` }]);
  return text;
}

function toMessage({ id, author, text, created_at }: LiveHelpMessage): ReplyOf<typeof MessageBody> {
  return { id: Number(id), author, text, created_at };
}

function toStaffMessage(message: LiveHelpMessage): StaffMessage {
  return { ...toMessage(message), context: message.context, user_email: message.user_email };
}

/** A message notice for the staff stream: which conversation, no text (the console opens it, an audited read). */
export interface MessageNotice {
  id: number;
  conversation_id: string;
  author: string;
}

@Injectable()
export class LiveHelpService {
  constructor(
    private readonly repository: LiveHelpRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bus: LiveHelpBus,
    private readonly applications: ApplicationsService,
    private readonly enquiries: EnquiriesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly auditLogs: AuditLogsService,
  ) {}

  /** Whether staff answer now; outside LIVE_HELP_HOURS, when they next will, in words. */
  availability(now = new Date()): Availability {
    const hours = this.config.liveHelpHours;
    if (isStaffed(hours, now)) return { staffed: true, next_staffed_at: null, notice: null };
    const opening = nextStaffed(hours, now);
    return {
      staffed: false,
      next_staffed_at: opening?.toISOString() ?? null,
      notice: `Our team is away now. Your message is kept, and we will answer ${opening ? `from ${describeOpening(hours, opening)}` : 'as soon as we can'}; we e-mail the answer when we have your address.`,
    };
  }

  /** Opens a conversation with its first message; linked to the application being filled in when it exists. */
  async start(body: RequestOf<typeof LiveHelpStart>): Promise<ReplyOf<typeof ConversationBody>> {
    const text = messageText(body.text);
    let email = body.email?.trim() || null;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new FormValidationException([{ field: 'email', message: 'Invalid email format' }]);
    let skuId: string | null = null;
    if (body.sku_id) {
      const candidate = normalizeApplicationId(body.sku_id);
      // Looked up before the transaction: the embedded database has one connection, which the transaction holds.
      const application = isSkuId(candidate) ? await this.applications.findBySkuId(candidate).catch(() => null) : null;
      if (application) {
        skuId = application.sku_id;
        email ??= application.Email;
      }
    }
    const context = body.context as LiveHelpContext;
    const token = randomBytes(24).toString('base64url');
    const message = await this.repository.transaction((manager) => this.repository.start(manager, { token, sku_id: skuId, email, context }, text));
    await this.bus.publish({ conversationId: message.conversation_id, messageId: Number(message.id) });
    return { token, sku_id: skuId, messages: [toMessage(message)], availability: this.availability() };
  }

  /** The conversation its token opens, with the messages after `since` (all of them from 0). */
  async read(token: string, since: number): Promise<ReplyOf<typeof ConversationBody>> {
    const conversation = await this.byToken(token);
    return { token, sku_id: conversation.sku_id, messages: await this.messagesAfter(conversation.id, since), availability: this.availability() };
  }

  /** An applicant's further message: the conversation waits for staff again (from its first unanswered message). */
  async post(token: string, body: RequestOf<typeof LiveHelpPost>): Promise<ReplyOf<typeof ConversationBody>> {
    const text = messageText(body.text);
    const conversation = await this.byToken(token);
    const context = (body.context as LiveHelpContext | undefined) ?? null;
    const message = await this.add(conversation.id, (manager, locked) =>
      this.repository
        .addMessage(manager, { conversation_id: locked.id, author: 'applicant', text, context: context ?? locked.context })
        .then(async (saved) => {
          await this.repository.update(manager, locked.id, {
            waiting_since: locked.waiting_since ?? saved.created_at,
            last_message_at: saved.created_at,
            last_author: 'applicant',
            ...(context ? { context } : {}),
          });
          return saved;
        }),
    );
    return { token, sku_id: conversation.sku_id, messages: [toMessage(message)], availability: this.availability() };
  }

  /** Messages of a conversation after an id, oldest first (what a stream sends next). */
  async messagesAfter(conversationId: string, afterId: number): Promise<ReplyOf<typeof MessageBody>[]> {
    const rows = await this.repository.messagesOfAfter(conversationId, afterId);
    return rows.map(toMessage);
  }

  /** Notices of the messages after an id, every conversation (the staff stream); none before `afterId` 0 means now. */
  async noticesAfter(afterId: number): Promise<MessageNotice[]> {
    const rows = await this.repository.messagesAfter(afterId);
    return rows.map((row) => ({ id: Number(row.id), conversation_id: row.conversation_id, author: row.author }));
  }

  /** The id of the newest message (0 when none): a staff stream opened without an id starts after it. */
  async lastMessageId(): Promise<number> {
    return this.repository.lastMessageId();
  }

  /** The conversation id its token opens (404 otherwise). */
  async conversationIdOf(token: string): Promise<string> {
    return (await this.byToken(token)).id;
  }

  /** The applicant has a panel open on these conversations: a staff reply meanwhile is not e-mailed. */
  async markActive(conversationIds: string[], active: boolean): Promise<void> {
    if (!conversationIds.length) return;
    await this.repository.markActive(conversationIds, active, ACTIVE_SECONDS);
  }

  // ---- staff ----

  /** How many conversations wait for an answer (the console's badge: a count, no applicant's words, not a read). */
  async waitingCount(): Promise<{ waiting: number }> {
    return { waiting: await this.repository.waitingCount() };
  }

  /**
   * The queue: unanswered first (longest waiting first), then the rest by their last message, newest first. A read of
   * applicants' words: audited with its filter and the conversations it showed.
   */
  async list(query: ListQueryOf<typeof LiveHelpListQuery>, reader: PublicUser): Promise<{ rows: QueueItem[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    const shown = rows.map((row) => row.id);
    await this.auditLogs.noteListRead(reader, 'live-help', query, shown);
    return { rows: await this.toQueueItems(rows), total };
  }

  /** One conversation for staff, with its messages and the enquiries about its application; an audited read. */
  async thread(id: string, reader: PublicUser): Promise<ReplyOf<typeof LiveHelpThread>> {
    const conversation = await this.find(id);
    await this.auditLogs.note(reader, { action: 'view', resource: 'live-help', record_id: id, changes: {} });
    const [item] = await this.toQueueItems([conversation]);
    const messages = await this.repository.messagesOf(id);
    const enquiries = conversation.sku_id
      ? (await this.enquiries.list({ sort: 'created_at', order: 'DESC', skip: 0, take: 20, filter: { sku_id: conversation.sku_id } })).rows
      : [];
    return {
      ...item,
      messages: messages.map(toStaffMessage),
      enquiries: enquiries.map(({ id: enquiryId, status, remarks, created_at }) => ({
        id: enquiryId,
        status,
        remarks: remarks.slice(0, EXCERPT),
        created_at,
      })),
    };
  }

  /**
   * A staff answer: the conversation is answered, the reply audited, and, when the applicant has no panel open and an
   * address is known, e-mailed through the outbox with the link that opens the conversation again; one transaction.
   */
  async reply(id: string, body: { text: string }, actor: PublicUser): Promise<StaffMessage> {
    const text = messageText(body.text, 'Write the reply first.');
    const conversation = await this.find(id);
    // The e-mail is worded in the language of the application the conversation is about, if any (else English).
    const application = conversation.sku_id ? await this.applications.findBySkuId(conversation.sku_id).catch(() => null) : null;
    const message = await this.add(id, async (manager, locked) => {
      const saved = await this.repository.addMessage(manager, {
        conversation_id: id,
        author: 'staff',
        text,
        context: null,
        user_id: actor.id,
        user_email: actor.email,
      });
      await this.repository.update(manager, id, { waiting_since: null, last_message_at: saved.created_at, last_author: 'staff' });
      const away = !locked.applicant_active_until || locked.applicant_active_until.getTime() < Date.now();
      if (away && locked.email)
        await this.mail.queue(manager, {
          to: locked.email,
          template: liveHelpReplyMail,
          params: { token: locked.token, reply: text },
          language: application?.language ?? undefined,
        });
      await this.auditLogs.record(manager, actor, {
        action: 'reply',
        resource: 'live-help',
        record_id: id,
        changes: { reply: text, emailed: away && Boolean(locked.email) },
      });
      return saved;
    });
    return toStaffMessage(message);
  }

  /** Assigns the conversation to an active admin or staff account, or to nobody; audited. */
  async assign(id: string, body: Record<string, unknown>, actor: PublicUser): Promise<QueueItem> {
    const current = await this.find(id);
    const [record] = await this.toQueueItems([current]);
    const { assignee_id } = writableFields(body, ['assignee_id'], (field) => `${field} cannot be changed: only assignee_id can be.`, {
      record,
      computed: ['messages', 'enquiries', 'waiting_since', 'last_message_at', 'applicant_online', 'last_text', 'assignee_email'],
    }) as { assignee_id?: string | null };
    if (assignee_id === undefined || assignee_id === current.assignee_id) return record;
    await this.repository.transaction(async (manager) => {
      if (assignee_id !== null && !(isUuid(assignee_id) && (await this.users.lockIfActiveWithRole(manager, assignee_id, ['admin', 'staff'])))) {
        throw new FormValidationException([{ field: 'assignee_id', message: 'Assign the conversation to an active admin or staff account.' }]);
      }
      const emails = await this.users.emailsOf([current.assignee_id, assignee_id], manager);
      const assigneeEmail = assignee_id ? (emails.get(assignee_id) ?? null) : null;
      await this.repository.update(manager, id, { assignee_id, assignee_email: assigneeEmail });
      await this.auditLogs.record(manager, actor, {
        action: 'update',
        resource: 'live-help',
        record_id: id,
        changes: { assignee: { from: current.assignee_email, to: assigneeEmail } },
      });
    });
    const [updated] = await this.toQueueItems([await this.find(id)]);
    return updated;
  }

  // ---- retention and erasure ----

  /** Removes the conversations about an application (erasure), in the caller's transaction: how many. */
  async eraseForApplication(manager: EntityManager, skuId: string): Promise<number> {
    const gone = await this.repository.deleteForApplication(manager, skuId);
    // The replies e-mailed name the conversation by its token (in the link back), not the application.
    await this.repository.deleteMailsNaming(
      manager,
      gone.map((row) => `#live-help=${row.token}`),
    );
    await this.eraseReplies(
      manager,
      gone.map((row) => row.id),
    );
    return gone.length;
  }

  /** Conversations quiet for `days` (retention), locked; with `erase`, removed with their messages. */
  async expired(manager: EntityManager, days: number, erase: boolean): Promise<string[]> {
    const ids = await this.repository.lockQuietFor(manager, days);
    if (erase && ids.length) {
      await this.repository.delete(manager, ids);
      await this.eraseReplies(manager, ids);
    }
    return ids;
  }

  /** The history keeps who answered and when; the words of a reply were about the applicant. */
  private async eraseReplies(manager: EntityManager, conversationIds: string[]): Promise<void> {
    if (!conversationIds.length) return;
    await this.repository.eraseRepliesInAuditLog(manager, conversationIds);
  }

  // ---- inner workings ----

  /** Adds a message under the conversation's row lock (ids then commit in order), then tells every replica. */
  private async add(
    conversationId: string,
    write: (manager: EntityManager, locked: LiveHelpConversation) => Promise<LiveHelpMessage>,
  ): Promise<LiveHelpMessage> {
    const message = await this.repository.transaction(async (manager) => write(manager, await this.repository.lock(manager, conversationId)));
    await this.bus.publish({ conversationId, messageId: Number(message.id) });
    return message;
  }

  private async byToken(token: string): Promise<LiveHelpConversation> {
    const conversation = /^[A-Za-z0-9_-]{32}$/.test(token) ? await this.repository.byToken(token) : null;
    if (!conversation) throw new NotFoundException('This conversation does not exist.');
    return conversation;
  }

  private async find(id: string): Promise<LiveHelpConversation> {
    const conversation = isUuid(id) ? await this.repository.byId(id) : null;
    if (!conversation) throw new NotFoundException('Conversation not found');
    return conversation;
  }

  private async toQueueItems(rows: LiveHelpConversation[]): Promise<QueueItem[]> {
    if (!rows.length) return [];
    const last = await this.repository.lastExcerpts(
      rows.map((row) => row.id),
      EXCERPT,
    );
    const lastText = new Map(last.map((row) => [row.conversation_id, row.text]));
    const now = Date.now();
    return rows.map((row) => ({
      id: row.id,
      sku_id: row.sku_id,
      email: row.email,
      context: row.context,
      waiting_since: row.waiting_since,
      last_message_at: row.last_message_at,
      last_author: row.last_author,
      last_text: lastText.get(row.id) ?? '',
      assignee_id: row.assignee_id,
      assignee_email: row.assignee_email,
      applicant_online: Boolean(row.applicant_active_until && row.applicant_active_until.getTime() > now),
      created_at: row.created_at,
    }));
  }
}
