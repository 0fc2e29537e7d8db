// Helpers of the maintenance-request and order-photo suites: their typed operations, the
// public report routes (from a chosen client address: the suites' gateways trust loopback's
// X-Forwarded-For) and photo uploads.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { graphql } from '../__generated__';
import type { GatewayAddress, Json } from './gateway.js';

export const RequestLinkQuery = graphql(`
  query TestRequestLink($id: ID!) {
    equipment(id: $id) {
      id
      status
      requestLink
    }
  }
`);

export const RotateRequestTokenMutation = graphql(`
  mutation TestRotateRequestToken($equipmentId: ID!) {
    rotateRequestToken(equipmentId: $equipmentId) {
      id
      requestLink
    }
  }
`);

export const TestPhotoFields = graphql(`
  fragment TestPhotoFields on Photo {
    id
    url
    thumbnailUrl
    createdAt
    createdBy {
      id
    }
  }
`);

export const RequestFields = graphql(`
  fragment TestRequestFields on MaintenanceRequest {
    id
    farmId
    status
    description
    machineStopped
    reporterName
    reporterPhone
    declineReason
    decidedAt
    createdAt
    decidedBy {
      id
    }
    equipment {
      id
      code
    }
    photo {
      ...TestPhotoFields
    }
    workOrder {
      id
    }
  }
`);

/** The order an approval made, as the suites check it. */
export const RequestOrderFields = graphql(`
  fragment TestRequestOrderFields on MaintenanceRequest {
    workOrder {
      id
      type
      title
      description
      priority
      status
      equipmentDown
      failureAt
      equipment {
        id
        status
      }
      assignees {
        id
      }
      photos {
        ...TestPhotoFields
      }
      maintenanceRequest {
        id
        reporterName
      }
      timeline {
        action
        changes
      }
    }
  }
`);

export const MaintenanceRequestsQuery = graphql(`
  query TestMaintenanceRequests($farmId: ID!, $status: [MaintenanceRequestStatus!], $first: Int, $after: String) {
    maintenanceRequests(farmId: $farmId, status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...TestRequestFields
        }
      }
    }
  }
`);

export const MaintenanceRequestQuery = graphql(`
  query TestMaintenanceRequest($id: ID!) {
    maintenanceRequest(id: $id) {
      ...TestRequestFields
      ...TestRequestOrderFields
    }
  }
`);

export const ApproveRequestMutation = graphql(`
  mutation TestApproveRequest($id: ID!, $priority: WorkOrderPriority, $assigneeIds: [ID!]) {
    approveMaintenanceRequest(id: $id, priority: $priority, assigneeIds: $assigneeIds) {
      ...TestRequestFields
      ...TestRequestOrderFields
    }
  }
`);

export const DeclineRequestMutation = graphql(`
  mutation TestDeclineRequest($id: ID!, $reason: String!) {
    declineMaintenanceRequest(id: $id, reason: $reason) {
      ...TestRequestFields
      ...TestRequestOrderFields
    }
  }
`);

export const OrderNotesQuery = graphql(`
  query TestOrderNotes($id: ID!) {
    workOrder(id: $id) {
      id
      photos {
        ...TestPhotoFields
      }
      checklist {
        id
        photos {
          id
        }
      }
      comments {
        id
        body
        createdAt
        author {
          id
        }
      }
      timeline {
        action
        changes
      }
    }
  }
`);

export const AttachPhotoMutation = graphql(`
  mutation TestAttachPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {
    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {
      id
      photos {
        id
      }
    }
  }
`);

export const DetachPhotoMutation = graphql(`
  mutation TestDetachPhoto($workOrderId: ID!, $photoId: ID!) {
    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {
      id
      photos {
        id
      }
    }
  }
`);

export const AddCommentMutation = graphql(`
  mutation TestAddComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {
    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {
      id
      body
      author {
        id
      }
    }
  }
`);

/** A small picture's bytes. */
export const picture = (format: 'jpeg' | 'png' = 'jpeg', side = 40) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .toFormat(format)
    .toBuffer();

/** A token of the right shape that no machine has. */
export const unknownToken = () => randomBytes(18).toString('base64url');

let addresses = 0;
/** A client address of its own, so that per-address budgets do not mix between tests. */
export const clientIp = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: await response.json().catch(() => undefined),
  headers: response.headers,
});

/** GET /api/report/:token from `ip`. */
export async function lookUp(gateway: GatewayAddress, token: string, ip = clientIp()): Promise<Answer> {
  return answer(await fetch(`${gateway.url}/api/report/${token}`, { headers: { 'x-forwarded-for': ip } }));
}

export interface Report {
  description?: string;
  machineStopped?: boolean;
  reporterName?: string;
  reporterPhone?: string;
}

/** POST /api/report/:token from `ip`: JSON, or multipart when a photo goes with it. */
export async function report(
  gateway: GatewayAddress,
  token: string,
  fields: Report,
  { ip = clientIp(), photo }: { ip?: string; photo?: Buffer } = {},
): Promise<Answer> {
  let body: string | FormData;
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (photo) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
    body.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  } else {
    body = JSON.stringify(fields);
    headers['content-type'] = 'application/json';
  }
  return answer(await fetch(`${gateway.url}/api/report/${token}`, { method: 'POST', headers, body }));
}

/** POST /api/photos as a member: the stored photo's id and addresses. */
export async function uploadPhoto(gateway: GatewayAddress, token: string, farmId: string, bytes?: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes ?? (await picture()))]), 'photo.jpg');
  const response = await fetch(`${gateway.url}/api/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-farm-id': farmId },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; url: string; thumbnailUrl: string };
}
