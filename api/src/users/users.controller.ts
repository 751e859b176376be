import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { parseListQuery, setContentRange } from '../common/list-query.js';
import { ROLES } from './user.entity.js';
import { MIN_PASSWORD_LENGTH } from '@evisa/forms';
import type { PublicUser } from './public-user.js';
import { USER_SORTABLE, UsersService } from './users.service.js';

// No @Roles(): staff accounts are managed by admins only.
@ApiTags('admin: users')
@ApiBearerAuth()
@Controller('admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Staff accounts (never with password hashes)' })
  @ApiQuery({ name: 'sort', required: false, example: '["email","ASC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, description: 'q (e-mail), role, disabled, id (list)', example: '{"role":"staff"}' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const listQuery = parseListQuery(query, USER_SORTABLE, 'email');
    const { rows, total } = await this.users.list(listQuery);
    setContentRange(response, 'users', listQuery, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff account' })
  show(@Param('id') id: string) {
    return this.users.findOne(id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a staff account with an initial password' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['email', 'role', 'password'],
      properties: {
        email: { type: 'string', format: 'email' },
        role: { type: 'string', enum: [...ROLES] },
        password: { type: 'string', minLength: MIN_PASSWORD_LENGTH },
      },
    },
  })
  @ApiResponse({ status: 409, description: 'A staff account with this e-mail already exists.' })
  create(@Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.users.createAccount(body, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change the role, disable or enable, or reset the password (ends the sessions of the account)' })
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        role: { type: 'string', enum: [...ROLES] },
        disabled: { type: 'boolean' },
        password: { type: 'string', minLength: MIN_PASSWORD_LENGTH },
      },
    },
  })
  @ApiResponse({ status: 409, description: 'Disabling or demoting yourself, or leaving no active admin' })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentStaff() actor: PublicUser) {
    return this.users.updateAccount(id, body, actor);
  }
}
