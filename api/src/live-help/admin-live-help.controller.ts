import { LIVE_HELP_MESSAGE_MAX } from '@evisa/forms';
import { BadRequestException, Controller, Get, Headers, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { Fails, RequestBody, type RequestOf, Returns, ReturnsFile } from '../contract/contract.js';
import type { PublicUser } from '../users/public-user.js';
import { lastIdOf } from './live-help.controller.js';
import { LiveHelpStreams } from './live-help-streams.service.js';
import { LiveHelpService } from './live-help.service.js';
import {
  LiveHelpAssignment,
  LiveHelpListQuery,
  LiveHelpQueueItem,
  LiveHelpReply,
  LiveHelpStaffMessage,
  LiveHelpThread,
  LiveHelpWaiting,
} from './live-help.schemas.js';

@ApiTags('admin: live help')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/live-help')
export class AdminLiveHelpController {
  constructor(
    private readonly liveHelp: LiveHelpService,
    private readonly streams: LiveHelpStreams,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The live-help queue (ra-data-simple-rest list): unanswered first, longest waiting first' })
  @Returns([LiveHelpQueueItem])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(
    @RequestListQuery(LiveHelpListQuery) listQuery: ListQueryOf<typeof LiveHelpListQuery>,
    @Res({ passthrough: true }) response: Response,
    @CurrentStaff() reader: PublicUser,
  ) {
    const { rows, total } = await this.liveHelp.list(listQuery, reader);
    setContentRange(response, 'live-help', listQuery, rows.length, total);
    return rows;
  }

  @Get('stream')
  @ApiOperation({
    summary: 'Notices of new messages in every conversation, as server-sent events (the queue’s badge)',
    description:
      'Ask with Accept: text/event-stream (the console reads it with fetch, sending its session). Each event `message` has the message id as event id and `{id, conversation_id, author}` as data: no text; the console opens the conversation (an audited read). Last-Event-ID or ?since= resumes; without either it starts with the next message.',
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false })
  @ReturnsFile(['text/event-stream'], 'Events until the console leaves')
  @Fails({ 400: 'Not asked for as text/event-stream' })
  async stream(
    @Headers('accept') accept: string | undefined,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Query('since') since: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!accept?.includes('text/event-stream')) throw new BadRequestException('This is an event stream: ask for it with Accept: text/event-stream.');
    const resumeFrom = lastIdOf(lastEventId, since) || (await this.liveHelp.lastMessageId());
    this.streams.openStaff(request, response, resumeFrom);
  }

  @Get('waiting')
  @ApiOperation({ summary: 'How many conversations wait for an answer (the badge; a count, not a read of any)' })
  @Returns(LiveHelpWaiting)
  waiting() {
    return this.liveHelp.waitingCount();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One conversation with its messages and the enquiries about its application (an audited read)' })
  @Returns(LiveHelpThread)
  @Fails({ 404: 'Unknown conversation' })
  show(@Param('id') id: string, @CurrentStaff() reader: PublicUser) {
    return this.liveHelp.thread(id, reader);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Assign the conversation (assignee_id: an active admin or staff account, or null)' })
  @Returns(LiveHelpQueueItem)
  @Fails({ 400: 'A changed field but assignee_id, or an account that cannot be assigned', 404: 'Unknown conversation' })
  assign(@Param('id') id: string, @RequestBody(LiveHelpAssignment) body: RequestOf<typeof LiveHelpAssignment>, @CurrentStaff() actor: PublicUser) {
    return this.liveHelp.assign(id, body, actor);
  }

  @Post(':id/messages')
  @ApiOperation({
    summary: 'Answer the applicant',
    description: 'Reaches the applicant’s open panel at once; while they are away it is e-mailed (when an address is known) with a link back.',
  })
  @Returns(LiveHelpStaffMessage, { status: 201 })
  @Fails({ 400: `No text or a text over ${LIVE_HELP_MESSAGE_MAX} characters`, 404: 'Unknown conversation' })
  reply(@Param('id') id: string, @RequestBody(LiveHelpReply) body: RequestOf<typeof LiveHelpReply>, @CurrentStaff() actor: PublicUser) {
    return this.liveHelp.reply(id, body, actor);
  }
}
