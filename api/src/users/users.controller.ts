import { Controller, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { type ListQueryOf, RequestListQuery, setContentRange } from '../common/list-query.js';
import { Fails, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import type { PublicUser } from './public-user.js';
import { UsersService } from './users.service.js';
import { StaffUser, StaffUserCreate, StaffUserListQuery, StaffUserWrite } from './users.schemas.js';

// No @Roles(): staff accounts are managed by admins only.
@ApiTags('admin: users')
@ApiBearerAuth()
@Controller('admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Staff accounts (never with password hashes)' })
  @Returns([StaffUser])
  @Fails({ 400: 'An invalid sort, range or filter' })
  async list(
    @RequestListQuery(StaffUserListQuery) listQuery: ListQueryOf<typeof StaffUserListQuery>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { rows, total } = await this.users.list(listQuery);
    setContentRange(response, 'users', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff account' })
  @Returns(StaffUser)
  @Fails({ 404: 'Staff account not found' })
  show(@Param('id') id: string) {
    return this.users.findOne(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a staff account with an initial password' })
  @Returns(StaffUser, { status: 201 })
  @Fails({
    400: 'An invalid e-mail address or role, a password too short, too long or too easy to guess, or a field a new account does not have',
    409: 'A staff account with this e-mail already exists.',
  })
  create(@RequestBody(StaffUserCreate) body: RequestOf<typeof StaffUserCreate>, @CurrentStaff() actor: PublicUser) {
    return this.users.createAccount(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change the role, disable or enable, or reset the password (ends the sessions of the account)' })
  @Returns(StaffUser)
  @Fails({
    400: 'An invalid role, disabled or password, or a change to a read-only field (the e-mail)',
    404: 'Staff account not found',
    409: 'Disabling or demoting yourself, or leaving no active admin',
  })
  update(@Param('id') id: string, @RequestBody(StaffUserWrite) body: RequestOf<typeof StaffUserWrite>, @CurrentStaff() actor: PublicUser) {
    return this.users.updateAccount(id, body, actor);
  }
}
