import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/CurrentStaff.js';
import { Roles } from '../auth/roles.js';
import { parseListQuery, setContentRange } from '../common/listQuery.js';
import type { PublicUser } from '../users/public-user.js';
import { ENQUIRY_SORTABLE, EnquiriesService } from './enquiries.service.js';
import { ENQUIRY_STATUSES } from './enquiry.entity.js';

@ApiTags('admin: enquiries')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/enquiries')
export class AdminEnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Get()
  @ApiOperation({ summary: 'Messages from the contact form (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'sort', required: false, example: '["created_at","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, description: 'q, status, id (list)', example: '{"status":"NEW"}' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const listQuery = parseListQuery(query, ENQUIRY_SORTABLE, 'created_at');
    const { rows, total } = await this.enquiries.list(listQuery);
    setContentRange(response, 'enquiries', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One enquiry' })
  show(@Param('id') id: string) {
    return this.enquiries.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark an enquiry ANSWERED (records who and when) or NEW again' })
  @ApiBody({ schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...ENQUIRY_STATUSES] } } } })
  @ApiResponse({ status: 400, description: 'Any field but status, or an unknown status' })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.enquiries.update(id, body, actor);
  }
}
