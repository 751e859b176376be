import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/roles.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin: dashboard')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: "The console's home page figures" })
  @ApiOkResponse({
    description:
      '{ payment_status: [{ status, count }], review_status: [{ status, count }], applications_per_day: [{ day, count }] (30 days), ' +
      'revenue_per_week: [{ week, amount, payments }] (12 weeks, completed payments), currency, new_enquiries, latest_enquiries: [...] }',
  })
  summary() {
    return this.dashboard.summary();
  }
}
