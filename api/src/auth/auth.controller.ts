import { BadRequestException, Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rateLimit.js';
import { toPublicUser } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { bearerToken, PublicRoute, Roles, type StaffRequest } from './roles.js';

@ApiTags('admin: auth')
@Controller('admin/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @PublicRoute()
  @RateLimit('login')
  @ApiOperation({ summary: 'Staff sign-in; returns a bearer token for the admin API' })
  @ApiBody({
    schema: { type: 'object', required: ['email', 'password'], properties: { email: { type: 'string' }, password: { type: 'string' } } },
  })
  @ApiResponse({ status: 200, description: '{ token, user: { id, email, role } }' })
  @ApiResponse({ status: 401, description: 'Wrong e-mail or password' })
  @ApiResponse({ status: 429, description: 'Five failed attempts in 15 minutes for the account or the address' })
  login(@Body() body: unknown, @Req() request: StaffRequest) {
    const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      throw new BadRequestException('Email and password are required.');
    }
    return this.auth.login(email.slice(0, 254), password.slice(0, 1024), request.ip ?? 'unknown');
  }

  @Get('me')
  @Roles('admin', 'staff', 'editor')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in staff user' })
  me(@Req() request: StaffRequest) {
    return toPublicUser(request.staffUser!);
  }

  @Post('logout')
  @HttpCode(200)
  @Roles('admin', 'staff', 'editor')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Ends the session of the bearer token' })
  async logout(@Req() request: StaffRequest) {
    await this.auth.logout(bearerToken(request)!);
    return { success: true, status: true, message: 'Signed out' };
  }
}
