import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerBookingRoutes } from './booking';
import { registerBookingAccessRoutes } from './bookingAccess';
import { registerContentRoutes } from './content';
import { registerDoctorRoutes } from './doctors';
import { registerFrontdeskRoutes } from './frontdesk';
import { registerHealthRoutes } from './health';
import { registerMediaRoutes } from './media';
import { registerPageRoutes } from './pages';
import { registerQueueRoutes } from './queue';
import { registerSignalingRoutes } from '../realtime/registerSignalingRoutes';
import { registerScreeningRoutes } from './screening';
import { registerSubmissionRoutes } from './submissions';
import { registerTelemedicineRoutes } from './telemedicine';

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
