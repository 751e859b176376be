import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Roles } from '../auth/roles.js';
import { Returns } from '../contract/contract.js';
import { DashboardSummary } from './dashboard.schemas.js';
import { DashboardService } from './dashboard.service.js';
import type { PublicUser } from '../users/public-user.js';

@ApiTags('admin: dashboard')
@ApiBearerAuth()
@Roles('admin', 'staff')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: "The console's home page figures" })
  @Returns(DashboardSummary, {
    description:
      "Counts per payment status and per review status (paid applications), the urgent, overdue and the reader's own queue (each count with the list filter that shows it), applications per day (30 days), revenue per week (12 weeks), the newest enquiries",
  })
  summary(@CurrentStaff() reader: PublicUser) {
    return this.dashboard.summary(reader);
  }
}
