import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerBookingRoutes } from './booking/routes';
import { registerBookingAccessRoutes } from './booking/accessRoutes';
import { registerContentRoutes } from './content/routes';
import { registerDoctorRoutes } from './doctors/routes';
import { registerFrontdeskRoutes } from './frontdesk/routes';
import { registerHealthRoutes } from './http/health';
import { registerMediaRoutes } from './media/routes';
import { registerPageRoutes } from './pages/routes';
import { registerQueueRoutes } from './frontdesk/queueRoutes';
import { registerSignalingRoutes } from './realtime/registerSignalingRoutes';
import { registerScreeningRoutes } from './screening/routes';
import { registerSubmissionRoutes } from './content/submissionRoutes';
import { registerTelemedicineRoutes } from './telemedicine/routes';

export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerHealthRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerDoctorRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerSubmissionRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  // Every booking of a person, through each booking's own contact (docs/decisions.md, issue 24).
  registerBookingAccessRoutes(app, ctx);
  registerScreeningRoutes(app, ctx);
  registerTelemedicineRoutes(app, ctx);
  // The front desk and the live queue (docs/decisions.md, issue 18).
  registerFrontdeskRoutes(app, ctx);
  registerQueueRoutes(app, ctx);
  // The WebSocket of the telemedicine rooms (src/realtime, telemedicine issue).
  registerSignalingRoutes(app, ctx);
}
