import { Controller, Get, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { Fails, type ReplyOf, RequestBody, type RequestOf, Returns } from '../contract/contract.js';
import { AuthService, CODE_NEEDED, WRONG_CREDENTIALS } from './auth.service.js';
import {
  RecoveryCodes,
  SignInRefused,
  SignedInStaff,
  StaffActionReply,
  StaffLoginRequest,
  StaffSession,
  TwoFactorConfirmRequest,
  TwoFactorKey,
} from './auth.schemas.js';
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
  @PublicRoute()
  @RateLimit('login')
  @ApiOperation({ summary: 'Staff sign-in; returns a bearer token for the admin API. With two-factor sign-in on, send code too.' })
  @Returns(StaffSession)
  @Fails({
    400: 'Email and password are required.',
    401: [`${WRONG_CREDENTIALS} / '${CODE_NEEDED}' (then with second_factor: 'totp')`, SignInRefused],
    429: 'Failed attempts for this account from this address: wait the seconds the message says (growing with each failure)',
  })
  login(@RequestBody(StaffLoginRequest) body: RequestOf<typeof StaffLoginRequest>, @Req() request: StaffRequest) {
    return this.auth.login(body.email, body.password, body.code || undefined, request.ip ?? 'unknown');
  }

  @Get('me')
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in staff user, with whether two-factor sign-in is on or must be set up' })
  @Returns(SignedInStaff)
  me(@Req() request: StaffRequest) {
    return this.auth.describe(request.staffUser!, request.staffSession!);
  }

  @Post('logout')
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Ends the session of the bearer token' })
  @Returns(StaffActionReply)
  async logout(@Req() request: StaffRequest): Promise<ReplyOf<typeof StaffActionReply>> {
    await this.auth.logout(bearerToken(request)!, request.staffUser!);
    return { success: true, status: true, message: 'Signed out' };
  }

  @Post('two-factor')
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Starts setting up two-factor sign-in: a new key for the authenticator app (secret and otpauth:// uri)' })
  @Returns(TwoFactorKey)
  @Fails({ 409: 'Already set up' })
  startTwoFactor(@Req() request: StaffRequest) {
    return this.twoFactor.start(request.staffUser!);
  }

  @Post('two-factor/confirm')
  @Roles('admin', 'staff', 'editor')
  @AllowedDuringSetUp()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turns two-factor sign-in on with a first code from the app; answers the ten recovery codes, shown only now' })
  @Returns(RecoveryCodes)
  @Fails({ 400: 'No code, or a wrong one', 409: 'Already set up, or the set-up was not started' })
  confirmTwoFactor(@RequestBody(TwoFactorConfirmRequest) body: RequestOf<typeof TwoFactorConfirmRequest>, @Req() request: StaffRequest) {
    return this.twoFactor.confirm(request.staffUser!, body.code);
  }
}
