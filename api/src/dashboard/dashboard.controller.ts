import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/roles.js';
import { Returns } from '../contract/contract.js';
import { DashboardSummary } from './dashboard.schemas.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin: dashboard')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: "The console's home page figures" })
  @Returns(DashboardSummary, {
    description: 'Counts per payment and review status, applications per day (30 days), revenue per week (12 weeks), the newest enquiries',
  })
  summary() {
    return this.dashboard.summary();
  }
}
