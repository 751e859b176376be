import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../common/rate-limit.decorator.js';
import { CorrectionsService } from './corrections.service.js';

@ApiTags('applications')
@Controller('india')
export class CorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Post('submit-corrections/:id')
  @HttpCode(200)
  @RateLimit('create')
  @ApiOperation({
    summary:
      'Send back the corrections staff asked for (View-application `correction`): the application becomes read-only again and goes back to review',
  })
  @ApiParam({ name: 'id', description: 'The temporary application id (sku_id)', example: 'K7M2QX9PA4R8TZ3WN' })
  @ApiResponse({ status: 200, description: '{ success: true, status: true, message, data: { sku_id, corrected: { field: value } } }' })
  @ApiResponse({ status: 400, description: 'The application does not meet the rules of the form: { message, errors: [{ field, message }] }' })
  @ApiResponse({ status: 404, description: 'Application not found' })
  @ApiResponse({ status: 409, description: 'There is no open correction request on this application (or it is not paid).' })
  submit(@Param('id') id: string) {
    return this.corrections.submit(id);
  }
}
