import { Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import type { PublicUser } from '../users/public-user.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { FeesService } from './fees.service.js';
import { FeeCode, FeeListQuery, FeeRecord, FeeWrite } from './fees.schemas.js';

// No @Roles(): the fee table is for admins only.
@ApiTags('admin: fees')
@ApiBearerAuth()
@Controller('admin/fees')
export class AdminFeesController {
  constructor(private readonly fees: FeesService) {}

  @Get()
  @ApiOperation({ summary: 'The fee table: one record per nationality with a USD amount per fee code (null where none is set)' })
  @Returns([FeeRecord])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(@RequestListQuery(FeeListQuery) listQuery: ListQueryOf<typeof FeeListQuery>, @Res({ passthrough: true }) response: Response) {
    const { rows, total } = await this.fees.list(listQuery);
    setContentRange(response, 'fees', listQuery, rows.length, total);
    return rows;
  }

  @Get('codes')
  @ApiOperation({ summary: "The fee codes a record prices, in the published form's order: [{ code, label }] (one input each in the console)" })
  @Returns([FeeCode])
  codes() {
    return this.fees.codes();
  }

  @Get(':id')
  @ApiOperation({ summary: "One country's fee record" })
  @Returns(FeeRecord)
  @Fails({ 404: 'No such fee record' })
  show(@Param('id') id: string) {
    return this.fees.findOne(id);
  }

  @Post()
  @ApiOperation({ summary: 'Fees for a nationality that has none: country and an amount for every fee code of the published form' })
  @Returns(FeeRecord, { status: 201 })
  @Fails({ 400: 'A missing or invalid amount (non-negative, at most 2 decimals) or an unknown country', 409: 'The country already has a fee record' })
  create(@RequestBody(FeeWrite) body: RequestOf<typeof FeeWrite>, @CurrentStaff() actor: PublicUser) {
    return this.fees.create(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change amounts; the next fee computation (View-application, orders) uses them' })
  @Returns(FeeRecord)
  @Fails({ 400: 'An invalid amount or an unknown field', 404: 'No such fee record', 409: 'Another record has this country' })
  update(@Param('id') id: string, @RequestBody(FeeWrite) body: RequestOf<typeof FeeWrite>, @CurrentStaff() actor: PublicUser) {
    return this.fees.update(id, body, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: "Remove a country's fees (its applicants cannot pay until fees exist again)" })
  @Returns(FeeRecord, { description: 'The record as it was' })
  @Fails({ 404: 'No such fee record' })
  remove(@Param('id') id: string, @CurrentStaff() actor: PublicUser) {
    return this.fees.remove(id, actor);
  }
}
