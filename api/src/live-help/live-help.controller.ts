import { LIVE_HELP_MESSAGE_MAX } from '@evisa/forms';
import { Controller, Get, Headers, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { Fails, RequestBody, type RequestOf, Returns, ReturnsFile } from '../contract/contract.js';
import { LiveHelpStreams } from './live-help-streams.service.js';
import { LiveHelpService } from './live-help.service.js';
import { LiveHelpAvailability, LiveHelpConversation, LiveHelpPost, LiveHelpStart } from './live-help.schemas.js';

/** A message id a client says it has: the header EventSource sends on reconnecting, or ?since=; 0 when none. */
export function lastIdOf(header: string | undefined, since: unknown): number {
  const raw = header ?? (typeof since === 'string' ? since : '');
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
}

@ApiTags('live help')
@Controller('live-help')
export class LiveHelpController {
  constructor(
    private readonly liveHelp: LiveHelpService,
    private readonly streams: LiveHelpStreams,
  ) {}

  @Get('availability')
  @ApiOperation({ summary: 'Whether staff answer now (LIVE_HELP_HOURS); outside the hours, when they will' })
  @Returns(LiveHelpAvailability)
  availability() {
    return this.liveHelp.availability();
  }

  @Post('conversations')
  @RateLimit('help')
  @ApiOperation({
    summary: 'Ask staff a question from any page or step; opens a conversation whose token alone opens it again',
    description: 'Outside the staffed hours the message is kept and `availability.notice` says when someone will answer.',
  })
  @Returns(LiveHelpConversation, { status: 201 })
  @Fails({
    400: `No text, a text over ${LIVE_HELP_MESSAGE_MAX} characters, a bad context or e-mail address`,
    429: 'Too many messages from this address',
  })
  start(@RequestBody(LiveHelpStart) body: RequestOf<typeof LiveHelpStart>) {
    return this.liveHelp.start(body);
  }

  @Get('conversations/:token')
  @ApiOperation({ summary: 'The conversation, with its messages after `since` (all of them without it)' })
  @ApiQuery({ name: 'since', required: false, description: 'The last message id the client has' })
  @Returns(LiveHelpConversation)
  @Fails({ 404: 'No conversation has this token' })
  read(@Param('token') token: string, @Query('since') since: unknown) {
    return this.liveHelp.read(token, lastIdOf(undefined, since));
  }

  @Post('conversations/:token/messages')
  @RateLimit('help')
  @ApiOperation({ summary: 'Send a further message; answers the conversation with that message' })
  @Returns(LiveHelpConversation, { status: 201 })
  @Fails({
    400: `No text or a text over ${LIVE_HELP_MESSAGE_MAX} characters`,
    404: 'No conversation has this token',
    429: 'Too many messages from this address',
  })
  post(@Param('token') token: string, @RequestBody(LiveHelpPost) body: RequestOf<typeof LiveHelpPost>) {
    return this.liveHelp.post(token, body);
  }

  @Get('conversations/:token/stream')
  @ApiOperation({
    summary: 'The conversation’s messages as server-sent events, live',
    description:
      'Each message is an event `message` whose id is the message id and data the message (LiveHelpMessage). A reconnect sends Last-Event-ID (EventSource does) or ?since=, and gets exactly the messages after it, from any replica.',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false })
  @ApiQuery({ name: 'since', required: false })
  @ReturnsFile(['text/event-stream'], 'Events until the client leaves')
  @Fails({ 404: 'No conversation has this token' })
  async stream(
    @Param('token') token: string,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Query('since') since: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const conversationId = await this.liveHelp.conversationIdOf(token);
    this.streams.openConversation(request, response, conversationId, lastIdOf(lastEventId, since));
  }
}
