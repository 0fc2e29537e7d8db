// One message per event: a successful write is confirmed once, through lib/feedback; a
// refused operation whose screen shows its own message gets no "Forbidden" toast on top,
// while one that shows nothing still gets it.
import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_ERROR_MESSAGE, errorLink } from '../../web/src/lib/apollo/links';
import { useWrite } from '../../web/src/lib/apollo/useWrite';
import { setFeedbackHandler } from '../../web/src/lib/feedback';

const forbidden = { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] };

/** A client whose server answers every operation with `answer`. */
function clientAnswering(answer: object) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([errorLink, new ApolloLink(() => of(answer))]),
  });
}

const MachineQuery = gql`
  query Machine($id: ID!) {
    equipment(id: $id) {
      id
    }
  }
`;
const RetireMutation: TypedDocumentNode<{ retireEquipment: { id: string } }, { id: string }> = gql`
  mutation Retire($id: ID!) {
    retireEquipment(id: $id) {
      id
    }
  }
`;

const shown = { error: vi.fn(), success: vi.fn() };
beforeEach(() => setFeedbackHandler(shown));
afterEach(() => {
  setFeedbackHandler(null);
  vi.clearAllMocks();
});

describe('the forbidden toast', () => {
  it('is shown once for an operation that shows nothing itself', async () => {
    const client = clientAnswering(forbidden);
    await expect(client.query({ query: MachineQuery, variables: { id: '1' } })).rejects.toThrow();
    expect(shown.error).toHaveBeenCalledTimes(1);
    expect(shown.error).toHaveBeenCalledWith('errors.forbidden', undefined);
  });

  it('is left out when the page shows its own message', async () => {
    const client = clientAnswering(forbidden);
    await expect(
      client.query({ query: MachineQuery, variables: { id: '1' }, context: OWN_ERROR_MESSAGE }),
    ).rejects.toThrow();
    expect(shown.error).not.toHaveBeenCalled();
  });
});

function writeHook(answer: object) {
  const client = clientAnswering(answer);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return renderHook(() => useWrite(RetireMutation), { wrapper }).result.current[0];
}

describe('useWrite', () => {
  it('confirms a write the server accepted, once, with the text it is given', async () => {
    const write = writeHook({ data: { retireEquipment: { __typename: 'Equipment', id: '1' } } });
    await act(() => write({ variables: { id: '1' } }, 'Machine retired'));
    expect(shown.success).toHaveBeenCalledTimes(1);
    expect(shown.success).toHaveBeenCalledWith('Machine retired');
    expect(shown.error).not.toHaveBeenCalled();
  });

  it('confirms nothing when refused, and leaves the one message to the form that called it', async () => {
    const write = writeHook(forbidden);
    await act(() => expect(write({ variables: { id: '1' } }, 'Machine retired')).rejects.toThrow('Forbidden'));
    expect(shown.success).not.toHaveBeenCalled();
    expect(shown.error).not.toHaveBeenCalled();
  });
});
