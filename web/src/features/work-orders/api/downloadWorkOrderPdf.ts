// GET /api/work-orders/<id>.pdf: the order as a PDF in the reader's language, for whoever may
// read it (the same checks as the graph's workOrder).
import { downloadFile } from '../../../lib/http/downloadFile';

export function downloadWorkOrderPdf(order: { id: string; number: string; farmId: string }, lang: string) {
  const url = `/api/work-orders/${encodeURIComponent(order.id)}.pdf?${new URLSearchParams({ lang })}`;
  return downloadFile(url, { farmId: order.farmId, accept: 'application/pdf', fallbackName: `${order.number}.pdf` });
}
