import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeApplicationId } from '@evisa/forms';
import type { EntityManager, Repository } from 'typeorm';
import { escapeLike } from '../common/escape-like.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { LiveHelpConversation } from './live-help-conversation.entity.js';
import { LiveHelpMessage } from './live-help-message.entity.js';
import type { LiveHelpListQuery } from './live-help.schemas.js';

/** The SQL of live help's conversations and messages; `manager`: the caller's transaction. */
@Injectable()
export class LiveHelpRepository {
  constructor(@InjectRepository(LiveHelpConversation) private readonly conversations: Repository<LiveHelpConversation>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.conversations.manager.transaction(work);
  }

  /** A new conversation with its first message (the applicant's). */
  async start(
    manager: EntityManager,
    conversation: Pick<LiveHelpConversation, 'token' | 'sku_id' | 'email' | 'context'>,
    text: string,
  ): Promise<LiveHelpMessage> {
    const now = new Date();
    const saved = await manager.save(
      manager.create(LiveHelpConversation, { ...conversation, waiting_since: now, last_message_at: now, last_author: 'applicant' }),
    );
    return this.addMessage(manager, { conversation_id: saved.id, author: 'applicant', text, context: conversation.context });
  }

  addMessage(manager: EntityManager, message: Partial<LiveHelpMessage>): Promise<LiveHelpMessage> {
    return manager.save(manager.create(LiveHelpMessage, message));
  }

  async update(manager: EntityManager, id: string, changes: Partial<LiveHelpConversation>): Promise<void> {
    await manager.update(LiveHelpConversation, { id }, changes);
  }

  /** The conversation, its row locked until the transaction ends. */
  lock(manager: EntityManager, id: string): Promise<LiveHelpConversation> {
    return manager.findOneOrFail(LiveHelpConversation, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  byToken(token: string): Promise<LiveHelpConversation | null> {
    return this.conversations.findOneBy({ token });
  }

  byId(id: string): Promise<LiveHelpConversation | null> {
    return this.conversations.findOneBy({ id });
  }

  /** Messages of a conversation after an id, oldest first, at most 500. */
  messagesOfAfter(conversationId: string, afterId: number): Promise<LiveHelpMessage[]> {
    return this.conversations.manager
      .createQueryBuilder(LiveHelpMessage, 'message')
      .where('message.conversation_id = :conversationId AND message.id > :afterId', { conversationId, afterId })
      .orderBy('message.id', 'ASC')
      .limit(500)
      .getMany();
  }

  /** Every message of a conversation, oldest first. */
  messagesOf(conversationId: string): Promise<LiveHelpMessage[]> {
    return this.conversations.manager.find(LiveHelpMessage, { where: { conversation_id: conversationId }, order: { id: 'ASC' } });
  }

  /** The queue's page: unanswered first (longest waiting first) when sorted by waiting_since, and the total. */
  async list(query: ListQueryOf<typeof LiveHelpListQuery>): Promise<{ rows: LiveHelpConversation[]; total: number }> {
    const builder = this.conversations.createQueryBuilder('conversation');
    const { q, id, sku_id, assignee_id, waiting } = query.filter;
    if (q?.trim()) {
      builder.andWhere(
        `(conversation.email ILIKE :q OR conversation.sku_id ILIKE :q OR EXISTS (SELECT 1 FROM live_help_messages message WHERE message.conversation_id = conversation.id AND message.text ILIKE :q))`,
        { q: `%${escapeLike(q.trim())}%` },
      );
    }
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'conversation.id::text IN (:...ids)' : 'false', { ids: ids.filter(isUuid) });
    if (sku_id?.trim()) builder.andWhere('conversation.sku_id = :sku_id', { sku_id: normalizeApplicationId(sku_id) });
    if (assignee_id) builder.andWhere('conversation.assignee_id::text = :assignee_id', { assignee_id });
    if (waiting === true) builder.andWhere('conversation.waiting_since IS NOT NULL');
    if (waiting === false) builder.andWhere('conversation.waiting_since IS NULL');
    if (query.sort === 'waiting_since') {
      // Waiting ones first whichever the order, as a queue reads.
      builder.orderBy('conversation.waiting_since', query.order, 'NULLS LAST').addOrderBy('conversation.last_message_at', 'DESC');
    } else {
      builder.orderBy(`conversation.${query.sort}`, query.order);
    }
    builder.addOrderBy('conversation.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  /** The messages after an id, every conversation, at most 500. */
  messagesAfter(afterId: number): Promise<Array<{ id: string; conversation_id: string; author: string }>> {
    return this.conversations.manager.query(`SELECT id, conversation_id, author FROM live_help_messages WHERE id > $1 ORDER BY id LIMIT 500`, [
      afterId,
    ]);
  }

  /** The id of the newest message (0 when none). */
  async lastMessageId(): Promise<number> {
    const [row]: { id: string | null }[] = await this.conversations.manager.query(`SELECT max(id) AS id FROM live_help_messages`);
    return Number(row?.id ?? 0);
  }

  /** Marks the applicant active on these conversations for `seconds` (or no longer, when not `active`). */
  async markActive(conversationIds: string[], active: boolean, seconds: number): Promise<void> {
    await this.conversations.manager.query(
      `UPDATE live_help_conversations SET applicant_active_until = CASE WHEN $2 THEN now() + make_interval(secs => $3) ELSE now() END WHERE id = ANY($1::uuid[])`,
      [conversationIds, active, seconds],
    );
  }

  /** How many conversations wait for an answer. */
  async waitingCount(): Promise<number> {
    const [{ count }]: { count: number }[] = await this.conversations.manager.query(
      `SELECT count(*)::int AS count FROM live_help_conversations WHERE waiting_since IS NOT NULL`,
    );
    return count;
  }

  /** Deletes the conversations about an application: their ids and tokens. */
  deleteForApplication(manager: EntityManager, skuId: string): Promise<Array<{ id: string; token: string }>> {
    return manager.query(`WITH gone AS (DELETE FROM live_help_conversations WHERE sku_id = $1 RETURNING id, token) SELECT id, token FROM gone`, [
      skuId,
    ]);
  }

  /** Deletes the queued or sent e-mails whose text holds one of these markers. */
  async deleteMailsNaming(manager: EntityManager, markers: string[]): Promise<void> {
    await manager.query(`DELETE FROM outbox message USING unnest($1::text[]) AS gone(token) WHERE strpos(message.text, gone.token) > 0`, [markers]);
  }

  /** The conversations quiet for `days`, oldest first, locked (those another transaction holds skipped). */
  async lockQuietFor(manager: EntityManager, days: number): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM live_help_conversations WHERE last_message_at < now() - make_interval(days => $1) ORDER BY last_message_at FOR UPDATE SKIP LOCKED`,
      [days],
    );
    return rows.map((row) => row.id);
  }

  /** Deletes these conversations (their messages go with them). */
  async delete(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(`DELETE FROM live_help_conversations WHERE id = ANY($1::uuid[])`, [ids]);
  }

  /** Replaces the words of the replies recorded in the audit log for these conversations. */
  async eraseRepliesInAuditLog(manager: EntityManager, conversationIds: string[]): Promise<void> {
    await manager.query(
      `UPDATE audit_logs SET changes = jsonb_set(changes, '{reply}', '"[erased]"') WHERE resource = 'live-help' AND record_id = ANY($1) AND changes ? 'reply'`,
      [conversationIds],
    );
  }

  /** The start of each conversation's last message, `length` characters at most. */
  lastExcerpts(conversationIds: string[], length: number): Promise<Array<{ conversation_id: string; text: string }>> {
    return this.conversations.manager.query(
      `SELECT DISTINCT ON (conversation_id) conversation_id, left(text, $2) AS text FROM live_help_messages
        WHERE conversation_id = ANY($1::uuid[]) ORDER BY conversation_id, id DESC`,
      [conversationIds, length],
    );
  }
}
