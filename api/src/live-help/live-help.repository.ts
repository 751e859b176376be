import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { LiveHelpConversation } from './live-help-conversation.entity.js';

/** The SQL of live help's conversations and messages that TypeORM's entity calls do not say; `manager`: the caller's transaction. */
@Injectable()
export class LiveHelpRepository {
  constructor(@InjectRepository(LiveHelpConversation) private readonly conversations: Repository<LiveHelpConversation>) {}

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
