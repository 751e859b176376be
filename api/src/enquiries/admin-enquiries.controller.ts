import { Controller, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import type { PublicUser } from '../users/public-user.js';
import { EnquiriesService } from './enquiries.service.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { Enquiry, EnquiryListQuery, EnquiryReplyRequest, EnquiryStatusWrite, EnquiryWithReplies } from './admin-enquiries.schemas.js';

@ApiTags('admin: enquiries')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/enquiries')
export class AdminEnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Get()
  @ApiOperation({ summary: 'Messages from the contact form (ra-data-simple-rest list)' })
  @Returns([Enquiry])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(@RequestListQuery(EnquiryListQuery) listQuery: ListQueryOf<typeof EnquiryListQuery>, @Res({ passthrough: true }) response: Response) {
    const { rows, total } = await this.enquiries.list(listQuery);
    setContentRange(response, 'enquiries', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One enquiry, with the application it names (sku_id) and the replies sent' })
  @Returns(EnquiryWithReplies)
  @Fails({ 404: 'Unknown enquiry' })
  show(@Param('id') id: string) {
    return this.enquiries.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark an enquiry ANSWERED (records who and when) or NEW again' })
  @Returns(Enquiry)
  @Fails({ 400: 'A changed field but status, or an unknown status', 404: 'Unknown enquiry' })
  update(@Param('id') id: string, @RequestBody(EnquiryStatusWrite) body: RequestOf<typeof EnquiryStatusWrite>, @CurrentStaff() actor: PublicUser) {
    return this.enquiries.update(id, body, actor);
  }

  @Post(':id/replies')
  @ApiOperation({
    summary: 'Reply to an enquiry by e-mail',
    description:
      'Queues the reply in the outbox to the enquirer, keeps it with the enquiry, marks the enquiry ANSWERED and logs it; answers the enquiry with its replies.',
  })
  @Returns(EnquiryWithReplies, { status: 201, description: 'The enquiry, with its replies' })
  @Fails({ 400: 'No text, a text over 5000 characters, or any other field', 404: 'Unknown enquiry' })
  reply(
    @Param('id') id: string,
    @RequestBody(EnquiryReplyRequest, { unknownField: 'is not part of a reply: send only its text.' }) body: RequestOf<typeof EnquiryReplyRequest>,
    @CurrentStaff() actor: PublicUser,
  ) {
    return this.enquiries.reply(id, body, actor);
  }
}
