import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import type { PublicUser } from '../users/public-user.js';
import { feeCodeList, indiaEvisa } from '@evisa/forms';
import { FeesService } from './fees.service.js';

// For the OpenAPI page: the codes of the shipped definition (the API takes those of the published one).
const FEE_KEYS = feeCodeList(indiaEvisa).map(({ code }) => code);

const FEE_BODY = {
  schema: {
    type: 'object',
    properties: {
      country: { type: 'string', example: 'FRANCE', description: 'A nationality of the application form' },
      ...Object.fromEntries(FEE_KEYS.map((key) => [key, { type: 'number', minimum: 0, multipleOf: 0.01, example: 65 }])),
    },
  },
};

// No @Roles(): the fee table is for admins only.
@ApiTags('admin: fees')
@ApiBearerAuth()
@Controller('admin/fees')
export class AdminFeesController {
  constructor(private readonly fees: FeesService) {}

  @Get()
  @ApiOperation({ summary: 'The fee table: one record per nationality with a USD amount per fee code (null where none is set)' })
  @ApiQuery({ name: 'sort', required: false, example: '["country","ASC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, description: 'q (country), id (list)', example: '{"q":"fra"}' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const listQuery = parseListQuery(query, await this.fees.sortable(), 'country');
    const { rows, total } = await this.fees.list(listQuery);
    setContentRange(response, 'fees', listQuery, rows.length, total);
    return rows;
  }

  @Get('codes')
  @ApiOperation({ summary: "The fee codes a record prices, in the published form's order: [{ code, label }] (one input each in the console)" })
  codes() {
    return this.fees.codes();
  }

  @Get(':id')
  @ApiOperation({ summary: "One country's fee record" })
  show(@Param('id') id: string) {
    return this.fees.findOne(id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Fees for a nationality that has none: country and an amount for every fee code of the published form' })
  @ApiBody(FEE_BODY)
  @ApiResponse({ status: 400, description: 'A missing or invalid amount (non-negative, at most 2 decimals) or an unknown country' })
  @ApiResponse({ status: 409, description: 'The country already has a fee record' })
  create(@Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.fees.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change amounts; the next fee computation (View-application, orders) uses them' })
  @ApiBody(FEE_BODY)
  @ApiResponse({ status: 400, description: 'An invalid amount or an unknown field' })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.fees.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: "Remove a country's fees (its applicants cannot pay until fees exist again)" })
  remove(@Param('id') id: string, @CurrentStaff() actor: PublicUser) {
    return this.fees.remove(id, actor);
  }
}
