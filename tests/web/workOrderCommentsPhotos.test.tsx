// Comments and photos on the detail page: whoever works the order comments (also once it is
// closed) and adds photos, which are checked before they are sent (type, 8 MB), uploaded, then
// attached to the order or its checklist item; everyone who may open the order sees them.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { ChecklistPanel } from '../../web/src/features/work-orders/detail/checklist/ChecklistPanel';
import { CommentsPanel } from '../../web/src/features/work-orders/detail/comments/CommentsPanel';
import { PhotoGallery } from '../../web/src/features/work-orders/detail/photos/PhotoGallery';
import { setFarms } from '../../web/src/lib/farm/farmStore';

// antd renders messages and popups asynchronously; the suite shares a loaded machine.
const LATER = { timeout: 10_000 };
const ME = { id: 'u-tech', name: 'Youssef Benali' };
const MB = 1024 * 1024;

const photo = (id: string) => ({
  __typename: 'Photo',
  id,
  url: `/api/photos/${id}?t=1.sig`,
  thumbnailUrl: `/api/photos/${id}/thumbnail?t=1.sig`,
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: ME,
});
// Plain test data stands in for the masked fragment a panel takes.
const asFragment = (data: object) => data as never;

type Sent = { operationName: string; variables: Record<string, unknown> };

function show(node: ReactNode) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
    const answers: Record<string, object> = {
      AddWorkOrderComment: { addWorkOrderComment: { __typename: 'WorkOrderComment', id: 'c-9' } },
      AttachWorkOrderPhoto: { attachWorkOrderPhoto: { __typename: 'WorkOrder', id: 'wo-1' } },
    };
    return of({ data: answers[operation.operationName ?? ''] ?? null });
  });
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <App>
        <ConfirmProvider>{node}</ConfirmProvider>
      </App>
    </ApolloProvider>,
  );
  return sent;
}

/** Signs in as the technician, a member of farm-1 with these permissions there. */
function signInAs(permissions: string[]) {
  localStorage.setItem('user', JSON.stringify({ ...ME, permissions: [], roles: [], farms: [{ id: 'farm-1' }] }));
  setFarms([{ id: 'farm-1', name: 'Green Valley', reference: 'GV', viewerPermissions: permissions }]);
}

/** Stands in for the network under XMLHttpRequest: answers each upload with `status` and `body`. */
function serverAnswers(status: number, body: object) {
  const uploads: { headers: Record<string, string>; form: FormData }[] = [];
  class FakeRequest {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress?: (event: object) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      uploads.push({ headers: this.headers, form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        Object.assign(this, { status, responseText: JSON.stringify(body) });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return uploads;
}

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const png = (size: number, name = 'hose.png', type = 'image/png') => {
  const file = new File([new Uint8Array(8)], name, { type });
  // The size a phone's file reports, without holding megabytes in the test.
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => signInAs(['workorders.write']));
afterEach(() => {
  setFarms([]);
  vi.unstubAllGlobals();
});

describe('comments', () => {
  const order = (assignees: { id: string }[]) =>
    asFragment({
      __typename: 'WorkOrder',
      id: 'wo-1',
      farmId: 'farm-1',
      assignees,
      comments: [
        {
          id: 'c-1',
          body: 'Hose cracked near the pump',
          createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
          author: { id: 'u-mgr', name: 'Amina Alaoui' },
        },
      ],
    });

  it('lists who said what and how long ago', () => {
    show(<CommentsPanel order={order([ME])} canWork={false} />);
    const [comment] = screen.getAllByTestId('wo-comment');
    expect(within(comment).getByTestId('wo-comment-author').textContent).toBe('Amina Alaoui');
    expect(within(comment).getByTestId('wo-comment-time').textContent).toBe('5 minutes ago');
    expect(within(comment).getByTestId('wo-comment-body').textContent).toBe('Hose cracked near the pump');
  });

  it('lets an assignee add a comment, also to a closed order, under one client id', async () => {
    const sent = show(<CommentsPanel order={order([ME])} canWork={false} />);
    const send = screen.getByTestId('wo-comment-send');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('wo-comment-text'), { target: { value: '  New hose fitted  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(sent.map((entry) => entry.operationName)).toContain('AddWorkOrderComment'), LATER);
    const { variables } = sent.find((entry) => entry.operationName === 'AddWorkOrderComment')!;
    expect(variables).toMatchObject({ workOrderId: 'wo-1', input: { body: 'New hose fitted' } });
    expect((variables.input as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect((screen.getByTestId('wo-comment-text') as HTMLTextAreaElement).value).toBe(''), LATER);
  });

  it('takes no longer comment than the server does', () => {
    show(<CommentsPanel order={order([ME])} canWork={false} />);
    expect(screen.getByTestId('wo-comment-text').getAttribute('maxlength')).toBe('5000');
  });

  it('offers no comment box to a technician the order is not assigned to', () => {
    show(<CommentsPanel order={order([{ id: 'u-other' }])} canWork={false} />);
    expect(screen.queryByTestId('wo-comment-text')).toBeNull();
    expect(screen.getAllByTestId('wo-comment')).toHaveLength(1);
  });

  it('offers no comment box to a viewer, even one named on the order', () => {
    signInAs([]);
    show(<CommentsPanel order={order([ME])} canWork={false} />);
    expect(screen.queryByTestId('wo-comment-text')).toBeNull();
  });

  it("gives a farm's manager the box on any of its orders", () => {
    signInAs(['workorders.write', 'workorders.manage']);
    show(<CommentsPanel order={order([])} canWork={false} />);
    expect(screen.getByTestId('wo-comment-text')).toBeTruthy();
  });
});

describe('photos', () => {
  const gallery = (photos: object[]) => asFragment({ __typename: 'WorkOrder', id: 'wo-1', farmId: 'farm-1', photos });

  it('shows each photo as a thumbnail that opens the full picture', () => {
    show(<PhotoGallery order={gallery([photo('p-1'), photo('p-2')])} canWork={false} />);
    const thumbs = screen.getAllByTestId('wo-photo').map((shown) => shown.querySelector('img')!);
    expect(thumbs.map((thumb) => thumb.getAttribute('src'))).toEqual([
      '/api/photos/p-1/thumbnail?t=1.sig',
      '/api/photos/p-2/thumbnail?t=1.sig',
    ]);
    expect(thumbs[0].alt).toMatch(/^Photo by Youssef Benali, /);
    // Who does not work the open order only looks.
    expect(screen.queryByTestId('wo-photo-add')).toBeNull();
    expect(screen.queryByTestId('wo-photo-remove')).toBeNull();
  });

  it('opens the camera of a phone for whoever works the order', () => {
    show(<PhotoGallery order={gallery([])} canWork />);
    const input = screen.getByTestId('wo-photo-add-input');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(screen.getByText('No photos yet.')).toBeTruthy();
  });

  it('refuses a 9 MB photo before sending it', async () => {
    const uploads = serverAnswers(201, {});
    show(<PhotoGallery order={gallery([])} canWork />);
    choose(screen.getByTestId('wo-photo-add-input'), png(9 * MB));
    expect(await screen.findByText(/This photo is larger than 8 MB/, undefined, LATER)).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('refuses a text file before sending it', async () => {
    const uploads = serverAnswers(201, {});
    show(<PhotoGallery order={gallery([])} canWork />);
    choose(screen.getByTestId('wo-photo-add-input'), png(100, 'notes.txt', 'text/plain'));
    expect(await screen.findByText('Only JPEG, PNG or WebP pictures can be added.', undefined, LATER)).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("says in the reader's words why the server refused a picture", async () => {
    serverAnswers(415, { message: 'The photo must be a JPEG, PNG or WebP image', code: 'BAD_USER_INPUT' });
    const sent = show(<PhotoGallery order={gallery([])} canWork />);
    choose(screen.getByTestId('wo-photo-add-input'), png(100, 'fake.png'));
    expect(await screen.findByText('Only JPEG, PNG or WebP pictures can be added.', undefined, LATER)).toBeTruthy();
    expect(sent.map((entry) => entry.operationName)).not.toContain('AttachWorkOrderPhoto');
  });

  it("uploads a checklist item's photo to the order's farm and attaches it to the item", async () => {
    const uploads = serverAnswers(201, {
      id: 'p-9',
      url: '/api/photos/p-9',
      thumbnailUrl: '/api/photos/p-9/thumbnail',
    });
    const item = {
      id: 'item-1',
      position: 0,
      text: 'Check the hoses',
      result: null,
      note: null,
      doneBy: null,
      doneAt: null,
    };
    const order = asFragment({
      __typename: 'WorkOrder',
      id: 'wo-1',
      farmId: 'farm-1',
      checklist: [{ ...item, correctiveOrder: null, photos: [photo('p-1')] }],
    });
    const sent = show(<ChecklistPanel order={order} canWork canManage={false} />);
    expect(screen.getAllByTestId('wo-photo-thumb')).toHaveLength(1);
    choose(screen.getByTestId('checklist-photo-add-input'), png(2 * MB, 'hose.jpg', 'image/jpeg'));
    await waitFor(() => expect(sent.map((entry) => entry.operationName)).toContain('AttachWorkOrderPhoto'), LATER);
    expect(uploads[0].headers['x-farm-id']).toBe('farm-1');
    expect((uploads[0].form.get('photo') as File).name).toBe('hose.jpg');
    expect(sent.find((entry) => entry.operationName === 'AttachWorkOrderPhoto')!.variables).toEqual({
      workOrderId: 'wo-1',
      photoId: 'p-9',
      checklistItemId: 'item-1',
    });
  });
});
