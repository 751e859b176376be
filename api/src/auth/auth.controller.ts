import { BadRequestException, Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { AuthService, CODE_NEEDED, WRONG_CREDENTIALS } from './auth.service.js';
import { AllowedDuringSetUp, bearerToken, PublicRoute, Roles, type StaffRequest } from './roles.js';
import { TwoFactorService } from './two-factor.service.js';

@ApiTags('admin: auth')
@Controller('admin/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @PublicRoute()
  @RateLimit('login')
  @ApiOperation({ summary: 'Staff sign-in; returns a bearer token for the admin API. With two-factor sign-in on, send code too.' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string' }, password: { type: 'string' }, code: { type: 'string', description: 'TOTP code or a recovery code' } },
    },
  })
  @ApiResponse({ status: 200, description: '{ token, user: { id, email, role, two_factor, must_set_up_two_factor } }' })
  @ApiResponse({ status: 401, description: `${WRONG_CREDENTIALS} / { message: '${CODE_NEEDED}', second_factor: 'totp' }` })
  @ApiResponse({
    status: 429,
    description: 'Failed attempts for this account from this address: wait the seconds the message says (growing with each failure)',
  })
  login(@Body() body: unknown, @Req() request: StaffRequest) {
    const { email, password, code } = (body ?? {}) as { email?: unknown; password?: unknown; code?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      throw new BadRequestException('Email and password are required.');
    }
    if (code !== undefined && code !== null && typeof code !== 'string') throw new BadRequestException('code must be text.');
    return this.auth.login(email.slice(0, 254), password.slice(0, 1024), code?.slice(0, 32) || undefined, request.ip ?? 'unknown');
  }

  @Get('me')
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in staff user, with whether two-factor sign-in is on or must be set up' })
  me(@Req() request: StaffRequest) {
    return this.auth.describe(request.staffUser!, request.staffSession!);
  }

  @Post('logout')
  @HttpCode(200)
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Ends the session of the bearer token' })
  async logout(@Req() request: StaffRequest) {
    await this.auth.logout(bearerToken(request)!, request.staffUser!);
    return { success: true, status: true, message: 'Signed out' };
  }

  @Post('two-factor')
  @HttpCode(200)
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Starts setting up two-factor sign-in: a new key for the authenticator app (secret and otpauth:// uri)' })
  @ApiResponse({ status: 409, description: 'Already set up' })
  startTwoFactor(@Req() request: StaffRequest) {
    return this.twoFactor.start(request.staffUser!);
  }

  @Post('two-factor/confirm')
  @HttpCode(200)
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turns two-factor sign-in on with a first code from the app; answers the ten recovery codes, shown only now' })
  @ApiBody({ schema: { type: 'object', required: ['code'], properties: { code: { type: 'string', example: '123456' } } } })
  @ApiResponse({ status: 200, description: '{ recovery_codes: string[] }' })
  @ApiResponse({ status: 400, description: 'A wrong code' })
  confirmTwoFactor(@Body() body: unknown, @Req() request: StaffRequest) {
    return this.twoFactor.confirm(request.staffUser!, (body as { code?: unknown } | null)?.code);
  }
}
