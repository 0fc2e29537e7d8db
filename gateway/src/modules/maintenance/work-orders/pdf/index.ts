// A work order as a PDF file (GET /api/work-orders/<id>.pdf): routes only, over the services
// of the orders and of their parts, labour, cost and comments (listed before it).
import { defineModule } from '../../../kit/module.js';
import { workOrderPdfRoutes } from './work-order-pdf.routes.js';

export const workOrderPdfModule = defineModule({
  routes: [{ path: '/work-orders', router: workOrderPdfRoutes }],
});
